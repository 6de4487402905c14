import { cardBrandName, type EnrolmentLanguage, formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';
import { referralLinkOfReceipt } from '../referrals/referral-links';

// What a household reads about its own payments, in its language: the answers of the billing calls, and the mails
// that follow them (a new payment method, a payment received).

export const BILLING_MESSAGES = {
  en: {
    methodUpdated: (method: string) => `Payment method updated: ${method}.`,
    noBankDraft: 'This office does not take bank drafts. Please use a card.',
    noMethod: 'There is no card or bank account on file. Please add one first.',
    nothingPending: 'Nothing is waiting for payment: the plans may already have been paid.',
    amountChanged: 'The amount due changed. Please review it and try again.',
    customerChanged: 'The payment details were changed at the same time. Please try again.',
    paid: (amount: string) => `Payment of ${amount} received. The membership is active.`,
    latePaid: (amount: string) => `The late payment of ${amount} went through: the membership is up to date.`,
    lateDeclined: (amount: string) => `The late payment of ${amount} was declined again with it.`,
    nothingLate: 'No payment is late for this household.',
    nothingDelinquent:
      'No plan of this household is delinquent with automatic renewal on. A plan that was set to end can be re-enrolled instead.',
    delinquentPaid: (amount: string) =>
      `The payment of ${amount} went through: the membership is active again, its new period starting today.`,
    lateRefused: (amount: string, why: string) =>
      `The late payment of ${amount} was declined: ${why} A new card or bank account can be tried at once.`,
    paymentUnderway: 'This household’s payment is being taken right now. Please check again in a moment.',
    alreadyPaid: (amount: string) => `The payment of ${amount} was just taken: nothing more is owed now.`,
    processorUnreachable:
      'The payment processor could not be reached. Nothing was charged yet; it will be tried again automatically.',
  },
  es: {
    methodUpdated: (method: string) => `Método de pago actualizado: ${method}.`,
    noBankDraft: 'Este consultorio no acepta débitos bancarios. Use una tarjeta.',
    noMethod: 'No hay una tarjeta ni una cuenta bancaria registrada. Agregue una primero.',
    nothingPending: 'No hay nada pendiente de pago: es posible que los planes ya se hayan pagado.',
    amountChanged: 'El monto a pagar cambió. Revíselo e inténtelo de nuevo.',
    customerChanged: 'Los datos de pago se cambiaron al mismo tiempo. Inténtelo de nuevo.',
    paid: (amount: string) => `Pago de ${amount} recibido. La membresía está activa.`,
    latePaid: (amount: string) => `El pago atrasado de ${amount} se cobró: la membresía está al día.`,
    lateDeclined: (amount: string) => `El pago atrasado de ${amount} fue rechazado de nuevo con este método.`,
    nothingLate: 'Ningún pago de este hogar está atrasado.',
    nothingDelinquent:
      'Ningún plan de este hogar está moroso con la renovación automática activa. Un plan que iba a terminar puede reinscribirse.',
    delinquentPaid: (amount: string) =>
      `El pago de ${amount} se cobró: la membresía está activa de nuevo y su nuevo período empieza hoy.`,
    lateRefused: (amount: string, why: string) =>
      `El pago atrasado de ${amount} fue rechazado: ${why} Puede probar de inmediato con otra tarjeta o cuenta bancaria.`,
    paymentUnderway: 'El pago de este hogar se está cobrando en este momento. Vuelva a consultar en un momento.',
    alreadyPaid: (amount: string) => `El pago de ${amount} se acaba de cobrar: no se debe nada más por ahora.`,
    processorUnreachable:
      'No se pudo contactar al procesador de pagos. Aún no se cobró nada; se intentará de nuevo automáticamente.',
  },
} as const;

const TEXTS = {
  en: {
    card: (brand: string, last4: string) => `${brand} ending ${last4}`,
    bank: (last4: string) => `bank account ending ${last4}`,
    hello: (name: string) => `Hello ${name},`,
    methodSubject: (office: string) => `Your payment method for ${office} was updated`,
    methodBody: (office: string, method: string) =>
      `Your membership payments at ${office} will now be made with your ${method}.`,
    notYou: (office: string, phone: string) => `If you did not ask for this change, call ${office} at ${phone}.`,
    paidSubject: (office: string) => `Payment received: ${office} membership`,
    paidBody: (amount: string, method: string) => `We received your payment of ${amount} (${method}) for:`,
    until: (date: string) => `paid through ${date}`,
    receipt: (link: string) => `Your receipt: ${link}`,
    share: (link: string) => `Know someone who would like a plan like yours? Share this link: ${link}`,
  },
  es: {
    card: (brand: string, last4: string) => `${brand} terminada en ${last4}`,
    bank: (last4: string) => `cuenta bancaria terminada en ${last4}`,
    hello: (name: string) => `Hola ${name}:`,
    methodSubject: (office: string) => `Se actualizó su método de pago en ${office}`,
    methodBody: (office: string, method: string) =>
      `Los pagos de su membresía en ${office} se harán ahora con su ${method}.`,
    notYou: (office: string, phone: string) => `Si usted no pidió este cambio, llame a ${office} al ${phone}.`,
    paidSubject: (office: string) => `Pago recibido: membresía de ${office}`,
    paidBody: (amount: string, method: string) => `Recibimos su pago de ${amount} (${method}) por:`,
    until: (date: string) => `pagado hasta el ${date}`,
    receipt: (link: string) => `Su recibo: ${link}`,
    share: (link: string) =>
      `¿Conoce a alguien a quien le gustaría un plan como el suyo? Comparta este enlace: ${link}`,
  },
} as const;

export type MethodWords = { kind: string; brand: string; last4: string };

/** A payment method in the household's words: 'Visa ending 4242', 'bank account ending 6789'. */
export function methodWords(language: EnrolmentLanguage, m: MethodWords): string {
  const t = TEXTS[language];
  if (m.kind === 'us_bank_account') return t.bank(m.last4);
  return t.card(cardBrandName(m.brand), m.last4);
}

type MailOf = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
};

const closing = (m: MailOf) => ['', `${m.tenant.name} · ${m.tenant.supportEmail}`];

/** Tells the account owner their payment method changed, and whom to call if they did not ask for it. */
export function methodChangedMail(m: MailOf & { method: MethodWords }) {
  const t = TEXTS[m.language];
  const text = [
    t.hello(m.ownerFirstName),
    '',
    t.methodBody(m.officeName, methodWords(m.language, m.method)),
    '',
    t.notYou(m.officeName, m.officePhone ?? m.tenant.supportPhone),
    ...closing(m),
  ].join('\n');
  return { subject: t.methodSubject(m.officeName), text };
}

/** The receipt of a payment: how much, how, what it paid for until when, and the receipt's public link. */
export function paymentReceivedMail(
  m: MailOf & {
    amountCents: number;
    method: MethodWords;
    paidFor: { name: string; plan: string; until: string }[];
    receiptLink: string;
  },
) {
  const t = TEXTS[m.language];
  const text = [
    t.hello(m.ownerFirstName),
    '',
    t.paidBody(formatMoney(m.amountCents, { decimals: 2 }), methodWords(m.language, m.method)),
    ...m.paidFor.map((p) => `- ${p.name}: ${p.plan}, ${t.until(formatUsDate(p.until))}`),
    '',
    t.receipt(m.receiptLink),
    t.share(referralLinkOfReceipt(m.receiptLink)),
    ...closing(m),
  ].join('\n');
  return { subject: t.paidSubject(m.officeName), text };
}
