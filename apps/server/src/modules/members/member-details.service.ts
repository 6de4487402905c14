import type { MemberCard, MemberDetailsResponse, MemberSubscription } from '@mhq/contract';
import { guaranteeCovers, isCancellable, memberSummaryStatus, type SubscriptionStatus, statusLabel } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { currentPaymentMethod, householdOwner, type Member, memberOf, methodOnFile } from '../billing/billing.queries';
import { householdEmployer } from '../business-payment/business-payment.queries';
import { householdMembers, notesOf, type SubscriptionWithPlan, subscriptionsOf } from './member-details.queries';

// A member's page (memberDetails): the household as the front desk reads it.

const iso = (d: Date | string) => new Date(d).toISOString();

export function memberSubscriptionOf(row: SubscriptionWithPlan): MemberSubscription {
  const s = row.subscription;
  const status = s.status as SubscriptionStatus;
  return {
    subscriptionId: s.id,
    memberId: s.memberId,
    planId: s.planId,
    planName: row.planName,
    term: s.term === 'annual' ? 'annual' : 'monthly',
    priceCents: s.priceCents,
    status,
    statusLabel: statusLabel(status),
    payor: s.payor === 'office' ? 'office' : 'member',
    autoRenew: s.autoRenew,
    guaranteed: guaranteeCovers({ guaranteed: s.guaranteed, status, lateInOfficeOn: s.lateInOfficeOn }),
    lateInOfficeOn: status === 'past_due' || status === 'delinquent' ? s.lateInOfficeOn : null,
    createdAt: iso(s.createdAt),
    currentPeriodStart: s.currentPeriodStart,
    nextRenewalOn: s.nextRenewalOn,
    endsOn: s.endsOn,
    canceledAt: s.canceledAt ? iso(s.canceledAt) : null,
    cancelReason: s.cancelReason,
    cancelNote: s.cancelNote,
    feeDueCents: s.feeDueCents,
    pendingPlan:
      s.pendingPlanId && row.pendingPlanName && s.pendingPlanFrom
        ? { planId: s.pendingPlanId, planName: row.pendingPlanName, from: s.pendingPlanFrom }
        : null,
    pendingPrice:
      s.pendingPriceCents !== null && s.pendingPriceFrom
        ? { priceCents: s.pendingPriceCents, from: s.pendingPriceFrom }
        : null,
    cancellable: isCancellable(status),
  };
}

/** A member of the household as their card on the page shows them, with their subscriptions. */
export function memberCardOf(m: Member, subs: readonly SubscriptionWithPlan[], hasLogin: boolean): MemberCard {
  const own = subs.filter((s) => s.subscription.memberId === m.id).map(memberSubscriptionOf);
  return {
    memberId: m.id,
    accountOwnerId: m.accountOwnerId,
    firstName: m.firstName,
    lastName: m.lastName,
    email: m.email,
    phone: m.phone,
    birthDate: m.birthDate,
    relationship: m.relationship,
    chartId: m.chartId,
    spanish: m.spanish,
    insured: m.insured,
    address: m.address ?? null,
    summaryStatus: memberSummaryStatus(own.map((s) => s.status)),
    memberSince: iso(m.createdAt),
    hasLogin,
    subscriptions: own,
  };
}

/** A member of the office who has not been marked deleted, or 404. */
export async function liveMemberOf(ctx: Ctx, officeId: number, memberId: number): Promise<Member> {
  const member = await memberOf(ctx.db, officeId, memberId);
  if (member.deletedAt) throw notFound();
  return member;
}

/** The household's cards, the account owner first. */
export async function householdCards(ctx: Ctx, owner: Member): Promise<MemberCard[]> {
  const people = await householdMembers(ctx.db, owner.organizationId, owner.id);
  const subs = await subscriptionsOf(
    ctx.db,
    owner.organizationId,
    people.map((p) => p.member.id),
  );
  return people.map((p) => memberCardOf(p.member, subs, p.hasLogin));
}

export async function memberDetails(ctx: Ctx, officeId: number, memberId: number): Promise<MemberDetailsResponse> {
  const member = await liveMemberOf(ctx, officeId, memberId);
  const owner = await householdOwner(ctx.db, officeId, memberId);
  const [office] = await ctx.db
    .select({ id: offices.id, officeName: offices.officeName })
    .from(offices)
    .where(and(eq(offices.id, officeId), eq(offices.organizationId, member.organizationId)));
  if (!office) throw notFound();
  const [cards, method, notes, employer] = await Promise.all([
    householdCards(ctx, owner),
    currentPaymentMethod(ctx.db, owner.organizationId, owner.id),
    notesOf(ctx.db, member.organizationId, member.id),
    householdEmployer(ctx.db, owner.organizationId, owner.id),
  ]);
  return {
    office,
    memberId: member.id,
    household: {
      accountOwnerId: owner.id,
      paymentMethod: methodOnFile(method),
      paidByEmployer: employer?.pays ? employer.name : null,
      members: cards,
    },
    notes: notes.map((n) => ({ ...n, createdAt: iso(n.createdAt) })),
  };
}
