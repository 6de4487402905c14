import { appliedDiscountPercent, discountCents, planGroupDiscountPercent } from './discounts';
import { activationFeeCents, guaranteedPaymentApplies, type Payor, setupFeeCents } from './fees';
import type { Cents } from './money';
import type { BillingPeriod } from './plan-picker';

/**
 * A household's enrolment priced line by line (spec 01 section 4 'Patient signup', 02 sections 4 and 9 'Fees'
 * and 'Discounts'): the page shows it live and the server recomputes it with the same rules before charging.
 */

/** What pricing needs of a plan: its two prices, its fee and its family discount tiers. */
export type QuotePlan = {
  id: number;
  pricing: { monthly: Cents; annually: Cents };
  activationFee: Cents | null;
  family_discount_two: number;
  family_discount_three: number;
  family_discount_four: number;
  disableFamilyDiscounts: boolean;
  disableGpp?: boolean;
};

export type QuotePerson = {
  /** Null: this person is in the household (the account owner, say) but takes no plan now. */
  planId: number | null;
  /** The setup or activation fee is waived (only by someone who may: see mayChoosePayorAndWaive). */
  waiveFee?: boolean;
  payor?: Payor;
};

export type QuoteInput = {
  plans: readonly QuotePlan[];
  people: readonly QuotePerson[];
  term: BillingPeriod;
  /** The office's guaranteed payment is active (dentistInfo.gpp.active). */
  gppActive: boolean;
  /** The setup fee's percent of the annual commitment, supplied at runtime (spec 02 section 9). */
  setupFeePercent: number;
  /** The office's own discount (spec 02 section 9 'discountByDentist'), e.g. through a business link. */
  dentistDiscountPercent?: number;
  /** Members of the household already counted for the family discount (adding a plan later). */
  alreadyCounted?: number;
};

export type QuoteLine = {
  /** The person's place in `people`. */
  person: number;
  planId: number;
  payor: Payor;
  /** The plan's price for the term, before any discount. */
  listCents: Cents;
  discountPercent: number;
  discountCents: Cents;
  /** What this person's plan costs each term, after the discount. */
  periodCents: Cents;
  setupFeeCents: Cents;
  activationFeeCents: Cents;
  /** Paid today by the member: the first period and the fees; 0 when the office pays. */
  todayCents: Cents;
};

export type Quote = {
  term: BillingPeriod;
  lines: QuoteLine[];
  /** Members counted for the family discount: everyone taking a plan now, and those already counted. */
  familySize: number;
  /** Paid today by the member: every first period and every fee. */
  todayCents: Cents;
  /** Paid by the member each month (monthly) or each year (annual) after today. */
  recurringCents: Cents;
  discountCents: Cents;
  feesCents: Cents;
};

/** A plan's price for a term: the monthly price, or the annual one. */
export const planPriceFor = (plan: Pick<QuotePlan, 'pricing'>, term: BillingPeriod): Cents =>
  term === 'annual' ? plan.pricing.annually : plan.pricing.monthly;

/** Prices a household. Throws when a person names a plan not in `plans` (the caller checks eligibility first). */
export function quoteEnrolment(input: QuoteInput): Quote {
  const byId = new Map(input.plans.map((plan) => [plan.id, plan]));
  const enrolling = input.people.filter((person) => person.planId !== null).length;
  const familySize = enrolling + (input.alreadyCounted ?? 0);
  const lines: QuoteLine[] = [];
  input.people.forEach((person, index) => {
    if (person.planId === null) return;
    const plan = byId.get(person.planId);
    if (!plan) throw new Error(`plan ${person.planId} is not offered`);
    const payor = person.payor ?? 'member';
    const listCents = planPriceFor(plan, input.term);
    const discountPercent = appliedDiscountPercent(
      planGroupDiscountPercent(plan, familySize),
      input.dentistDiscountPercent,
    );
    const off = discountCents(listCents, discountPercent);
    const periodCents = listCents - off;
    // Fees belong to monthly payment (spec 02 section 4): 'custom' is the monthly plan type, 'custom_year' the annual.
    const planType = input.term === 'monthly' ? 'custom' : 'custom_year';
    const gpp = guaranteedPaymentApplies(input.gppActive, plan.disableGpp);
    const setup = setupFeeCents({
      planType,
      gppActive: gpp,
      payor,
      annualCommitmentCents: periodCents * 12,
      setupFeePercent: input.setupFeePercent,
      waived: person.waiveFee,
    });
    const activation =
      payor === 'office'
        ? 0
        : activationFeeCents({
            planType,
            gppActive: gpp,
            activationFeeCents: plan.activationFee,
            waived: person.waiveFee,
          });
    lines.push({
      person: index,
      planId: plan.id,
      payor,
      listCents,
      discountPercent,
      discountCents: off,
      periodCents,
      setupFeeCents: setup,
      activationFeeCents: activation,
      todayCents: payor === 'office' ? 0 : periodCents + setup + activation,
    });
  });
  const memberPaid = lines.filter((line) => line.payor === 'member');
  const sum = (values: Cents[]) => values.reduce((a, b) => a + b, 0);
  return {
    term: input.term,
    lines,
    familySize,
    todayCents: sum(memberPaid.map((line) => line.todayCents)),
    recurringCents: sum(memberPaid.map((line) => line.periodCents)),
    discountCents: sum(memberPaid.map((line) => line.discountCents)),
    feesCents: sum(memberPaid.map((line) => line.setupFeeCents + line.activationFeeCents)),
  };
}

/**
 * The platform's fee on a membership payment: a fee per member and month covered (12 months for an annual
 * term), never more than the payment itself. Fees (setup, activation) carry none.
 */
export function platformFeeCents(periodCents: Cents, term: BillingPeriod, perMemberMonthCents: Cents): Cents {
  const months = term === 'annual' ? 12 : 1;
  return Math.max(0, Math.min(periodCents, perMemberMonthCents * months));
}

/**
 * The platform's share of one person's payment: its fee per member and month on the period, and the whole setup fee,
 * which pays for the payment guarantee and so is the platform's (the activation fee is the practice's).
 */
export function paymentPlatformFeeCents(
  line: { periodCents: Cents; setupFeeCents: Cents },
  term: BillingPeriod,
  perMemberMonthCents: Cents,
): Cents {
  return platformFeeCents(line.periodCents, term, perMemberMonthCents) + line.setupFeeCents;
}

/** The platform's defaults, until an admin changes them (the feePerMember setting, issue 9). */
export const PLATFORM_FEE_DEFAULTS = {
  /** $1.00 per member and month. */
  perMemberMonthCents: 100,
  /** The setup fee's percent of a monthly plan's annual commitment under guaranteed payment. */
  setupFeePercent: 10,
} as const;

/** The day a term paid today ends: one month or one year later, on the same day of the month where it exists. */
export function periodEnd(start: string, term: BillingPeriod): string {
  const [y, m, d] = start.split('-').map(Number) as [number, number, number];
  const months = term === 'annual' ? 12 : 1;
  const targetMonth = m - 1 + months;
  const year = y + Math.floor(targetMonth / 12);
  const month = (targetMonth % 12) + 1;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const day = Math.min(d, last);
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The three agreements at checkout (spec 01 section 5); automatic renewal is not asked when the office pays. */
export function requiredAgreements(officePaysAll: boolean): ('terms' | 'autoRenew' | 'planConfirm')[] {
  return officePaysAll ? ['terms', 'planConfirm'] : ['terms', 'autoRenew', 'planConfirm'];
}

/**
 * The rotating messages shown while a payment is being processed (spec 01 section 4 'While submitting, a rotating
 * series of waiting messages shows'), in English and Spanish, one every few seconds.
 */
export const WAITING_MESSAGES = {
  en: [
    'Securing your payment…',
    'Setting up your membership…',
    'Adding your family members…',
    'Almost there, please keep this page open…',
  ],
  es: [
    'Asegurando su pago…',
    'Preparando su membresía…',
    'Agregando a los miembros de su familia…',
    'Ya casi terminamos, por favor no cierre esta página…',
  ],
} as const;
export const WAITING_MESSAGE_INTERVAL_MS = 2500;

export type EnrolmentLanguage = 'en' | 'es';

/** Why a payment was refused or the enrolment stopped, in the patient's language. */
export const ENROLMENT_MESSAGES = {
  en: {
    card_declined: 'Your card was declined. Please check the details or use another card.',
    insufficient_funds: 'Your card has insufficient funds. Please use another card.',
    expired_card: 'Your card has expired. Please use another card.',
    bank_account_declined: 'The bank could not verify this account. Check the numbers or use another account.',
    invalid_token: 'Your payment details could not be used. Please enter them again.',
    processor_error: 'The payment could not be completed right now. Nothing was charged; please try again.',
    priceChanged: 'The prices of this practice changed while you were enrolling. Please review the new total.',
    enrolmentClosed: 'This practice is not taking new members online right now. Please call the office.',
    emailInUse: 'This email already has an account. Please sign in, or use another email.',
    success: 'Welcome! Your membership is active.',
    successPayInOffice: 'The household is enrolled. The membership starts once it is paid at the office.',
    alreadyMember: 'already a member of this office',
    paymentsNotReady: 'This practice cannot take payments online yet. Please call the office.',
    tooManyDeclines: 'Too many declined payments. Please try again in an hour or call the office.',
    businessLinkInvalid: 'This employer link is no longer valid. You can still enroll at the regular prices.',
    employerNotPaying: 'Your employer does not pay for memberships right now. Please pay with your card.',
    notAddedTitle: 'Not everyone can be added',
    groupCodeInvalid: 'group code is not valid',
    referralCodeInvalid: 'referral code is not valid',
  },
  es: {
    card_declined: 'Su tarjeta fue rechazada. Revise los datos o use otra tarjeta.',
    insufficient_funds: 'Su tarjeta no tiene fondos suficientes. Use otra tarjeta.',
    expired_card: 'Su tarjeta está vencida. Use otra tarjeta.',
    bank_account_declined: 'El banco no pudo verificar esta cuenta. Revise los números o use otra cuenta.',
    invalid_token: 'No pudimos usar sus datos de pago. Ingréselos de nuevo.',
    processor_error: 'No se pudo completar el pago en este momento. No se hizo ningún cargo; inténtelo de nuevo.',
    priceChanged: 'Los precios de este consultorio cambiaron mientras se inscribía. Revise el nuevo total.',
    enrolmentClosed: 'Este consultorio no está aceptando nuevos miembros en línea. Llame al consultorio.',
    emailInUse: 'Este correo ya tiene una cuenta. Inicie sesión o use otro correo.',
    success: '¡Bienvenido! Su membresía está activa.',
    successPayInOffice: 'La familia quedó inscrita. La membresía comienza cuando se pague en el consultorio.',
    alreadyMember: 'ya es miembro de este consultorio',
    paymentsNotReady: 'Este consultorio todavía no puede recibir pagos en línea. Llame al consultorio.',
    tooManyDeclines: 'Demasiados pagos rechazados. Inténtelo de nuevo en una hora o llame al consultorio.',
    businessLinkInvalid: 'Este enlace de empleador ya no es válido. Aún puede inscribirse a los precios normales.',
    employerNotPaying: 'Su empleador no paga membresías en este momento. Pague con su tarjeta.',
    notAddedTitle: 'No se puede agregar a todos',
    groupCodeInvalid: 'el código de grupo no es válido',
    referralCodeInvalid: 'el código de referido no es válido',
  },
} as const satisfies Record<EnrolmentLanguage, Record<string, string>>;

/** People's names in a sentence: 'Ana', 'Ana and Luis', 'Ana, Luis and Eva' (or 'y' in Spanish). */
export function namesInSentence(names: readonly string[], language: EnrolmentLanguage): string {
  const and = language === 'es' ? ' y ' : ' and ';
  if (names.length <= 1) return names[0] ?? '';
  return `${names.slice(0, -1).join(', ')}${and}${names[names.length - 1]}`;
}

/**
 * Why the page's total changed when people of the household are already covered by the office (spec 01 section 4: a
 * member who was not added is flagged with a line naming the person): they are named, the others go on.
 */
export function notAddedMessage(names: readonly string[], language: EnrolmentLanguage): string {
  const who = namesInSentence(names, language);
  const many = names.length > 1;
  return language === 'es'
    ? `${who} ya ${many ? 'tienen' : 'tiene'} un plan en este consultorio y no se ${many ? 'pueden' : 'puede'} agregar de nuevo. El nuevo total es para los demás.`
    : `${who} already ${many ? 'have' : 'has'} a plan at this office and cannot be added again. The new total is for the others.`;
}

/**
 * Whether an office's enrolment page can take a payment online: its charges settle in its connected account, so an
 * office without one can enrol a household only to pay in the office (the front desk), never online.
 */
export function enrolmentTakesPayments(office: {
  stripeAccountId: string | null;
  standardStripeAccountId: string | null;
}): boolean {
  return Boolean(office.stripeAccountId ?? office.standardStripeAccountId);
}
export type EnrolmentMessage = keyof (typeof ENROLMENT_MESSAGES)['en'];
