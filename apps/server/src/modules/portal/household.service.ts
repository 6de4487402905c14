import type { HouseholdMember, HouseholdOffice, HouseholdPlan, HouseholdResponse } from '@mhq/contract';
import {
  ageOn,
  countsAsActive,
  householdAttention,
  memberSummaryStatus,
  priceForPeriod,
  RELATIONSHIPS,
  type SubscriptionStatus,
  statusLabel,
  treatmentDiscountPercent,
  utcDayOf,
} from '@mhq/domain';
import type { Ctx } from '../../deps';
import { currentPaymentMethod, methodOnFile } from '../billing/billing.queries';
import { householdEmployer } from '../business-payment/business-payment.queries';
import { householdMembers, type SubscriptionWithPlan, subscriptionsOf } from '../members/member-details.queries';
import { procedureName } from './covered-procedures';
import { firstEnrolment, officeWithProfile, ownHouseholdOwner, type PlanWords, plansById } from './household.queries';

// The signed-in patient's household (GET /users/{id}/patient/household): the one read behind the portal's dashboard,
// membership info and 'Your dentist' pages.

const KNOWN_RELATIONSHIPS = new Set<string>(RELATIONSHIPS.map((r) => r.value));
/** A family member's relationship in the spec's values; an imported record's own word reads as 'other'. */
const relationshipOf = (value: string) => (KNOWN_RELATIONSHIPS.has(value) && value !== 'myself' ? value : 'other');

/** Plans that renew on their own and are paid by the household: the next payment is the renewal's. */
const RENEWING: readonly SubscriptionStatus[] = ['active', 'active_cash', 'active_transferred'];

/** The household's next payment for a plan, as the billing run will take it; null when none is due. */
function nextPaymentOf(row: SubscriptionWithPlan['subscription'], today: string): HouseholdPlan['nextPayment'] {
  if (row.payor === 'office') return null;
  const status = row.status as SubscriptionStatus;
  if (status === 'past_due') {
    // The unpaid period is owed now; it is tried again on the retry day.
    const period = row.nextRenewalOn ?? today;
    return { on: row.nextRetryOn ?? today, amountCents: priceForPeriod(row, period).priceCents };
  }
  if (status === 'pending_cash') return { on: today, amountCents: row.priceCents + row.feeDueCents };
  if (RENEWING.includes(status) && row.autoRenew && row.nextRenewalOn) {
    return { on: row.nextRenewalOn, amountCents: priceForPeriod(row, row.nextRenewalOn).priceCents };
  }
  return null;
}

function planOf(
  row: SubscriptionWithPlan,
  words: PlanWords | undefined,
  pending: PlanWords | undefined,
  today: string,
) {
  const s = row.subscription;
  const status = s.status as SubscriptionStatus;
  const plan: HouseholdPlan = {
    subscriptionId: s.id,
    planId: s.planId,
    planName: row.planName,
    spanishPlanName: words?.spanishName || row.planName,
    description: words?.description ?? '',
    spanishDescription: words?.spanishDescription || words?.description || '',
    status,
    statusLabel: statusLabel(status),
    covered: countsAsActive(status),
    term: s.term === 'annual' ? 'annual' : 'monthly',
    priceCents: s.priceCents,
    payor: s.payor === 'office' ? 'office' : 'member',
    autoRenew: s.autoRenew,
    nextPayment: nextPaymentOf(s, today),
    pendingPrice:
      s.pendingPriceCents !== null && s.pendingPriceFrom && s.pendingPriceFrom >= today
        ? { priceCents: s.pendingPriceCents, from: s.pendingPriceFrom }
        : null,
    pendingPlan:
      s.pendingPlanId && s.pendingPlanFrom && row.pendingPlanName
        ? {
            planName: row.pendingPlanName,
            spanishPlanName: pending?.spanishName || row.pendingPlanName,
            from: s.pendingPlanFrom,
          }
        : null,
    endsOn: s.endsOn,
    startedOn: utcDayOf(new Date(s.createdAt)),
    includes: (words?.priceCodes ?? []).map((c) => ({
      code: c.code,
      name: procedureName(c.code),
      quantity: c.quantity,
    })),
    treatmentDiscountPercent: treatmentDiscountPercent(words?.description ?? ''),
  };
  return plan;
}

/**
 * The plans a member's card shows: those in force or waiting on something (covered first, newest first); a member
 * with none left shows their latest plan, so a canceled membership still says what it was.
 */
function plansToShow(own: HouseholdPlan[]): HouseholdPlan[] {
  const live = own.filter(
    (p) => p.status !== 'canceled' && p.status !== 'inactive' && p.status !== 'inactive_transferred',
  );
  const shown = live.length > 0 ? live : own.slice(0, 1);
  return [...shown].sort((a, b) => Number(b.covered) - Number(a.covered));
}

function officeOf(row: Awaited<ReturnType<typeof officeWithProfile>>): HouseholdOffice {
  const { office, profile } = row;
  const address = profile?.addressLine1
    ? {
        line1: profile.addressLine1,
        line2: profile.addressLine2,
        city: profile.city,
        state: profile.state,
        zip: profile.zip,
      }
    : { line1: office.address ?? '', line2: '', city: '', state: '', zip: '' };
  const oneLine = [address.line1, address.line2, address.city, `${address.state} ${address.zip}`.trim()]
    .filter((part) => part.trim() !== '')
    .join(', ');
  return {
    id: office.id,
    officeName: office.officeName,
    slug: office.slug,
    logo: office.logo,
    phone: office.phone,
    email: office.email,
    address,
    hours: profile?.hours ?? null,
    bookingUrl: profile?.bookingUrl ? profile.bookingUrl : null,
    mapUrl: oneLine
      ? `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${office.officeName}, ${oneLine}`)}`
      : null,
  };
}

/** The signed-in patient's household at the office, with everything the portal's pages show about it. */
export async function patientHousehold(ctx: Ctx, userId: number, officeId: number): Promise<HouseholdResponse> {
  const owner = await ownHouseholdOwner(ctx.db, officeId, userId);
  const org = owner.organizationId;
  const today = utcDayOf(ctx.clock.now());
  const people = await householdMembers(ctx.db, org, owner.id);
  const subs = await subscriptionsOf(
    ctx.db,
    org,
    people.map((p) => p.member.id),
  );
  const planIds = subs.flatMap((s) => [s.subscription.planId, s.subscription.pendingPlanId ?? s.subscription.planId]);
  const [words, method, enrolment, office, employer] = await Promise.all([
    plansById(ctx.db, org, planIds),
    currentPaymentMethod(ctx.db, org, owner.id),
    firstEnrolment(ctx.db, org, owner.id),
    officeWithProfile(ctx.db, org, officeId),
    householdEmployer(ctx.db, org, owner.id),
  ]);

  const members: HouseholdMember[] = people.map(({ member: m }) => {
    const own = subs
      .filter((s) => s.subscription.memberId === m.id)
      .map((s) =>
        planOf(
          s,
          words.get(s.subscription.planId),
          s.subscription.pendingPlanId ? words.get(s.subscription.pendingPlanId) : undefined,
          today,
        ),
      );
    return {
      memberId: m.id,
      firstName: m.firstName,
      lastName: m.lastName,
      relationship: m.id === owner.id ? 'myself' : relationshipOf(m.relationship),
      isAccountOwner: m.id === owner.id,
      age: ageOn(m.birthDate, today),
      summaryStatus: memberSummaryStatus(own.map((p) => p.status)),
      memberSince: utcDayOf(new Date(m.createdAt)),
      plans: plansToShow(own),
    };
  });

  const shownPlans = members.flatMap((m) => m.plans.map((p) => ({ ...p, memberId: m.memberId })));
  return {
    today,
    office: officeOf(office),
    accountOwnerId: owner.id,
    members,
    paymentMethod: methodOnFile(method),
    employer,
    agreement: enrolment
      ? {
          channel: enrolment.channel === 'external' ? 'external' : 'internal',
          enrolledOn: utcDayOf(new Date(enrolment.createdAt)),
          term: enrolment.term === 'annual' ? 'annual' : 'monthly',
          language: enrolment.language === 'es' ? 'es' : 'en',
        }
      : null,
    attention: householdAttention(
      shownPlans.map((p) => ({
        memberId: p.memberId,
        status: p.status,
        payor: p.payor,
        nextRenewalOn: p.nextPayment?.on ?? null,
      })),
      // An employer paying on its card needs nothing of the household's: no card to add, none expiring.
      employer?.pays
        ? { expMonth: null, expYear: null }
        : method
          ? { expMonth: method.expMonth, expYear: method.expYear }
          : null,
      today,
    ),
  };
}
