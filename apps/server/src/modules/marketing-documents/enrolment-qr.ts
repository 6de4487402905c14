import type { DocumentLanguage } from '@mhq/contract';
import QRCode from 'qrcode';
import type { Ctx } from '../../deps';
import { publicUrl } from '../auth/auth.service';

/**
 * The office's public enrolment page on the brand's own address, in the document's language. The page reads `?lang`
 * before the language a visitor chose earlier (use-enrolment-language.ts), so the English sign names English too: a
 * phone that once opened a Spanish page still gets the sign's language.
 */
export function enrolmentUrl(ctx: Ctx, slug: string, language: DocumentLanguage): string {
  return `${publicUrl(ctx)}/signup/${encodeURIComponent(slug)}?lang=${language}`;
}

/**
 * The URL as a QR code, a black-on-white PNG. Error correction M (15%) survives a scuffed counter sign or a glare on a
 * window; 12 pixels a module keep the edges sharp when a sign prints it 2 to 3 inches wide; the 4-module quiet zone
 * is the standard's minimum, so a scanner finds the code against whatever surrounds the sign.
 */
export function qrPng(url: string): Promise<Buffer> {
  return QRCode.toBuffer(url, {
    type: 'png',
    errorCorrectionLevel: 'M',
    margin: 4,
    scale: 12,
    color: { dark: '#000000ff', light: '#ffffffff' },
  });
}
