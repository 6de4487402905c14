import type { Lang } from '../enrolment/enrolment-texts';

/** The words of a payment's public receipt page (/pn/{paymentUniqueId}), in English and Spanish. */
const en = {
  title: 'Payment receipt',
  number: (n: number, date: string) => `Receipt ${n} · ${date}`,
  paidBy: 'Paid by',
  method: 'Payment method',
  covered: 'What this payment covered',
  total: 'Total paid',
  refunded: (date: string) => `Refunded on ${date}`,
  returned: 'Returned by the bank after a dispute',
  net: 'Net paid',
  pdf: 'Download the receipt (PDF)',
  questions: (office: string) => `Questions about this payment? Call ${office}.`,
  goneTitle: 'This receipt link does not work',
  goneLead: 'The link is incomplete or was changed. Please open it again from your mail, or ask your practice.',
};

export type PublicReceiptTexts = typeof en;

const es: PublicReceiptTexts = {
  title: 'Recibo de pago',
  number: (n, date) => `Recibo ${n} · ${date}`,
  paidBy: 'Pagado por',
  method: 'Método de pago',
  covered: 'Lo que cubrió este pago',
  total: 'Total pagado',
  refunded: (date) => `Reembolsado el ${date}`,
  returned: 'Devuelto por el banco tras una disputa',
  net: 'Pagado neto',
  pdf: 'Descargar el recibo (PDF)',
  questions: (office) => `¿Preguntas sobre este pago? Llame a ${office}.`,
  goneTitle: 'Este enlace de recibo no funciona',
  goneLead: 'El enlace está incompleto o fue modificado. Ábralo de nuevo desde su correo o consulte a su consultorio.',
};

export const PUBLIC_RECEIPT_TEXTS: Record<Lang, PublicReceiptTexts> = { en, es };
