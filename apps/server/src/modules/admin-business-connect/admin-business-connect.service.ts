import {
  ADMIN_BUSINESSES_PAGE_SIZE,
  type AdminBusiness,
  type AdminBusinessDetailResponse,
  type AdminBusinessesQuery,
  type AdminBusinessesResponse,
  SMALL_BUSINESS_STATUSES,
  type SmallBusinessStatus,
} from '@mhq/contract';
import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { containing } from '../../db/like';
import { offices, smallBusinesses, users } from '../../db/schema';
import type { Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { recordReadAudit } from '../audit/audit.queries';
import { type BusinessFigures, employeesOf, figuresFor, figuresOf } from '../business-connect/business-connect.queries';

// Every employer on the platform for its admins (/admin/business-connect): across offices, so the figures come from
// the employers' own enrolments, and looking at one employer's employees is audited here (no office names it).

type Row = { business: typeof smallBusinesses.$inferSelect; office: { id: number; name: string; slug: string } | null };

const statusOf = (s: string): SmallBusinessStatus =>
  (SMALL_BUSINESS_STATUSES as readonly string[]).includes(s) ? (s as SmallBusinessStatus) : 'active';

function view(r: Row, f: BusinessFigures): AdminBusiness {
  const b = r.business;
  return {
    id: b.id,
    name: b.name,
    email: b.email,
    phone: b.phone,
    status: statusOf(b.status),
    office: r.office,
    employees: f.employees,
    activeMembers: f.activeMembers,
    revenueCents: f.revenueCents,
    createdAt: b.createdAt.toISOString(),
  };
}

async function rowsWhere(db: Db, where: SQL | undefined, page?: number): Promise<Row[]> {
  const q = db
    .select({ business: smallBusinesses, officeId: offices.id, officeName: offices.officeName, slug: offices.slug })
    .from(smallBusinesses)
    .leftJoin(offices, eq(offices.id, smallBusinesses.officeId))
    .where(where)
    .orderBy(asc(smallBusinesses.name), asc(smallBusinesses.id));
  const rows = page
    ? await q.limit(ADMIN_BUSINESSES_PAGE_SIZE).offset((page - 1) * ADMIN_BUSINESSES_PAGE_SIZE)
    : await q.limit(1);
  return rows.map((r) => ({
    business: r.business,
    office:
      r.officeId !== null && r.officeName !== null && r.slug !== null
        ? { id: r.officeId, name: r.officeName, slug: r.slug }
        : null,
  }));
}

/** One page of employers by name, searched by name, email or office, narrowed to a status, with the total. */
export async function adminBusinesses(ctx: Ctx, q: AdminBusinessesQuery): Promise<AdminBusinessesResponse> {
  const term = containing(q.search);
  const where = and(
    term
      ? or(ilike(smallBusinesses.name, term), ilike(smallBusinesses.email, term), ilike(offices.officeName, term))
      : undefined,
    q.status ? eq(smallBusinesses.status, q.status) : undefined,
  );
  const rows = await rowsWhere(ctx.db, where, q.page);
  const [total] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(smallBusinesses)
    .leftJoin(offices, eq(offices.id, smallBusinesses.officeId))
    .where(where);
  const figures = await figuresOf(
    ctx.db,
    rows.map((r) => r.business.id),
  );
  return {
    businesses: rows.map((r) => view(r, figuresFor(figures, r.business.id))),
    total: Number(total?.n ?? 0),
    page: q.page,
    pageSize: ADMIN_BUSINESSES_PAGE_SIZE,
  };
}

/** An employer with its users and the employees who enrolled through it; the look at the employees is audited. */
export async function adminBusiness(
  ctx: Ctx,
  actor: { auth: AuthContext; ip: string },
  businessId: number,
): Promise<AdminBusinessDetailResponse> {
  const [row] = await rowsWhere(ctx.db, eq(smallBusinesses.id, businessId));
  if (!row) throw notFound();
  const [figures, employees, people] = await Promise.all([
    figuresOf(ctx.db, [businessId]),
    employeesOf(ctx.db, businessId),
    ctx.db
      .select({
        id: users.id,
        first: users.firstName,
        last: users.lastName,
        email: users.email,
        active: users.isActive,
      })
      .from(users)
      .where(eq(users.smallBusinessId, businessId))
      .orderBy(asc(users.lastName), asc(users.firstName)),
  ]);
  const b = row.business;
  await recordReadAudit(ctx.db, {
    organizationId: b.organizationId,
    officeId: b.officeId,
    actorUserId: actor.auth.userId,
    ip: actor.ip,
    action: 'business_employees.read',
    targetType: 'small_business',
    targetId: businessId,
    detail: { employees: employees.length },
  });
  return {
    business: view(row, figuresFor(figures, businessId)),
    address: b.address,
    employeeCount: b.employeeCount,
    termsAcceptedAt: b.termsAcceptedAt?.toISOString() ?? null,
    activatedAt: b.activatedAt?.toISOString() ?? null,
    people: people.map((p) => ({ id: p.id, name: `${p.first} ${p.last}`, email: p.email, active: p.active })),
    employees: employees.map((e) => ({
      memberId: e.member_id,
      name: `${e.first_name} ${e.last_name}`,
      plan: e.plan_name,
      status: e.summary_status,
      members: e.members,
      enrolledOn: e.enrolled_at,
      office: e.office_name,
    })),
  };
}
