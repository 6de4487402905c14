import { type EnrolmentLanguage, formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';
import { referralLinkOfReceipt } from '../referrals/referral-links';

/** The account owner's confirmation (spec 01 section 4 'After submission the account owner is emailed'). */
export type ConfirmationMail = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
  /** Each person enrolled, with the plan's name in the mail's language. */
  enrolled: { name: string; plan: string | null }[];
  /** People who could not be added, and why. */
  notAdded: { name: string; reason: string }[];
  paidTodayCents: number;
  /** 'card ending 4242', or null when nothing was charged. */
  paidWith: string | null;
  payInOffice: boolean;
  recurringCents: number;
  term: 'monthly' | 'annual';
  nextPaymentOn: string | null;
  setPasswordLink: string;
  /** The first payment's receipt at its public link; null when nothing was charged. */
  receiptLink: string | null;
  /** The household's own referral code, to share with friends. */
  referralCode: string;
};

const TEXTS = {
  en: {
    subject: (office: string) => `Welcome to ${office}'s membership plan`,
    hello: (name: string) => `Hello ${name},`,
    intro: (office: string) => `Thank you for joining ${office}'s membership plan. Here is what you enrolled in:`,
    noPlan: 'account owner, no plan',
    notAdded: (name: string, reason: string) => `${name} could not be added: ${reason}`,
    paid: (amount: string, how: string) => `Paid today: ${amount} (${how}).`,
    payInOffice: (amount: string) => `To pay at the office: ${amount}. Your membership starts once it is paid.`,
    next: (amount: string, term: string, date: string) => `Then ${amount} ${term}, next on ${date}.`,
    monthly: 'per month',
    annual: 'per year',
    password: (link: string) =>
      `Set a password for your patient area (valid for 7 days) to see your plan and payments: ${link}`,
    receipt: (link: string) => `Your receipt: ${link}`,
    share: (link: string) => `Or send friends this link, with your code already in it: ${link}`,
    referral: (code: string) =>
      `Your referral code is ${code}. Each household that enrolls with it earns you an account credit, taken off your next membership payment.`,
    questions: (office: string, phone: string) => `Questions about your plan? Call ${office} at ${phone}.`,
  },
  es: {
    subject: (office: string) => `Bienvenido al plan de membresía de ${office}`,
    hello: (name: string) => `Hola ${name}:`,
    intro: (office: string) => `Gracias por unirse al plan de membresía de ${office}. Esto es lo que contrató:`,
    noPlan: 'titular de la cuenta, sin plan',
    notAdded: (name: string, reason: string) => `No se pudo agregar a ${name}: ${reason}`,
    paid: (amount: string, how: string) => `Pagado hoy: ${amount} (${how}).`,
    payInOffice: (amount: string) => `A pagar en el consultorio: ${amount}. Su membresía comienza cuando se pague.`,
    next: (amount: string, term: string, date: string) => `Después ${amount} ${term}, el próximo el ${date}.`,
    monthly: 'al mes',
    annual: 'al año',
    password: (link: string) =>
      `Cree una contraseña para su área de paciente (válido por 7 días) y vea su plan y sus pagos: ${link}`,
    receipt: (link: string) => `Su recibo: ${link}`,
    share: (link: string) => `O envíe a sus amigos este enlace, que ya lleva su código: ${link}`,
    referral: (code: string) =>
      `Su código de referido es ${code}. Cada familia que se inscriba con él le da un crédito, que se descuenta de su próximo pago de la membresía.`,
    questions: (office: string, phone: string) => `¿Preguntas sobre su plan? Llame a ${office} al ${phone}.`,
  },
} as const;

export function confirmationMail(m: ConfirmationMail): { subject: string; text: string } {
  const t = TEXTS[m.language];
  const lines = [
    t.hello(m.ownerFirstName),
    '',
    t.intro(m.officeName),
    ...m.enrolled.map((p) => `- ${p.name}: ${p.plan ?? t.noPlan}`),
    ...(m.notAdded.length > 0 ? ['', ...m.notAdded.map((p) => t.notAdded(p.name, p.reason))] : []),
    '',
  ];
  if (m.payInOffice) lines.push(t.payInOffice(formatMoney(m.paidTodayCents)));
  else if (m.paidTodayCents > 0 && m.paidWith) lines.push(t.paid(formatMoney(m.paidTodayCents), m.paidWith));
  if (m.nextPaymentOn && m.recurringCents > 0) {
    lines.push(t.next(formatMoney(m.recurringCents), t[m.term], formatUsDate(m.nextPaymentOn)));
  }
  if (m.receiptLink) lines.push(t.receipt(m.receiptLink));
  lines.push('', t.referral(m.referralCode));
  if (m.receiptLink) lines.push(t.share(referralLinkOfReceipt(m.receiptLink)));
  lines.push('', t.password(m.setPasswordLink), '', t.questions(m.officeName, m.officePhone ?? m.tenant.supportPhone));
  lines.push('', `${m.tenant.name} · ${m.tenant.supportEmail}`);
  return { subject: t.subject(m.officeName), text: lines.join('\n') };
}
