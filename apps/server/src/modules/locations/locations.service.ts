import type {
  ManageLocationsResponse,
  NewLocation as NewLocationSchema,
  PayoutChoice,
  ManageLocationsRequest as RequestSchema,
} from '@mhq/contract';
import { LOCATION_MESSAGES as M, mayInOffice, type UserType } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import { offices, officeUsers } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { type AuthContext, assertOfficeAction } from '../../http/guard';
import { recordAudit } from '../audit/audit.queries';
import { scopeOf } from '../members/member-scope';
import { insertOffice, ownersOfOrganization } from '../signup/signup.queries';
import { freeSlugFor, lockSlugs } from '../signup/signup.service';
import { addUsersAt, usersOfOrganization } from './locations.queries';
import { locationSummaries } from './locations.view';

export type Actor = { auth: AuthContext; ip: string };
export type Request = z.output<typeof RequestSchema>;
export type Location = z.output<typeof NewLocationSchema>;

/** The organization of the acting office and the locations of it the caller works in (all, for a platform admin). */
export async function visibleLocations(ctx: Ctx, auth: AuthContext, officeId: number) {
  return scopeOf(ctx.db, auth, officeId, 'all');
}

/** Whether the caller may add, change and close locations (the owner; office admins are told to contact support). */
async function mayManage(db: Db, auth: AuthContext, officeId: number): Promise<boolean> {
  const [link] = await db
    .select({ isOwner: officeUsers.isOwner, planCoordinator: officeUsers.planCoordinator })
    .from(officeUsers)
    .where(and(eq(officeUsers.userId, auth.userId), eq(officeUsers.officeId, officeId)))
    .limit(1);
  return mayInOffice(auth.type as UserType, link ?? null, 'manageLocations');
}

/** The Locations page: the organization's locations the caller works in; with `location`, adds it first. */
export async function manageLocations(ctx: Ctx, actor: Actor, req: Request): Promise<ManageLocationsResponse> {
  const officeId = req.dentistInfoId;
  let added: number | undefined;
  if (req.location) {
    // Adding is the owner's alone (office action manageLocations): the same check and refusal as the guard's.
    await assertOfficeAction(ctx.db, actor.auth, officeId, 'manageLocations');
    added = await addLocation(ctx, actor, officeId, req.location);
  }
  const scope = await visibleLocations(ctx, actor.auth, officeId);
  const all = await locationSummaries(ctx.db, scope.organizationId, scope.officeIds);
  const locations = req.includeClosed ? all : all.filter((l) => l.status === 'open');
  const addedSummary = all.find((l) => l.id === added);
  return {
    ...(addedSummary ? { _message: M.added(addedSummary.name), added: addedSummary } : {}),
    locations,
    canManage: await mayManage(ctx.db, actor.auth, officeId),
    closedHidden: all.length - locations.length,
  };
}

const oneLineAddress = (a: Location['address']) =>
  [a.line1, a.line2, a.city, `${a.state} ${a.zip}`].filter((s) => s.trim()).join(', ');

/**
 * Adds a location to the acting office's organization: its office row (a free slug from its name, its own enrolment
 * page), its profile, the organization's owners and the users picked working there, and its payout account shared
 * from another location or its own, connected later from its billing settings. All or nothing; audited.
 */
export async function addLocation(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  l: Location,
  /** More to write in the same transaction once the location exists (a duplicate's copied setup). */
  andThen?: (tx: Db, organizationId: number, newOfficeId: number) => Promise<Record<string, unknown>>,
): Promise<number> {
  return ctx.db.transaction(async (tx) => {
    const [acting] = await tx.select().from(offices).where(eq(offices.id, officeId));
    if (!acting) throw notFound();
    const organizationId = acting.organizationId;
    const known = await usersOfOrganization(tx, organizationId, l.userIds);
    // A user outside the organization is not found, as the guard answers for any id of another organization.
    if (known.length !== new Set(l.userIds).size) throw notFound();
    const payout = await payoutFrom(tx, organizationId, l.payout);
    await lockSlugs(tx);
    const slug = await freeSlugFor(tx, l.officeName);
    const office = await insertOffice(
      tx,
      organizationId,
      {
        officeName: l.officeName,
        slug,
        email: l.email,
        phone: l.phone,
        address: oneLineAddress(l.address),
        verified: acting.verified,
        associationId: acting.associationId,
        ...payout,
        onboardingDateComplete: payout.stripeAccountId ? ctx.clock.now() : null,
      },
      {
        addressLine1: l.address.line1,
        addressLine2: l.address.line2,
        city: l.address.city,
        state: l.address.state,
        zip: l.address.zip,
        hours: l.hours,
        updatedAt: ctx.clock.now(),
      },
      await ownersOfOrganization(tx, organizationId),
    );
    await addUsersAt(tx, organizationId, office.id, l.userIds);
    const copied = andThen ? await andThen(tx, organizationId, office.id) : {};
    await recordAudit(tx, {
      organizationId,
      officeId: office.id,
      actorUserId: actor.auth.userId,
      action: andThen ? 'location.duplicate' : 'location.add',
      targetType: 'office',
      targetId: office.id,
      detail: { from: officeId, payout: l.payout.mode, users: l.userIds, ...copied },
      ip: actor.ip,
    });
    return office.id;
  });
}

/** The payout account a location takes: a connected one of another location of the organization, or none yet. */
export async function payoutFrom(db: Db, organizationId: number, choice: PayoutChoice) {
  if (choice.mode === 'own') return { stripeAccountId: null, last4: null, accountStatus: null };
  const [from] = await db
    .select()
    .from(offices)
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, choice.fromLocationId)));
  if (!from?.stripeAccountId) throw badRequest(M.shareFrom, { 'payout.fromLocationId': M.shareFrom });
  return { stripeAccountId: from.stripeAccountId, last4: from.last4, accountStatus: from.accountStatus };
}
