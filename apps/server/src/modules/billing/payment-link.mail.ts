import type { EnrolmentLanguage, TenantConfig } from '@mhq/domain';

// What the payment-update link's calls say: the mail the account owner receives, in their language, and the answers.

export const PAYMENT_LINK_MESSAGES = {
  /** The same words for an unknown, used or expired key: a guesser learns nothing about which it was. */
  gone: 'This link has expired or was already used. Please ask your practice for a new one.',
  noEmail:
    "This household has no email address, so the link cannot be sent. Add the account owner's email first, or take the new card at the front desk.",
  deleted: 'This member was deleted: no link can be sent for the household.',
  sent: (masked: string) => `A secure link to update the card was sent to ${masked}.`,
  tooManyKeys: 'Too many links that do not work were tried from this connection.',
} as const;

/**
 * An address shown without giving it away: its first character and its domain ('m***@example.com'), so the front
 * desk can confirm where the link went while a screen or a log shows no more than that.
 */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email.slice(0, 1)}***${email.slice(at)}`;
}

const TEXTS = {
  en: {
    subject: (office: string) => `Update your card for ${office}`,
    hello: (name: string) => `Hello ${name},`,
    body: (office: string) =>
      `${office} sent you a secure link to update the card or bank account your membership payments are made with.`,
    open: (link: string) => `Open it here: ${link}`,
    expiry: 'The link works once and for 7 days. Your card number goes straight to our secure payment processor.',
    untilSettled:
      'The link works until your late payment is settled. Your card number goes straight to our secure payment processor.',
    notYou: (office: string, phone: string) => `If you did not expect this message, call ${office} at ${phone}.`,
  },
  es: {
    subject: (office: string) => `Actualice su tarjeta para ${office}`,
    hello: (name: string) => `Hola ${name}:`,
    body: (office: string) =>
      `${office} le envió un enlace seguro para actualizar la tarjeta o la cuenta bancaria con la que paga su membresía.`,
    open: (link: string) => `Ábralo aquí: ${link}`,
    expiry:
      'El enlace funciona una sola vez y durante 7 días. El número de su tarjeta va directamente a nuestro procesador de pagos seguro.',
    untilSettled:
      'El enlace funciona hasta que su pago atrasado quede saldado. El número de su tarjeta va directamente a nuestro procesador de pagos seguro.',
    notYou: (office: string, phone: string) => `Si no esperaba este mensaje, llame a ${office} al ${phone}.`,
  },
} as const;

/** The mail carrying the link, in the household's language. */
export function paymentLinkMail(m: {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
  link: string;
  /** Sent for an open debt: the link works until it is settled, not once for 7 days. */
  untilSettled?: boolean;
}) {
  const t = TEXTS[m.language];
  const text = [
    t.hello(m.ownerFirstName),
    '',
    t.body(m.officeName),
    '',
    t.open(m.link),
    '',
    m.untilSettled ? t.untilSettled : t.expiry,
    t.notYou(m.officeName, m.officePhone ?? m.tenant.supportPhone),
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: t.subject(m.officeName), text };
}
