import { formatMoney, formatPhone, formatUsDay, type IsoDay, type SubscriptionTerm } from '@mhq/domain';

/** One member of the household whose price changes. */
export type NoticeLine = {
  memberName: string;
  term: SubscriptionTerm;
  oldCents: number;
  newCents: number;
  from: IsoDay;
};

/** Everything a household's notice says: one mail per household, to the account owner who pays. */
export type PriceChangeNotice = {
  greetingName: string;
  spanish: boolean;
  planName: string;
  spanishPlanName: string;
  office: { name: string; phone: string | null; email: string | null };
  lines: readonly NoticeLine[];
};

const PER_TERM = {
  en: { monthly: 'a month', annual: 'a year' },
  es: { monthly: 'al mes', annual: 'al año' },
} as const;

function contactLine(n: PriceChangeNotice, lang: 'en' | 'es'): string {
  const phone = n.office.phone ? formatPhone(n.office.phone) : null;
  const ways =
    lang === 'en'
      ? [phone && `call ${n.office.name} at ${phone}`, n.office.email && `email ${n.office.email}`]
      : [phone && `llame a ${n.office.name} al ${phone}`, n.office.email && `escriba a ${n.office.email}`];
  const listed = ways.filter(Boolean).join(lang === 'en' ? ' or ' : ' o ');
  if (lang === 'en') {
    return `If you would rather not continue, you can cancel before that date: ${listed || `contact ${n.office.name}`}.`;
  }
  return `Si prefiere no continuar, puede cancelar antes de esa fecha: ${listed || `comuníquese con ${n.office.name}`}.`;
}

function englishNotice(n: PriceChangeNotice): { subject: string; text: string } {
  const lines = n.lines.map(
    (l) =>
      `- ${l.memberName}: ${formatMoney(l.oldCents)} ${PER_TERM.en[l.term]} now, ${formatMoney(l.newCents)} ${PER_TERM.en[l.term]} from ${formatUsDay(l.from)}`,
  );
  return {
    subject: `Your ${n.planName} membership price is changing`,
    text: [
      `Hello ${n.greetingName},`,
      '',
      `${n.office.name} is changing the price of its ${n.planName} membership plan. You keep paying your current price until the date below, your next renewal at least 30 days from today; nothing else about your membership changes.`,
      '',
      ...lines,
      '',
      contactLine(n, 'en'),
      '',
      'Thank you for being a member,',
      n.office.name,
    ].join('\n'),
  };
}

function spanishNotice(n: PriceChangeNotice): { subject: string; text: string } {
  const plan = n.spanishPlanName || n.planName;
  const lines = n.lines.map(
    (l) =>
      `- ${l.memberName}: ${formatMoney(l.oldCents)} ${PER_TERM.es[l.term]} ahora, ${formatMoney(l.newCents)} ${PER_TERM.es[l.term]} a partir del ${formatUsDay(l.from)}`,
  );
  return {
    subject: `Cambia el precio de su membresía ${plan}`,
    text: [
      `Hola ${n.greetingName}:`,
      '',
      `${n.office.name} cambiará el precio de su plan de membresía ${plan}. Usted seguirá pagando su precio actual hasta la fecha indicada, su próxima renovación al menos 30 días después de hoy; nada más cambia en su membresía.`,
      '',
      ...lines,
      '',
      contactLine(n, 'es'),
      '',
      'Gracias por ser miembro,',
      n.office.name,
    ].join('\n'),
  };
}

/** The notice of a price change, in the household's language. */
export function priceChangeNoticeMail(n: PriceChangeNotice): { subject: string; text: string } {
  return n.spanish ? spanishNotice(n) : englishNotice(n);
}
