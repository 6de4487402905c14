import {
  addDays,
  addMonths,
  countsAsActive,
  DUNNING_RETRY_DAYS_DEFAULT,
  isDelinquent,
  nextRetryDay,
  priceForTerm,
  type SubscriptionStatus,
  type SubscriptionTerm,
  utcDayOf,
} from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  memberPaymentMethods,
  members,
  type plans,
  simCustomers,
  simPaymentMethods,
  subscriptions,
} from '../db/schema';
import { recordMemberEvents } from '../modules/members/member-events';
import { canceledAfter, priceForHousehold } from './demo-household-prices';

const FIRST = [
  'Olivia',
  'Liam',
  'Emma',
  'Noah',
  'Ava',
  'Elijah',
  'Sophia',
  'Mateo',
  'Isabella',
  'Lucas',
  'Mia',
  'Ethan',
  'Amelia',
  'James',
  'Harper',
  'Benjamin',
  'Evelyn',
  'Henry',
  'Camila',
  'Daniel',
];
const LAST = [
  'Garcia',
  'Smith',
  'Johnson',
  'Nguyen',
  'Patel',
  'Brown',
  'Martinez',
  'Davis',
  'Lopez',
  'Wilson',
  'Anderson',
  'Thomas',
  'Moore',
  'Jackson',
  'Lee',
  'Perez',
  'Harris',
  'Clark',
  'Lewis',
  'Walker',
];

/** A small deterministic generator, so the demo looks the same on every machine. */
function sequence(seed: number) {
  let s = seed;
  return () => {
    s = (s * 1103515245 + 12345) % 2147483648;
    return s / 2147483648;
  };
}

const isoDate = (d: Date) => d.toISOString().slice(0, 10);

/** Statuses of households that pay at the front desk: no card on file. */
const PAID_IN_OFFICE: readonly SubscriptionStatus[] = ['pending_cash', 'active_cash'];
/** Statuses of memberships that ended, with when and why (Other, Patient request, Financial). */
const ENDED: readonly SubscriptionStatus[] = ['canceled', 'cancellation_requested'];
const DEMO_CARDS = [
  { brand: 'visa', last4: '4242' },
  { brand: 'mastercard', last4: '4444' },
  { brand: 'amex', last4: '8431' },
  { brand: 'discover', last4: '1117' },
] as const;

/**
 * Months a demo guaranteed plan was paid before its payments stopped: its payment history is seeded for them
 * (demo-guarantee.ts), so a claim pays the seven months left of its commitment year.
 */
export const GUARANTEED_PAID_MONTHS = 5;

/** The first renewal after `now` of a subscription that started at `start`: a month or a year at a time. */
function nextRenewal(start: Date, term: SubscriptionTerm, now: Date): string {
  const step = term === 'annual' ? 12 : 1;
  const first = utcDayOf(start);
  const today = utcDayOf(now);
  let k = 1;
  while (addMonths(first, k * step) <= today) k++;
  return addMonths(first, k * step);
}

/** One family to enroll: where, in which plans, in which status, and optionally a known account owner. */
export type Household = {
  organizationId: number;
  officeId: number;
  planSet: (typeof plans.$inferSelect)[];
  status: SubscriptionStatus;
  userId?: number;
  owner?: { first: string; last: string; email: string };
};

/** A household whose latest payment its bank disputes (demo-disputes.ts): its card and the plans that payment paid. */
export type DisputedHousehold = {
  organizationId: number;
  officeId: number;
  ownerId: number;
  customerId: string;
  processorMethodId: string;
  paymentMethodId: number;
  plans: { subscriptionId: number; memberId: number; term: SubscriptionTerm; priceCents: number; renewsOn: string }[];
};

/** The card of a household whose bank disputes its payments (test card ...0259). */
const DISPUTING_CARD = { brand: 'visa', last4: '0259' } as const;

/**
 * Enrolls each household: an account owner and up to three family members, all in its status. A household in
 * 'disputed' is enrolled running, paying with the card its bank disputes: its payment and the dispute are seeded
 * after (demo-disputes.ts), which puts its plans in 'disputed'. Answers those households.
 */
export async function enrollHouseholds(
  tx: Db,
  households: Household[],
  seed: number,
  now: Date,
): Promise<DisputedHousehold[]> {
  const disputed: DisputedHousehold[] = [];
  const random = sequence(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(random() * list.length)] as T;
  const yearsAgo = (years: number) => {
    const d = new Date(now.getTime() - years * 365.25 * 86_400_000 - Math.floor(random() * 300) * 86_400_000);
    return isoDate(d);
  };
  let n = 0;
  for (const h of households) {
    n++;
    // A disputed household runs until its payment's dispute is recorded.
    const status: SubscriptionStatus = h.status === 'disputed' ? 'active' : h.status;
    const plansPaid: DisputedHousehold['plans'] = [];
    const last = h.owner?.last ?? pick(LAST);
    const ownerFirst = h.owner?.first ?? pick(FIRST);
    // Every third household pays by the year; a guaranteed plan is always monthly.
    const guaranteed = h.status === 'delinquent_gpp';
    const term: SubscriptionTerm = n % 3 === 0 && !guaranteed ? 'annual' : 'monthly';
    // Most adults are on the first adult plan; every fifth household on the second (Perio Maintenance).
    const adultPlans = h.planSet.filter((p) => p.subscriptionAgeGroup === 'adult');
    const adultPlan = (n % 5 === 2 ? adultPlans[1] : undefined) ?? adultPlans[0] ?? h.planSet[0];
    const childPlan = h.planSet.find((p) => p.subscriptionAgeGroup === 'child') ?? adultPlan;
    if (!adultPlan || !childPlan) throw new Error('no plans to enroll in');
    const enrolledAt = new Date(now.getTime() - Math.floor(random() * 400) * 86_400_000);
    // A delinquent household's renewal was refused on every try of the schedule, the last a few days ago: that
    // period stays unpaid and nothing is tried again by itself.
    const missedSince = isDelinquent(h.status)
      ? addDays(utcDayOf(now), -(DUNNING_RETRY_DAYS_DEFAULT.at(-1) ?? 14) - 1 - (n % 5))
      : null;
    // A guaranteed plan began the months it paid before the missed one (its payments: demo-guarantee.ts).
    const createdAt =
      guaranteed && missedSince
        ? new Date(`${addMonths(missedSince, -GUARANTEED_PAID_MONTHS)}T${now.toISOString().slice(11)}`)
        : enrolledAt;
    // The household's plans, priced for its size once everyone is enrolled (see below).
    const enrolled: { subscriptionId: number; plan: typeof plans.$inferSelect }[] = [];
    /** One covered person and their subscription, in the household's status. */
    const enroll = async (
      person: Omit<typeof members.$inferInsert, 'organizationId' | 'officeId'>,
      plan: typeof plans.$inferSelect,
    ) => {
      const [member] = await tx
        .insert(members)
        .values({ ...person, organizationId: h.organizationId, officeId: h.officeId, createdAt })
        .returning();
      if (!member) throw new Error('member insert failed');
      const renewsOn = countsAsActive(status) ? nextRenewal(createdAt, term, now) : null;
      // A late household's renewal was refused a day or two ago: that period stays unpaid, tried again on the
      // schedule's first retry day (or at once from the member page).
      const lateSince = status === 'past_due' ? addDays(utcDayOf(now), -1 - (n % 2)) : null;
      const ended = ENDED.includes(status);
      const [sub] = await tx
        .insert(subscriptions)
        .values({
          organizationId: h.organizationId,
          memberId: member.id,
          planId: plan.id,
          status,
          term,
          // What the member pays: the plan's price for the term at enrolment.
          priceCents: priceForTerm({ monthly: plan.priceCents, annually: plan.annualPriceCents }, term),
          nextRenewalOn: lateSince ?? missedSince ?? renewsOn,
          ...(lateSince
            ? {
                failedTries: 1,
                firstFailedOn: lateSince,
                nextRetryOn: nextRetryDay(lateSince, 1, DUNNING_RETRY_DAYS_DEFAULT),
              }
            : {}),
          ...(missedSince ? { failedTries: DUNNING_RETRY_DAYS_DEFAULT.length + 1, firstFailedOn: missedSince } : {}),
          // Enrolled under the office's guarantee; its last paid month began a month before the missed one.
          ...(guaranteed && missedSince ? { guaranteed, currentPeriodStart: addMonths(missedSince, -1) } : {}),
          createdAt,
          // Canceled in the last 60 days, but never before the plan began (nor after today).
          canceledAt: ended ? canceledAfter(createdAt, now, Math.floor(random() * 60)) : null,
          cancelReason: ended ? pick([7, 12, 3]) : null,
          endsOn: status === 'cancellation_requested' ? renewsOn : null,
        })
        .returning({ id: subscriptions.id });
      if (sub) enrolled.push({ subscriptionId: sub.id, plan });
      if (h.status === 'disputed' && sub && renewsOn) {
        plansPaid.push({
          subscriptionId: sub.id,
          memberId: member.id,
          term,
          priceCents: priceForTerm({ monthly: plan.priceCents, annually: plan.annualPriceCents }, term),
          renewsOn,
        });
      }
      await recordMemberEvents(tx, [
        {
          organizationId: h.organizationId,
          memberId: member.id,
          subscriptionId: sub?.id ?? null,
          actorUserId: null,
          kind: 'member.enrolled',
          summary: `Enrolled in ${plan.name} (${term}).`,
          at: createdAt,
        },
      ]);
      return member;
    };
    const accountOwner = await enroll(
      {
        userId: h.userId ?? null,
        firstName: ownerFirst,
        lastName: last,
        email: h.owner?.email ?? `${ownerFirst}.${last}.${n}@patients.demo.test`.toLowerCase(),
        phone: `512555${String(1000 + n).slice(-4)}`,
        birthDate: yearsAgo(28 + Math.floor(random() * 40)),
        relationship: 'myself',
        spanish: n % 6 === 0,
      },
      adultPlan,
    );
    // Households paying by card have one on file at the simulated processor (charged by the billing engine).
    if (!PAID_IN_OFFICE.includes(status)) {
      // Picked for every household, so the demo's other households stay as they were.
      const picked = pick(DEMO_CARDS);
      const card = h.status === 'disputed' ? DISPUTING_CARD : picked;
      const customerId = `cus_demo_${accountOwner.id}`;
      const methodId = `pm_demo_${accountOwner.id}`;
      const expiry = {
        expMonth: 1 + Math.floor(random() * 12),
        expYear: now.getUTCFullYear() + 1 + Math.floor(random() * 4),
      };
      await tx
        .insert(simCustomers)
        .values({ id: customerId, email: accountOwner.email, defaultPaymentMethodId: methodId });
      await tx.insert(simPaymentMethods).values({
        id: methodId,
        customerId,
        kind: 'card',
        ...card,
        ...expiry,
        behaviour: h.status === 'disputed' ? 'dispute' : 'ok',
      });
      await tx.update(members).set({ processorCustomerId: customerId }).where(eq(members.id, accountOwner.id));
      const [method] = await tx
        .insert(memberPaymentMethods)
        .values({
          organizationId: h.organizationId,
          ownerMemberId: accountOwner.id,
          processorPaymentMethodId: methodId,
          kind: 'card',
          ...card,
          ...expiry,
        })
        .returning({ id: memberPaymentMethods.id });
      if (h.status === 'disputed' && method) {
        disputed.push({
          organizationId: h.organizationId,
          officeId: h.officeId,
          ownerId: accountOwner.id,
          customerId,
          processorMethodId: methodId,
          paymentMethodId: method.id,
          plans: plansPaid,
        });
      }
    }
    const familySize = h.userId ? 3 : Math.floor(random() * 3);
    for (let k = 0; k < familySize; k++) {
      const isPartner = k === 0 && random() > 0.4;
      await enroll(
        {
          accountOwnerId: accountOwner.id,
          firstName: pick(FIRST),
          lastName: last,
          birthDate: isPartner ? yearsAgo(30 + Math.floor(random() * 30)) : yearsAgo(2 + Math.floor(random() * 10)),
          relationship: isPartner ? 'partner' : pick(['son', 'daughter'] as const),
        },
        isPartner ? adultPlan : childPlan,
      );
    }
    await priceForHousehold(tx, enrolled, term, plansPaid);
  }
  return disputed;
}
