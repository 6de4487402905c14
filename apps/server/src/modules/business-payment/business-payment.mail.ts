import { type EnrolmentLanguage, formatUsDate, type TenantConfig } from '@mhq/domain';

// What a household hears when its employer stops paying for its membership, in the household's language.

const TEXTS = {
  en: {
    subject: (office: string) => `Your ${office} membership: your employer no longer pays for it`,
    hello: (name: string) => `Hello ${name},`,
    body: (business: string, office: string) =>
      `${business} no longer pays for your membership at ${office}. Your membership stays as it is; from your next payment, it is charged to a card or bank account of your own.`,
    next: (date: string) => `Your next payment is due on ${date}.`,
    add: (url: string) => `Add your card or bank account in your account before then: ${url}`,
    callUs: (office: string, phone: string) => `Questions? Call ${office} at ${phone}.`,
  },
  es: {
    subject: (office: string) => `Su membresía de ${office}: su empleador ya no la paga`,
    hello: (name: string) => `Hola ${name}:`,
    body: (business: string, office: string) =>
      `${business} ya no paga su membresía en ${office}. Su membresía sigue igual; desde su próximo pago, se cobra a una tarjeta o cuenta bancaria propia.`,
    next: (date: string) => `Su próximo pago vence el ${date}.`,
    add: (url: string) => `Agregue su tarjeta o cuenta bancaria en su cuenta antes de esa fecha: ${url}`,
    callUs: (office: string, phone: string) => `¿Preguntas? Llame a ${office} al ${phone}.`,
  },
} as const;

export function employerStoppedMail(m: {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  firstName: string;
  business: string;
  officeName: string;
  officePhone: string | null;
  nextPaymentOn: string | null;
  portal: string;
}) {
  const t = TEXTS[m.language];
  const text = [
    t.hello(m.firstName),
    '',
    t.body(m.business, m.officeName),
    ...(m.nextPaymentOn ? [t.next(formatUsDate(m.nextPaymentOn))] : []),
    t.add(m.portal),
    '',
    t.callUs(m.officeName, m.officePhone ?? m.tenant.supportPhone),
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: t.subject(m.officeName), text };
}
