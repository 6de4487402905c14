import { PLATFORM_ADMIN_TYPES, type SupportStatus } from '@mhq/domain';
import { and, asc, desc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/connection';
import { auditLog, offices, organizations, supportReplies, supportRequests, users } from '../../db/schema';

// The support inbox reads across every organization: platform admins only (the routes say so).

const assignee = alias(users, 'assignee');

export type InboxFilter = {
  search?: string;
  status?: SupportStatus;
  assigned?: 'me' | 'nobody';
  callerId: number;
  sort: 'newest' | 'oldest' | 'updated';
  page: number;
  pageSize: number;
};

const likeOf = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** The search and the 'assigned' filter (the status filter apart: the status tabs count across it). */
function matching(f: InboxFilter): SQL[] {
  const conditions: SQL[] = [];
  if (f.search) {
    const like = likeOf(f.search);
    const byId = /^#?\d{1,9}$/.test(f.search) ? eq(supportRequests.id, Number(f.search.replace('#', ''))) : undefined;
    const words = or(
      ilike(supportRequests.name, like),
      ilike(supportRequests.email, like),
      ilike(supportRequests.message, like),
      ilike(offices.officeName, like),
      ilike(organizations.name, like),
      byId,
    );
    if (words) conditions.push(words);
  }
  if (f.assigned === 'me') conditions.push(eq(supportRequests.assignedToUserId, f.callerId));
  if (f.assigned === 'nobody') conditions.push(isNull(supportRequests.assignedToUserId));
  return conditions;
}

const replyCount = sql<number>`(select count(*)::int from ${supportReplies} r where r.support_request_id = ${supportRequests.id})`;

const columns = {
  id: supportRequests.id,
  createdAt: supportRequests.createdAt,
  updatedAt: supportRequests.updatedAt,
  closedAt: supportRequests.closedAt,
  status: supportRequests.status,
  issueType: supportRequests.issueType,
  name: supportRequests.name,
  email: supportRequests.email,
  officeId: offices.id,
  officeName: offices.officeName,
  organizationId: organizations.id,
  organizationName: organizations.name,
  userId: users.id,
  userFirstName: users.firstName,
  userLastName: users.lastName,
  userEmail: users.email,
  userType: users.type,
  assigneeId: assignee.id,
  assigneeFirstName: assignee.firstName,
  assigneeLastName: assignee.lastName,
  assigneeEmail: assignee.email,
  replyCount,
};

/** The request joined with its office, organization, sender and assignee (the inbox's and the detail's rows). */
function joined(db: Db, extra: { preview?: boolean; message?: boolean } = {}) {
  return db
    .select({
      ...columns,
      ...(extra.preview ? { preview: sql<string>`left(${supportRequests.message}, 200)` } : {}),
      ...(extra.message ? { message: supportRequests.message } : {}),
    })
    .from(supportRequests)
    .innerJoin(users, eq(users.id, supportRequests.userId))
    .leftJoin(offices, eq(offices.id, supportRequests.officeId))
    .leftJoin(organizations, eq(organizations.id, supportRequests.organizationId))
    .leftJoin(assignee, eq(assignee.id, supportRequests.assignedToUserId));
}

const ORDER = {
  newest: [desc(supportRequests.createdAt), desc(supportRequests.id)],
  oldest: [asc(supportRequests.createdAt), asc(supportRequests.id)],
  updated: [desc(supportRequests.updatedAt), desc(supportRequests.id)],
} as const;

/** One page of the inbox, with the number of requests that match (all pages) and how many hold each status. */
export async function inboxPage(db: Db, f: InboxFilter) {
  const base = matching(f);
  const withStatus = f.status ? [...base, eq(supportRequests.status, f.status)] : base;
  const where = withStatus.length > 0 ? and(...withStatus) : undefined;
  const rows = await joined(db, { preview: true })
    .where(where)
    .orderBy(...ORDER[f.sort])
    .limit(f.pageSize)
    .offset((f.page - 1) * f.pageSize);
  const counted = await db
    .select({ status: supportRequests.status, n: sql<number>`count(*)::int` })
    .from(supportRequests)
    .leftJoin(offices, eq(offices.id, supportRequests.officeId))
    .leftJoin(organizations, eq(organizations.id, supportRequests.organizationId))
    .where(base.length > 0 ? and(...base) : undefined)
    .groupBy(supportRequests.status);
  return { rows, counted };
}

export async function supportRequestById(db: Db, id: number) {
  const [row] = await joined(db, { message: true }).where(eq(supportRequests.id, id));
  return row ?? null;
}

/** The request's row, locked for a change (two admins acting at once take turns). */
export async function lockSupportRequest(db: Db, id: number) {
  const [row] = await db
    .select({
      id: supportRequests.id,
      status: supportRequests.status,
      organizationId: supportRequests.organizationId,
      officeId: supportRequests.officeId,
      assignedToUserId: supportRequests.assignedToUserId,
      email: supportRequests.email,
      name: supportRequests.name,
      issueType: supportRequests.issueType,
    })
    .from(supportRequests)
    .where(eq(supportRequests.id, id))
    .for('update');
  return row ?? null;
}

export async function updateSupportRequest(
  db: Db,
  id: number,
  set: { status?: string; assignedToUserId?: number | null; closedAt?: Date | null; updatedAt: Date },
): Promise<void> {
  await db.update(supportRequests).set(set).where(eq(supportRequests.id, id));
}

export async function insertSupportReply(
  db: Db,
  reply: { supportRequestId: number; authorUserId: number; message: string; mailed: boolean; createdAt: Date },
) {
  const [row] = await db.insert(supportReplies).values(reply).returning({ id: supportReplies.id });
  return row?.id;
}

export async function repliesOf(db: Db, requestId: number) {
  return db
    .select({
      id: supportReplies.id,
      at: supportReplies.createdAt,
      message: supportReplies.message,
      mailed: supportReplies.mailed,
      authorId: users.id,
      authorFirstName: users.firstName,
      authorLastName: users.lastName,
      authorEmail: users.email,
    })
    .from(supportReplies)
    .innerJoin(users, eq(users.id, supportReplies.authorUserId))
    .where(eq(supportReplies.supportRequestId, requestId))
    .orderBy(asc(supportReplies.createdAt), asc(supportReplies.id));
}

/** What the audit log holds about the request's changes, oldest first. */
export async function historyOf(db: Db, requestId: number) {
  return db
    .select({
      at: auditLog.createdAt,
      action: auditLog.action,
      detail: auditLog.detail,
      actor: sql<string | null>`${users.firstName} || ' ' || ${users.lastName}`,
    })
    .from(auditLog)
    .leftJoin(users, eq(users.id, auditLog.actorUserId))
    .where(
      and(
        eq(auditLog.targetType, 'support_request'),
        eq(auditLog.targetId, String(requestId)),
        sql`${auditLog.action} <> 'support_request.view'`,
      ),
    )
    .orderBy(asc(auditLog.id));
}

/** The active platform admins, by name. */
export async function platformAdmins(db: Db) {
  return db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      type: users.type,
    })
    .from(users)
    .where(and(inArray(users.type, [...PLATFORM_ADMIN_TYPES]), eq(users.isActive, true)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}
