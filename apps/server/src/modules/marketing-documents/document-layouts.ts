import type { EnrollmentDocumentId } from '@mhq/contract';
import {
  concatTransformationMatrix,
  type PDFDocument,
  type PDFImage,
  type PDFPage,
  popGraphicsState,
  pushGraphicsState,
  type RGB,
} from 'pdf-lib';
import { type Fonts, fittedSize, INK, MUTED, type Panel, type PriceRow, panel } from './document-canvas';
import type { DocumentTexts } from './document-texts';

/** Everything a sign shows, already in the document's language and the office's colours. */
export type SignContent = {
  t: DocumentTexts;
  officeName: string;
  /** Address and phone, one line. */
  contact: string;
  plans: PriceRow[];
  /** The lowest monthly price offered, for a window cling's "Plans from"; null when no plan is sold monthly. */
  lowestMonthly: string | null;
  /** The enrolment page's address as printed under the code (the code holds the whole URL). */
  url: string;
  qr: PDFImage;
  logo: PDFImage | null;
  /** The office's theme: bands in `primary` with `onPrimary` text, rules in `accent`, prices in `priceInk`. */
  colors: { primary: RGB; onPrimary: RGB; accent: RGB; priceInk: RGB };
};

type Layout = { size: [number, number]; draw: (page: PDFPage, fonts: Fonts, c: SignContent) => void };

/** The address under a code, without the scheme: shorter to type from paper. */
const shown = (url: string) => url.replace(/^https?:\/\//, '');

/** The office's logo and name, side by side (centred when `stacked`), then a thin bar in the accent colour. */
function header(
  p: Panel,
  fonts: Fonts,
  c: SignContent,
  o: { logo: number; name: number; pad: number; stacked?: boolean },
) {
  const { box } = p;
  p.space(o.pad);
  const top = p.y;
  if (o.stacked) {
    if (c.logo) {
      p.image(c.logo, { x: box.x + (box.width - o.logo) / 2, y: top - o.logo, width: o.logo, height: o.logo });
      p.space(o.logo + 8);
    }
    const size = fittedSize(c.officeName, fonts.bold, o.name, 12, box.width - 2 * o.pad);
    p.centered(c.officeName, { font: fonts.bold, size, maxLines: 2 });
  } else {
    const textX = c.logo ? o.pad + o.logo + 14 : o.pad;
    const width = box.width - textX - o.pad;
    if (c.logo) p.image(c.logo, { x: box.x + o.pad, y: top - o.logo, width: o.logo, height: o.logo });
    const size = fittedSize(c.officeName, fonts.bold, o.name, 11, width);
    // Name and contact sit level with the middle of the logo.
    const block = size + 4 + (c.contact ? o.name * 0.45 + 4 : 0);
    if (c.logo) p.space(Math.max(0, (o.logo - block) / 2));
    p.left(c.officeName, { font: fonts.bold, size, indent: textX, width, maxLines: 2 });
    if (c.contact)
      p.left(c.contact, {
        font: fonts.regular,
        size: Math.max(7, o.name * 0.45),
        color: MUTED,
        indent: textX,
        width,
        maxLines: 2,
      });
    p.space(Math.max(0, top - o.logo - p.y));
  }
  p.space(o.pad * 0.6);
  p.band(Math.max(3, o.pad / 4), c.colors.accent);
  p.space(Math.max(3, o.pad / 4));
}

/** A band in the theme's primary colour carrying a headline. */
function headlineBand(p: Panel, fonts: Fonts, c: SignContent, text: string, size: number, pad: number) {
  const lines = Math.min(2, Math.ceil(fonts.bold.widthOfTextAtSize(text, size) / (p.box.width - 2 * pad - 8)));
  const height = lines * (size + 4) + 2 * pad * 0.6;
  p.band(height, c.colors.primary);
  p.space(pad * 0.6);
  p.centered(text, { font: fonts.bold, size, color: c.colors.onPrimary, padding: pad, maxLines: 2 });
  p.space(pad * 0.6);
}

/** The code, centred at `x` with its top at the cursor, with the call to scan and the address under it. */
function qrBlock(p: Panel, fonts: Fonts, c: SignContent, o: { x: number; width: number; qr: number; scan: number }) {
  p.image(c.qr, { x: o.x + (o.width - o.qr) / 2, y: p.y - o.qr, width: o.qr, height: o.qr });
  p.space(o.qr + 4);
  const within = { x: o.x, width: o.width };
  p.centered(c.t.scan, { font: fonts.bold, size: o.scan, color: c.colors.priceInk, within, padding: 4 });
  p.centered(`${c.t.orVisit} ${shown(c.url)}`, {
    font: fonts.regular,
    size: Math.max(6.5, o.scan * 0.6),
    color: MUTED,
    within,
    padding: 4,
  });
}

const heads = (c: SignContent): [string, string] => [c.t.monthly, c.t.yearly];

/** Counter sign, 5 x 7 in, for an acrylic stand at the front desk: plans and a large code. */
const counterSign: Layout = {
  size: [360, 504],
  draw(page, fonts, c) {
    const p = panel(page, fonts, { x: 0, y: 0, width: 360, height: 504 });
    header(p, fonts, c, { logo: 44, name: 18, pad: 18 });
    headlineBand(p, fonts, c, c.t.headline, 16, 20);
    p.space(10);
    // The plans take what the smallest code leaves them; the code then grows into the space left, centred in it.
    const foot = 34;
    const scanLines = 32;
    p.priceRows(c.plans, {
      indent: 22,
      size: 10.5,
      accent: c.colors.priceInk,
      heads: heads(c),
      bottom: foot + 128 + scanLines + 16,
      more: c.t.morePlans,
    });
    const room = p.y - 8 - foot;
    const qr = Math.min(190, room - scanLines);
    const top = foot + (room + qr + scanLines) / 2;
    qrBlock(panel(page, fonts, { x: 0, y: 0, width: 360, height: top }), fonts, c, { x: 0, width: 360, qr, scan: 12 });
    const disclaimer = panel(page, fonts, { x: 0, y: 0, width: 360, height: 26 });
    disclaimer.centered(c.t.disclaimer, { font: fonts.regular, size: 6.5, color: MUTED, gap: 2, maxLines: 2 });
  },
};

/** Window cling, 8 x 8 in, read from the street: few words, a price to stop for, a code big enough from a step away. */
const windowCling: Layout = {
  size: [576, 576],
  draw(page, fonts, c) {
    const p = panel(page, fonts, { x: 0, y: 0, width: 576, height: 576 });
    header(p, fonts, c, { logo: 56, name: 24, pad: 24, stacked: true });
    headlineBand(p, fonts, c, c.t.windowHeadline, 24, 28);
    p.space(14);
    if (c.lowestMonthly) {
      p.centered(c.t.plansFrom(c.lowestMonthly), { font: fonts.bold, size: 20, color: c.colors.priceInk });
      p.space(6);
    }
    // The code as large as the cling allows (a step away from the glass), centred above the bottom bar.
    const scanLines = 38;
    const room = p.y - 16 - 10;
    const qr = Math.min(280, room - scanLines);
    const top = 10 + (room + qr + scanLines) / 2;
    qrBlock(panel(page, fonts, { x: 0, y: 0, width: 576, height: top }), fonts, c, { x: 0, width: 576, qr, scan: 16 });
    page.drawRectangle({ x: 0, y: 0, width: 576, height: 10, color: c.colors.accent });
  },
};

/** Flyer, US letter: the whole story: what the plan is, every plan and price, the code and how to ask. */
const flyer: Layout = {
  size: [612, 792],
  draw(page, fonts, c) {
    const p = panel(page, fonts, { x: 0, y: 0, width: 612, height: 792 });
    header(p, fonts, c, { logo: 64, name: 26, pad: 36 });
    headlineBand(p, fonts, c, c.t.headline, 24, 36);
    p.space(16);
    p.left(c.t.lead, { font: fonts.regular, size: 12, indent: 48, width: 516, gap: 5, maxLines: 4 });
    p.space(12);
    p.left(c.t.plansHeading, { font: fonts.bold, size: 14, indent: 48, width: 516, color: c.colors.priceInk });
    p.space(4);
    const boxTop = 40 + 168;
    p.priceRows(c.plans, {
      indent: 48,
      size: 12,
      accent: c.colors.priceInk,
      heads: heads(c),
      bottom: boxTop + 12,
      more: c.t.morePlans,
      details: true,
    });
    // The code's box: the code on the left, the call to scan, the address and who to ask on the right.
    page.drawRectangle({ x: 48, y: 40, width: 516, height: 168, borderColor: c.colors.accent, borderWidth: 2 });
    const qr = panel(page, fonts, { x: 60, y: 40, width: 150, height: 162 });
    qr.image(c.qr, { x: 60, y: 46, width: 150, height: 150 });
    const side = panel(page, fonts, { x: 220, y: 40, width: 330, height: 150 });
    side.left(c.t.scan, { font: fonts.bold, size: 20, color: c.colors.priceInk, indent: 0, width: 330 });
    side.space(4);
    side.left(c.t.orVisit, { font: fonts.regular, size: 11, color: MUTED, indent: 0, width: 330 });
    side.left(shown(c.url), { font: fonts.bold, size: 12, indent: 0, width: 330, maxLines: 3 });
    side.space(8);
    side.left(c.t.askUs, { font: fonts.regular, size: 11, indent: 0, width: 330, maxLines: 3 });
    const foot = panel(page, fonts, { x: 0, y: 0, width: 612, height: 34 });
    foot.centered(c.t.disclaimer, { font: fonts.regular, size: 8, color: MUTED, gap: 2, maxLines: 2, padding: 48 });
  },
};

/** One face of a table tent: the plans on the left, the code on the right. */
function tentFace(page: PDFPage, fonts: Fonts, c: SignContent) {
  const p = panel(page, fonts, { x: 0, y: 0, width: 612, height: 396 });
  header(p, fonts, c, { logo: 40, name: 20, pad: 26 });
  p.space(8);
  const left = panel(page, fonts, { x: 0, y: 0, width: 400, height: p.y });
  left.left(c.t.headline, {
    font: fonts.bold,
    size: 18,
    color: c.colors.priceInk,
    indent: 32,
    width: 360,
    maxLines: 2,
  });
  left.space(2);
  left.left(c.t.lead, { font: fonts.regular, size: 10, color: INK, indent: 32, width: 350, maxLines: 3 });
  left.space(6);
  left.priceRows(c.plans, {
    indent: 32,
    size: 11,
    accent: c.colors.priceInk,
    heads: heads(c),
    bottom: 40,
    more: c.t.morePlans,
  });
  const right = panel(page, fonts, { x: 400, y: 0, width: 212, height: p.y });
  right.space(6);
  qrBlock(right, fonts, c, { x: 400, width: 212, qr: 165, scan: 12 });
  const foot = panel(page, fonts, { x: 0, y: 0, width: 612, height: 30 });
  foot.centered(c.t.disclaimer, { font: fonts.regular, size: 7, color: MUTED, gap: 2, maxLines: 2, padding: 32 });
}

/**
 * Table tent, US letter folded across the middle: the same face on both halves, the top one turned upside down, so
 * the folded tent reads from both sides of the table.
 */
const tableTent: Layout = {
  size: [612, 792],
  draw(page, fonts, c) {
    tentFace(page, fonts, c);
    page.pushOperators(pushGraphicsState(), concatTransformationMatrix(-1, 0, 0, -1, 612, 792));
    tentFace(page, fonts, c);
    page.pushOperators(popGraphicsState());
    page.drawLine({ start: { x: 0, y: 396 }, end: { x: 612, y: 396 }, thickness: 0.5, color: INK, dashArray: [4, 4] });
  },
};

export const LAYOUTS: Record<EnrollmentDocumentId, Layout> = {
  'counter-sign': counterSign,
  'window-cling': windowCling,
  flyer,
  'table-tent': tableTent,
};

/** Draws the document on a new page of `doc`. */
export function drawDocument(doc: PDFDocument, fonts: Fonts, id: EnrollmentDocumentId, content: SignContent): void {
  const layout = LAYOUTS[id];
  layout.draw(doc.addPage(layout.size), fonts, content);
}
