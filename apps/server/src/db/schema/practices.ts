import { sql } from 'drizzle-orm';
import {
  boolean,
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

// Practices: organizations, their offices and the people who work there.

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
  /** What the association says about itself on its profile (issue 25): all optional. */
  email: text('email'),
  phone: text('phone'),
  website: text('website'),
  description: text('description'),
  updatedAt: ts('updated_at'),
  createdAt: createdAt(),
});

/**
 * An employer that offers a practice's plans to its staff (BusinessConnect). It signs up itself (status 'pending'
 * until its mailed activation) or is invited by the practice ('invited' until it completes its sign-up), and is
 * 'active' once its user set a password; it works with one office, the one whose link its employees enrol through.
 */
export const smallBusinesses = pgTable(
  'small_businesses',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    /** The practice it works with: null while a self-signed-up business has not chosen one. */
    organizationId: integer('organization_id'),
    officeId: integer('office_id'),
    email: text('email'),
    phone: text('phone'),
    address: text('address'),
    employeeCount: integer('employee_count'),
    /** 'invited', 'pending' or 'active' (SMALL_BUSINESS_STATUSES). */
    status: text('status').notNull().default('active'),
    /** sha256 of the mailed activation key; cleared once used. */
    activationKeyHash: text('activation_key_hash'),
    activationExpiresAt: ts('activation_expires_at'),
    invitedByUserId: integer('invited_by_user_id'),
    /** When its user accepted the employer terms (/business-connect-terms). */
    termsAcceptedAt: ts('terms_accepted_at'),
    activatedAt: ts('activated_at'),
    /**
     * The employer pays for the households that enrol through it (members.paid_by_business_id), on its own card
     * (business_payment_methods); when off, or with no card, each household pays with its own.
     */
    paysForEmployees: boolean('pays_for_employees').notNull().default(false),
    /** The employer's customer at the payment processor, made when it first saves a card. */
    processorCustomerId: text('processor_customer_id'),
    updatedAt: ts('updated_at'),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
    index('small_businesses_office_idx').on(t.organizationId, t.officeId),
  ],
);

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
    /** When the owner closed this location (issue 23): its members were moved or ended first; it takes no one new. */
    closedAt: ts('closed_at'),
    /**
     * The brand the practice signed up under ('dental' or 'vision'): one database serves both brands, and the public
     * marketplace of each brand lists only its own practices (issue 27).
     */
    brand: text('brand').notNull().default('dental'),
    createdAt: createdAt(),
  },
  (t) => [unique('offices_org_id_unique').on(t.organizationId, t.id), index('offices_brand_idx').on(t.brand)],
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
    /** Whether the office appears in the public marketplace's search (/search) and profile page; on unless it opts out. */
    marketplaceListed: boolean('marketplace_listed').notNull().default(true),
    updatedAt: ts('updated_at'),
  },
  (t) => [
    primaryKey({ columns: [t.organizationId, t.officeId] }),
    index('office_profiles_zip_idx').on(t.zip),
    foreignKey({ columns: [t.organizationId, t.officeId], foreignColumns: [offices.organizationId, offices.id] }),
  ],
);

/* ---- Signup track of issue 6: a practice signing itself up ---- */
