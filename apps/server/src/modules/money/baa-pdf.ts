import type { BaaSection } from '@mhq/domain';
import { PDFDocument, type PDFFont, rgb, StandardFonts } from 'pdf-lib';

export type BaaPdfInput = {
  platformName: string;
  practiceName: string;
  sections: BaaSection[];
  signerName: string;
  signerTitle: string;
  signerEmail: string;
  signedAt: Date;
  ip: string;
  agreementVersion: string;
  agreementSha256: string;
};

/** The standard PDF fonts speak WinAnsi: anything else (a name in another script) is shown as '?'. */
export const printable = (text: string) =>
  text
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201C\u201D]/g, '"')
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/[^\x20-\x7E\xA0-\xFF]/g, '?');

export function wrap(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of printable(text).split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (font.widthOfTextAtSize(next, size) > width && line) {
      lines.push(line);
      line = word;
    } else {
      line = next;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The signed agreement as a PDF: the text, then the signature block with everything recorded about it. */
export async function baaPdf(input: BaaPdfInput): Promise<Buffer> {
  const doc = await PDFDocument.create();
  doc.setTitle(`Business Associate Agreement - ${printable(input.practiceName)}`);
  doc.setAuthor(printable(input.platformName));
  doc.setCreationDate(input.signedAt);
  doc.setModificationDate(input.signedAt);
  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const margin = 56;
  const [pageWidth, pageHeight] = [612, 792];
  const width = pageWidth - 2 * margin;
  let page = doc.addPage([pageWidth, pageHeight]);
  let y = pageHeight - margin;

  const write = (text: string, font: PDFFont, size: number, gap = 4) => {
    for (const line of wrap(text, font, size, width)) {
      if (y < margin + size) {
        page = doc.addPage([pageWidth, pageHeight]);
        y = pageHeight - margin;
      }
      page.drawText(line, { x: margin, y: y - size, size, font, color: rgb(0.1, 0.1, 0.1) });
      y -= size + gap;
    }
    y -= gap;
  };

  write('Business Associate Agreement', bold, 18, 8);
  write(`${input.practiceName} and ${input.platformName} - version ${input.agreementVersion}`, regular, 10, 10);
  for (const section of input.sections) {
    write(section.heading, bold, 12);
    for (const p of section.paragraphs) write(p, regular, 10);
  }
  y -= 10;
  write('Signed electronically', bold, 12);
  write(`Name: ${input.signerName}`, regular, 10);
  write(`Title: ${input.signerTitle}`, regular, 10);
  write(`Email: ${input.signerEmail}`, regular, 10);
  write(`Date and time (UTC): ${input.signedAt.toISOString()}`, regular, 10);
  write(`Network address: ${input.ip}`, regular, 10);
  write(`Agreement version: ${input.agreementVersion}`, regular, 10);
  write(`SHA-256 of the agreement text: ${input.agreementSha256}`, regular, 8);
  return Buffer.from(await doc.save({ useObjectStreams: false }));
}
