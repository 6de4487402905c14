import { LOGO_MAX_BYTES, LOGO_MAX_SIDE, type LogoType, OFFICE_PROFILE_MESSAGES as M } from '@mhq/domain';
import sharp from 'sharp';
import { badRequest } from '../../http/app-error';

/*
 * A logo is checked by its bytes, never by its name or the type the browser claims, and is always re-encoded:
 * PNG and JPEG are decoded and written anew (dropping metadata and anything hidden after the image), and an
 * SVG is refused when it holds scripts, event handlers, outside references, embedded documents or entity
 * declarations, and otherwise rasterised to PNG. So the platform never serves a file a visitor uploaded,
 * only images it drew itself: an SVG never reaches a browser as SVG.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const PNG_IEND = Buffer.from([0, 0, 0, 0, 0x49, 0x45, 0x4e, 0x44, 0xae, 0x42, 0x60, 0x82]);

/** What the bytes are, by their first bytes (and for SVG, by being XML text whose root is <svg>). */
export function sniffLogo(bytes: Buffer): LogoType | null {
  if (bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length > 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes
    .subarray(0, 4096)
    .toString('utf8')
    .replace(/^\uFEFF/, '');
  // An XML declaration and comments may come before the root element; nothing else may.
  const rest = head.replace(/^\s*(<\?xml[^>]*\?>\s*)?(<!--[\s\S]*?-->\s*)*/, '');
  if (/^<svg[\s>]/.test(rest)) return 'image/svg+xml';
  return null;
}

/** Anything after the image's end marker: a second file riding along (a polyglot). */
function hasTrailingData(type: LogoType, bytes: Buffer): boolean {
  if (type === 'image/png') return !bytes.subarray(bytes.length - PNG_IEND.length).equals(PNG_IEND);
  if (type === 'image/jpeg') return !(bytes[bytes.length - 2] === 0xff && bytes[bytes.length - 1] === 0xd9);
  return false;
}

const UNSAFE_SVG: RegExp[] = [
  /<\s*script/i,
  /<\s*foreignObject/i,
  /<\s*(iframe|embed|object|audio|video|image)\b/i,
  /<!DOCTYPE/i,
  /<!ENTITY/i,
  /\son[a-z]+\s*=/i,
  /javascript:/i,
  /@import/i,
];

/** Why an SVG is refused, or null: every reference must point inside the document (#id). */
export function svgIsUnsafe(text: string): boolean {
  if (UNSAFE_SVG.some((re) => re.test(text))) return true;
  for (const m of text.matchAll(/(?:xlink:)?href\s*=\s*["']([^"']*)["']/gi)) {
    if (!m[1]?.trim().startsWith('#')) return true;
  }
  for (const m of text.matchAll(/url\(\s*["']?([^"')]*)/gi)) {
    if (!m[1]?.trim().startsWith('#')) return true;
  }
  return false;
}

export type Logo = { bytes: Buffer; ext: 'png' | 'jpg'; width: number; height: number };

/** Checks an uploaded logo and answers the image to store: at most LOGO_MAX_SIDE on each side. */
export async function prepareLogo(declared: LogoType, base64: string): Promise<Logo> {
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length === 0) throw badRequest(M.logoInvalid, { data: M.logoInvalid });
  if (bytes.length > LOGO_MAX_BYTES) throw badRequest(M.logoTooBig, { data: M.logoTooBig });
  const actual = sniffLogo(bytes);
  if (!actual) throw badRequest(M.logoType, { data: M.logoType });
  if (actual !== declared) throw badRequest(M.logoMismatch, { data: M.logoMismatch });
  if (hasTrailingData(actual, bytes)) throw badRequest(M.logoInvalid, { data: M.logoInvalid });
  if (actual === 'image/svg+xml') {
    const text = bytes.toString('utf8');
    if (text.includes('\uFFFD') || svgIsUnsafe(text)) throw badRequest(M.logoUnsafe, { data: M.logoUnsafe });
  }
  try {
    const image = sharp(bytes, {
      failOn: 'error',
      limitInputPixels: 50_000_000,
      ...(actual === 'image/svg+xml' ? { density: 144 } : {}),
    })
      .rotate()
      .resize(LOGO_MAX_SIDE, LOGO_MAX_SIDE, { fit: 'inside', withoutEnlargement: actual !== 'image/svg+xml' });
    const ext = actual === 'image/jpeg' ? 'jpg' : 'png';
    const { data, info } = await (ext === 'jpg' ? image.jpeg({ quality: 88 }) : image.png()).toBuffer({
      resolveWithObject: true,
    });
    return { bytes: data, ext, width: info.width, height: info.height };
  } catch {
    throw badRequest(M.logoInvalid, { data: M.logoInvalid });
  }
}
