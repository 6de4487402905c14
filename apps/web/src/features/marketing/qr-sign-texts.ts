import type { DocumentLanguage, EnrollmentDocumentId } from '@mhq/contract';
import type { TenantId } from '@mhq/domain';

/** Texts of the Marketing Portal's QR signs tab (the office's pages are English; the signs themselves may be Spanish). */
export const qrSignText = {
  tab: 'QR signs',
  title: 'QR signs',
  lead: 'Print a sign with your plans, prices and a QR code that opens your enrollment page. Patients point their phone camera at it and enroll on the spot.',
  documentLabel: 'Sign',
  languageLabel: 'Language of the sign',
  english: 'English',
  spanish: 'Español',
  spanishNote: 'The Spanish sign is in Spanish, and its QR code opens your enrollment page in Spanish.',
  preview: 'Preview',
  previewAlt: (doc: string, lang: string) => `QR code of the ${doc}, ${lang}`,
  opens: 'The QR code opens',
  download: 'Download PDF',
  print: 'Print',
  downloadQr: 'QR code only (PNG)',
  qrOnlyHint: 'The QR code alone, for your website, social posts or your own designs.',
  failed: 'The sign could not be made',
  previewFailed: 'The preview could not be loaded. You can still download the sign.',
  noPlans: 'Your office has no plans offered for online enrollment yet, so a sign would have nothing to sell.',
  managePlans: 'Go to Membership Plans',
  scan: { en: 'Scan to join today', es: 'Escanee para inscribirse hoy' } as Record<DocumentLanguage, string>,
} as const;

/** A sign the office may print: its name, printed size and where it goes (the server's document-layouts.ts). */
export type QrDocument = {
  id: EnrollmentDocumentId;
  name: string;
  size: string;
  use: string;
  /** Width over height of the printed sheet, for the preview's shape. */
  ratio: number;
};

const COUNTER_SIGN: QrDocument = {
  id: 'counter-sign',
  name: 'Counter sign',
  size: '5 × 7 in',
  use: 'For an acrylic stand at the front desk: your plans and a large QR code.',
  ratio: 5 / 7,
};

/** The signs in the order the tab offers them. */
export const QR_DOCUMENTS: readonly QrDocument[] = [
  COUNTER_SIGN,
  {
    id: 'window-cling',
    name: 'Window cling',
    size: '8 × 8 in',
    use: 'Read from the street: a short headline, your lowest monthly price and a big QR code.',
    ratio: 1,
  },
  {
    id: 'flyer',
    name: 'Flyer',
    size: 'Letter, 8.5 × 11 in',
    use: 'For the waiting room and take-home folders: every plan with its description and prices.',
    ratio: 8.5 / 11,
  },
  {
    id: 'table-tent',
    name: 'Table tent',
    size: 'Letter, folded in half',
    use: 'Fold across the dotted line: it reads from both sides of a table or the check-out counter.',
    ratio: 11 / 8.5,
  },
];

export const qrDocument = (id: EnrollmentDocumentId): QrDocument =>
  QR_DOCUMENTS.find((d) => d.id === id) ?? COUNTER_SIGN;

/** The sign's headline as it prints, in the brand's words (document-texts.ts on the server). */
export const SIGN_HEADLINES: Record<TenantId, Record<DocumentLanguage, string>> = {
  dental: { en: 'Join our dental membership plan', es: 'Únase a nuestro plan de membresía dental' },
  vision: { en: 'Join our eye care membership plan', es: 'Únase a nuestro plan de membresía para sus ojos' },
};
