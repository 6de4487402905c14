import { sql } from 'drizzle-orm';
import { bigint, foreignKey, index, integer, pgTable, serial, text, unique, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { members } from './members';
import { charges, enrolments } from './payments';
import { offices, smallBusinesses } from './practices';

// The enrolment form's group and referral codes (spec 01 section 5), the referrals they record and the account
// credit a referral earns the referring household (packages/domain/src/enrolment-codes.ts).

/** A group's code (a BusinessConnect employer): typing it at enrolment does what the employer's link does. */
export const groupCodes = pgTable('group_codes', {
  /** Normalized: upper case letters and digits (normalizeCode). */
  code: text('code').primaryKey(),
  smallBusinessId: integer('small_business_id')
    .notNull()
    .unique()
    .references(() => smallBusinesses.id),
  createdAt: createdAt(),
});

/** A household's referral code, shown in its patient portal; one per household (its account owner). */
export const referralCodes = pgTable(
  'referral_codes',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    /** Unique across the platform, so a code names one household wherever it is typed. */
    code: text('code').notNull().unique(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('referral_codes_household_unique').on(t.organizationId, t.ownerMemberId),
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
  ],
);

/** Who referred whom, at which office: one referral per new household (its enrolment). */
export const referrals = pgTable(
  'referrals',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    referrerOwnerMemberId: integer('referrer_owner_member_id').notNull(),
    referredOwnerMemberId: integer('referred_owner_member_id').notNull(),
    enrolmentId: integer('enrolment_id').notNull(),
    code: text('code').notNull(),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('referrals_org_id_unique').on(t.organizationId, t.id),
    unique('referrals_referred_unique').on(t.organizationId, t.referredOwnerMemberId),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({
      columns: [t.organizationId, t.referrerOwnerMemberId],
      foreignColumns: [members.organizationId, members.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.referredOwnerMemberId],
      foreignColumns: [members.organizationId, members.id],
    }),
    foreignKey({
      columns: [t.organizationId, t.enrolmentId],
      foreignColumns: [enrolments.organizationId, enrolments.id],
    }),
    index('referrals_referrer_idx').on(t.organizationId, t.referrerOwnerMemberId),
  ],
);

/**
 * A household's account credit, movement by movement: granted (positive, by a referral) and used (negative, on a
 * charge). The balance is their sum (creditBalanceCents), never stored beside them.
 */
export const householdCredits = pgTable(
  'household_credits',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    ownerMemberId: integer('owner_member_id').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** 'referral' (granted) or 'used' (on a charge). */
    kind: text('kind').notNull(),
    referralId: integer('referral_id'),
    chargeId: integer('charge_id'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.ownerMemberId], foreignColumns: [members.organizationId, members.id] }),
    foreignKey({ columns: [t.organizationId, t.referralId], foreignColumns: [referrals.organizationId, referrals.id] }),
    foreignKey({ columns: [t.organizationId, t.chargeId], foreignColumns: [charges.organizationId, charges.id] }),
    index('household_credits_household_idx').on(t.organizationId, t.ownerMemberId),
    // A referral is credited once, and a charge uses credit once: a retried write cannot double either.
    uniqueIndex('household_credits_referral_unique').on(t.referralId).where(sql`${t.referralId} is not null`),
    uniqueIndex('household_credits_charge_unique').on(t.chargeId).where(sql`${t.chargeId} is not null`),
  ],
);
