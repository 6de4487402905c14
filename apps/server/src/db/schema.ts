import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  date,
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
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const ts = (name: string) => timestamp(name, { withTimezone: true });

/** A practice: a single office is an organization of one. Every practice row carries its id. */
export const organizations = pgTable('organizations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  /** Platform tier the practice pays for; 0 with a tier customer means payment is owed. */
  tierLevel: integer('tier_level'),
  tierStripeCustomerId: text('tier_stripe_customer_id'),
  createdAt: createdAt(),
});

export const associations = pgTable('associations', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  urlSlug: text('url_slug').notNull().unique(),
  logo: text('logo'),
  createdAt: createdAt(),
});

export const smallBusinesses = pgTable('small_businesses', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  logoUrl: text('logo_url'),
  createdAt: createdAt(),
});

/** An office ('dentistInfo' in the spec). */
export const offices = pgTable(
  'offices',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    officeName: text('office_name').notNull(),
    slug: text('slug').notNull().unique(),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    logo: text('logo'),
    verified: boolean('verified').notNull().default(false),
    stripeAccountId: text('stripe_account_id'),
    last4: text('last4'),
    standardStripeAccountId: text('standard_stripe_account_id'),
    standardStripeDateConverted: ts('standard_stripe_date_converted'),
    accountStatus: integer('account_status'),
    businessConnectOn: boolean('business_connect_on').notNull().default(false),
    onboardingDateComplete: ts('onboarding_date_complete'),
    associationId: integer('association_id').references(() => associations.id),
    activationKey: text('activation_key'),
    gppActive: boolean('gpp_active').notNull().default(false),
    gppApprovalDate: ts('gpp_approval_date'),
    gppAdminOnlyWaive: boolean('gpp_admin_only_waive').notNull().default(false),
    varidiUserId: text('varidi_user_id'),
    createdAt: createdAt(),
  },
  (t) => [unique('offices_org_id_unique').on(t.organizationId, t.id)],
);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash'),
    type: text('type').notNull(),
    firstName: text('first_name').notNull(),
    middleName: text('middle_name'),
    lastName: text('last_name').notNull(),
    phone: text('phone'),
    address: text('address'),
    avatar: text('avatar'),
    /** The practice an office user or patient belongs to; null for platform users. */
    organizationId: integer('organization_id').references(() => organizations.id),
    associationId: integer('association_id').references(() => associations.id),
    smallBusinessId: integer('small_business_id').references(() => smallBusinesses.id),
    legacyPricing: boolean('legacy_pricing').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
    passwordChangedAt: ts('password_changed_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`)],
);

/** Which offices an office user works in, and as what. */
export const officeUsers = pgTable(
  'office_users',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    isOwner: boolean('is_owner').notNull().default(false),
    planCoordinator: boolean('plan_coordinator').notNull().default(false),
    jobTitle: text('job_title'),
    permissions: jsonb('permissions').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId, t.userId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('office_users_user_idx').on(t.userId),
  ],
);

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
    targetType: text('target_type').notNull().default('master'),
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

/** A person covered by a plan; the account owner has no accountOwnerId, family members point to theirs. */
export const members = pgTable(
  'members',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    userId: integer('user_id').references(() => users.id),
    accountOwnerId: integer('account_owner_id'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email'),
    phone: text('phone'),
    birthDate: date('birth_date').notNull(),
    relationship: text('relationship').notNull().default('myself'),
    spanish: boolean('spanish').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [
    unique('members_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    foreignKey({ columns: [t.organizationId, t.accountOwnerId], foreignColumns: [t.organizationId, t.id] }),
    index('members_office_idx').on(t.organizationId, t.officeId),
  ],
);

export const subscriptions = pgTable(
  'subscriptions',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    memberId: integer('member_id').notNull(),
    planId: integer('plan_id').notNull(),
    status: text('status').notNull(),
    /** 'monthly' or 'annual'. */
    term: text('term').notNull().default('monthly'),
    /** What the member pays each period, kept when the plan's price changes until pending_price_from. */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    /** The day the next period starts (the next renewal). */
    nextRenewalOn: date('next_renewal_on'),
    /** A price change the member has been told of, applying from the first renewal on or after pending_price_from. */
    pendingPriceCents: bigint('pending_price_cents', { mode: 'number' }),
    pendingPriceFrom: date('pending_price_from'),
    pendingPriceNotifiedAt: ts('pending_price_notified_at'),
    createdAt: createdAt(),
  },
  (t) => [
    unique('subscriptions_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.memberId], foreignColumns: [members.organizationId, members.id] }),
    foreignKey({ columns: [t.organizationId, t.planId], foreignColumns: [plans.organizationId, plans.id] }),
    index('subscriptions_member_idx').on(t.organizationId, t.memberId),
    // Member counts and price changes read a plan's subscriptions.
    index('subscriptions_plan_idx').on(t.organizationId, t.planId),
  ],
);

/** A signed-in session; the token carries its id, so ending the row ends the token at once. */
export const sessions = pgTable(
  'sessions',
  {
    id: uuid('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    /** The platform admin acting as this user, if any. */
    impersonatorUserId: integer('impersonator_user_id').references(() => users.id),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: createdAt(),
    expiresAt: ts('expires_at').notNull(),
    revokedAt: ts('revoked_at'),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** Sign-in and reset attempts, for throttling per account and address. */
export const authAttempts = pgTable(
  'auth_attempts',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    email: text('email').notNull(),
    ip: text('ip').notNull(),
    succeeded: boolean('succeeded').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('auth_attempts_email_idx').on(t.kind, t.email, t.createdAt),
    index('auth_attempts_ip_idx').on(t.kind, t.ip, t.createdAt),
  ],
);

/** Single-use, expiring tokens for password reset and first password; only their hash is kept. */
export const passwordTokens = pgTable('password_tokens', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id),
  purpose: text('purpose').notNull(),
  tokenHash: text('token_hash').notNull().unique(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
  createdAt: createdAt(),
});

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

// ---------------------------------------------------------------------------------------------------------
// MONEY (issue 6): the office's tier payment methods, BAA signatures, mail attachments, and the simulated
// payment processor's own store (sim_*). The sim_* tables stand for an outside service: they hold what a
// processor would hold (never a full card or account number) and are read only by the simulated adapter.
// ---------------------------------------------------------------------------------------------------------

/** A card or bank account the organization pays its platform tier with; at most one default (partial index). */
export const tierPaymentMethods = pgTable(
  'tier_payment_methods',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id),
    /** The processor's id of the payment method (pm_... at Stripe, pm_sim_... at the simulated processor). */
    processorPaymentMethodId: text('processor_payment_method_id').notNull(),
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    isDefault: boolean('is_default').notNull().default(false),
    addedByUserId: integer('added_by_user_id').references(() => users.id),
    createdAt: createdAt(),
    removedAt: ts('removed_at'),
  },
  (t) => [
    unique('tier_payment_methods_org_id_unique').on(t.organizationId, t.id),
    unique('tier_payment_methods_processor_unique').on(t.organizationId, t.processorPaymentMethodId),
    // Two concurrent 'make default' calls can never leave two defaults.
    uniqueIndex('tier_payment_methods_one_default')
      .on(t.organizationId)
      .where(sql`${t.isDefault} and ${t.removedAt} is null`),
  ],
);

/**
 * A signed Business Associate Agreement: who signed which version, when and from where, and a hash of the exact
 * text. Append-only (a trigger refuses UPDATE and DELETE): a signature is evidence and is never rewritten.
 */
export const baaSignatures = pgTable(
  'baa_signatures',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    signerUserId: integer('signer_user_id')
      .notNull()
      .references(() => users.id),
    signerName: text('signer_name').notNull(),
    signerTitle: text('signer_title').notNull(),
    signerEmail: text('signer_email').notNull(),
    agreementVersion: text('agreement_version').notNull(),
    agreementSha256: text('agreement_sha256').notNull(),
    ip: text('ip').notNull(),
    userAgent: text('user_agent'),
    signedAt: ts('signed_at').notNull(),
  },
  (t) => [
    unique('baa_signatures_org_id_unique').on(t.organizationId, t.id),
    // One signature per office and version: two racing sign calls cannot both succeed.
    unique('baa_signatures_version_unique').on(t.organizationId, t.officeId, t.agreementVersion),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('baa_signatures_office_idx').on(t.organizationId, t.officeId, t.signedAt),
  ],
);

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

/** Simulated processor: a connected account of a practice (Stripe's Account). */
export const simConnectedAccounts = pgTable('sim_connected_accounts', {
  id: text('id').primaryKey(),
  email: text('email').notNull(),
  businessName: text('business_name').notNull(),
  /** 'standard' or 'express' (the upgrade flow moves an office to a standard account). */
  accountType: text('account_type').notNull(),
  payoutsEnabled: boolean('payouts_enabled').notNull().default(false),
  chargesEnabled: boolean('charges_enabled').notNull().default(false),
  detailsSubmitted: boolean('details_submitted').notNull().default(false),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
  deletedAt: ts('deleted_at'),
});

/** Simulated processor: a bank account, as a connected account's payout account. */
export const simBankAccounts = pgTable('sim_bank_accounts', {
  id: text('id').primaryKey(),
  connectedAccountId: text('connected_account_id').references(() => simConnectedAccounts.id),
  accountHolderName: text('account_holder_name').notNull(),
  bankName: text('bank_name').notNull(),
  routingNumber: text('routing_number').notNull(),
  last4: text('last4').notNull(),
  status: text('status').notNull(),
  createdAt: createdAt(),
});

/**
 * Simulated processor: single-use tokens. kind 'card' (from the card form), 'bank_link' (a link token the API
 * asks for), 'bank_public' (what the browser gets back after entering bank details under a link token).
 * Only what a processor would keep: brand, last4, expiry, and the test behaviour of the number.
 */
export const simTokens = pgTable('sim_tokens', {
  id: text('id').primaryKey(),
  kind: text('kind').notNull(),
  brand: text('brand'),
  last4: text('last4'),
  expMonth: integer('exp_month'),
  expYear: integer('exp_year'),
  behaviour: text('behaviour').notNull().default('ok'),
  /** For a bank token: holder, bank name and routing number; for a link token: whom it was issued to. */
  detail: jsonb('detail').$type<Record<string, string>>().notNull().default({}),
  linkToken: text('link_token'),
  createdAt: createdAt(),
  expiresAt: ts('expires_at').notNull(),
  usedAt: ts('used_at'),
});

/** Simulated processor: a customer (who pays). */
export const simCustomers = pgTable('sim_customers', {
  id: text('id').primaryKey(),
  email: text('email'),
  name: text('name'),
  defaultPaymentMethodId: text('default_payment_method_id'),
  metadata: jsonb('metadata').$type<Record<string, string>>().notNull().default({}),
  createdAt: createdAt(),
});

/** Simulated processor: a card or bank account attached to a customer, with the test behaviour it charges with. */
export const simPaymentMethods = pgTable(
  'sim_payment_methods',
  {
    id: text('id').primaryKey(),
    customerId: text('customer_id')
      .notNull()
      .references(() => simCustomers.id),
    kind: text('kind').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expMonth: integer('exp_month'),
    expYear: integer('exp_year'),
    behaviour: text('behaviour').notNull(),
    createdAt: createdAt(),
    detachedAt: ts('detached_at'),
  },
  (t) => [index('sim_payment_methods_customer_idx').on(t.customerId)],
);

/* ---- Office track of issue 6: the office profile beyond what the shell reads from `offices` ---- */

/**
 * What an office says about itself on its settings page and public pages: structured address, opening
 * hours, specialty, services, booking link, practice-management system. Name, email, phone, slug and logo
 * stay on `offices` (the shell and other areas read them there); `offices.address` keeps a one-line copy.
 */
export const officeProfiles = pgTable(
  'office_profiles',
  {
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    addressLine1: text('address_line1').notNull().default(''),
    addressLine2: text('address_line2').notNull().default(''),
    city: text('city').notNull().default(''),
    state: text('state').notNull().default(''),
    zip: text('zip').notNull().default(''),
    hours: jsonb('hours').$type<Record<string, { open: boolean; from: string; to: string }>>(),
    specialtyId: integer('specialty_id'),
    services: jsonb('services').$type<string[]>().notNull().default([]),
    bookingUrl: text('booking_url').notNull().default(''),
    pmsSystem: text('pms_system'),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/* ---- Signup track of issue 6: a practice signing itself up ---- */

/** Platform discount codes a practice may enter at sign-up; an association's promo names the association. */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; compared upper-case. */
    code: text('code').notNull(),
    percentOff: numeric('percent_off', { precision: 5, scale: 2, mode: 'number' }),
    amountOffCents: bigint('amount_off_cents', { mode: 'number' }),
    associationId: integer('association_id').references(() => associations.id),
    active: boolean('active').notNull().default(true),
    expiresAt: ts('expires_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('discount_codes_code_unique').on(t.code),
    index('discount_codes_association_idx').on(t.associationId),
  ],
);

/**
 * How a practice signed up: the answers of the sign-up form that belong to no office, and the platform tier
 * period and discount chosen when the owner confirmed the email (the tier level itself is organizations.tier_level).
 */
export const practiceSignups = pgTable('practice_signups', {
  organizationId: integer('organization_id')
    .primaryKey()
    .references(() => organizations.id),
  ownerUserId: integer('owner_user_id')
    .notNull()
    .references(() => users.id),
  referralSource: text('referral_source').notNull(),
  pricingPeriod: text('pricing_period'),
  discountCodeId: integer('discount_code_id').references(() => discountCodes.id),
  emailConfirmedAt: ts('email_confirmed_at'),
  createdAt: createdAt(),
});

/** Emailed 4-digit confirmation codes; only an HMAC of the code is kept. A newer code voids the older ones. */
export const signupCodes = pgTable(
  'signup_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    codeHash: text('code_hash').notNull(),
    expiresAt: ts('expires_at').notNull(),
    wrongTries: integer('wrong_tries').notNull().default(0),
    usedAt: ts('used_at'),
    createdAt: createdAt(),
  },
  (t) => [index('signup_codes_user_idx').on(t.userId, t.createdAt)],
);

/**
 * An office's move from its old-platform account to a standard connected account (spec 01 section 4, upgrade
 * flow): what it had before, so 'start over' can put it back after removing the standard account.
 */
export const officeUpgrades = pgTable(
  'office_upgrades',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id').notNull(),
    officeId: integer('office_id').notNull(),
    email: text('email').notNull(),
    legacyStripeAccountId: text('legacy_stripe_account_id'),
    legacyLast4: text('legacy_last4'),
    standardStripeAccountId: text('standard_stripe_account_id').notNull(),
    startedByUserId: integer('started_by_user_id').references(() => users.id),
    startedAt: ts('started_at').notNull(),
    convertedAt: ts('converted_at'),
    resetAt: ts('reset_at'),
  },
  (t) => [
    unique('office_upgrades_org_id_unique').on(t.organizationId, t.id),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    // One open upgrade per office at a time.
    uniqueIndex('office_upgrades_open').on(t.organizationId, t.officeId).where(sql`${t.resetAt} is null`),
  ],
);
