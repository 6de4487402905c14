import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { enrolments, members, officeProfiles, offices, plans } from '../../db/schema';
import { notFound } from '../../http/app-error';
import { householdOwner, type Member } from '../billing/billing.queries';

// What the patient's own household page reads beyond the household itself: the signed-in patient's place in it, the
// plans' coverage, how the household enrolled, and what the office publishes.

/** The owner of the signed-in patient's household at this office (a family member's login reads their owner's), or 404. */
export async function ownHouseholdOwner(db: Db, officeId: number, userId: number): Promise<Member> {
  const [me] = await db
    .select({ id: members.id })
    .from(members)
    .where(and(eq(members.officeId, officeId), eq(members.userId, userId), isNull(members.deletedAt)))
    .orderBy(asc(members.id))
    .limit(1);
  if (!me) throw notFound();
  const owner = await householdOwner(db, officeId, me.id);
  if (owner.deletedAt) throw notFound();
  return owner;
}

/** The plans' coverage and words, both languages, by plan id. */
export async function plansById(db: Db, organizationId: number, planIds: readonly number[]) {
  if (planIds.length === 0) return new Map<number, PlanWords>();
  const rows = await db
    .select({
      id: plans.id,
      name: plans.name,
      spanishName: plans.spanishName,
      description: plans.description,
      spanishDescription: plans.spanishDescription,
      priceCodes: plans.priceCodes,
    })
    .from(plans)
    .where(and(eq(plans.organizationId, organizationId), inArray(plans.id, [...new Set(planIds)])));
  return new Map(rows.map((r) => [r.id, r]));
}
export type PlanWords = {
  id: number;
  name: string;
  spanishName: string;
  description: string;
  spanishDescription: string;
  priceCodes: { code: string; quantity: number }[];
};

/** The household's first enrolment: how and when it agreed to the membership. Null for a household imported. */
export async function firstEnrolment(db: Db, organizationId: number, ownerMemberId: number) {
  const [row] = await db
    .select({
      channel: enrolments.channel,
      createdAt: enrolments.createdAt,
      term: enrolments.term,
      language: enrolments.language,
    })
    .from(enrolments)
    .where(and(eq(enrolments.organizationId, organizationId), eq(enrolments.ownerMemberId, ownerMemberId)))
    .orderBy(asc(enrolments.id))
    .limit(1);
  return row ?? null;
}

/** The office and its public profile (address fields, hours, booking link), or 404. */
export async function officeWithProfile(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select({ office: offices, profile: officeProfiles })
    .from(offices)
    .leftJoin(
      officeProfiles,
      and(eq(officeProfiles.organizationId, offices.organizationId), eq(officeProfiles.officeId, offices.id)),
    )
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
  if (!row) throw notFound();
  return row;
}
