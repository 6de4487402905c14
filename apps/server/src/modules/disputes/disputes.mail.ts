import { type EnrolmentLanguage, formatMoney, formatUsDay, type TenantConfig } from '@mhq/domain';

// What a dispute tells the office (opened, decided) and, when the bank gave the money back, the household whose
// membership it ended.

const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** The office learns a payment was disputed: how much, whose, why, by when to answer and where. */
export function disputeOpenedMail(d: {
  tenant: TenantConfig;
  officeName: string;
  payerName: string;
  amountCents: number;
  paidOn: string;
  reason: string;
  respondBy: string | null;
  link: string;
}) {
  const text = [
    `${d.payerName}'s bank disputed ${money(d.amountCents)} of the membership payment of ${formatUsDay(d.paidOn)}.`,
    `The bank's reason: ${d.reason}.`,
    '',
    `The amount is held from your payouts until the bank decides, and the plans it paid for are on hold.`,
    d.respondBy
      ? `Answer by ${formatUsDay(d.respondBy)} with the patient's agreement and your account of the care, or accept the dispute:`
      : `Answer with the patient's agreement and your account of the care, or accept the dispute:`,
    d.link,
    '',
    `${d.tenant.name} · ${d.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `${d.officeName}: a payment was disputed (${money(d.amountCents)})`, text };
}

/** The office learns how the bank decided. */
export function disputeDecidedMail(d: {
  tenant: TenantConfig;
  officeName: string;
  payerName: string;
  amountCents: number;
  won: boolean;
  accepted: boolean;
}) {
  const outcome = d.won
    ? `The bank decided ${d.payerName}'s dispute of ${money(d.amountCents)} for the practice: the amount is released to your payouts and the plans it paid for run again.`
    : d.accepted
      ? `You accepted ${d.payerName}'s dispute of ${money(d.amountCents)}: the amount went back to the cardholder and the plans it paid for have ended.`
      : `The bank decided ${d.payerName}'s dispute of ${money(d.amountCents)} for the cardholder: the amount went back to them and the plans it paid for have ended.`;
  const text = [outcome, '', `${d.tenant.name} · ${d.tenant.supportEmail}`].join('\n');
  return { subject: `${d.officeName}: dispute ${d.won ? 'won' : 'closed'} (${money(d.amountCents)})`, text };
}

const HOUSEHOLD = {
  en: {
    subject: (office: string) => `Your ${office} membership has ended`,
    body: (amount: string, date: string) =>
      `Your bank returned ${amount} of your membership payment of ${date} to you after a dispute, so the membership it paid for has ended.`,
    again: 'You are welcome to enroll again at any time.',
    callUs: (office: string, phone: string) => `Questions? Call ${office} at ${phone}.`,
    hello: (name: string) => `Hello ${name},`,
  },
  es: {
    subject: (office: string) => `Su membresía de ${office} ha terminado`,
    body: (amount: string, date: string) =>
      `Su banco le devolvió ${amount} del pago de su membresía del ${date} después de una disputa, por lo que la membresía que pagaba ha terminado.`,
    again: 'Puede volver a inscribirse cuando lo desee.',
    callUs: (office: string, phone: string) => `¿Preguntas? Llame a ${office} al ${phone}.`,
    hello: (name: string) => `Hola ${name}:`,
  },
} as const;

/** The household learns its membership ended because its bank gave the payment back. */
export function membershipEndedByDisputeMail(h: {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
  amountCents: number;
  paidOn: string;
}) {
  const t = HOUSEHOLD[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.body(money(h.amountCents), formatUsDay(h.paidOn)),
    t.again,
    t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
    '',
    `${h.tenant.name} · ${h.tenant.supportEmail}`,
  ].join('\n');
  return { subject: t.subject(h.officeName), text };
}
