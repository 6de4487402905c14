import { and, asc, eq, gt, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import {
  associations,
  globalBanners,
  members,
  offices,
  officeUsers,
  organizations,
  plans,
  smallBusinesses,
  users,
} from '../../db/schema';
import { planAppliesTo } from '../plans/plans.queries';

export type OfficeRow = typeof offices.$inferSelect;

/** The offices an office user works in, oldest first, with the role they hold in each. */
export async function officesOfUser(db: Db, userId: number) {
  return db
    .select({ office: offices, isOwner: officeUsers.isOwner, planCoordinator: officeUsers.planCoordinator })
    .from(officeUsers)
    .innerJoin(
      offices,
      and(eq(offices.id, officeUsers.officeId), eq(offices.organizationId, officeUsers.organizationId)),
    )
    .where(eq(officeUsers.userId, userId))
    .orderBy(asc(offices.id));
}

/** The offices holding a patient's memberships. */
export async function officesOfPatient(db: Db, userId: number) {
  return db
    .selectDistinct({ office: offices })
    .from(members)
    .innerJoin(offices, and(eq(offices.id, members.officeId), eq(offices.organizationId, members.organizationId)))
    .where(eq(members.userId, userId))
    .orderBy(asc(offices.id));
}

export async function officeById(db: Db, officeId: number) {
  const [row] = await db.select().from(offices).where(eq(offices.id, officeId)).limit(1);
  return row ?? null;
}

/** Plans the office has (neither archived nor deleted), in the order patients see them. */
export async function officePlans(db: Db, organizationId: number, officeId: number) {
  return db
    .select({ id: plans.id, name: plans.name })
    .from(plans)
    .where(
      and(
        // The plans offered at the office (its own, its groups' and the organization's master plans).
        planAppliesTo({ organizationId, officeId }),
        ne(plans.viewStatus, 'archived'),
      ),
    )
    .orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function officeHasMembers(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(members)
    .where(and(eq(members.organizationId, organizationId), eq(members.officeId, officeId)))
    .limit(1);
  return Boolean(row);
}

export async function organizationById(db: Db, id: number) {
  const [row] = await db.select().from(organizations).where(eq(organizations.id, id)).limit(1);
  return row ?? null;
}

export async function associationById(db: Db, id: number) {
  const [row] = await db.select().from(associations).where(eq(associations.id, id)).limit(1);
  return row ?? null;
}

export async function smallBusinessById(db: Db, id: number) {
  const [row] = await db.select().from(smallBusinesses).where(eq(smallBusinesses.id, id)).limit(1);
  return row ?? null;
}

export async function userById(db: Db, id: number) {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row ?? null;
}

/** The newest banner that has started and not ended. */
export async function currentBanner(db: Db, now: Date) {
  const [row] = await db
    .select()
    .from(globalBanners)
    .where(and(lte(globalBanners.startsAt, now), or(isNull(globalBanners.endsAt), gt(globalBanners.endsAt, now))))
    .orderBy(sql`${globalBanners.id} desc`)
    .limit(1);
  return row ?? null;
}

/** Whether a patient's household reads Spanish: the account owner's choice, from the member record the user holds. */
export async function patientReadsSpanish(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ spanish: members.spanish })
    .from(members)
    .where(and(eq(members.userId, userId), isNull(members.deletedAt)))
    .orderBy(asc(members.id))
    .limit(1);
  return row?.spanish ?? false;
}
