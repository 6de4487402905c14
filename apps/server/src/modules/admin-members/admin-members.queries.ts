import { ADMIN_MEMBERS_PAGE_SIZE, type AdminMemberSort } from '@mhq/contract';
import { and, asc, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { memberList as l, members, offices, organizations } from '../../db/schema';

/**
 * The platform admins' members list: every office's rows of member_list (one narrow row per member, kept by the
 * database), with the office and organization they belong to. A search looks in the trigram index, whose office
 * column a search across every office simply leaves out.
 */

export type AdminMemberFilter = { search: SQL | undefined; status?: string };

const where = (f: AdminMemberFilter) =>
  and(sql`not ${l.deleted}`, f.search, f.status ? eq(l.summaryStatus, f.status) : undefined);

const ORDER: Record<AdminMemberSort, SQL[]> = {
  name: [asc(l.sortName), asc(l.memberId)],
  newest: [desc(l.memberCreatedAt), desc(l.memberId)],
  office: [asc(offices.officeName), asc(l.sortName), asc(l.memberId)],
};

/** One page of members across every office, in the order asked for. */
export async function adminMemberPage(db: Db, f: AdminMemberFilter, sort: AdminMemberSort, page: number) {
  return db
    .select({
      id: l.memberId,
      firstName: l.firstName,
      lastName: l.lastName,
      email: l.email,
      phone: l.phone,
      chartId: l.chartId,
      birthDate: l.birthDate,
      accountOwnerId: l.accountOwnerId,
      officeId: l.officeId,
      officeName: offices.officeName,
      organizationId: l.organizationId,
      organizationName: organizations.name,
      summaryStatus: l.summaryStatus,
      planName: l.planName,
      since: l.memberCreatedAt,
    })
    .from(l)
    .innerJoin(offices, eq(offices.id, l.officeId))
    .innerJoin(organizations, eq(organizations.id, l.organizationId))
    .where(where(f))
    .orderBy(...ORDER[sort])
    .limit(ADMIN_MEMBERS_PAGE_SIZE)
    .offset((page - 1) * ADMIN_MEMBERS_PAGE_SIZE);
}

/** How many members match, every page together. */
export async function adminMemberCount(db: Db, f: AdminMemberFilter): Promise<number> {
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(l).where(where(f));
  return Number(row?.n ?? 0);
}

/** One member of any office, with their office, organization, household owner and listed status. */
export async function adminPatient(db: Db, memberId: number) {
  const owner = sql<string | null>`(select o.first_name || ' ' || o.last_name from members o
    where o.organization_id = ${members.organizationId} and o.id = ${members.accountOwnerId})`;
  const [row] = await db
    .select({
      member: members,
      officeName: offices.officeName,
      organizationName: organizations.name,
      ownerName: owner,
      summaryStatus: sql<string | null>`(select ml.summary_status from member_list ml
        where ml.organization_id = ${members.organizationId} and ml.member_id = ${members.id})`,
    })
    .from(members)
    .innerJoin(offices, eq(offices.id, members.officeId))
    .innerJoin(organizations, eq(organizations.id, members.organizationId))
    .where(eq(members.id, memberId))
    .limit(1);
  return row ?? null;
}
