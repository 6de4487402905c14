import jsQR from 'jsqr';
import { decodePDFRawStream, PDFDocument, PDFName, PDFNumber, PDFRawStream } from 'pdf-lib';
import sharp from 'sharp';

// Reading a made PDF back the way a printer or a phone would see it, for the tests: the text its pages show, the
// colours they fill with, and the images they hold, with any QR code in them decoded by a real decoder (jsQR).

type Decoded = { dict: PDFRawStream['dict']; bytes: Uint8Array };

/** Every stream of the file, decompressed (a JPEG's DCT data cannot be, and is left out). */
function streamsOf(doc: PDFDocument): Decoded[] {
  const out: Decoded[] = [];
  for (const [, object] of doc.context.enumerateIndirectObjects()) {
    if (!(object instanceof PDFRawStream)) continue;
    try {
      out.push({ dict: object.dict, bytes: decodePDFRawStream(object).decode() });
    } catch {
      // Not a filter pdf-lib decodes (DCT): not text, and not a code.
    }
  }
  return out;
}

const latin1 = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1');
const isImage = (s: Decoded) => s.dict.get(PDFName.of('Subtype')) === PDFName.of('Image');

/** The text the pages show, one string a line, in drawing order (pdf-lib writes WinAnsi hex strings: `<..> Tj`). */
export async function pdfText(pdf: Uint8Array): Promise<string> {
  const doc = await PDFDocument.load(pdf);
  const lines: string[] = [];
  for (const s of streamsOf(doc).filter((x) => !isImage(x))) {
    for (const m of latin1(s.bytes).matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      lines.push(Buffer.from(m[1] ?? '', 'hex').toString('latin1'));
    }
  }
  return lines.join('\n');
}

/** The fill colours the pages use (`r g b rg`), as #rrggbb. */
export async function pdfFillColours(pdf: Uint8Array): Promise<Set<string>> {
  const doc = await PDFDocument.load(pdf);
  const hex = (v: string) =>
    Math.round(Number(v) * 255)
      .toString(16)
      .padStart(2, '0');
  const colours = new Set<string>();
  for (const s of streamsOf(doc).filter((x) => !isImage(x))) {
    for (const m of latin1(s.bytes).matchAll(/([\d.]+) ([\d.]+) ([\d.]+) rg/g)) {
      colours.add(`#${hex(m[1] ?? '0')}${hex(m[2] ?? '0')}${hex(m[3] ?? '0')}`);
    }
  }
  return colours;
}

type Picture = { width: number; height: number; rgba: Uint8ClampedArray };

/** The colour images of the file (not their transparency masks), as RGBA pixels. */
export async function pdfPictures(pdf: Uint8Array): Promise<Picture[]> {
  const doc = await PDFDocument.load(pdf);
  const pictures: Picture[] = [];
  for (const s of streamsOf(doc).filter(isImage)) {
    if (s.dict.get(PDFName.of('ColorSpace')) !== PDFName.of('DeviceRGB')) continue;
    const width = s.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber();
    const height = s.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber();
    const rgba = new Uint8ClampedArray(width * height * 4);
    for (let i = 0; i < width * height; i++) {
      rgba.set([s.bytes[i * 3] ?? 0, s.bytes[i * 3 + 1] ?? 0, s.bytes[i * 3 + 2] ?? 0, 255], i * 4);
    }
    pictures.push({ width, height, rgba });
  }
  return pictures;
}

/** What each QR code among the file's images says. */
export async function pdfQrCodes(pdf: Uint8Array): Promise<string[]> {
  return (await pdfPictures(pdf)).flatMap((p) => jsQR(p.rgba, p.width, p.height)?.data ?? []);
}

/** What the QR code of a PNG says, or null. */
export async function pngQrCode(png: Uint8Array): Promise<string | null> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return jsQR(new Uint8ClampedArray(data), info.width, info.height)?.data ?? null;
}
