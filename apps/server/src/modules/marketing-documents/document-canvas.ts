import { type PDFFont, type PDFImage, type PDFPage, type RGB, rgb } from 'pdf-lib';
import { printable, wrap } from '../money/baa-pdf';

// Drawing on a sign: a panel (a rectangle of a page) written top to bottom, with centred or left-aligned wrapped
// text, coloured bands, the plans' price rows and images fitted into a box. The layouts (document-layouts.ts) are
// built from these.

export const INK = rgb(0.12, 0.16, 0.2);
export const MUTED = rgb(0.32, 0.38, 0.43);
export const RULE = rgb(0.82, 0.86, 0.9);
export const WHITE = rgb(1, 1, 1);

/** #rrggbb as pdf-lib's colour. */
export function hexColor(hex: string): RGB {
  const n = Number.parseInt(hex.slice(1), 16);
  return rgb(((n >> 16) & 255) / 255, ((n >> 8) & 255) / 255, (n & 255) / 255);
}

export type Fonts = { regular: PDFFont; bold: PDFFont };

/** One plan as a sign prints it: its name and the prices the office offers (null where it does not offer one). */
export type PriceRow = { name: string; monthly: string | null; yearly: string | null; detail: string };

type TextOptions = { font: PDFFont; size: number; color?: RGB; gap?: number; maxLines?: number };

/** A rectangle of a page, x and y its lower-left corner, written from its top down. */
export function panel(page: PDFPage, fonts: Fonts, box: { x: number; y: number; width: number; height: number }) {
  let cursor = box.y + box.height;
  const right = box.x + box.width;

  const lines = (value: string, width: number, o: TextOptions) => {
    const all = wrap(value, o.font, o.size, width);
    if (!o.maxLines || all.length <= o.maxLines) return all;
    const kept = all.slice(0, o.maxLines);
    kept[kept.length - 1] = `${kept[kept.length - 1]}...`;
    return kept;
  };

  return {
    box,
    get y() {
      return cursor;
    },
    space(points: number) {
      cursor -= points;
    },
    /** A full-width band of colour from the cursor down. */
    band(height: number, color: RGB) {
      page.drawRectangle({ x: box.x, y: cursor - height, width: box.width, height, color });
    },
    /** Text centred in a column (the panel, or `within`), wrapped, the cursor moved below it. */
    centered(value: string, o: TextOptions & { within?: { x: number; width: number }; padding?: number }) {
      const col = o.within ?? { x: box.x, width: box.width };
      const pad = o.padding ?? 24;
      for (const line of lines(value, col.width - 2 * pad, o)) {
        const w = o.font.widthOfTextAtSize(line, o.size);
        page.drawText(line, {
          x: col.x + (col.width - w) / 2,
          y: cursor - o.size,
          size: o.size,
          font: o.font,
          color: o.color ?? INK,
        });
        cursor -= o.size + (o.gap ?? 4);
      }
    },
    /** Text from the left edge plus `indent`, wrapped to `width`. */
    left(value: string, o: TextOptions & { indent: number; width: number }) {
      for (const line of lines(value, o.width, o)) {
        page.drawText(line, {
          x: box.x + o.indent,
          y: cursor - o.size,
          size: o.size,
          font: o.font,
          color: o.color ?? INK,
        });
        cursor -= o.size + (o.gap ?? 4);
      }
    },
    /**
     * The plans with their prices: the name on the left, monthly and yearly columns on the right. Columns only for the
     * terms some plan offers: an office that sells only yearly plans prints no empty monthly column. Rows stop above
     * `bottom`; the plans left out are counted on a last line (`more`), so a sign never claims fewer plans than there
     * are. Answers how many rows were printed.
     */
    priceRows(
      rows: PriceRow[],
      o: {
        indent: number;
        size: number;
        accent: RGB;
        heads: [string, string];
        bottom: number;
        more: (n: number) => string;
        /** Under each name, the plan's description (the flyer has room for it). */
        details?: boolean;
      },
    ): number {
      const showMonthly = rows.some((r) => r.monthly);
      const showYearly = rows.some((r) => r.yearly);
      const col = Math.max(
        ...[o.heads[0], o.heads[1], ...rows.flatMap((r) => [r.monthly ?? '', r.yearly ?? ''])].map((s) =>
          fonts.bold.widthOfTextAtSize(printable(s), o.size),
        ),
      );
      const gap = 14;
      const yearlyX = right - o.indent - col;
      const monthlyX = showYearly ? yearlyX - gap - col : yearlyX;
      const nameWidth = (showMonthly ? monthlyX : yearlyX) - gap - (box.x + o.indent);
      const flushRight = (value: string, colX: number, font: PDFFont, color: RGB, size: number) => {
        const text = printable(value);
        page.drawText(text, {
          x: colX + col - font.widthOfTextAtSize(text, size),
          y: cursor - size,
          size,
          font,
          color,
        });
      };
      const head = o.size - 2;
      if (showMonthly) flushRight(o.heads[0], monthlyX, fonts.regular, MUTED, head);
      if (showYearly) flushRight(o.heads[1], yearlyX, fonts.regular, MUTED, head);
      cursor -= head + 6;
      const moreHeight = o.size + 8;
      let printed = 0;
      for (const [i, row] of rows.entries()) {
        const names = lines(row.name, nameWidth, { font: fonts.bold, size: o.size, maxLines: 2 });
        const small = o.size - 2.5;
        const details =
          o.details && row.detail
            ? lines(row.detail, nameWidth, { font: fonts.regular, size: small, maxLines: 2 })
            : [];
        const height = 6 + names.length * (o.size + 3) + details.length * (small + 3) + 4;
        const reserve = i < rows.length - 1 ? moreHeight : 0;
        if (cursor - height - reserve < o.bottom) break;
        page.drawLine({
          start: { x: box.x + o.indent, y: cursor },
          end: { x: right - o.indent, y: cursor },
          thickness: 0.6,
          color: RULE,
        });
        cursor -= 6;
        if (showMonthly) flushRight(row.monthly ?? '-', monthlyX, fonts.bold, row.monthly ? o.accent : MUTED, o.size);
        if (showYearly) flushRight(row.yearly ?? '-', yearlyX, fonts.bold, row.yearly ? o.accent : MUTED, o.size);
        for (const line of names) {
          page.drawText(line, { x: box.x + o.indent, y: cursor - o.size, size: o.size, font: fonts.bold, color: INK });
          cursor -= o.size + 3;
        }
        for (const line of details) {
          page.drawText(line, {
            x: box.x + o.indent,
            y: cursor - small,
            size: small,
            font: fonts.regular,
            color: MUTED,
          });
          cursor -= small + 3;
        }
        cursor -= 4;
        printed += 1;
      }
      if (printed < rows.length) {
        const size = o.size - 1;
        page.drawText(printable(o.more(rows.length - printed)), {
          x: box.x + o.indent,
          y: cursor - size - 4,
          size,
          font: fonts.regular,
          color: MUTED,
        });
        cursor -= moreHeight;
      }
      return printed;
    },
    /** An image fitted into a box (keeping its shape), centred in it; the cursor is not moved. */
    image(image: PDFImage, at: { x: number; y: number; width: number; height: number }) {
      const scale = Math.min(at.width / image.width, at.height / image.height);
      const [w, h] = [image.width * scale, image.height * scale];
      page.drawImage(image, { x: at.x + (at.width - w) / 2, y: at.y + (at.height - h) / 2, width: w, height: h });
    },
  };
}

export type Panel = ReturnType<typeof panel>;

/** The largest size up to `max` at which one line fits `width` (an office's long name on a narrow sign). */
export function fittedSize(value: string, font: PDFFont, max: number, min: number, width: number): number {
  let size = max;
  while (size > min && font.widthOfTextAtSize(printable(value), size) > width) size -= 1;
  return size;
}
