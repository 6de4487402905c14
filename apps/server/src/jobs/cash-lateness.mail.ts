import { type EnrolmentLanguage, formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';

// What a household paying in the office, and its office, hear when a period goes unpaid (cash lateness): late, with
// the day it becomes delinquent; then on hold. In the household's language; the office's mail in English, like the
// billing run's other mails to offices.

const TEXTS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    lateSubject: (office: string) => `Your ${office} membership payment is late`,
    lateBody: (amount: string, due: string, names: string) =>
      `Your membership payment of ${amount} for ${names} was due on ${due} and has not been paid at the office.`,
    lateAsk: (until: string) =>
      `Please pay it at the office by ${until}. Your membership stays active until then; after that it is put on hold.`,
    heldSubject: (office: string) => `Your ${office} membership is on hold`,
    heldBody: (amount: string, due: string, names: string) =>
      `Your membership payment of ${amount} for ${names}, due on ${due}, was not paid. Your membership is on hold until it is paid.`,
    heldAsk: 'Pay at the office, or ask the office to put a card on file, to start it again.',
    callUs: (office: string, phone: string) => `Questions? Call ${office} at ${phone}.`,
  },
  es: {
    hello: (name: string) => `Hola ${name}:`,
    lateSubject: (office: string) => `El pago de su membresía de ${office} está atrasado`,
    lateBody: (amount: string, due: string, names: string) =>
      `El pago de su membresía de ${amount} para ${names} vencía el ${due} y no se ha pagado en el consultorio.`,
    lateAsk: (until: string) =>
      `Por favor, páguelo en el consultorio antes del ${until}. Su membresía sigue activa hasta entonces; después queda en pausa.`,
    heldSubject: (office: string) => `Su membresía de ${office} está en pausa`,
    heldBody: (amount: string, due: string, names: string) =>
      `El pago de su membresía de ${amount} para ${names}, que vencía el ${due}, no se pagó. Su membresía queda en pausa hasta que se pague.`,
    heldAsk: 'Pague en el consultorio, o pida al consultorio que registre una tarjeta, para reactivarla.',
    callUs: (office: string, phone: string) => `¿Preguntas? Llame a ${office} al ${phone}.`,
  },
} as const;

export type LateHousehold = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
  /** The members whose plans are late, by first name. */
  names: string[];
  amountCents: number;
  dueOn: string;
};

const money = (cents: number) => formatMoney(cents, { decimals: 2 });
const listOf = (names: string[], language: EnrolmentLanguage) =>
  names.length < 2
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} ${language === 'es' ? 'y' : 'and'} ${names.at(-1)}`;

/** Late: what was due and when, and the last day to pay before the membership is put on hold. */
export function cashLateMail(h: LateHousehold & { payBy: string }) {
  const t = TEXTS[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.lateBody(money(h.amountCents), formatUsDate(h.dueOn), listOf(h.names, h.language)),
    t.lateAsk(formatUsDate(h.payBy)),
    '',
    t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
    '',
    `${h.tenant.name} · ${h.tenant.supportEmail}`,
  ].join('\n');
  return { subject: t.lateSubject(h.officeName), text };
}

/** Delinquent: the membership is on hold until the period is paid. */
export function cashHeldMail(h: LateHousehold) {
  const t = TEXTS[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.heldBody(money(h.amountCents), formatUsDate(h.dueOn), listOf(h.names, h.language)),
    t.heldAsk,
    '',
    t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
    '',
    `${h.tenant.name} · ${h.tenant.supportEmail}`,
  ].join('\n');
  return { subject: t.heldSubject(h.officeName), text };
}

/** The text message beside either mail: short, with the amount and what to do. */
export function cashLateText(h: LateHousehold & { payBy: string | null }) {
  const amount = money(h.amountCents);
  if (h.language === 'es') {
    return h.payBy
      ? `${h.officeName}: el pago de su membresía (${amount}) está atrasado. Páguelo en el consultorio antes del ${formatUsDate(h.payBy)}.`
      : `${h.officeName}: su membresía está en pausa por un pago de ${amount} sin pagar. Páguelo en el consultorio.`;
  }
  return h.payBy
    ? `${h.officeName}: your membership payment of ${amount} is late. Please pay it at the office by ${formatUsDate(h.payBy)}.`
    : `${h.officeName}: your membership is on hold for an unpaid payment of ${amount}. Please pay it at the office.`;
}

/** The office learns that a household paying in the office is delinquent, whom it concerns and since when. */
export function officeCashDelinquentMail(m: {
  tenant: TenantConfig;
  officeName: string;
  ownerName: string;
  names: string[];
  amountCents: number;
  dueOn: string;
}) {
  const text = [
    `${m.ownerName}'s membership payment of ${money(m.amountCents)}, due in the office on ${formatUsDate(m.dueOn)}, was not paid. The plan is now Delinquent.`,
    `For: ${m.names.join(', ')}.`,
    '',
    'Take the payment at the front desk from the member page, or clear the delinquency there.',
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `${m.officeName}: ${m.ownerName}'s membership is delinquent`, text };
}
