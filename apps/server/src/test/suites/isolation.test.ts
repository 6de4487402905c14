import {
  isPatientUser,
  isPlatformAdmin,
  mayInOffice,
  OFFICE_STANDINGS,
  officeActionRefusal,
  officeStandings,
} from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import {
  globalBanners,
  locationGroupOffices,
  locationGroups,
  officeUsers,
  smallBusinesses,
  userGroupAssignments,
  users,
} from '../../db/schema';
import { roleRefusal } from '../../http/access';
import { OFFICE_ROW_KINDS } from '../../http/guard-office-rows';
import { createTestApp } from '../harness';
import { type Caller, NO_OFFICE } from './callers';
import {
  type ApiRequest,
  type ApiRoute,
  apiRoutes,
  type ClassifiedRoute,
  exampleRequest,
  withinTime,
} from './route-table';
import { NO_OFFICE_ROW } from './seeded-office-rows';
import {
  NO_BUSINESS,
  NO_CHARGE,
  NO_COMMUNITY_GROUP,
  NO_DISPUTE,
  NO_GROUP,
  NO_MEMBER,
  NO_PAYOUT,
  NO_PLAN,
  NO_REVIEW,
  NO_SUBSCRIPTION,
  NO_TIER_METHOD,
  NO_USER,
  seededWorld,
} from './seeded-world';
import { databaseWrites } from './write-count';

/*
 * Tenant isolation, generated from the route table (issue 4, part 1): every /api/v1 route the app
 * registers is called as every seeded role, in offices the caller has no business in, and must answer
 * 'not found' (or 'forbidden' for a role the route does not serve) without writing a single row. A route that
 * declares an office action (issue 21) is called by every office standing in its own office too: where the office
 * permission matrix refuses it, 'forbidden' saying who may, and nothing written; where it allows, past the guard. Routes that
 * name a plan or a member are also called with another organization's plan or member (or none; for a patient,
 * also a neighbour's record) in the caller's own office, and `/users/{id}/...` routes with another user's id:
 * 'not found' again, and nothing written, not even an audit entry.
 */

const t = await createTestApp();
const started = performance.now();

/** Callable without a session, and why. Anything else public is a leak until it is added here. */
const PUBLIC_ROUTES: Record<string, string> = {
  'GET /api/v1/openapi.json': 'the API documentation',
  'HEAD /api/v1/openapi.json': 'the API documentation',
  'POST /api/v1/accounts/login': 'signing in',
  'POST /api/v1/accounts/forgot-password': 'asking for a reset link',
  'POST /api/v1/accounts/reset-password': 'using a reset link',
  'POST /api/v1/accounts/set-password': 'accepting an invitation',
  'POST /api/v1/accounts/confirm-email': "opening a mailed link that confirms a patient's new email",
  'GET /api/v1/dentists/details/:id/no-auth': "an office's public enrolment page",
  'HEAD /api/v1/dentists/details/:id/no-auth': "an office's public enrolment page",
  'POST /api/v1/accounts/signup': 'a practice signing up',
  'POST /api/v1/accounts/check-email': 'the sign-up form checking its email',
  'GET /api/v1/pricing': 'platform tiers shown at sign-up',
  'HEAD /api/v1/pricing': 'platform tiers shown at sign-up',
  'GET /api/v1/accounts/lead-sources': 'the lead sources the sign-up form offers',
  'HEAD /api/v1/accounts/lead-sources': 'the lead sources the sign-up form offers',
  'POST /api/v1/stripe-connect/loadDiscount': 'a discount code entered at sign-up',
  'POST /api/v1/dentist-users/generate_code': 'mailing a sign-up its confirmation code',
  'POST /api/v1/dentist-users/validate_code': 'confirming a sign-up with its code',
  'GET /api/v1/accounts/complete-dentist-signup/:dentistInfoId/:activationKey': 'an emailed activation link',
  'HEAD /api/v1/accounts/complete-dentist-signup/:dentistInfoId/:activationKey': 'an emailed activation link',
  'GET /api/v1/associations/by-url/:associationUrl': "an association's sign-up link",
  'HEAD /api/v1/associations/by-url/:associationUrl': "an association's sign-up link",
  'GET /api/v1/address/suggestions': 'address autocomplete on the sign-up form',
  'HEAD /api/v1/address/suggestions': 'address autocomplete on the sign-up form',
  'GET /api/v1/marketplace/search': "the brand's public practice search (listed offices' public facts only)",
  'HEAD /api/v1/marketplace/search': "the brand's public practice search (listed offices' public facts only)",
  'GET /api/v1/marketplace/profile/:officeId': "a listed practice's public page",
  'HEAD /api/v1/marketplace/profile/:officeId': "a listed practice's public page",
  'GET /api/v1/dentists/nearby/:dentistInfoId': "the ZIP codes near a listed practice's own",
  'HEAD /api/v1/dentists/nearby/:dentistInfoId': "the ZIP codes near a listed practice's own",
  'GET /api/v1/send-invite/log-clicked-invite/:inviteId': "a patient opening an invite's mailed link",
  'HEAD /api/v1/send-invite/log-clicked-invite/:inviteId': "a patient opening an invite's mailed link",
  'POST /api/v1/dentists/get-office-discount': "an office's discount on its BusinessConnect page",
  'GET /api/v1/dentists/details/slug/:slug/no-auth': "an office's public enrolment page, by its link name",
  'HEAD /api/v1/dentists/details/slug/:slug/no-auth': "an office's public enrolment page, by its link name",
  'POST /api/v1/dentists/:id/members/enroll': 'a patient enrolling their household online',
  'GET /api/v1/payment-update/:activationKey/:memberId': "a mailed payment-update link's page",
  'HEAD /api/v1/payment-update/:activationKey/:memberId': "a mailed payment-update link's page",
  'POST /api/v1/payment-update/:activationKey/:memberId': 'replacing the card through a mailed payment-update link',
  'GET /api/v1/payments/:paymentUniqueId': "a payment's receipt at the signed link mailed to the household",
  'HEAD /api/v1/payments/:paymentUniqueId': "a payment's receipt at the signed link mailed to the household",
  'GET /api/v1/referrals/:paymentUniqueId': "a friend opening a patient's referral link (a receipt's signed id)",
  'HEAD /api/v1/referrals/:paymentUniqueId': "a friend opening a patient's referral link (a receipt's signed id)",
  'POST /api/v1/referrals/:paymentUniqueId/office-referral':
    "a patient recommending the platform to a practice from their receipt's signed link (throttled)",
  'GET /api/v1/small-businesses/offices': 'an employer choosing its practice at sign-up (public details only)',
  'HEAD /api/v1/small-businesses/offices': 'an employer choosing its practice at sign-up (public details only)',
  'POST /api/v1/small-businesses/signup': 'a small business signing up (throttled)',
  'GET /api/v1/small-businesses/activation/:smBusinessInfoId/:activationKey': "an employer's mailed activation link",
  'HEAD /api/v1/small-businesses/activation/:smBusinessInfoId/:activationKey': "an employer's mailed activation link",
  'POST /api/v1/small-businesses/activation/:smBusinessInfoId/:activationKey': "completing an employer's sign-up",
  'GET /api/v1/community-groups/offices': 'a community organizer choosing the practice to ask (name, city, page only)',
  'HEAD /api/v1/community-groups/offices': 'a community organizer choosing the practice to ask (name, city, page only)',
  'POST /api/v1/community-groups/requests': 'a community organizer asking a practice for a group (throttled)',
  'GET /api/v1/community-groups/:code/enrolment': "a community group's enrolment page, by its code",
  'HEAD /api/v1/community-groups/:code/enrolment': "a community group's enrolment page, by its code",
  'POST /api/v1/marketing/campaign-links/:token/opened': "a patient opening a campaign message's link (its token)",
  'GET /api/v1/marketing/unsubscribe/:token': "a campaign mail's unsubscribe page (its token)",
  'HEAD /api/v1/marketing/unsubscribe/:token': "a campaign mail's unsubscribe page (its token)",
  'POST /api/v1/marketing/unsubscribe/:token': "unsubscribing from a practice's campaign mail (its token)",
};
/** Public routes registered outside the contract, so carrying no access declaration. */
const UNDECLARED_PUBLIC = new Set(['GET /api/v1/openapi.json', 'HEAD /api/v1/openapi.json']);

const routes = apiRoutes(t.app);
const {
  callers,
  officeName,
  foreignPlanOf,
  neighbourPlanOf,
  memberOf,
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
  foreignOfficeRowOf,
  restoreOfficeRows,
  someoneElse,
  requestAs,
} = await seededWorld(t);

/** Every office user's link as the seed left it. */
const seededOfficeUsers = await t.db.select().from(officeUsers);

/**
 * Puts the caller's seeded standing in the office back before a control call: an earlier route's own control (naming
 * another plan coordinator, say, which clears the others) may have changed it, and the matrix reads it live.
 */
async function restoreStanding(caller: Caller, officeId: number) {
  const link = caller.links.get(officeId);
  if (!link) return;
  // A staff-assignment control (the organization's users page) may have taken the caller off this location: the
  // seeded link comes back first.
  const seeded = seededOfficeUsers.find((u) => u.userId === caller.userId && u.officeId === officeId);
  if (seeded) await t.db.insert(officeUsers).values(seeded).onConflictDoNothing();
  await t.db
    .update(officeUsers)
    .set({ isOwner: link.isOwner, planCoordinator: link.planCoordinator })
    .where(and(eq(officeUsers.userId, caller.userId), eq(officeUsers.officeId, officeId)));
}

/** The seeded groups of locations, with their locations and users, as the seed left them. */
const seededGroups = {
  groups: await t.db.select().from(locationGroups),
  offices: await t.db.select().from(locationGroupOffices),
  users: await t.db.select().from(userGroupAssignments),
};

/** Puts back any seeded group an earlier control call deleted (deleting a group is such a call), before the next. */
async function restoreGroups() {
  const { groups, offices, users } = seededGroups;
  if (groups.length > 0) await t.db.insert(locationGroups).values(groups).onConflictDoNothing();
  if (offices.length > 0) await t.db.insert(locationGroupOffices).values(offices).onConflictDoNothing();
  if (users.length > 0) await t.db.insert(userGroupAssignments).values(users).onConflictDoNothing();
}

/** The employers as the seed left them: removing one from its office (a control call) is undone before the next. */
const seededBusinesses = await t.db.select().from(smallBusinesses);
async function restoreBusinesses() {
  for (const b of seededBusinesses) {
    await t.db
      .insert(smallBusinesses)
      .values(b)
      .onConflictDoUpdate({
        target: smallBusinesses.id,
        set: { organizationId: b.organizationId, officeId: b.officeId },
      });
  }
}

let requests = 0;
const visited = new Set<string>();

const isPublic = (r: ApiRoute) => r.meta?.access === 'public' || (r.meta === null && UNDECLARED_PUBLIC.has(r.key));
const classified = routes.filter((r): r is ClassifiedRoute => r.meta !== null);
const guarded = classified.filter((r) => !isPublic(r));

async function send(route: ApiRoute, req: ApiRequest, token?: string) {
  requests++;
  visited.add(route.key);
  const res = await withinTime(
    10_000,
    route.key,
    t.call({
      method: req.method as InjectOptions['method'],
      url: req.url,
      ...(req.query ? { query: req.query } : {}),
      ...(req.body !== undefined ? { payload: req.body as InjectOptions['payload'] } : {}),
      remoteAddress: t.newIp(),
      ...(token ? { token } : {}),
    }),
  );
  return res;
}

/** Sends the request and expects `status` with the error body, and the whole database unchanged. */
async function expectRefused(
  route: ApiRoute,
  req: ApiRequest,
  status: 401 | 403 | 404,
  token: string | undefined,
  label: string,
) {
  const before = await databaseWrites(t.db);
  const res = await send(route, req, token);
  expect(res.status, `${label}: ${JSON.stringify(res.body)?.slice(0, 300)}`).toBe(status);
  // HEAD answers carry no body; their GET twin is checked for the message.
  if (route.method !== 'HEAD') expect(res.body, label).toMatchObject({ _message: expect.any(String) });
  expect(await databaseWrites(t.db), `${label} wrote to the database`).toBe(before);
  return res;
}

const who = (c: Caller) => `${c.email} (${c.type})`;

describe('every /api/v1 route declares who may call it', () => {
  it('finds the routes in the app itself', () => {
    expect(routes.length).toBeGreaterThan(0);
  });

  it.each(routes.map((r) => [r.key, r] as const))('%s is classified', (_, route) => {
    expect(
      route.meta !== null || UNDECLARED_PUBLIC.has(route.key),
      `${route.key} is unclassified: register it with route()`,
    ).toBe(true);
  });

  it('keeps public only the routes on the allow-list, and the allow-list names only real routes', () => {
    const publicKeys = apiRoutes(t.app, 'all')
      .filter(isPublic)
      .map((r) => r.key);
    expect(
      publicKeys.filter((k) => !(k in PUBLIC_ROUTES)),
      'public but not on the allow-list',
    ).toEqual([]);
    const keys = new Set(apiRoutes(t.app, 'all').map((r) => r.key));
    expect(
      Object.keys(PUBLIC_ROUTES).filter((k) => !keys.has(k)),
      'on the allow-list but not registered',
    ).toEqual([]);
  });

  it('has a write check that notices a one-character change, even one put back, and nothing for reads', async () => {
    const before = await databaseWrites(t.db);
    await t.db.select().from(globalBanners);
    expect(await databaseWrites(t.db)).toBe(before);
    await t.db.update(globalBanners).set({ message: sql`${globalBanners.message} || '.'` });
    const changed = await databaseWrites(t.db);
    expect(changed).not.toBe(before);
    await t.db.update(globalBanners).set({ message: sql`left(${globalBanners.message}, -1)` });
    const putBack = await databaseWrites(t.db);
    expect(putBack).not.toBe(changed);
    await expect(
      t.db.transaction(async (tx) => {
        await tx.update(globalBanners).set({ message: sql`${globalBanners.message} || '!'` });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await databaseWrites(t.db), 'a rolled-back write counts as none').toBe(putBack);
  });

  it('signs in as every standing of the office permission matrix, so the sweep meets each', () => {
    const met = new Set(
      callers.flatMap((c) => [...c.links.values()].flatMap((l) => officeStandings({ type: c.type, ...l }))),
    );
    expect(OFFICE_STANDINGS.filter((s) => !met.has(s))).toEqual([]);
  });

  it('signs in as every role the seed holds', async () => {
    const seeded = await t.db.selectDistinct({ type: users.type }).from(users);
    const covered = new Set(callers.map((c) => c.type));
    expect(seeded.map((s) => s.type).filter((type) => !covered.has(type as Caller['type']))).toEqual([]);
  });
});

describe('public routes answer without a session', () => {
  it.each(
    apiRoutes(t.app, 'all')
      .filter(isPublic)
      .map((r) => [r.key, r] as const),
  )('%s', async (_, route) => {
    const req = route.meta ? exampleRequest(route as ClassifiedRoute) : { method: route.method, url: route.url };
    const res = await send(route, req);
    expect(res.status, JSON.stringify(res.body)).not.toBe(401);
    expect(res.status).toBeLessThan(500);
  });
});

for (const route of guarded) {
  const access = route.meta.access;
  if (access === 'public') continue;
  const office = access.office;

  describe(route.key, () => {
    it('refuses a caller without a session (401) and writes nothing', async () => {
      await expectRefused(route, exampleRequest(route), 401, undefined, `${route.key} without a session`);
    });

    for (const caller of callers) {
      const refused = roleRefusal(access, caller.type);
      if (refused) {
        // A platform admins' route does not exist for anyone else (404); a super admin's refuses other admins (403).
        it(`refuses ${who(caller)} (${refused}) and writes nothing`, async () => {
          await expectRefused(route, exampleRequest(route), refused, caller.token, `${route.key} as ${who(caller)}`);
        });
        continue;
      }
      // A platform admin's call that names a patient anywhere: it reaches a member of every office, and no one else.
      const patient = access.officeOf === 'member' ? access.member : undefined;
      if (patient) {
        it(`lets ${who(caller)} name a member of every office, and answers 404 naming none`, async () => {
          for (const id of caller.own) {
            const memberId = memberOf(id, caller);
            if (memberId === NO_MEMBER) continue;
            const res = await send(route, requestAs(route, caller, id, { memberId }), caller.token);
            const label = `${route.key} as ${who(caller)}, a member of ${officeName(id)}: ${res.status}`;
            expect([401, 403, 404], label).not.toContain(res.status);
            expect(res.status, label).toBeLessThan(500);
          }
          const none = requestAs(route, caller, caller.own[0] ?? NO_OFFICE, { memberId: NO_MEMBER });
          await expectRefused(route, none, 404, caller.token, `${route.key} as ${who(caller)} naming no member`);
        });
        continue;
      }
      // An association portal's call naming a user: one of the caller's own association gets past the guard, another
      // association's user, or none, is not found.
      const associationUser = access.associationUser;
      if (associationUser) {
        it(`lets ${who(caller)} name a user of their own association, and answers 404 for another's, or none`, async () => {
          const res = await send(route, requestAs(route, caller, NO_OFFICE), caller.token);
          const label = `${route.key} as ${who(caller)} naming themselves: ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
          expect([401, 403, 404], label).not.toContain(res.status);
          expect(res.status, label).toBeLessThan(500);
          for (const associationUserId of [foreignAssociationUser, NO_USER]) {
            const label = `${route.key} as ${who(caller)} with ${associationUser.in}.${associationUser.field} = ${associationUserId}`;
            const req = requestAs(route, caller, NO_OFFICE, { associationUserId });
            await expectRefused(route, req, 404, caller.token, label);
          }
        });
      }
      if (!office) continue;

      // The office permission matrix, in the caller's own offices: where their standing may not take the route's
      // action, 403 naming who may (a patient is kept to their household by the member checks instead).
      const action = access.action;
      const mayHere = (id: number) =>
        !action || isPatientUser(caller.type) || mayInOffice(caller.type, caller.links.get(id) ?? null, action);
      const refusedIn = caller.own.filter((id) => !mayHere(id));
      const own = caller.own.filter(mayHere);
      if (action && refusedIn.length > 0) {
        it(`refuses ${who(caller)} where the permission matrix does not let them ${action} (403) and writes nothing`, async () => {
          for (const id of refusedIn) {
            const label = `${route.key} as ${who(caller)} in ${officeName(id)}`;
            const res = await expectRefused(route, requestAs(route, caller, id), 403, caller.token, label);
            if (route.method !== 'HEAD')
              expect((res.body as { _message?: string })._message, label).toBe(officeActionRefusal(action));
          }
        });
      }

      // Each foreign office is named with a plan of its own (and the caller's own user id), so the 404 comes
      // from the office, not from a plan or id that would be refused anyway.
      it(`answers 404 to ${who(caller)} in every office outside theirs and writes nothing`, async () => {
        for (const id of caller.foreign) {
          const label = `${route.key} as ${who(caller)} with ${office.in}.${office.field} = ${officeName(id)}`;
          await expectRefused(route, requestAs(route, caller, id), 404, caller.token, label);
        }
      });

      if (own.length === 0) continue;

      // The control: in the caller's own offices the same request gets past the guard, so the 404s above
      // and below come from the office, the plan or the user id, not from something else wrong with the request.
      it(`lets ${who(caller)} act in the offices they may act in`, async () => {
        for (const id of own) {
          // An organization with no tier payment method has none to name (the fresh Riverside practice).
          if (access.tierMethod && tierMethodOf(id) === NO_TIER_METHOD) continue;
          // An office that has taken no payment has none to name.
          if (access.charge && chargeOf(id, memberOf(id, caller)) === NO_CHARGE) continue;
          // Nor a dispute, nor a payout.
          if (access.dispute && disputeOf(id) === NO_DISPUTE) continue;
          if (access.payout && payoutOf(id) === NO_PAYOUT) continue;
          if (access.review && reviewOf(id) === NO_REVIEW) continue;
          // An organization with no group of locations has none to name.
          if (access.group && groupOf(id) === NO_GROUP) continue;
          if (access.business && businessOf(id) === NO_BUSINESS) continue;
          if (access.communityGroup && communityGroupOf(id) === NO_COMMUNITY_GROUP) continue;
          // An office with no members yet has none to name.
          if (access.member && memberOf(id, caller) === NO_MEMBER) continue;
          await restoreStanding(caller, id);
          if (access.group) await restoreGroups();
          if (access.business) await restoreBusinesses();
          if (OFFICE_ROW_KINDS.some((kind) => access[kind])) await restoreOfficeRows();
          const res = await send(route, requestAs(route, caller, id), caller.token);
          const label = `${officeName(id)}: ${res.status} ${JSON.stringify(res.body)?.slice(0, 300)}`;
          expect([401, 403, 404], label).not.toContain(res.status);
          expect(res.status, label).toBeLessThan(500);
        }
      });

      const plan = access.plan;
      if (plan) {
        it(`answers 404 to ${who(caller)} naming another organization's plan, a plan their office does not offer, or none`, async () => {
          for (const id of own) {
            // Another location's own plan (of the same organization) is not offered in this office either.
            for (const planId of new Set([foreignPlanOf(id), neighbourPlanOf(id), NO_PLAN])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${plan.in}.${plan.field} = ${planId}`;
              await expectRefused(route, requestAs(route, caller, id, { planId }), 404, caller.token, label);
            }
          }
        });
      }

      const orgPlan = access.orgPlan;
      if (orgPlan) {
        it(`answers 404 to ${who(caller)} naming another organization's plan, or none, in their organization's catalogue`, async () => {
          for (const id of own) {
            for (const planId of [foreignPlanOf(id), NO_PLAN]) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${orgPlan.in}.${orgPlan.field} = ${planId}`;
              await expectRefused(route, requestAs(route, caller, id, { planId }), 404, caller.token, label);
            }
          }
        });
      }
      const member = access.member;
      if (member) {
        it(`answers 404 to ${who(caller)} naming another organization's member, or none, in their own office`, async () => {
          for (const id of own) {
            const strangers = [
              foreignMemberOf(id),
              NO_MEMBER,
              ...(isPatientUser(caller.type) ? [neighbourOf(id, caller)] : []),
            ];
            for (const memberId of strangers) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${member.in}.${member.field} = ${memberId}`;
              await expectRefused(route, requestAs(route, caller, id, { memberId }), 404, caller.token, label);
            }
          }
        });
      }

      const subscription = access.subscription;
      if (subscription) {
        it(`answers 404 to ${who(caller)} naming another member's subscription, or none, for a member of theirs`, async () => {
          for (const id of own) {
            const memberId = memberOf(id, caller);
            if (memberId === NO_MEMBER) continue;
            const strangers = [othersSubscriptionOf(memberId), subscriptionOf(foreignMemberOf(id)), NO_SUBSCRIPTION];
            for (const subscriptionId of strangers) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${subscription.in}.${subscription.field} = ${subscriptionId}`;
              await expectRefused(route, requestAs(route, caller, id, { subscriptionId }), 404, caller.token, label);
            }
          }
        });
      }

      const charge = access.charge;
      if (charge) {
        it(`answers 404 to ${who(caller)} naming another organization's payment, or none, in their own office`, async () => {
          for (const id of own) {
            for (const chargeId of new Set([foreignChargeOf(id), NO_CHARGE])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${charge.in}.${charge.field} = ${chargeId}`;
              await expectRefused(route, requestAs(route, caller, id, { chargeId }), 404, caller.token, label);
            }
          }
        });
      }

      const dispute = access.dispute;
      if (dispute) {
        it(`answers 404 to ${who(caller)} naming another organization's dispute, or none, in their own office`, async () => {
          for (const id of own) {
            for (const disputeId of new Set([foreignDisputeOf(id), NO_DISPUTE])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${dispute.in}.${dispute.field} = ${disputeId}`;
              await expectRefused(route, requestAs(route, caller, id, { disputeId }), 404, caller.token, label);
            }
          }
        });
      }

      const payout = access.payout;
      if (payout) {
        it(`answers 404 to ${who(caller)} naming another organization's payout, or none, in their own office`, async () => {
          for (const id of own) {
            for (const payoutId of new Set([foreignPayoutOf(id), NO_PAYOUT])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${payout.in}.${payout.field} = ${payoutId}`;
              await expectRefused(route, requestAs(route, caller, id, { payoutId }), 404, caller.token, label);
            }
          }
        });
      }

      const review = access.review;
      if (review) {
        it(`answers 404 to ${who(caller)} naming another organization's review, or none, in their own office`, async () => {
          for (const id of own) {
            for (const reviewId of new Set([foreignReviewOf(id), NO_REVIEW])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${review.in}.${review.field} = ${reviewId}`;
              await expectRefused(route, requestAs(route, caller, id, { reviewId }), 404, caller.token, label);
            }
          }
        });
      }

      const location = access.location;
      if (location) {
        it(`answers 404 to ${who(caller)} naming a location of another organization, one of their own organization they are not assigned to, or none`, async () => {
          for (const id of own) {
            // A platform admin reaches every location of the organization: only the other organization's is refused.
            const unassigned = isPlatformAdmin(caller.type) ? NO_OFFICE : unassignedLocationOf(id, caller);
            for (const locationId of new Set([foreignLocationOf(id), unassigned, NO_OFFICE])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${location.in}.${location.field} = ${locationId}`;
              await expectRefused(route, requestAs(route, caller, id, { locationId }), 404, caller.token, label);
            }
          }
        });
      }

      const group = access.group;
      if (group) {
        it(`answers 404 to ${who(caller)} naming another organization's group of locations, or none`, async () => {
          for (const id of own) {
            for (const groupId of new Set([foreignGroupOf(id), NO_GROUP])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${group.in}.${group.field} = ${groupId}`;
              await expectRefused(route, requestAs(route, caller, id, { groupId }), 404, caller.token, label);
            }
          }
        });
      }

      const business = access.business;
      if (business) {
        it(`answers 404 to ${who(caller)} naming an employer of another organization, or none`, async () => {
          for (const id of own) {
            for (const businessId of new Set([foreignBusinessOf(id), NO_BUSINESS])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${business.in}.${business.field} = ${businessId}`;
              await expectRefused(route, requestAs(route, caller, id, { businessId }), 404, caller.token, label);
            }
          }
        });
      }

      const communityGroup = access.communityGroup;
      if (communityGroup) {
        it(`answers 404 to ${who(caller)} naming another organization's community group, or none`, async () => {
          for (const id of own) {
            for (const communityGroupId of new Set([foreignCommunityGroupOf(id), NO_COMMUNITY_GROUP])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${communityGroup.in}.${communityGroup.field} = ${communityGroupId}`;
              await expectRefused(route, requestAs(route, caller, id, { communityGroupId }), 404, caller.token, label);
            }
          }
        });
      }

      for (const kind of OFFICE_ROW_KINDS) {
        const ref = access[kind];
        if (!ref) continue;
        it(`answers 404 to ${who(caller)} naming another organization's ${kind}, or none`, async () => {
          for (const id of own) {
            for (const rowId of new Set([foreignOfficeRowOf(kind, id), NO_OFFICE_ROW])) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${ref.in}.${ref.field} = ${rowId}`;
              const req = requestAs(route, caller, id, { officeRows: { [kind]: rowId } });
              await expectRefused(route, req, 404, caller.token, label);
            }
          }
        });
      }

      const orgUser = access.orgUser;
      if (orgUser) {
        it(`answers 404 to ${who(caller)} naming a user outside their organization, or none`, async () => {
          for (const id of own) {
            for (const orgUserId of [foreignOfficeUserOf(id), NO_OFFICE]) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${orgUser.in}.${orgUser.field} = ${orgUserId}`;
              await expectRefused(route, requestAs(route, caller, id, { orgUserId }), 404, caller.token, label);
            }
          }
        });
      }

      const tierMethod = access.tierMethod;
      if (tierMethod) {
        it(`answers 404 to ${who(caller)} naming another organization's tier payment method, or none`, async () => {
          for (const id of own) {
            for (const tierMethodId of [foreignTierMethodOf(id), NO_TIER_METHOD]) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${tierMethod.in}.${tierMethod.field} = ${tierMethodId}`;
              await expectRefused(route, requestAs(route, caller, id, { tierMethodId }), 404, caller.token, label);
            }
          }
        });
      }

      const officeUser = access.officeUser;
      if (officeUser) {
        it(`answers 404 to ${who(caller)} naming a user of another organization, or none, in their own office`, async () => {
          for (const id of own) {
            for (const officeUserId of [foreignOfficeUserOf(id), NO_OFFICE]) {
              const label = `${route.key} as ${who(caller)} in ${officeName(id)} with ${officeUser.in}.${officeUser.field} = ${officeUserId}`;
              await expectRefused(route, requestAs(route, caller, id, { officeUserId }), 404, caller.token, label);
            }
          }
        });
      }

      const self = access.self;
      if (self) {
        it(`answers 404 to ${who(caller)} naming another user's id in the path`, async () => {
          const [id = NO_OFFICE] = own;
          const userId = someoneElse(caller);
          const label = `${route.key} as ${who(caller)} with ${self.in}.${self.field} = user ${userId}`;
          await expectRefused(route, requestAs(route, caller, id, { userId }), 404, caller.token, label);
        });
      }
    }
  });
}

it('visited every registered /api/v1 route', () => {
  const missed = routes.map((r) => r.key).filter((k) => !visited.has(k));
  expect(missed, 'routes no request reached').toEqual([]);
});

afterAll(() => {
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  console.log(
    `isolation: ${visited.size}/${routes.length} /api/v1 routes covered, ${requests} requests, ${callers.length} roles, ${seconds} s`,
  );
});
