import type { FamilyMemberPreviewResponse, FamilyPlanOption, NewFamilyMember } from '@mhq/contract';
import {
  ACTIVE_STATUSES,
  ageOn,
  type BillingPeriod,
  type CountedMember,
  changedPriceCents,
  ENROLMENT_MESSAGES,
  type EnrolmentLanguage,
  familyMembersCountedBesides,
  periodEnd,
  pickablePlans,
  priceForTerm,
  quoteEnrolment,
} from '@mhq/domain';
import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { members } from '../../db/schema';
import type { Ctx } from '../../deps';
import { AppError, badRequest, notFound } from '../../http/app-error';
import { currentPaymentMethod, householdSubscriptionsIn, type Member, methodOnFile } from '../billing/billing.queries';
import { householdForDiscount } from '../subscriptions/subscription-changes.queries';
import { type EnrolmentOffice, enrolmentOffice, existingCoveredPeople } from './enrolment.queries';
import { enrolPlan } from './household';

/**
 * What adding a family member from the portal costs (issue 22 'Family'): the plans the office offers the person online
 * for their age and the household's insurance, each priced with the family discount the household reaches once they
 * join, the other members' prices recomputed by the same rule (never raised), and what is charged today — the first
 * period and any fee, as enrolment charges them. The preview and the add price with this one function.
 */

export const FAMILY_MESSAGES = {
  en: {
    ownerOnly: 'Only the account holder can add family members.',
    notOffered: 'This plan is not offered for this person. Please choose another.',
    alreadyMember: (name: string) => `${name} is already a member of this office.`,
    noMethod: 'Please put a card or bank account on file first.',
    added: (name: string, plan: string) => `${name} is now a member, with ${plan}.`,
  },
  es: {
    ownerOnly: 'Solo el titular de la cuenta puede agregar familiares.',
    notOffered: 'Este plan no se ofrece para esta persona. Elija otro.',
    alreadyMember: (name: string) => `${name} ya es miembro de este consultorio.`,
    noMethod: 'Primero registre una tarjeta o cuenta bancaria.',
    added: (name: string, plan: string) => `${name} ya es miembro, con el plan ${plan}.`,
  },
} as const;

/** The signed-in account owner's own household at this office; 403 for a family member's own login, 404 for none. */
export async function ownHousehold(db: Db, officeId: number, userId: number): Promise<Member> {
  const [me] = await db
    .select()
    .from(members)
    .where(and(eq(members.officeId, officeId), eq(members.userId, userId), isNull(members.deletedAt)))
    .orderBy(asc(members.id))
    .limit(1);
  if (!me) throw notFound();
  if (me.accountOwnerId !== null) throw new AppError('FORBIDDEN', FAMILY_MESSAGES[languageOf(me)].ownerOnly);
  return me;
}

export const languageOf = (owner: Pick<Member, 'spanish'>): EnrolmentLanguage => (owner.spanish ? 'es' : 'en');

const termOf = (value: string): BillingPeriod => (value === 'annual' ? 'annual' : 'monthly');

/** Everything the preview and the add read and decide, for one person joining. */
export type FamilyPricing = {
  office: EnrolmentOffice;
  owner: Member;
  language: EnrolmentLanguage;
  term: BillingPeriod;
  today: string;
  nextPaymentOn: string;
  householdBeforeCents: number;
  options: FamilyPlanOption[];
  /** The other members' subscriptions whose price goes down, and to what. */
  repricing: Map<number, { subscriptionId: number; memberId: number; afterCents: number }[]>;
  method: Awaited<ReturnType<typeof currentPaymentMethod>>;
  refusal: string | null;
};

/** The household's running plans that it pays itself (their price each term is what the discount changes). */
async function runningPlans(db: Db, owner: Member) {
  return householdSubscriptionsIn(db, owner.organizationId, owner.id, ACTIVE_STATUSES);
}

export async function priceFamilyMember(
  ctx: Ctx,
  officeId: number,
  userId: number,
  person: NewFamilyMember,
): Promise<FamilyPricing> {
  const owner = await ownHousehold(ctx.db, officeId, userId);
  const language = languageOf(owner);
  const office = await enrolmentOffice(ctx.db, officeId, ctx.clock.now());
  if (!office) throw notFound();
  const today = office.household.today;
  const running = await runningPlans(ctx.db, owner);
  // The new member takes the household's term: the account owner's plan's, else the first running plan's.
  const ownersPlan = running.find((r) => r.subscription.memberId === owner.id) ?? running[0];
  const term = termOf(ownersPlan?.subscription.term ?? 'monthly');

  const covered = await existingCoveredPeople(ctx.db, office.key, [{ ...person, planId: null, insured: false }]);
  if (covered.size > 0) {
    const message = FAMILY_MESSAGES[language].alreadyMember(`${person.firstName} ${person.lastName}`);
    throw badRequest(message, { 'member.firstName': message });
  }

  const offered = office.household.plans.filter((p) => !p.isDeleted).map((p) => enrolPlan(p, term));
  const age = ageOn(person.birthDate, today);
  const pickable =
    age === null
      ? []
      : pickablePlans(offered, {
          age,
          currentPlanIds: [],
          channel: 'external',
          period: term,
          planType: owner.insured ? 'insured' : 'uninsured',
        });

  const household = await householdForDiscount(ctx.db, owner.organizationId, owner.id);
  // The newcomer, counted as an active additional member once paid.
  const after: CountedMember[] = [...household, { memberId: 0, isOwner: false, statuses: ['active'] }];
  const byId = new Map(office.household.plans.map((p) => [p.id, p]));
  const paying = running.map((r) => {
    const sub = r.subscription;
    const plan = byId.get(sub.planId);
    const subTerm = termOf(sub.term);
    const beforeCents = sub.priceCents > 0 ? sub.priceCents : plan ? priceForTerm(planPricing(plan), subTerm) : 0;
    const recomputed = plan
      ? changedPriceCents(enrolPlan(plan, subTerm), subTerm, familyMembersCountedBesides(after, sub.memberId))
      : beforeCents;
    return {
      subscriptionId: sub.id,
      memberId: sub.memberId,
      name: `${r.firstName} ${r.lastName}`,
      planName: language === 'es' && r.spanishName ? r.spanishName : r.planName,
      term: subTerm,
      beforeCents,
      // A member joining never raises anyone's price; a row without a price of its own keeps the plan's.
      afterCents: sub.priceCents > 0 ? Math.min(beforeCents, recomputed) : beforeCents,
      fromDay: sub.nextRenewalOn,
    };
  });
  const sameTerm = (p: { term: BillingPeriod }) => p.term === term;
  const householdBeforeCents = paying.filter(sameTerm).reduce((sum, p) => sum + p.beforeCents, 0);
  const householdAfterOthers = paying.filter(sameTerm).reduce((sum, p) => sum + p.afterCents, 0);
  const alreadyCounted = familyMembersCountedBesides(household, 0);

  const options: FamilyPlanOption[] = pickable.map((plan) => {
    const quote = quoteEnrolment({
      plans: offered,
      people: [{ planId: plan.id }],
      term,
      gppActive: office.household.gppActive,
      setupFeePercent: office.household.setupFeePercent,
      alreadyCounted,
    });
    const line = quote.lines[0];
    if (!line) throw new Error('a plan priced nothing');
    const row = byId.get(plan.id);
    return {
      planId: plan.id,
      name: plan.name,
      spanishName: plan.spanishName || null,
      description: row?.description ?? '',
      spanishDescription: row?.spanishDescription ?? '',
      listCents: line.listCents,
      discountPercent: line.discountPercent,
      periodCents: line.periodCents,
      setupFeeCents: line.setupFeeCents,
      activationFeeCents: line.activationFeeCents,
      todayCents: line.todayCents,
      familySize: quote.familySize,
      household: paying.map(({ subscriptionId: _s, ...shown }) => shown),
      householdAfterCents: householdAfterOthers + line.periodCents,
      expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents },
    };
  });

  const repricing = new Map(
    options.map((o) => [
      o.planId,
      paying
        .filter((p) => p.afterCents < p.beforeCents)
        .map((p) => ({ subscriptionId: p.subscriptionId, memberId: p.memberId, afterCents: p.afterCents })),
    ]),
  );
  const refusal = office.disableEnrollment
    ? ENROLMENT_MESSAGES[language].enrolmentClosed
    : office.destinationAccountId
      ? null
      : ENROLMENT_MESSAGES[language].paymentsNotReady;
  return {
    office,
    owner,
    language,
    term,
    today,
    nextPaymentOn: periodEnd(today, term),
    householdBeforeCents,
    options,
    repricing,
    method: await currentPaymentMethod(ctx.db, owner.organizationId, owner.id),
    refusal,
  };
}

const planPricing = (plan: { priceCents: number; annualPriceCents: number }) => ({
  monthly: plan.priceCents,
  annually: plan.annualPriceCents,
});

/** The preview the portal shows before anything is charged. */
export function previewOf(p: FamilyPricing): FamilyMemberPreviewResponse {
  return {
    term: p.term,
    nextPaymentOn: p.nextPaymentOn,
    householdBeforeCents: p.householdBeforeCents,
    paymentMethod: methodOnFile(p.method),
    refusal: p.refusal,
    options: p.options,
  };
}
