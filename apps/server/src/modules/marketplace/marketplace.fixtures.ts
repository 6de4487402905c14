import { DEFAULT_HOURS, type TenantId } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { officeProfiles, offices, organizations, plans } from '../../db/schema';

/** A practice as the marketplace tests, the demo seed and the benchmark make one: an office of its own organization. */
export type PracticeSeed = {
  brand: TenantId;
  name: string;
  slug: string;
  zip: string;
  city: string;
  state: string;
  addressLine1?: string;
  phone?: string;
  email?: string;
  /** The plan's monthly price; its yearly price is ten months'. */
  monthlyCents?: number;
  planName?: string;
  spanishPlanName?: string;
  planDescription?: string;
  /** 'active' is offered; a draft plan is not. */
  viewStatus?: 'active' | 'draft';
  specialtyId?: number | null;
  services?: string[];
  listed?: boolean;
  closedAt?: Date | null;
  stripeAccountId?: string | null;
  logo?: string | null;
  bookingUrl?: string;
  hours?: typeof DEFAULT_HOURS;
  /** false: no plan (the caller adds the office's plans itself, as the demo seed does). */
  withPlan?: boolean;
};

/** Inserts the organization, office, profile and one plan; returns the office's id. */
export async function insertPractice(db: Db, p: PracticeSeed): Promise<{ officeId: number; organizationId: number }> {
  const [org] = await db.insert(organizations).values({ name: p.name, tierLevel: 1 }).returning();
  if (!org) throw new Error('practice insert failed');
  const street = p.addressLine1 ?? '100 Main St';
  const [office] = await db
    .insert(offices)
    .values({
      organizationId: org.id,
      officeName: p.name,
      slug: p.slug,
      email: p.email ?? null,
      phone: p.phone ?? null,
      address: `${street}, ${p.city}, ${p.state} ${p.zip}`,
      logo: p.logo ?? null,
      verified: true,
      accountStatus: 1,
      brand: p.brand,
      closedAt: p.closedAt ?? null,
      stripeAccountId: p.stripeAccountId ?? null,
    })
    .returning();
  if (!office) throw new Error('practice insert failed');
  await db.insert(officeProfiles).values({
    organizationId: org.id,
    officeId: office.id,
    addressLine1: street,
    city: p.city,
    state: p.state,
    zip: p.zip,
    hours: p.hours ?? DEFAULT_HOURS,
    specialtyId: p.specialtyId ?? null,
    services: p.services ?? [],
    bookingUrl: p.bookingUrl ?? '',
    marketplaceListed: p.listed ?? true,
  });
  if (p.withPlan === false) return { officeId: office.id, organizationId: org.id };
  const monthly = p.monthlyCents ?? 2500;
  await db.insert(plans).values({
    organizationId: org.id,
    officeId: office.id,
    name: p.planName ?? 'Adult Wellness',
    spanishName: p.spanishPlanName ?? 'Bienestar para adultos',
    description: p.planDescription ?? 'Two cleanings and exams a year, and 15% off other care.',
    type: 'custom',
    priceCents: monthly,
    annualPriceCents: monthly * 10,
    subscriptionAgeGroup: 'adult',
    minAge: 18,
    viewStatus: p.viewStatus ?? 'active',
  });
  return { officeId: office.id, organizationId: org.id };
}
