import { bigint, foreignKey, index, integer, pgTable, serial, text, unique } from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { members } from './members';
import { offices } from './practices';

// Issue 22's referrals: what a referral earns at each office (its setting), and the practices patients recommend
// the platform to (leads the platform's admins follow up).

/**
 * The office's referral reward (packages/domain/src/referral-reward.ts): 'none', 'fixed' (amount_cents) or
 * 'month_free'. No row: the platform's referral credit, as before the setting existed.
 */
export const officeReferralRewards = pgTable(
  'office_referral_rewards',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    kind: text('kind').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    updatedByUserId: integer('updated_by_user_id'),
  },
  (t) => [
    unique('office_referral_rewards_office_unique').on(t.organizationId, t.officeId),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/**
 * A practice a patient recommended the platform to (/office-referral/{paymentUniqueId}): mailed an invitation to
 * sign up; the platform's admins see the list. The referring household is known from the receipt's signed link.
 */
export const officeReferralLeads = pgTable(
  'office_referral_leads',
  {
    id: serial('id').primaryKey(),
    /** The referring household's practice and account owner. */
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    referrerOwnerMemberId: integer('referrer_owner_member_id').notNull(),
    practiceName: text('practice_name').notNull(),
    contactName: text('contact_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    note: text('note'),
    /** The sign-up link's `ref`, so a sign-up can be traced to the lead. */
    ref: text('ref').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({
      columns: [t.organizationId, t.referrerOwnerMemberId],
      foreignColumns: [members.organizationId, members.id],
    }),
    index('office_referral_leads_created_idx').on(t.createdAt),
  ],
);
