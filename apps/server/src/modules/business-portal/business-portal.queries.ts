import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { queryRows } from '../../db/rows';
import { groupCodes, officeProfiles, offices, smallBusinesses, users } from '../../db/schema';

// The employer portal's SQL. Every read of employees starts from the business (enrolments.small_business_id), which
// the service takes from the signed-in user: no query here takes an id the caller typed.

export type BusinessRow = typeof smallBusinesses.$inferSelect;

/** Practices that offer BusinessConnect, open and verified, by name, city or ZIP (at most 20). */
export async function businessConnectOffices(db: Db, search: string) {
  const like = `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ name: offices.officeName, city: officeProfiles.city, slug: offices.slug, logo: offices.logo })
    .from(offices)
    .leftJoin(
      officeProfiles,
      and(eq(officeProfiles.organizationId, offices.organizationId), eq(officeProfiles.officeId, offices.id)),
    )
    .where(
      and(
        eq(offices.businessConnectOn, true),
        eq(offices.verified, true),
        isNull(offices.closedAt),
        search
          ? sql`(${offices.officeName} ilike ${like} or ${officeProfiles.city} ilike ${like} or ${officeProfiles.zip} ilike ${like} or ${offices.address} ilike ${like})`
          : undefined,
      ),
    )
    .orderBy(offices.officeName, offices.id)
    .limit(20);
}

/** An office by its public address, only when it offers BusinessConnect now. */
export async function businessConnectOfficeBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ id: offices.id, organizationId: offices.organizationId, name: offices.officeName })
    .from(offices)
    .where(
      and(
        eq(offices.slug, slug),
        eq(offices.businessConnectOn, true),
        eq(offices.verified, true),
        isNull(offices.closedAt),
      ),
    )
    .limit(1);
  return row ?? null;
}

/** An office as an employer sees it: name, city, address and logo. */
export async function practiceOf(db: Db, officeId: number | null) {
  if (officeId === null) return null;
  const [row] = await db
    .select({ name: offices.officeName, city: officeProfiles.city, slug: offices.slug, logo: offices.logo })
    .from(offices)
    .leftJoin(
      officeProfiles,
      and(eq(officeProfiles.organizationId, offices.organizationId), eq(officeProfiles.officeId, offices.id)),
    )
    .where(eq(offices.id, officeId))
    .limit(1);
  return row ? { ...row, city: row.city || null } : null;
}

export async function businessById(db: Db, id: number, lock = false) {
  const q = db.select().from(smallBusinesses).where(eq(smallBusinesses.id, id)).limit(1);
  const [row] = lock ? await q.for('update') : await q;
  return row ?? null;
}

/** The business of a signed-in employer (users.small_business_id), or null. */
export async function businessOfUser(db: Db, userId: number) {
  const [row] = await db
    .select({ businessId: users.smallBusinessId })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.type, 'sm_business')))
    .limit(1);
  return row?.businessId ?? null;
}

/** The first user of a business (its contact), if it has one. */
export async function userOfBusiness(db: Db, businessId: number) {
  const [row] = await db
    .select()
    .from(users)
    .where(and(eq(users.smallBusinessId, businessId), eq(users.type, 'sm_business')))
    .orderBy(users.id)
    .limit(1);
  return row ?? null;
}

export async function groupCodeOf(db: Db, businessId: number) {
  const [row] = await db
    .select({ code: groupCodes.code })
    .from(groupCodes)
    .where(eq(groupCodes.smallBusinessId, businessId))
    .limit(1);
  return row?.code ?? null;
}

/** Whether any household enrolled through the business (its practice is then fixed). */
export async function hasEnrolments(db: Db, businessId: number): Promise<boolean> {
  const rows = await queryRows<{ one: number }>(
    db,
    sql`select 1 as one from enrolments where small_business_id = ${businessId} limit 1`,
  );
  return rows.length > 0;
}

/** One household that enrolled through the business, as the employer may see it. */
export type HouseholdRow = {
  id: number;
  name: string;
  planName: string | null;
  people: number;
  summaries: string[] | null;
  enrolledAt: string;
  canceledAt: string | null;
  practice: string;
  /** Whether the business pays for the household now (members.paid_by_business_id on its account owner). */
  paidByYou: boolean;
};

/**
 * The households (latest enrolment of each account owner) that enrolled through the business, newest first: the
 * employee's name, the plans' people and summary statuses from the members list, never payment or health data.
 */
function householdsSql(businessId: number) {
  return sql`
    with mine as (
      select distinct on (e.organization_id, e.owner_member_id)
        e.id, e.organization_id, e.owner_member_id, e.office_id, e.created_at
      from enrolments e
      where e.small_business_id = ${businessId}
      order by e.organization_id, e.owner_member_id, e.created_at desc
    )
    select m.id::int as id,
      (o.first_name || ' ' || o.last_name) as name,
      coalesce(o.plan_name, (select h.plan_name from member_list h
        where h.organization_id = m.organization_id and h.account_owner_id = m.owner_member_id
          and not h.deleted and h.plan_name is not null order by h.member_id limit 1)) as "planName",
      (select count(*)::int from member_list h
        where h.organization_id = m.organization_id and (h.member_id = m.owner_member_id
          or h.account_owner_id = m.owner_member_id) and not h.deleted and h.subscription_id is not null) as people,
      (select array_agg(h.summary_status) from member_list h
        where h.organization_id = m.organization_id and (h.member_id = m.owner_member_id
          or h.account_owner_id = m.owner_member_id) and not h.deleted and h.subscription_id is not null) as summaries,
      (select max(h.canceled_at)::text from member_list h
        where h.organization_id = m.organization_id and (h.member_id = m.owner_member_id
          or h.account_owner_id = m.owner_member_id) and not h.deleted) as "canceledAt",
      m.created_at::text as "enrolledAt",
      f.office_name as practice,
      coalesce(w.paid_by_business_id = ${businessId}, false) as "paidByYou"
    from mine m
    join member_list o on o.organization_id = m.organization_id and o.member_id = m.owner_member_id and not o.deleted
    join members w on w.organization_id = m.organization_id and w.id = m.owner_member_id
    join offices f on f.organization_id = m.organization_id and f.id = m.office_id`;
}

const nameLike = (search: string) => `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** A page of the business's households, by name search. */
export async function householdPage(db: Db, businessId: number, search: string, page: number, pageSize: number) {
  const filter = search ? sql`where h.name ilike ${nameLike(search)}` : sql``;
  const rows = await queryRows<HouseholdRow & { total: number }>(
    db,
    sql`select h.*, count(*) over ()::int as total from (${householdsSql(businessId)}) h ${filter}
        order by h."enrolledAt" desc, h.id desc limit ${pageSize} offset ${(page - 1) * pageSize}`,
  );
  if (rows.length === 0 && page > 1) {
    const [count] = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from (${householdsSql(businessId)}) h ${filter}`,
    );
    return { rows: [], total: count?.n ?? 0 };
  }
  return { rows, total: rows[0]?.total ?? 0 };
}

/** Every household of the business (for its monthly counts). */
export const allHouseholds = (db: Db, businessId: number) =>
  queryRows<HouseholdRow>(db, sql`select * from (${householdsSql(businessId)}) h`);
