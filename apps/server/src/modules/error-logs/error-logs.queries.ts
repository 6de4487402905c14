import { and, desc, eq, ilike, isNotNull, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { errorLogs, offices, organizations, users } from '../../db/schema';

// The error logs read across every organization: platform admins only (the routes say so).

export type NewErrorLog = typeof errorLogs.$inferInsert;

export async function insertErrorLog(db: Db, row: NewErrorLog): Promise<void> {
  await db.insert(errorLogs).values(row);
}

export type ErrorLogFilter = {
  search?: string;
  kind?: 'request' | 'job';
  officeId?: number;
  page: number;
  pageSize: number;
};

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

function conditionsOf(f: ErrorLogFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (f.search) {
    const like = likeOf(f.search);
    const words = or(
      ilike(errorLogs.message, like),
      ilike(errorLogs.route, like),
      ilike(errorLogs.job, like),
      ilike(errorLogs.errorName, like),
      eq(errorLogs.requestId, f.search),
    );
    if (words) conditions.push(words);
  }
  if (f.kind) conditions.push(eq(errorLogs.kind, f.kind));
  if (f.officeId !== undefined) conditions.push(eq(errorLogs.officeId, f.officeId));
  return conditions.length > 0 ? and(...conditions) : undefined;
}

const columns = {
  id: errorLogs.id,
  at: errorLogs.createdAt,
  kind: errorLogs.kind,
  requestId: errorLogs.requestId,
  method: errorLogs.method,
  route: errorLogs.route,
  status: errorLogs.status,
  job: errorLogs.job,
  userId: errorLogs.userId,
  userName: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
  userEmail: users.email,
  organizationId: errorLogs.organizationId,
  organizationName: organizations.name,
  officeId: errorLogs.officeId,
  officeName: offices.officeName,
  errorName: errorLogs.errorName,
};

function joined(db: Db, extra: { stack?: boolean; fullMessage?: boolean }) {
  return db
    .select({
      ...columns,
      message: extra.fullMessage ? errorLogs.message : sql<string>`left(${errorLogs.message}, 300)`,
      ...(extra.stack ? { stack: errorLogs.stack } : {}),
    })
    .from(errorLogs)
    .leftJoin(users, eq(users.id, errorLogs.userId))
    .leftJoin(organizations, eq(organizations.id, errorLogs.organizationId))
    .leftJoin(offices, eq(offices.id, errorLogs.officeId));
}

/** One page of the error logs, newest first, with how many match in all. */
export async function errorLogPage(db: Db, f: ErrorLogFilter) {
  const where = conditionsOf(f);
  const rows = await joined(db, {})
    .where(where)
    .orderBy(desc(errorLogs.createdAt), desc(errorLogs.id))
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const [counted] = await db.select({ n: sql<number>`count(*)::int` }).from(errorLogs).where(where);
  return { rows, total: Number(counted?.n ?? 0) };
}

export async function errorLogById(db: Db, id: number) {
  const [row] = await joined(db, { stack: true, fullMessage: true }).where(eq(errorLogs.id, id));
  return row ?? null;
}

/** The offices that have errors logged, by name (the office filter's choices). */
export async function officesWithErrors(db: Db) {
  return db
    .selectDistinct({ id: offices.id, name: offices.officeName })
    .from(errorLogs)
    .innerJoin(offices, eq(offices.id, errorLogs.officeId))
    .where(isNotNull(errorLogs.officeId))
    .orderBy(offices.officeName, offices.id)
    .limit(500);
}
