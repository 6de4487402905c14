import { addDays, utcDayOf } from '@mhq/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import {
  locationGroups,
  members,
  offices,
  officeUsers,
  plans,
  reviews,
  subscriptions,
  tierPaymentMethods,
} from '../../db/schema';
import { OFFICE_ROW_KINDS } from '../../http/guard-office-rows';
import { billingDepsOf } from '../../jobs/billing-deps';
import { syncDisputes } from '../../modules/disputes/dispute-sync';
import { officePage } from '../../modules/enrolment/enrolment.fixtures';
import { payOffice } from '../../modules/payouts/payout-make';
import { enrolByCard } from '../../modules/subscriptions/subscription-cash.fixtures';
import type { TestApp } from '../harness';
import { addSuiteCallers, type Caller, NO_OFFICE, seedOffices, signInEveryone } from './callers';
import { idsByOffice } from './office-ids';
import { type ClassifiedRoute, exampleRequest, type IdField } from './route-table';
import { seedChannelIds } from './seeded-channels';
import { type NamedIds, seedOfficeRows } from './seeded-office-rows';

export { NO_BUSINESS, NO_COMMUNITY_GROUP, NO_USER } from './seeded-channels';

/*
 * The seeded demo as the generated suites see it: payments, a dispute and a payout added to it, every seeded caller
 * signed in, and the ids a request acting somewhere names (an office's own plan, member, payment... and another
 * organization's, or none). The isolation suite calls every route with them; the audit suite too.
 */

/** A plan id no seeded plan has. */
export const NO_PLAN = 999_999;
/** A member id no seeded member has. */
export const NO_MEMBER = 999_999;
/** A subscription id no seeded subscription has. */
export const NO_SUBSCRIPTION = 999_999;
/** The organization's first tier payment method (or none), for the tier-billing calls. */
export const NO_TIER_METHOD = 999_999;
/** A charge id no charge has; the office's payment (one that paid for `memberId` when there is one). */
export const NO_CHARGE = 999_999;
/** A dispute id no dispute has; the office's dispute, and one of another organization. */
export const NO_DISPUTE = 999_999;
/** A payout id no payout has; the office's payout, and one of another organization. */
export const NO_PAYOUT = 999_999;
/** A review id no review has; the office's review, and one of another organization. */
export const NO_REVIEW = 999_999;
/** A group id no group of locations has; a group of the office's organization, and one of another organization. */
export const NO_GROUP = 999_999;
/** Seeds payments, disputes and payouts into the test's copy of the demo, signs everyone in, and picks the ids. */
export async function seededWorld(t: TestApp) {
  const officesBySlug = await seedOffices(t.db);
  // The demo has no payments yet: a household pays by card at each office that sells Adult Wellness and takes cards,
  // so the calls that name a payment (refunds) have one of the office's to name, and another organization's.
  // A second household pays with the card whose bank disputes it, so the calls that name a dispute have one too.
  for (const slug of officesBySlug.keys()) {
    const page = await officePage(t, slug).catch(() => null);
    if (page?.plans.some((p) => p.name === 'Adult Wellness')) {
      await enrolByCard(t, page, { child: true }).catch(() => null);
      await enrolByCard(t, page, { card: '4000000000000259' }).catch(() => null);
    }
  }
  await syncDisputes(billingDepsOf(t.deps));
  // Each office with payments is paid out (today, all it has), so the calls that name a payout have one.
  {
    const today = utcDayOf(t.clock.now());
    for (const o of await t.db.select().from(offices)) {
      await payOffice(
        billingDepsOf(t.deps),
        { organizationId: o.organizationId, id: o.id, accountId: o.stripeAccountId },
        today,
        addDays(today, 1),
      );
    }
  }
  // The office standings the demo has no one in (a plan coordinator, a temporary admin), for the permission sweep.
  await addSuiteCallers(t.db, officesBySlug);
  // Everyone signs in before the first write count is taken, so no sign-in can pass for a leaked write.
  const callers = await signInEveryone(t, officesBySlug);
  const slugOf = new Map([...officesBySlug].map(([slug, id]) => [id, slug]));
  const officeName = (id: number) => slugOf.get(id) ?? `nonexistent ${id}`;

  const officeRows = await t.db.select({ id: offices.id, organizationId: offices.organizationId }).from(offices);
  // Each office's own location plans: offered there whatever groups and master plans its organization has.
  const planRows = await t.db
    .select({ id: plans.id, officeId: plans.officeId })
    .from(plans)
    .where(
      and(
        eq(plans.isDeleted, false),
        eq(plans.targetType, 'location'),
        sql`coalesce(${plans.targetId}, ${plans.officeId}) = ${plans.officeId}`,
      ),
    )
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  if (planRows.some((p) => p.id === NO_PLAN)) throw new Error(`plan ${NO_PLAN} exists: pick another`);
  /** The first plan (not deleted) of an office's own: what a request acting in that office names. */
  const planOf = (officeId: number) => planRows.find((p) => p.officeId === officeId)?.id ?? NO_PLAN;
  /** A location plan of another office of this office's organization: not offered here (none: NO_PLAN). */
  function neighbourPlanOf(officeId: number): number {
    const org = officeRows.find((o) => o.id === officeId)?.organizationId;
    const other = officeRows.find((o) => o.organizationId === org && o.id !== officeId && planOf(o.id) !== NO_PLAN);
    return other ? planOf(other.id) : NO_PLAN;
  }
  /** A plan of an office in another organization than this office's. */
  function foreignPlanOf(officeId: number): number {
    const org = officeRows.find((o) => o.id === officeId)?.organizationId;
    const other = officeRows.find((o) => o.organizationId !== org && planOf(o.id) !== NO_PLAN);
    if (!other) throw new Error('the seed needs a plan in a second organization');
    return planOf(other.id);
  }
  // Members with a plan running come first: the member a control call names is one no call can mark deleted.
  const memberRows = await t.db
    .select({ id: members.id, officeId: members.officeId, userId: members.userId, ownerId: members.accountOwnerId })
    .from(members)
    .orderBy(
      sql`not exists (select 1 from subscriptions s where s.member_id = ${members.id} and s.status = 'active')`,
      // Then members a payment paid for, so a refund of their share names a payment that has one.
      sql`not exists (select 1 from charge_items i where i.member_id = ${members.id})`,
      asc(members.id),
    );
  if (memberRows.some((m) => m.id === NO_MEMBER)) throw new Error(`member ${NO_MEMBER} exists: pick another`);
  /** The member a request acting in an office names: a patient's own record there, else the office's first active member. */
  function memberOf(officeId: number, caller: Caller): number {
    const own = memberRows.find((m) => m.officeId === officeId && m.userId === caller.userId);
    return (own ?? memberRows.find((m) => m.officeId === officeId))?.id ?? NO_MEMBER;
  }
  /** The office's members in the same order (running plans first, then members a payment paid for). */
  const membersOf = (officeId: number) => memberRows.filter((m) => m.officeId === officeId).map((m) => m.id);
  /** A member of an office in another organization than this office's. */
  function foreignMemberOf(officeId: number): number {
    const org = officeRows.find((o) => o.id === officeId)?.organizationId;
    const other = memberRows.find((m) => officeRows.find((o) => o.id === m.officeId)?.organizationId !== org);
    if (!other) throw new Error('the seed needs a member in a second organization');
    return other.id;
  }
  /** A member of the same office outside the caller's household (nor their family): what a patient may not name. */
  function neighbourOf(officeId: number, caller: Caller): number {
    const own = memberOf(officeId, caller);
    return (
      memberRows.find((m) => m.officeId === officeId && m.id !== own && m.ownerId !== own && m.userId === null)?.id ??
      NO_MEMBER
    );
  }

  const subscriptionRows = await t.db
    .select({ id: subscriptions.id, memberId: subscriptions.memberId })
    .from(subscriptions)
    .orderBy(asc(subscriptions.id));
  if (subscriptionRows.some((s) => s.id === NO_SUBSCRIPTION)) throw new Error(`subscription ${NO_SUBSCRIPTION} exists`);
  /** The member's first subscription: what a request acting on that member's plan names. */
  const subscriptionOf = (memberId: number) =>
    subscriptionRows.find((s) => s.memberId === memberId)?.id ?? NO_SUBSCRIPTION;
  /** A subscription of another member than this one (of another organization, or a neighbour's in the same office). */
  const othersSubscriptionOf = (memberId: number) =>
    subscriptionRows.find((s) => s.memberId !== memberId)?.id ?? NO_SUBSCRIPTION;

  /** A user who works only in offices of another organization than this office's (for team calls). */
  const officeUserRows = await t.db
    .select({ userId: officeUsers.userId, organizationId: officeUsers.organizationId })
    .from(officeUsers);
  function foreignOfficeUserOf(officeId: number): number {
    const org = officeRows.find((o) => o.id === officeId)?.organizationId;
    const other = officeUserRows.find(
      (u) => u.organizationId !== org && !officeUserRows.some((v) => v.userId === u.userId && v.organizationId === org),
    );
    if (!other) throw new Error('the seed needs an office user in a second organization');
    return other.userId;
  }

  const tierMethodRows = await t.db
    .select({ id: tierPaymentMethods.id, organizationId: tierPaymentMethods.organizationId })
    .from(tierPaymentMethods)
    .orderBy(asc(tierPaymentMethods.id));
  const orgOf = (officeId: number) => officeRows.find((o) => o.id === officeId)?.organizationId;
  const tierMethodOf = (officeId: number) =>
    tierMethodRows.find((m) => m.organizationId === orgOf(officeId))?.id ?? NO_TIER_METHOD;
  function foreignTierMethodOf(officeId: number): number {
    const other = tierMethodRows.find((m) => m.organizationId !== orgOf(officeId));
    if (!other) throw new Error('the seed needs a tier payment method in a second organization');
    return other.id;
  }

  const chargeRows = await queryRows<{ id: number; office_id: number; organization_id: number; members: number[] }>(
    t.db,
    sql`select c.id, c.office_id, c.organization_id, array_agg(i.member_id) as members
      from charges c join charge_items i on i.organization_id = c.organization_id and i.charge_id = c.id
      group by c.id order by c.id`,
  );
  if (chargeRows.some((c) => c.id === NO_CHARGE)) throw new Error(`charge ${NO_CHARGE} exists: pick another`);
  function chargeOf(officeId: number, memberId: number): number {
    const own = chargeRows.filter((c) => c.office_id === officeId);
    return (own.find((c) => c.members.includes(memberId)) ?? own[0])?.id ?? NO_CHARGE;
  }
  /** A payment taken in another organization than this office's, if any was. */
  const foreignChargeOf = (officeId: number) =>
    chargeRows.find((c) => c.organization_id !== orgOf(officeId))?.id ?? NO_CHARGE;

  const { of: disputeOf, foreignOf: foreignDisputeOf } = await idsByOffice(t.db, 'disputes', NO_DISPUTE, orgOf);
  const { of: payoutOf, foreignOf: foreignPayoutOf } = await idsByOffice(t.db, 'payouts', NO_PAYOUT, orgOf);

  // Each office with members has a review (the demo's own at Downtown; one by its first member elsewhere), so the calls
  // that name a review have one of the office's to name, and another organization's.
  for (const o of officeRows) {
    const author = memberRows.find((m) => m.officeId === o.id);
    if (!author) continue;
    await t.db
      .insert(reviews)
      .values({ organizationId: o.organizationId, officeId: o.id, memberId: author.id, rating: 4, body: 'Kind staff.' })
      .onConflictDoNothing();
  }
  const { of: reviewOf, foreignOf: foreignReviewOf } = await idsByOffice(t.db, 'reviews', NO_REVIEW, orgOf);

  // Multi-location ids (issue 23): the office itself as a location the caller works in, a location of the same
  // organization the caller does not work in (a user of location A names location B), another organization's; a
  // group of locations of the office's organization, and another organization's; a user of the organization.
  const linkRows = await t.db.select({ userId: officeUsers.userId, officeId: officeUsers.officeId }).from(officeUsers);
  const worksAt = (userId: number, officeId: number) =>
    linkRows.some((l) => l.userId === userId && l.officeId === officeId);
  /** An office of the same organization the caller does not work in, if there is one. */
  const unassignedLocationOf = (officeId: number, caller: Caller) =>
    officeRows.find((o) => o.organizationId === orgOf(officeId) && !worksAt(caller.userId, o.id))?.id ?? NO_OFFICE;
  function foreignLocationOf(officeId: number): number {
    const other = officeRows.find((o) => o.organizationId !== orgOf(officeId));
    if (!other) throw new Error('the seed needs an office in a second organization');
    return other.id;
  }
  const groupRows = await t.db
    .select({ id: locationGroups.id, organizationId: locationGroups.organizationId })
    .from(locationGroups)
    .orderBy(asc(locationGroups.id));
  if (groupRows.some((g) => g.id === NO_GROUP)) throw new Error(`group ${NO_GROUP} exists: pick another`);
  const groupOf = (officeId: number) => groupRows.find((g) => g.organizationId === orgOf(officeId))?.id ?? NO_GROUP;
  const foreignGroupOf = (officeId: number) =>
    groupRows.find((g) => g.organizationId !== orgOf(officeId))?.id ?? NO_GROUP;
  /** The caller when they work in the office's organization, else (a platform admin) its first office user. */
  const orgUserOf = (officeId: number, caller: Caller) =>
    officeUserRows.some((u) => u.userId === caller.userId && u.organizationId === orgOf(officeId))
      ? caller.userId
      : (officeUserRows.find((u) => u.organizationId === orgOf(officeId))?.userId ?? NO_OFFICE);

  const { businessOf, foreignBusinessOf, communityGroupOf, foreignCommunityGroupOf, foreignAssociationUser } =
    await seedChannelIds(t.db, officeRows, orgOf);
  const { officeRowOf, foreignOfficeRowOf, restoreOfficeRows } = await seedOfficeRows(t.db, officeRows, orgOf);

  /** A seeded user other than the caller, for `/users/{id}/...` paths. */
  const someoneElse = (caller: Caller) => callers.find((c) => c.userId !== caller.userId)?.userId ?? NO_OFFICE;

  /**
   * The route's example acting in `officeId` as `caller`: its office field that office, its self field the caller's
   * own id, its plan field (and its organization plan field) a plan of that office, each unless `over` says otherwise.
   */
  function requestAs(route: ClassifiedRoute, caller: Caller, officeId: number, over: NamedIds = {}) {
    const access = route.meta.access;
    if (access === 'public') return exampleRequest(route);
    const fields: IdField[] = [];
    if (access.office) fields.push({ ref: access.office, id: officeId });
    if (access.self) fields.push({ ref: access.self, id: over.userId ?? caller.userId });
    if (access.plan) fields.push({ ref: access.plan, id: over.planId ?? planOf(officeId) });
    if (access.orgPlan) fields.push({ ref: access.orgPlan, id: over.planId ?? planOf(officeId) });
    const memberId = over.memberId ?? memberOf(officeId, caller);
    if (access.member) fields.push({ ref: access.member, id: memberId });
    if (access.subscription) {
      fields.push({ ref: access.subscription, id: over.subscriptionId ?? subscriptionOf(memberId) });
    }
    // A team call's target user is the caller themselves (the service refuses acting on yourself where that would lock
    // them out, so the control call changes nothing); a platform admin, in no office, names one of the office's users.
    const someUser = linkRows.find((l) => l.officeId === officeId)?.userId ?? NO_OFFICE;
    const ownUser = worksAt(caller.userId, officeId) ? caller.userId : someUser;
    if (access.officeUser) fields.push({ ref: access.officeUser, id: over.officeUserId ?? ownUser });
    if (access.tierMethod) fields.push({ ref: access.tierMethod, id: over.tierMethodId ?? tierMethodOf(officeId) });
    if (access.charge) fields.push({ ref: access.charge, id: over.chargeId ?? chargeOf(officeId, memberId) });
    if (access.dispute) fields.push({ ref: access.dispute, id: over.disputeId ?? disputeOf(officeId) });
    if (access.payout) fields.push({ ref: access.payout, id: over.payoutId ?? payoutOf(officeId) });
    if (access.review) fields.push({ ref: access.review, id: over.reviewId ?? reviewOf(officeId) });
    if (access.location) fields.push({ ref: access.location, id: over.locationId ?? officeId });
    if (access.group) fields.push({ ref: access.group, id: over.groupId ?? groupOf(officeId) });
    if (access.orgUser) fields.push({ ref: access.orgUser, id: over.orgUserId ?? orgUserOf(officeId, caller) });
    if (access.business) fields.push({ ref: access.business, id: over.businessId ?? businessOf(officeId) });
    if (access.communityGroup) {
      fields.push({ ref: access.communityGroup, id: over.communityGroupId ?? communityGroupOf(officeId) });
    }
    // An association's user call names the caller themselves unless told otherwise (a user of their own association).
    if (access.associationUser) {
      fields.push({ ref: access.associationUser, id: over.associationUserId ?? caller.userId });
    }
    for (const kind of OFFICE_ROW_KINDS) {
      const ref = access[kind];
      if (ref) fields.push({ ref, id: over.officeRows?.[kind] ?? officeRowOf(kind, officeId) });
    }
    return exampleRequest(route, ...fields);
  }

  return {
    callers,
    officesBySlug,
    officeName,
    planOf,
    foreignPlanOf,
    neighbourPlanOf,
    memberOf,
    membersOf,
    foreignMemberOf,
    neighbourOf,
    subscriptionOf,
    othersSubscriptionOf,
    foreignOfficeUserOf,
    tierMethodOf,
    foreignTierMethodOf,
    chargeOf,
    foreignChargeOf,
    disputeOf,
    foreignDisputeOf,
    payoutOf,
    foreignPayoutOf,
    reviewOf,
    foreignReviewOf,
    unassignedLocationOf,
    foreignLocationOf,
    groupOf,
    foreignGroupOf,
    businessOf,
    foreignBusinessOf,
    communityGroupOf,
    foreignCommunityGroupOf,
    foreignAssociationUser,
    officeRowOf,
    foreignOfficeRowOf,
    restoreOfficeRows,
    someoneElse,
    requestAs,
  };
}

export type SeededWorld = Awaited<ReturnType<typeof seededWorld>>;
