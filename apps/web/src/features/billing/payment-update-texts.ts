import { cardBrandName } from '@mhq/domain';
import type { Lang } from '../enrolment/enrolment-texts';

/**
 * The words of the payment-update link's page, in English and Spanish. The card and bank fields keep the
 * enrolment pages' own words (ENROLMENT_TEXTS), so the two pages read alike.
 */
const en = {
  title: 'Update your card',
  hello: (name: string) => `Hello ${name}`,
  lead: (office: string) =>
    `${office} asked us to send you this secure page to update the card your membership payments are made with.`,
  onFile: 'On file now',
  nothingOnFile: 'No card on file: your payments are made in the office.',
  cardOnFile: (brand: string, last4: string, expiry: string | null) =>
    `${brand} ending in ${last4}${expiry ? `, expires ${expiry}` : ''}`,
  bankOnFile: (last4: string) => `Bank account ending in ${last4}`,
  pastDue: (amount: string) => `Past due: ${amount}. Saving a new card pays it at once.`,
  newMethod: 'Your new payment method',
  save: 'Save',
  notSaved: 'Not saved',
  savedCard: 'Your card was updated. Thank you!',
  savedBank: 'Your bank account was updated. Thank you!',
  savedLead: (office: string) =>
    `${office} will use it for your next membership payments. We emailed you a confirmation.`,
  debtPaid: (amount: string) => `Your payment of ${amount} went through: your membership is active.`,
  debtRefused: (amount: string, why: string | null) =>
    `Your new card is on file, but the payment of ${amount} was refused${why ? `: ${why}` : '.'} Please try another card.`,
  tryAnother: 'Try another card',
  goneTitle: 'This link no longer works',
  goneLead:
    'This link has expired or was already used, or the payment it was sent for is settled. For your security, it stops working then.',
  goneCall: (office: string) => `Please call ${office} and ask for a new link.`,
  goneNoOffice: 'Please ask your practice for a new link.',
};

export type PaymentUpdateTexts = typeof en;

const es: PaymentUpdateTexts = {
  title: 'Actualice su tarjeta',
  hello: (name) => `Hola ${name}`,
  lead: (office) =>
    `${office} nos pidió enviarle esta página segura para actualizar la tarjeta con la que paga su membresía.`,
  onFile: 'Registrada ahora',
  nothingOnFile: 'No hay tarjeta registrada: sus pagos se hacen en el consultorio.',
  cardOnFile: (brand, last4, expiry) => `${brand} terminada en ${last4}${expiry ? `, vence ${expiry}` : ''}`,
  bankOnFile: (last4) => `Cuenta bancaria terminada en ${last4}`,
  pastDue: (amount) => `Pago atrasado: ${amount}. Al guardar una tarjeta nueva se cobra de inmediato.`,
  newMethod: 'Su nuevo método de pago',
  save: 'Guardar',
  notSaved: 'No se guardó',
  savedCard: 'Su tarjeta fue actualizada. ¡Gracias!',
  savedBank: 'Su cuenta bancaria fue actualizada. ¡Gracias!',
  savedLead: (office) =>
    `${office} lo usará para los próximos pagos de su membresía. Le enviamos una confirmación por correo.`,
  debtPaid: (amount) => `Su pago de ${amount} se cobró: su membresía está activa.`,
  debtRefused: (amount, why) =>
    `Su tarjeta nueva quedó registrada, pero el pago de ${amount} fue rechazado${why ? `: ${why}` : '.'} Pruebe con otra tarjeta.`,
  tryAnother: 'Probar otra tarjeta',
  goneTitle: 'Este enlace ya no funciona',
  goneLead:
    'Este enlace venció, ya se usó o el pago para el que se envió ya está saldado. Por su seguridad, entonces deja de funcionar.',
  goneCall: (office) => `Llame a ${office} y pida un enlace nuevo.`,
  goneNoOffice: 'Pida un enlace nuevo a su consultorio.',
};

export const PAYMENT_UPDATE_TEXTS: Record<Lang, PaymentUpdateTexts> = { en, es };

/** A method on file in words: 'Visa ending in 4242, expires 04/2028', 'Bank account ending in 6789'. */
export function methodOnFile(
  t: PaymentUpdateTexts,
  m: { kind: string; brand: string; last4: string; expMonth: number | null; expYear: number | null },
): string {
  if (m.kind === 'us_bank_account') return t.bankOnFile(m.last4);
  const expiry = m.expMonth && m.expYear ? `${String(m.expMonth).padStart(2, '0')}/${m.expYear}` : null;
  return t.cardOnFile(cardBrandName(m.brand), m.last4, expiry);
}
