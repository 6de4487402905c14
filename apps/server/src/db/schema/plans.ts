import {
  bigint,
  boolean,
  foreignKey,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { offices, users } from './practices';

// Membership plans, an office's plan settings and its usual fees.

/**
 * A membership plan as an office sells it (spec section 3 'Plan (custom membership)'). A custom membership
 * carries both a monthly price (`price_cents`) and an annual one; which of them patients are offered is
 * up to the four enrolment flags. Percentages are numbers of percent.
 */
export const plans = pgTable(
  'plans',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    name: text('name').notNull(),
    spanishName: text('spanish_name').notNull().default(''),
    description: text('description').notNull().default(''),
    spanishDescription: text('spanish_description').notNull().default(''),
    notes: text('notes').notNull().default(''),
    type: text('type').notNull(),
    presetType: text('preset_type'),
    /** The monthly price. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
    annualPriceCents: bigint('annual_price_cents', { mode: 'number' }).notNull().default(0),
    subscriptionAgeGroup: text('subscription_age_group').notNull().default('adult'),
    minAge: integer('min_age'),
    maxAge: integer('max_age'),
    viewStatus: text('view_status').notNull().default('draft'),
    forInsured: boolean('for_insured').notNull().default(false),
    forUninsured: boolean('for_uninsured').notNull().default(true),
    showOnEnrollmentMonthly: boolean('show_on_enrollment_monthly').notNull().default(true),
    showOnEnrollmentAnnual: boolean('show_on_enrollment_annual').notNull().default(true),
    showOnInternalEnrollmentMonthly: boolean('show_on_internal_enrollment_monthly').notNull().default(true),
    showOnInternalEnrollmentAnnual: boolean('show_on_internal_enrollment_annual').notNull().default(true),
    showOnBc: boolean('show_on_bc').notNull().default(true),
    worryFreeMonth: boolean('worry_free_month').notNull().default(false),
    worryFreeYear: boolean('worry_free_year').notNull().default(false),
    activationFeeCents: bigint('activation_fee_cents', { mode: 'number' }),
    familyDiscountTwo: numeric('family_discount_two', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    familyDiscountThree: numeric('family_discount_three', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    familyDiscountFour: numeric('family_discount_four', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    disableGpp: boolean('disable_gpp').notNull().default(false),
    disableFamilyDiscounts: boolean('disable_family_discounts').notNull().default(false),
    /** What the plan includes: [{ code, quantity }], the recommended price's formula. */
    priceCodes: jsonb('price_codes').$type<{ code: string; quantity: number }[]>().notNull().default([]),
    // Where the plan is offered (issue 23): 'master' every location of the organization, 'group' the locations of
    // group target_id, 'location' location target_id (null: the plan's home office_id). A plan made on one office's
    // page is that office's own, so the default is 'location'.
    targetType: text('target_type').notNull().default('location'),
    targetId: integer('target_id'),
    /** The order patients see the office's plans in. */
    sortOrder: integer('sort_order').notNull().default(0),
    isDeleted: boolean('is_deleted').notNull().default(false),
    updatedByUserId: integer('updated_by_user_id').references(() => users.id),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    unique('plans_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('plans_office_idx').on(t.organizationId, t.officeId, t.sortOrder),
  ],
);

/** An office's plan settings (spec section 3 'Plan settings'); one row per office, created on first save. */
export const planSettings = pgTable(
  'plan_settings',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    programName: text('program_name').notNull().default(''),
    programDescription: text('program_description').notNull().default(''),
    dentistSpecialtyId: integer('dentist_specialty_id'),
    familyDiscountTwo: numeric('family_discount_two', { precision: 5, scale: 2, mode: 'number' }).notNull().default(0),
    familyDiscountThree: numeric('family_discount_three', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    familyDiscountFour: numeric('family_discount_four', { precision: 5, scale: 2, mode: 'number' })
      .notNull()
      .default(0),
    worryFreeAdultMonthlyCents: bigint('worry_free_adult_monthly_cents', { mode: 'number' }).notNull().default(0),
    worryFreeAdultAnnualCents: bigint('worry_free_adult_annual_cents', { mode: 'number' }).notNull().default(0),
    worryFreeChildMonthlyCents: bigint('worry_free_child_monthly_cents', { mode: 'number' }).notNull().default(0),
    worryFreeChildAnnualCents: bigint('worry_free_child_annual_cents', { mode: 'number' }).notNull().default(0),
    worryFreePerioMonthlyCents: bigint('worry_free_perio_monthly_cents', { mode: 'number' }).notNull().default(0),
    worryFreePerioAnnualCents: bigint('worry_free_perio_annual_cents', { mode: 'number' }).notNull().default(0),
    allowBankDraft: boolean('allow_bank_draft').notNull().default(true),
    gppMemberWaive: boolean('gpp_member_waive').notNull().default(false),
    gppAutomaticClaim: boolean('gpp_automatic_claim').notNull().default(false),
    disableEnrollment: boolean('disable_enrollment').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/** The office's usual fee for one procedure (UCR for dental, U&C for vision), entered once, used by every plan. */
export const officeUsualFees = pgTable(
  'office_usual_fees',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    code: text('code').notNull(),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId, t.code] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);
