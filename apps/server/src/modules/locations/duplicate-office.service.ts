import type { DuplicateOfficePreview, DuplicateOfficeRequest, DuplicateOfficeResponse } from '@mhq/contract';
import { LOCATION_MESSAGES as M, WEEKDAY_VALUES } from '@mhq/domain';
import { and, asc, eq, inArray, isNull, or } from 'drizzle-orm';
import type { z } from 'zod';
import type { Db } from '../../db/connection';
import {
  locationGroupOffices,
  locationGroups,
  officeMarketing,
  officeProfiles,
  offices,
  officeUsers,
  planSettings,
  plans,
  users,
} from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import { type Actor, addLocation } from './locations.service';
import { locationSummaries } from './locations.view';

// Duplicating an office's setup into a new location (issue 27, `/accounts/duplicate/{firstOffice}/{userId}`): the
// owner opening a second site of the same practice starts from the first one's plans, groups, team, hours and profile
// instead of building them again. The new location has its own name, contacts, address and enrolment page.

type Request = z.output<typeof DuplicateOfficeRequest>;

/** The office's own plans: location plans homed on it (master and group plans reach a new location by themselves). */
const ownPlansOf = (organizationId: number, officeId: number) =>
  and(
    eq(plans.organizationId, organizationId),
    eq(plans.isDeleted, false),
    eq(plans.targetType, 'location'),
    or(eq(plans.targetId, officeId), and(isNull(plans.targetId), eq(plans.officeId, officeId))),
  );

async function setupOf(db: Db, officeId: number) {
  const [row] = await db
    .select({ office: offices, profile: officeProfiles })
    .from(offices)
    .leftJoin(
      officeProfiles,
      and(eq(officeProfiles.organizationId, offices.organizationId), eq(officeProfiles.officeId, offices.id)),
    )
    .where(eq(offices.id, officeId));
  if (!row) throw notFound();
  const organizationId = row.office.organizationId;
  const groups = await db
    .select({ id: locationGroups.id, name: locationGroups.name })
    .from(locationGroupOffices)
    .innerJoin(
      locationGroups,
      and(
        eq(locationGroups.organizationId, locationGroupOffices.organizationId),
        eq(locationGroups.id, locationGroupOffices.groupId),
      ),
    )
    .where(and(eq(locationGroupOffices.organizationId, organizationId), eq(locationGroupOffices.officeId, officeId)))
    .orderBy(asc(locationGroups.name));
  const own = await db
    .select()
    .from(plans)
    .where(ownPlansOf(organizationId, officeId))
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  const groupIds = groups.map((g) => g.id);
  const shared = await db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(
      and(
        eq(plans.organizationId, organizationId),
        eq(plans.isDeleted, false),
        or(
          eq(plans.targetType, 'master'),
          groupIds.length > 0 ? and(eq(plans.targetType, 'group'), inArray(plans.targetId, groupIds)) : undefined,
        ),
      ),
    )
    .orderBy(asc(plans.sortOrder), asc(plans.id));
  const team = await db
    .select({ id: users.id, first: users.firstName, last: users.lastName, link: officeUsers })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(
      and(eq(officeUsers.organizationId, organizationId), eq(officeUsers.officeId, officeId), eq(users.isActive, true)),
    )
    .orderBy(asc(users.lastName), asc(users.firstName));
  return { ...row, organizationId, groups, own, shared, team };
}

const closedDay = { open: false, from: '09:00', to: '17:00' };
const hoursOf = (saved: Record<string, { open: boolean; from: string; to: string }> | null | undefined) =>
  Object.fromEntries(WEEKDAY_VALUES.map((d) => [d, saved?.[d] ?? closedDay])) as DuplicateOfficePreview['hours'];

/** What duplicating the office copies into the new location. */
export async function duplicatePreview(ctx: Ctx, officeId: number): Promise<DuplicateOfficePreview> {
  const s = await setupOf(ctx.db, officeId);
  return {
    officeName: s.office.officeName,
    plans: s.own.map((p) => ({ id: p.id, name: p.name })),
    sharedPlans: s.shared,
    groups: s.groups,
    team: s.team.map((u) => ({ id: u.id, name: `${u.first} ${u.last}`, owner: u.link.isOwner })),
    hours: hoursOf(s.profile?.hours),
    specialtyId: s.profile?.specialtyId ?? null,
    services: s.profile?.services ?? [],
    bookingUrl: s.profile?.bookingUrl ?? '',
    payoutConnected: s.office.stripeAccountId !== null,
  };
}

/**
 * Adds the new location as Locations' 'Add location' does (the owner's alone; free slug, its own profile, owners
 * linked, payout shared or its own), then, in the same transaction, copies the first office's own plans (as the new
 * location's own), its groups, its team with their titles, its profile's specialty, services and booking link, its
 * plan settings and its theme. Audited as one 'location.duplicate' with what was copied.
 */
export async function duplicateOffice(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  req: Request,
): Promise<DuplicateOfficeResponse> {
  const s = await setupOf(ctx.db, officeId);
  const userIds = req.userIds ?? s.team.filter((u) => !u.link.isOwner).map((u) => u.id);
  const location = { ...req, hours: req.hours ?? hoursOf(s.profile?.hours), userIds };
  let copiedPlans = 0;
  const newId = await addLocation(ctx, actor, officeId, location, async (tx, organizationId, newOfficeId) => {
    const now = ctx.clock.now();
    const own = await tx.select().from(plans).where(ownPlansOf(organizationId, officeId));
    if (own.length > 0) {
      await tx.insert(plans).values(
        own.map(({ id: _planId, createdAt: _created, ...p }) => ({
          ...p,
          officeId: newOfficeId,
          targetType: 'location',
          targetId: null,
          updatedByUserId: actor.auth.userId,
          updatedAt: now,
        })),
      );
    }
    copiedPlans = own.length;
    if (s.groups.length > 0) {
      await tx
        .insert(locationGroupOffices)
        .values(s.groups.map((g) => ({ organizationId, groupId: g.id, officeId: newOfficeId })))
        .onConflictDoNothing();
    }
    // The team keeps its titles and plan roles (owners were linked when the location was added).
    for (const u of s.team.filter((t) => !t.link.isOwner && userIds.includes(t.id))) {
      await tx
        .update(officeUsers)
        .set({ jobTitle: u.link.jobTitle, planCoordinator: u.link.planCoordinator })
        .where(
          and(
            eq(officeUsers.organizationId, organizationId),
            eq(officeUsers.officeId, newOfficeId),
            eq(officeUsers.userId, u.id),
          ),
        );
    }
    if (s.profile) {
      await tx
        .update(officeProfiles)
        .set({
          specialtyId: s.profile.specialtyId,
          services: s.profile.services,
          bookingUrl: s.profile.bookingUrl,
          pmsSystem: s.profile.pmsSystem,
          marketplaceListed: s.profile.marketplaceListed,
        })
        .where(and(eq(officeProfiles.organizationId, organizationId), eq(officeProfiles.officeId, newOfficeId)));
    }
    const [settings] = await tx
      .select()
      .from(planSettings)
      .where(and(eq(planSettings.organizationId, organizationId), eq(planSettings.officeId, officeId)));
    if (settings)
      await tx
        .insert(planSettings)
        .values({ ...settings, officeId: newOfficeId })
        .onConflictDoNothing();
    const [marketing] = await tx
      .select()
      .from(officeMarketing)
      .where(and(eq(officeMarketing.organizationId, organizationId), eq(officeMarketing.officeId, officeId)));
    if (marketing) {
      await tx
        .insert(officeMarketing)
        .values({ ...marketing, officeId: newOfficeId, leaderboardOptIn: false, updatedByUserId: actor.auth.userId })
        .onConflictDoNothing();
    }
    return { copiedPlans: own.length, groups: s.groups.map((g) => g.id) };
  });
  const [summary] = (await locationSummaries(ctx.db, s.organizationId, [newId])).filter((l) => l.id === newId);
  if (!summary) throw notFound();
  return { _message: M.added(summary.name), location: summary, copiedPlans };
}
