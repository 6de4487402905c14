import type { Lang } from '../enrolment/enrolment-texts';

/**
 * The page's own words around a payment's public receipt (/pn/{paymentUniqueId}), in English and Spanish; the receipt's
 * words are the PDF's (RECEIPT_WORDS).
 */
const en = {
  pdf: 'Download the receipt (PDF)',
  questions: (office: string) => `Questions about this payment? Call ${office}.`,
  goneTitle: 'This receipt link does not work',
  goneLead: 'The link is incomplete or was changed. Please open it again from your mail, or ask your practice.',
};

export type PublicReceiptTexts = typeof en;

const es: PublicReceiptTexts = {
  pdf: 'Descargar el recibo (PDF)',
  questions: (office) => `¿Preguntas sobre este pago? Llame a ${office}.`,
  goneTitle: 'Este enlace de recibo no funciona',
  goneLead: 'El enlace está incompleto o fue modificado. Ábralo de nuevo desde su correo o consulte a su consultorio.',
};

export const PUBLIC_RECEIPT_TEXTS: Record<Lang, PublicReceiptTexts> = { en, es };
