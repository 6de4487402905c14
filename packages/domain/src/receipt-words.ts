import type { EnrolmentLanguage } from './enrolment';
import { formatUsDate } from './lists';
import { cardBrandName } from './payment-details';

// The words of a payment's receipt, in English and Spanish: the same on the PDF the office and the household download
// and on the public receipt page (/pn/{paymentUniqueId}) a Spanish-speaking household opens from its mail.

export type ReceiptMethod = 'card' | 'us_bank_account' | 'cash';
export type ReceiptLineKind = 'membership' | 'setup_fee' | 'activation_fee';

/** What a receipt's line is about: a plan's period, or one of its fees. */
export type ReceiptLine = { kind: ReceiptLineKind; planName: string; periodStart: string; periodEnd: string };

const en = {
  title: 'Payment receipt',
  /** The PDF's title. */
  documentTitle: (n: number, office: string) => `Receipt ${n} - ${office}`,
  number: (n: number, day: string) => `Receipt number ${n} · ${formatUsDate(day)}`,
  paidBy: 'Paid by',
  method: 'Payment method',
  recordedBy: 'Recorded by',
  covered: 'What this payment covered',
  total: 'Total paid',
  refunded: (day: string) => `Refunded on ${formatUsDate(day)}`,
  returned: 'Returned by the bank after a dispute',
  net: 'Net paid',
  footer: (office: string, platform: string) =>
    `A membership plan of ${office}, through ${platform}. Membership plans are not insurance. Keep this receipt for your records.`,
  /** How it was paid: 'Visa ending in 4242', 'Bank account ending in 6789', 'Paid in the office'. */
  methodLabel: (method: ReceiptMethod, card: { brand: string; last4: string } | null) => {
    if (method === 'cash') return 'Paid in the office';
    if (!card) return method === 'card' ? 'Card' : 'Bank account';
    return method === 'us_bank_account'
      ? `Bank account ending in ${card.last4}`
      : `${cardBrandName(card.brand)} ending in ${card.last4}`;
  },
  /**
   * A line in words: the plan and its period, or the fee. The setup fee pays for the payment guarantee, so it goes to
   * the platform, not the practice: the line says so.
   */
  line: (l: ReceiptLine, platform: string) => {
    if (l.kind === 'setup_fee') {
      return `Setup fee (${l.planName}): one-time and non-refundable, paid to ${platform} for the payment guarantee`;
    }
    if (l.kind === 'activation_fee') return `Activation fee (${l.planName})`;
    return `${l.planName}, ${formatUsDate(l.periodStart)} – ${formatUsDate(l.periodEnd)}`;
  },
};

export type ReceiptWords = typeof en;

const es: ReceiptWords = {
  title: 'Recibo de pago',
  documentTitle: (n, office) => `Recibo ${n} - ${office}`,
  number: (n, day) => `Recibo número ${n} · ${formatUsDate(day)}`,
  paidBy: 'Pagado por',
  method: 'Método de pago',
  recordedBy: 'Registrado por',
  covered: 'Lo que cubrió este pago',
  total: 'Total pagado',
  refunded: (day) => `Reembolsado el ${formatUsDate(day)}`,
  returned: 'Devuelto por el banco tras una disputa',
  net: 'Pagado neto',
  footer: (office, platform) =>
    `Un plan de membresía de ${office}, a través de ${platform}. Los planes de membresía no son un seguro. Guarde este recibo para sus registros.`,
  methodLabel: (method, card) => {
    if (method === 'cash') return 'Pagado en el consultorio';
    if (!card) return method === 'card' ? 'Tarjeta' : 'Cuenta bancaria';
    return method === 'us_bank_account'
      ? `Cuenta bancaria terminada en ${card.last4}`
      : `${cardBrandName(card.brand)} terminada en ${card.last4}`;
  },
  line: (l, platform) => {
    if (l.kind === 'setup_fee') {
      return `Cuota de inscripción (${l.planName}): única y no reembolsable, pagada a ${platform} por la garantía de pago`;
    }
    if (l.kind === 'activation_fee') return `Cuota de activación (${l.planName})`;
    return `${l.planName}, ${formatUsDate(l.periodStart)} – ${formatUsDate(l.periodEnd)}`;
  },
};

export const RECEIPT_WORDS: Record<EnrolmentLanguage, ReceiptWords> = { en, es };
