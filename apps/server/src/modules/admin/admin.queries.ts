import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import { and, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { mailAttachments, mailOutbox, members, offices, officeUsers, organizations, users } from '../../db/schema';

/** Every office with its organization and member count; cross-organization, for platform admins only. */
export async function listOffices(db: Db, search?: string) {
  const term = search ? `%${search.replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null;
  return db
    .select({
      id: offices.id,
      officeName: offices.officeName,
      organizationId: offices.organizationId,
      organizationName: organizations.name,
      email: offices.email,
      verified: offices.verified,
      memberCount: sql<number>`(select count(*)::int from ${members} m where m.office_id = ${offices.id} and m.organization_id = ${offices.organizationId})`,
    })
    .from(offices)
    .innerJoin(organizations, eq(organizations.id, offices.organizationId))
    .where(
      term
        ? or(ilike(offices.officeName, term), ilike(organizations.name, term), ilike(offices.email, term))
        : undefined,
    )
    .orderBy(offices.id)
    .limit(500);
}

export async function usersOfOffices(db: Db, officeIds: number[]) {
  if (officeIds.length === 0) return [];
  return db
    .select({
      officeId: officeUsers.officeId,
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
      type: users.type,
      owner: officeUsers.isOwner,
    })
    .from(officeUsers)
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(and(inArray(officeUsers.officeId, officeIds), eq(users.isActive, true)))
    .orderBy(desc(officeUsers.isOwner), users.id);
}

/**
 * Whether a mail is addressed to a platform user (admin, super_admin, almost_super), by the recipient's user row
 * rather than by what the mail says: such mail may carry a reset or invitation link to a platform account.
 */
const toPlatformUser = sql<boolean>`exists (select 1 from ${users} u where lower(u.email) = lower(trim(${mailOutbox.to}))
  and u.type in (${sql.join(
    PLATFORM_ADMIN_TYPES.map((type) => sql`${type}`),
    sql`, `,
  )}))`;

/** The outbox newest first, without the mails' text (the dev mailbox's list). */
export async function outboxMails(db: Db, limit: number, to?: string) {
  return db
    .select({
      id: mailOutbox.id,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      transport: mailOutbox.transport,
      toPlatformUser,
    })
    .from(mailOutbox)
    .where(to ? sql`lower(${mailOutbox.to}) = ${to.toLowerCase()}` : undefined)
    .orderBy(desc(mailOutbox.id))
    .limit(limit);
}

/** One outbox mail with its text, and whether it is addressed to a platform user. */
export async function outboxMailById(db: Db, id: number) {
  const [row] = await db
    .select({
      id: mailOutbox.id,
      organizationId: mailOutbox.organizationId,
      to: mailOutbox.to,
      subject: mailOutbox.subject,
      text: mailOutbox.text,
      createdAt: mailOutbox.createdAt,
      sentAt: mailOutbox.sentAt,
      transport: mailOutbox.transport,
      toPlatformUser,
    })
    .from(mailOutbox)
    .where(eq(mailOutbox.id, id));
  return row;
}

/** The attachments of some outbox mails (names, types and sizes only), by mail id. */
export async function outboxAttachments(db: Db, mailIds: number[]) {
  if (mailIds.length === 0) return [];
  return db
    .select({
      mailId: mailAttachments.mailId,
      filename: mailAttachments.filename,
      contentType: mailAttachments.contentType,
      size: mailAttachments.size,
    })
    .from(mailAttachments)
    .where(inArray(mailAttachments.mailId, mailIds))
    .orderBy(mailAttachments.id);
}
