import { boolean, index, integer, jsonb, pgTable, primaryKey, serial, text } from 'drizzle-orm/pg-core';
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
    /** The patient (household payer) the text is about, when there is one: what the SMS report links to. */
    patientUserId: integer('patient_user_id').references(() => users.id),
    /** queued, sent, delivered, failed, or blocked (the number replied STOP). */
    status: text('status').notNull().default('queued'),
    providerMessageId: text('provider_message_id'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: ts('sent_at'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    index('sms_outbox_due_idx').on(t.sentAt, t.createdAt),
    index('sms_outbox_created_idx').on(t.createdAt),
    index('sms_outbox_provider_idx').on(t.providerMessageId),
  ],
);

/**
 * 'Need Assistance?' messages and issue reports: mailed to the brand's support and kept here as the platform's inbox
 * (open, assigned to an admin, answered, closed).
 */
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
  /** open, assigned, answered or closed (SUPPORT_STATUSES). */
  status: text('status').notNull().default('open'),
  assignedToUserId: integer('assigned_to_user_id').references(() => users.id),
  updatedAt: ts('updated_at').notNull().defaultNow(),
  closedAt: ts('closed_at'),
  createdAt: createdAt(),
});

/** An admin's answer to a support request (mailed to the sender) or an internal note (not mailed). */
export const supportReplies = pgTable(
  'support_replies',
  {
    id: serial('id').primaryKey(),
    supportRequestId: integer('support_request_id')
      .notNull()
      .references(() => supportRequests.id),
    authorUserId: integer('author_user_id')
      .notNull()
      .references(() => users.id),
    message: text('message').notNull(),
    /** false: an internal note, seen by admins only. */
    mailed: boolean('mailed').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_replies_request_idx').on(t.supportRequestId, t.createdAt)],
);

/**
 * Every server error (a 5xx answer) and every failed background job: what support reads to answer 'what went wrong'.
 * Never card data, passwords or tokens: the request's body is not kept, only its route, ids and the error.
 */
export const errorLogs = pgTable(
  'error_logs',
  {
    id: serial('id').primaryKey(),
    /** request or job. */
    kind: text('kind').notNull(),
    requestId: text('request_id'),
    method: text('method'),
    /** The route's pattern (/api/v1/members/{id}), never the path with its query string. */
    route: text('route'),
    status: integer('status'),
    job: text('job'),
    userId: integer('user_id'),
    organizationId: integer('organization_id'),
    officeId: integer('office_id'),
    errorName: text('error_name').notNull(),
    message: text('message').notNull(),
    stack: text('stack'),
    createdAt: createdAt(),
  },
  (t) => [index('error_logs_created_idx').on(t.createdAt), index('error_logs_office_idx').on(t.officeId, t.createdAt)],
);

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

/**
 * Which version of the platform's terms each office user accepted, and when (/dentist-new/terms-update, issue 27):
 * one row per user and version, written once; the current version is the domain's TERMS_VERSION.
 */
export const termsAcceptances = pgTable(
  'terms_acceptances',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    version: text('version').notNull(),
    acceptedAt: ts('accepted_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.version] })],
);
