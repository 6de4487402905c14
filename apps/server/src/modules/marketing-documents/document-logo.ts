import { readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { Ctx } from '../../deps';
import { filesOf, LOGO_URL_PREFIX } from '../office/office.service';

/** A logo ready to embed in a PDF: PDF takes PNG and JPEG. */
export type DocumentLogo = { bytes: Buffer; format: 'png' | 'jpg' };

/** An uploaded logo's stored name (office.service writes it): nothing else is read from the files store. */
const STORED_LOGO = /^[A-Za-z0-9_-]+\.(png|jpg)$/;
/** A logo the web app serves itself (a demo office's, say): a plain path of its public folder. */
const WEB_LOGO = /^\/[A-Za-z0-9_-]+(?:\/[A-Za-z0-9_.-]+)*\.(png|jpe?g|svg)$/;

/** Where a web-served logo's bytes are: the built app, else the folder the build copies it from (tests, dev). */
async function readWebFile(ctx: Ctx, urlPath: string): Promise<Buffer | null> {
  const roots = [ctx.config.webDist, path.join(ctx.config.webDist, '..', 'public')];
  for (const root of roots) {
    const file = path.resolve(root, `.${urlPath}`);
    // The pattern already refuses '..'; this keeps any future change of it from reading outside the app's files.
    if (!file.startsWith(`${path.resolve(root)}${path.sep}`)) continue;
    const bytes = await readFile(file).catch(() => null);
    if (bytes) return bytes;
  }
  return null;
}

/**
 * The office's logo as the documents print it, or null when it has none or it cannot be read (the document is then
 * made without it, rather than not at all). Only the platform's own files are read: an uploaded logo from the files
 * store, or an image the web app serves. An outside address is never fetched, so a document cannot be made to call
 * out to another server. An SVG is drawn to a PNG by the same library that drew uploaded ones (logo-image.ts).
 */
export async function documentLogo(ctx: Ctx, logo: string | null): Promise<DocumentLogo | null> {
  if (!logo) return null;
  try {
    if (logo.startsWith(LOGO_URL_PREFIX)) {
      const name = logo.slice(LOGO_URL_PREFIX.length);
      if (!STORED_LOGO.test(name)) return null;
      const bytes = await filesOf(ctx).get(`logos/${name}`);
      return bytes ? { bytes, format: name.endsWith('.png') ? 'png' : 'jpg' } : null;
    }
    if (!WEB_LOGO.test(logo)) return null;
    const bytes = await readWebFile(ctx, logo);
    if (!bytes) return null;
    if (logo.endsWith('.png')) return { bytes, format: 'png' };
    if (/\.jpe?g$/.test(logo)) return { bytes, format: 'jpg' };
    // Drawn at twice its size so it stays sharp on paper.
    return { bytes: await sharp(bytes, { density: 288 }).png().toBuffer(), format: 'png' };
  } catch {
    return null;
  }
}
