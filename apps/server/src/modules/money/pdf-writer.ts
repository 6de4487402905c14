import { type PDFDocument, type PDFFont, type PDFPage, rgb, StandardFonts } from 'pdf-lib';
import { printable, wrap } from './baa-pdf';

// A letter-size document written top to bottom, a new page when one is full: wrapped text, rows with an amount flush
// right, rules. The receipts and the payout reports are written with it.

const MARGIN = 56;
const [PAGE_WIDTH, PAGE_HEIGHT] = [612, 792];
export const INK = rgb(0.1, 0.1, 0.1);
export const GREY = rgb(0.4, 0.4, 0.4);

export async function pdfWriter(doc: PDFDocument) {
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const right = PAGE_WIDTH - MARGIN;
  let page: PDFPage = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
  let y = PAGE_HEIGHT - MARGIN;

  const room = (size: number) => {
    if (y < MARGIN + size * 2) {
      page = doc.addPage([PAGE_WIDTH, PAGE_HEIGHT]);
      y = PAGE_HEIGHT - MARGIN;
    }
  };
  /** Wrapped text, a line at a time. */
  const text = (value: string, font: PDFFont, size: number, opts: { gap?: number; color?: typeof INK } = {}) => {
    for (const line of wrap(value, font, size, right - MARGIN)) {
      room(size);
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: opts.color ?? INK });
      y -= size + (opts.gap ?? 4);
    }
  };
  /** A row with its amount flush right. */
  const row = (label: string, amount: string, font: PDFFont = regular, size = 10) => {
    const amountWidth = font.widthOfTextAtSize(printable(amount), size);
    const lines = wrap(label, font, size, right - MARGIN - amountWidth - 24);
    room(size * lines.length);
    page.drawText(printable(amount), { x: right - amountWidth, y: y - size, size, font, color: INK });
    for (const line of lines) {
      page.drawText(line, { x: MARGIN, y: y - size, size, font, color: INK });
      y -= size + 4;
    }
    y -= 2;
  };
  const rule = () => {
    page.drawLine({ start: { x: MARGIN, y }, end: { x: right, y }, thickness: 0.5, color: GREY });
    y -= 10;
  };
  const space = (points: number) => {
    y -= points;
  };
  return { regular, bold, text, row, rule, space };
}
