import { sql } from 'drizzle-orm';
import { check, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { members } from './members';
import { offices, users } from './practices';

/**
 * A patient's rating and review of the practice that holds their membership (one per member and office, editable),
 * the office's one public answer (editable), and the platform's moderation: a hidden review keeps its rating, and its
 * text is shown to no one but the platform's admins until it is shown again.
 */
export const reviews = pgTable(
  'reviews',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** The member who wrote it: the signed-in patient's own record at the office. */
    memberId: integer('member_id').notNull(),
    /** 1 to 5 stars. */
    rating: integer('rating').notNull(),
    /** What the patient wrote; may be empty (a rating alone). */
    body: text('body').notNull(),
    createdAt: createdAt(),
    /** The patient's last change (the same as created until they edit it). */
    updatedAt: ts('updated_at').notNull().defaultNow(),
    answer: text('answer'),
    answeredAt: ts('answered_at'),
    answeredByUserId: integer('answered_by_user_id').references(() => users.id),
    answerUpdatedAt: ts('answer_updated_at'),
    /** Set while the platform's moderators hide the text, with why (also in the audit log). */
    hiddenAt: ts('hidden_at'),
    hiddenByUserId: integer('hidden_by_user_id').references(() => users.id),
    hiddenReason: text('hidden_reason'),
  },
  (t) => [
    unique('reviews_org_id_unique').on(t.organizationId, t.id),
    // One review per patient and office: a second write edits the first (the service upserts on this key).
    unique('reviews_member_unique').on(t.organizationId, t.officeId, t.memberId),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
    index('reviews_office_idx').on(t.organizationId, t.officeId, t.createdAt),
  ],
);
