import { type EnrolmentLanguage, formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';
import { type MethodWords, methodWords } from '../modules/billing/billing-mail';

// What the billing run tells households and offices, in the household's language: a renewal coming, a payment that
// failed (with the secure link to replace the card), a plan put on hold; and the office, when a member's tries ran out.

const TEXTS = {
  en: {
    hello: (name: string) => `Hello ${name},`,
    reminderSubject: (office: string) => `Your ${office} membership renews soon`,
    reminderBody: (date: string, amount: string) =>
      `Your membership renews on ${date}. We will charge ${amount} for the year ahead to the payment method on file.`,
    reminderOff: 'If you do not want it to renew, call the office before that day.',
    failedSubject: (office: string) => `Your ${office} membership payment did not go through`,
    failedBody: (amount: string, method: string | null) =>
      method
        ? `We could not take your membership payment of ${amount} with your ${method}.`
        : `We could not take your membership payment of ${amount}: there is no card or bank account on file.`,
    failedEmployer: (business: string, amount: string) =>
      `${business} pays for your membership, and its payment of ${amount} did not go through. We have told them. You may also pay with a card of your own: from then on, your membership is charged to it.`,
    update: (link: string) => `Update your card securely here (the link works until this payment is settled):\n${link}`,
    portal: (url: string) =>
      `Or sign in to your account at any time and change your card or bank account there: ${url}`,
    paidAtOnce: 'A new card or bank account is charged at once when you save it.',
    retry: (date: string) => `We will try again on ${date}. Your membership stays active meanwhile.`,
    heldSubject: (office: string) => `Your ${office} membership has ended for non-payment`,
    heldBody: (amount: string, tries: number) =>
      `We tried ${tries} times to take your membership payment of ${amount} and could not. Your membership has ended for non-payment (it is now delinquent), and its benefits stop until it is paid.`,
    heldGuaranteed:
      'Your practice was paid under its guaranteed payment plan, but the membership payment is still owed.',
    comeBack: (amount: string) =>
      `To come back, put a new card or bank account on file with the link below or in your account: we charge ${amount} for one period starting that day, and your membership is active again at once. Nothing is charged for the missed period on top.`,
    callUs: (office: string, phone: string) => `Questions? Call ${office} at ${phone}.`,
    forOffice: (names: string) => `For: ${names}.`,
    refundSubject: (office: string) => `${office} refunded part of your membership payment`,
    refundBody: (amount: string, paid: string, date: string, cash: boolean) =>
      cash
        ? `We gave back ${amount} of your payment of ${paid} from ${date}, in the office.`
        : `We refunded ${amount} of your payment of ${paid} from ${date}. It goes back to the card or bank account you paid with; your bank may take 5 to 10 days to show it.`,
  },
  es: {
    hello: (name: string) => `Hola ${name}:`,
    reminderSubject: (office: string) => `Su membresía de ${office} se renueva pronto`,
    reminderBody: (date: string, amount: string) =>
      `Su membresía se renueva el ${date}. Cobraremos ${amount} por el año siguiente al método de pago registrado.`,
    reminderOff: 'Si no desea renovarla, llame al consultorio antes de ese día.',
    failedSubject: (office: string) => `No se pudo cobrar su membresía de ${office}`,
    failedBody: (amount: string, method: string | null) =>
      method
        ? `No pudimos cobrar el pago de su membresía de ${amount} con su ${method}.`
        : `No pudimos cobrar el pago de su membresía de ${amount}: no hay una tarjeta ni una cuenta bancaria registrada.`,
    failedEmployer: (business: string, amount: string) =>
      `${business} paga su membresía, y su pago de ${amount} no se pudo cobrar. Ya se lo avisamos. También puede pagar con una tarjeta propia: desde entonces, su membresía se cobra a ella.`,
    update: (link: string) =>
      `Actualice su tarjeta de forma segura aquí (el enlace funciona hasta que este pago quede saldado):\n${link}`,
    portal: (url: string) =>
      `O inicie sesión en su cuenta cuando quiera y cambie allí su tarjeta o cuenta bancaria: ${url}`,
    paidAtOnce: 'Una tarjeta o cuenta bancaria nueva se cobra en cuanto la guarda.',
    retry: (date: string) => `Lo intentaremos de nuevo el ${date}. Mientras tanto, su membresía sigue activa.`,
    heldSubject: (office: string) => `Su membresía de ${office} terminó por falta de pago`,
    heldBody: (amount: string, tries: number) =>
      `Intentamos ${tries} veces cobrar el pago de su membresía de ${amount} y no fue posible. Su membresía terminó por falta de pago (ahora está morosa) y sus beneficios se suspenden hasta que se pague.`,
    heldGuaranteed:
      'Su consultorio recibió el pago por su plan de pagos garantizados, pero el pago de la membresía sigue pendiente.',
    comeBack: (amount: string) =>
      `Para volver, registre una tarjeta o cuenta bancaria nueva con el enlace de abajo o en su cuenta: cobramos ${amount} por un período que empieza ese día y su membresía queda activa de inmediato. No se cobra además el período perdido.`,
    callUs: (office: string, phone: string) => `¿Preguntas? Llame a ${office} al ${phone}.`,
    forOffice: (names: string) => `Para: ${names}.`,
    refundSubject: (office: string) => `${office} le reembolsó parte del pago de su membresía`,
    refundBody: (amount: string, paid: string, date: string, cash: boolean) =>
      cash
        ? `Le devolvimos ${amount} de su pago de ${paid} del ${date}, en el consultorio.`
        : `Le reembolsamos ${amount} de su pago de ${paid} del ${date}. Vuelve a la tarjeta o cuenta bancaria con la que pagó; su banco puede tardar de 5 a 10 días en mostrarlo.`,
  },
} as const;

type Household = {
  language: EnrolmentLanguage;
  tenant: TenantConfig;
  officeName: string;
  officePhone: string | null;
  ownerFirstName: string;
};

const closing = (h: Household) => ['', `${h.tenant.name} · ${h.tenant.supportEmail}`];
const money = (cents: number) => formatMoney(cents, { decimals: 2 });

/** An annual member is told 30 days ahead that the plan renews, for how much, and how to stop it. */
export function renewalReminderMail(h: Household & { renewsOn: string; amountCents: number }) {
  const t = TEXTS[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.reminderBody(formatUsDate(h.renewsOn), money(h.amountCents)),
    t.reminderOff,
    t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
    ...closing(h),
  ].join('\n');
  return { subject: t.reminderSubject(h.officeName), text };
}

/**
 * A payment that failed (every try of the schedule): how much, with what, the secure link and the portal to replace
 * the card, and either the next try or, when the tries ran out, that the membership ended and how to come back.
 */
export function paymentFailedMail(
  h: Household & {
    amountCents: number;
    method: MethodWords | null;
    link: string;
    /** The patient's portal, where the card can be changed at any time. */
    portal: string;
    nextTry: string | null;
    tries: number;
    guaranteed?: boolean;
    /** The employer whose card was refused, for a household it pays for. */
    employer?: string | null;
  },
) {
  const t = TEXTS[h.language];
  const method = h.method ? methodWords(h.language, h.method) : null;
  const amount = money(h.amountCents);
  const text = [
    t.hello(h.ownerFirstName),
    '',
    ...(h.nextTry
      ? [h.employer ? t.failedEmployer(h.employer, amount) : t.failedBody(amount, method), t.paidAtOnce]
      : [t.heldBody(amount, h.tries), ...(h.guaranteed ? [t.heldGuaranteed] : []), '', t.comeBack(amount)]),
    '',
    t.update(h.link),
    '',
    t.portal(h.portal),
    '',
    ...(h.nextTry ? [t.retry(formatUsDate(h.nextTry))] : []),
    t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
    ...closing(h),
  ].join('\n');
  return { subject: h.nextTry ? t.failedSubject(h.officeName) : t.heldSubject(h.officeName), text };
}

/**
 * The text message beside the failed-payment mail: short, with the link; the last one says the membership ended and
 * that a new card brings it back.
 */
export function paymentFailedText(
  h: Pick<Household, 'language' | 'officeName'> & { amountCents: number; link: string; final?: boolean },
) {
  const amount = money(h.amountCents);
  if (h.final) {
    return h.language === 'es'
      ? `${h.officeName}: su membresía terminó por falta de pago (${amount}). Para reactivarla hoy, registre una tarjeta nueva: ${h.link}`
      : `${h.officeName}: your membership ended for non-payment (${amount}). To restart it today, put a new card on file: ${h.link}`;
  }
  return h.language === 'es'
    ? `${h.officeName}: no pudimos cobrar su membresía (${amount}). Actualice su tarjeta: ${h.link}`
    : `${h.officeName}: your membership payment of ${amount} did not go through. Update your card: ${h.link}`;
}

/** The text message beside the renewal reminder, for households that take reminder texts. */
export function renewalReminderText(
  h: Pick<Household, 'language' | 'officeName'> & { renewsOn: string; amountCents: number },
) {
  const [date, amount] = [formatUsDate(h.renewsOn), money(h.amountCents)];
  return h.language === 'es'
    ? `${h.officeName}: su membresía se renueva el ${date} por ${amount}. Si no desea renovarla, llame al consultorio antes.`
    : `${h.officeName}: your membership renews on ${date} for ${amount}. To stop it renewing, call the office before then.`;
}

/** The office learns that a member's tries ran out, whom it concerns and what the plan became. */
export function officeDelinquentMail(m: {
  tenant: TenantConfig;
  officeName: string;
  ownerName: string;
  names: string[];
  amountCents: number;
  tries: number;
  guaranteed: boolean;
}) {
  const status = m.guaranteed ? 'Delinquent (guaranteed payment plan)' : 'Delinquent';
  const text = [
    `${m.ownerName}'s membership payment of ${money(m.amountCents)} failed ${m.tries} times. The plan is now ${status}.`,
    TEXTS.en.forOffice(m.names.join(', ')),
    '',
    m.guaranteed
      ? 'Under the guaranteed payment plan you can claim the guaranteed amount from the member page.'
      : 'The patient was mailed a secure link to update the card. You can also take the payment in the office.',
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `${m.officeName}: ${m.ownerName}'s membership is delinquent`, text };
}

/** A refund made: how much of which payment, and where the money goes. */
export function refundMail(h: Household & { amountCents: number; paidCents: number; paidOn: string; cash: boolean }) {
  const t = TEXTS[h.language];
  const text = [
    t.hello(h.ownerFirstName),
    '',
    t.refundBody(money(h.amountCents), money(h.paidCents), formatUsDate(h.paidOn), h.cash),
    '',
    t.callUs(h.officeName, h.officePhone ?? h.tenant.supportPhone),
    ...closing(h),
  ].join('\n');
  return { subject: t.refundSubject(h.officeName), text };
}
