import type { TenantConfig } from '@mhq/domain';
import type { Db } from '../db/connection';
import { officeUsers, simBankAccounts, simConnectedAccounts, users } from '../db/schema';
import { insertPractice } from '../modules/marketplace/marketplace.fixtures';
import { seedOfficePlans } from './demo-plans';

/**
 * The public marketplace's demo (issue 27): practices around Austin, Texas, where the demo offices already are, so
 * /search?zip=78701 shows a realistic list nearest first. Each has a plan, hours and a specialty; Barton Creek takes
 * payments online (the marketplace journey joins it); one practice is not listed and must never show.
 */

type Place = { key: string; dental: string; vision: string; street: string; city: string; zip: string };

const PLACES: Place[] = [
  {
    key: 'barton-creek',
    dental: 'Barton Creek Family Dental',
    vision: 'Barton Creek Eye Care',
    street: '2901 S Lamar Blvd',
    city: 'Austin',
    zip: '78704',
  },
  {
    key: 'east-side',
    dental: 'East Side Smiles',
    vision: 'East Side Vision',
    street: '1100 E 7th St',
    city: 'Austin',
    zip: '78702',
  },
  {
    key: 'westlake',
    dental: 'Westlake Hills Dentistry',
    vision: 'Westlake Optometry',
    street: '3300 Bee Caves Rd',
    city: 'Austin',
    zip: '78746',
  },
  {
    key: 'north-lamar',
    dental: 'North Lamar Dental Care',
    vision: 'North Lamar Eye Clinic',
    street: '8400 N Lamar Blvd',
    city: 'Austin',
    zip: '78753',
  },
  {
    key: 'pflugerville',
    dental: 'Pflugerville Kids Dentistry',
    vision: 'Pflugerville Kids Eye Care',
    street: '120 W Main St',
    city: 'Pflugerville',
    zip: '78660',
  },
  {
    key: 'cedar-park',
    dental: 'Cedar Park Dental Studio',
    vision: 'Cedar Park Eye Center',
    street: '1400 Cypress Creek Rd',
    city: 'Cedar Park',
    zip: '78613',
  },
  {
    key: 'buda',
    dental: 'Buda Dental House',
    vision: 'Buda Family Vision',
    street: '300 Main St',
    city: 'Buda',
    zip: '78610',
  },
  {
    key: 'georgetown',
    dental: 'Georgetown Square Dental',
    vision: 'Georgetown Square Optical',
    street: '700 S Austin Ave',
    city: 'Georgetown',
    zip: '78626',
  },
];

const SERVICES = {
  dental: [
    ['Exams', 'Cleanings', 'X-rays', 'Fillings'],
    ['Exams', 'Cleanings', 'Sealants', 'Fluoride'],
  ],
  vision: [
    ['Eye exams', 'Contact lens fittings', 'Glasses'],
    ['Eye exams', 'Dry eye care', 'Kids exams'],
  ],
} as const;

const WEEKDAY = { open: true, from: '08:00', to: '17:00' };
const HOURS = {
  mon: WEEKDAY,
  tue: WEEKDAY,
  wed: { open: true, from: '09:00', to: '18:00' },
  thu: WEEKDAY,
  fri: { open: true, from: '08:00', to: '14:00' },
  sat: { open: false, from: '09:00', to: '12:00' },
  sun: { open: false, from: '09:00', to: '12:00' },
};

/** Owners of the marketplace's practices, by place: people who have not signed in yet (no password). */
const OWNERS = [
  ['Elena', 'Ruiz'],
  ['Marcus', 'Webb'],
  ['Priya', 'Natarajan'],
  ['Tom', 'Albright'],
  ['Grace', 'Okafor'],
  ['Daniel', 'Haas'],
  ['Sofia', 'Marin'],
  ['Henry', 'Liu'],
  ['Claire', 'Dubois'],
] as const;

/** The practice's owner: every practice has its office users, as the platform's admin pages show them. */
async function addOwner(tx: Db, ids: { organizationId: number; officeId: number }, key: string, i: number) {
  const [first, last] = OWNERS[i % OWNERS.length] ?? ['Alex', 'Morgan'];
  const [owner] = await tx
    .insert(users)
    .values({
      email: `${key}.owner@demo.test`,
      type: 'dentist',
      firstName: first,
      lastName: last,
      organizationId: ids.organizationId,
    })
    .returning({ id: users.id });
  if (!owner) throw new Error('seed insert failed');
  await tx.insert(officeUsers).values({ ...ids, userId: owner.id, isOwner: true, planCoordinator: true });
}

/** The marketplace's practices for the brand being seeded; Barton Creek's payout account at the simulated processor. */
export async function seedDemoMarketplace(tx: Db, tenant: TenantConfig, now: Date): Promise<void> {
  const vision = tenant.id === 'vision';
  const specialties = vision ? [21, 21, 23, 22] : [1, 1, 2, 4];
  for (const [i, place] of PLACES.entries()) {
    const name = vision ? place.vision : place.dental;
    const pediatric = place.key === 'pflugerville';
    const stripeAccountId = place.key === 'barton-creek' ? 'acct_sim_barton_creek' : null;
    const { officeId, organizationId } = await insertPractice(tx, {
      brand: tenant.id,
      name,
      slug: `demo-${place.key}`,
      zip: place.zip,
      city: place.city,
      state: 'TX',
      addressLine1: place.street,
      phone: `51255504${String(10 + i)}`,
      email: `${place.key}@demo.test`,
      withPlan: false,
      specialtyId: pediatric ? (specialties[2] ?? null) : (specialties[i % specialties.length] ?? null),
      services: [...(SERVICES[tenant.id][i % 2] ?? [])],
      hours: HOURS,
      bookingUrl: `https://booking.example.com/${place.key}`,
      stripeAccountId,
    });
    await seedOfficePlans(tx, tenant, { organizationId, officeId, officeName: name }, false);
    await addOwner(tx, { organizationId, officeId }, place.key, i);
    if (stripeAccountId) {
      await tx.insert(simConnectedAccounts).values({
        id: stripeAccountId,
        email: `${place.key}@demo.test`,
        businessName: name,
        accountType: 'express',
        payoutsEnabled: true,
        chargesEnabled: true,
        detailsSubmitted: true,
        metadata: { organizationId: String(organizationId), officeId: String(officeId) },
        createdAt: now,
      });
      await tx.insert(simBankAccounts).values({
        id: `ba_sim_seed_${officeId}`,
        connectedAccountId: stripeAccountId,
        accountHolderName: name,
        bankName: 'STRIPE TEST BANK',
        routingNumber: '110000000',
        last4: '4410',
        status: 'verified',
        createdAt: now,
      });
    }
  }
  // Its owner chose not to be listed: the search and the public page must never show it.
  const hidden = await insertPractice(tx, {
    brand: tenant.id,
    name: vision ? 'Clarksville Private Eye Care' : 'Clarksville Private Dental',
    slug: 'demo-clarksville-private',
    zip: '78703',
    city: 'Austin',
    state: 'TX',
    addressLine1: '1200 W Lynn St',
    specialtyId: specialties[0] ?? null,
    hours: HOURS,
    listed: false,
    withPlan: false,
  });
  await seedOfficePlans(tx, tenant, { ...hidden, officeName: 'Clarksville Private' }, false);
  await addOwner(tx, hidden, 'clarksville-private', PLACES.length);
}
