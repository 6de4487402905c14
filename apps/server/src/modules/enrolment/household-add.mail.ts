import { type EnrolmentLanguage, formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';

/** The account owner's receipt for a family member added in the portal, in the household's language. */
export type FamilyAddedMail = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
  memberName: string;
  planName: string;
  paidTodayCents: number;
  /** 'Visa •••• 4242'. */
  paidWith: string | null;
  periodCents: number;
  term: 'monthly' | 'annual';
  nextPaymentOn: string;
  /** The other members whose price each term went down with the larger family discount. */
  lowered: { name: string; afterCents: number; term: 'monthly' | 'annual'; fromDay: string | null }[];
  receiptLink: string | null;
};

const TEXTS = {
  en: {
    subject: (name: string, office: string) => `${name} joined your membership at ${office}`,
    hello: (name: string) => `Hello ${name},`,
    intro: (name: string, plan: string) => `${name} is now a member of your household's plan: ${plan}.`,
    paid: (amount: string, how: string) => `Paid today: ${amount} (${how}).`,
    next: (amount: string, term: string, date: string) => `Then ${amount} ${term}, next on ${date}.`,
    monthly: 'per month',
    annual: 'per year',
    lowered: 'With the larger family discount, these prices go down:',
    loweredLine: (name: string, amount: string, term: string, date: string | null) =>
      `- ${name}: ${amount} ${term}${date ? `, from ${date}` : ''}`,
    receipt: (link: string) => `Your receipt: ${link}`,
    questions: (office: string, phone: string) => `Questions about your plan? Call ${office} at ${phone}.`,
  },
  es: {
    subject: (name: string, office: string) => `${name} se unió a su membresía en ${office}`,
    hello: (name: string) => `Hola ${name}:`,
    intro: (name: string, plan: string) => `${name} ya es miembro del plan de su familia: ${plan}.`,
    paid: (amount: string, how: string) => `Pagado hoy: ${amount} (${how}).`,
    next: (amount: string, term: string, date: string) => `Después ${amount} ${term}, el próximo el ${date}.`,
    monthly: 'al mes',
    annual: 'al año',
    lowered: 'Con el mayor descuento familiar, estos precios bajan:',
    loweredLine: (name: string, amount: string, term: string, date: string | null) =>
      `- ${name}: ${amount} ${term}${date ? `, desde el ${date}` : ''}`,
    receipt: (link: string) => `Su recibo: ${link}`,
    questions: (office: string, phone: string) => `¿Preguntas sobre su plan? Llame a ${office} al ${phone}.`,
  },
} as const;

export function familyAddedMail(m: FamilyAddedMail): { subject: string; text: string } {
  const t = TEXTS[m.language];
  const lines = [t.hello(m.ownerFirstName), '', t.intro(m.memberName, m.planName), ''];
  if (m.paidTodayCents > 0 && m.paidWith) lines.push(t.paid(formatMoney(m.paidTodayCents), m.paidWith));
  lines.push(t.next(formatMoney(m.periodCents), t[m.term], formatUsDate(m.nextPaymentOn)));
  if (m.lowered.length > 0) {
    lines.push('', t.lowered);
    for (const l of m.lowered) {
      lines.push(t.loweredLine(l.name, formatMoney(l.afterCents), t[l.term], l.fromDay && formatUsDate(l.fromDay)));
    }
  }
  if (m.receiptLink) lines.push('', t.receipt(m.receiptLink));
  lines.push('', t.questions(m.officeName, m.officePhone ?? m.tenant.supportPhone));
  lines.push('', `${m.tenant.name} · ${m.tenant.supportEmail}`);
  return { subject: t.subject(m.memberName, m.officeName), text: lines.join('\n') };
}
