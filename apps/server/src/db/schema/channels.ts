import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { createdAt, ts } from './columns';
import { associations, offices, smallBusinesses, users } from './practices';

// The channels that bring patients to a practice (issue 25): employers (BusinessConnect), community groups
// (CommunityConnect) and associations. The employers themselves are `small_businesses` (practices.ts).

/** An office's BusinessConnect terms and the discount it gives employers' staff (its switch is offices.business_connect_on). */
export const businessConnectSettings = pgTable(
  'business_connect_settings',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    /** Percent off the plans for an employer's staff (0 to 100). */
    discountPercent: integer('discount_percent').notNull().default(10),
    /** When the office accepted the BusinessConnect terms and the addendum, and who did. */
    termsAcceptedAt: ts('terms_accepted_at'),
    addendumAcceptedAt: ts('addendum_accepted_at'),
    acceptedByUserId: integer('accepted_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/**
 * A community group (a church, school or club) an office gives a code, a discount and the plans it may choose from
 * (CommunityConnect). An organizer may ask for one (/accounts/community-signup): it is 'requested' until the office
 * sets it up; 'active' groups' codes enrol at /community-enroll/{code}; 'closed' ones and expired ones do not.
 */
export const communityGroups = pgTable(
  'community_groups',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    name: text('name').notNull(),
    /** Normalized like a group code (normalizeCode): unique across community groups and employers' group codes. */
    code: text('code').unique(),
    /** church, school, club, nonprofit or other (COMMUNITY_GROUP_KINDS). */
    kind: text('kind').notNull().default('other'),
    discountPercent: integer('discount_percent').notNull().default(0),
    /** The office's plans the group's members may choose from; empty: every plan shown on enrolment. */
    planIds: jsonb('plan_ids').$type<number[]>().notNull().default([]),
    organizerName: text('organizer_name'),
    organizerEmail: text('organizer_email'),
    organizerPhone: text('organizer_phone'),
    note: text('note'),
    /** requested, active or closed (COMMUNITY_GROUP_STATUSES). */
    status: text('status').notNull().default('active'),
    /** The last day the code enrols; null: no end. */
    expiresOn: date('expires_on'),
    createdByUserId: integer('created_by_user_id').references(() => users.id),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('community_groups_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('community_groups_office_idx').on(t.organizationId, t.officeId, t.status),
  ],
);

/**
 * A plan an association recommends to the practices that joined through it (/associations/custom-membership): a
 * template a practice may copy into its own plans, never a plan anyone can enrol in by itself.
 */
export const associationPlans = pgTable(
  'association_plans',
  {
    id: serial('id').primaryKey(),
    associationId: integer('association_id')
      .notNull()
      .references(() => associations.id),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** adult or child. */
    ageGroup: text('age_group').notNull().default('adult'),
    monthlyCents: bigint('monthly_cents', { mode: 'number' }),
    annualCents: bigint('annual_cents', { mode: 'number' }),
    /** What the plan includes, one line each (two cleanings, exams and x-rays...). */
    benefits: jsonb('benefits').$type<string[]>().notNull().default([]),
    /** Percent off other treatment. */
    treatmentDiscountPercent: integer('treatment_discount_percent').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    sortOrder: integer('sort_order').notNull().default(0),
    updatedAt: ts('updated_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('association_plans_association_idx').on(t.associationId, t.sortOrder).where(sql`${t.isActive}`)],
);

/**
 * An employer's card or bank account, which pays for the households it pays for (small_businesses.pays_for_employees):
 * the processor's id with brand, last four and expiry only; at most one current.
 */
export const businessPaymentMethods = pgTable(
  'business_payment_methods',
  {
    id: serial('id').primaryKey(),
    businessId: integer('business_id')
      .notNull()
      .references(() => smallBusinesses.id),
    processorPaymentMethodId: text('processor_payment_method_id').notNull().unique(),
    /** 'card' or 'us_bank_account'. */
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    addedByUserId: integer('added_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [uniqueIndex('business_payment_methods_current').on(t.businessId).where(sql`${t.removedAt} is null`)],
);
