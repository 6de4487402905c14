import { index, integer, jsonb, pgTable, serial, text } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { offices, organizations, users } from './practices';

// What the platform itself keeps: mail, support requests, the audit log, banners, settings.

/** Every mail the platform sends; the delivery job claims unsent rows. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id),
    to: text('to_address').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    replyTo: text('reply_to'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    transport: text('transport'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: ts('next_attempt_at').notNull().defaultNow(),
    lastError: text('last_error'),
  },
  (t) => [index('mail_outbox_due_idx').on(t.sentAt, t.nextAttemptAt)],
);

/**
 * Text messages waiting for the SMS provider (ARCHITECTURE.md 'Outside services': the sms port's embedded default).
 * Without a provider configured they stay here, where the platform's admins and the tests read them.
 */
export const smsOutbox = pgTable(
  'sms_outbox',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id),
    to: text('to_phone').notNull(),
    text: text('text').notNull(),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
  },
  (t) => [index('sms_outbox_due_idx').on(t.sentAt, t.createdAt)],
);

export const supportRequests = pgTable('support_requests', {
  id: serial('id').primaryKey(),
  organizationId: integer('organization_id').references(() => organizations.id),
  officeId: integer('office_id').references(() => offices.id),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  name: text('name').notNull(),
  email: text('email').notNull(),
  message: text('message').notNull(),
  /** An issue report's subject (billing, member, plan, treatment); null for a 'Need Assistance?' message. */
  issueType: text('issue_type'),
  createdAt: createdAt(),
});

/**
 * Who did what to whom: impersonation, password changes, every look at or change to patient data. Append-only:
 * a trigger refuses UPDATE and DELETE, so not even the application can rewrite history.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').references(() => organizations.id),
    officeId: integer('office_id'),
    memberId: integer('member_id'),
    actorUserId: integer('actor_user_id').references(() => users.id),
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: text('target_id'),
    detail: jsonb('detail').$type<Record<string, unknown>>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_log_org_idx').on(t.organizationId, t.createdAt),
    index('audit_log_member_idx').on(t.organizationId, t.memberId, t.createdAt),
  ],
);

export const globalBanners = pgTable('global_banners', {
  id: serial('id').primaryKey(),
  message: text('message').notNull(),
  callToAction: text('call_to_action'),
  callToActionLink: text('call_to_action_link'),
  startsAt: ts('starts_at').notNull().defaultNow(),
  endsAt: ts('ends_at'),
  createdAt: createdAt(),
});

/** Key-value facts about this database (e.g. which brand it was seeded for). */
export const systemSettings = pgTable('system_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});

/** Files attached to an outbox mail (e.g. the signed BAA as PDF), base64 so both databases store them alike. */
export const mailAttachments = pgTable(
  'mail_attachments',
  {
    id: serial('id').primaryKey(),
    mailId: integer('mail_id')
      .notNull()
      .references(() => mailOutbox.id),
    filename: text('filename').notNull(),
    contentType: text('content_type').notNull(),
    contentBase64: text('content_base64').notNull(),
    size: integer('size').notNull(),
  },
  (t) => [index('mail_attachments_mail_idx').on(t.mailId)],
);
