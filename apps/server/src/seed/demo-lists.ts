import { OFFICE_USER_TYPES, SPECIALTIES, type TenantConfig, type TenantId } from '@mhq/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { leadSources, practiceSignups, releaseNoteReads, releaseNotes, specialtyServices, users } from '../db/schema';

const DAY = 86_400_000;

const LEAD_SOURCES: Record<TenantId, { name: string; kind: 'association' | 'partner' }[]> = {
  dental: [
    { name: 'American Dental Association', kind: 'association' },
    { name: 'Texas Dental Association', kind: 'association' },
    { name: 'Academy of General Dentistry', kind: 'association' },
    { name: 'Dental Practice Consultants Group', kind: 'partner' },
    { name: 'SmileTech Supply', kind: 'partner' },
  ],
  vision: [
    { name: 'American Optometric Association', kind: 'association' },
    { name: 'Vision Source Network', kind: 'partner' },
    { name: 'Texas Optometric Association', kind: 'association' },
  ],
};

/** Services offered under each specialty id (packages/domain specialties.ts). */
const SERVICES: Record<number, string[]> = {
  1: ['Cleanings and exams', 'X-rays', 'Fillings', 'Fluoride treatment', 'Teeth whitening'],
  2: ['Exams for children', 'Sealants', 'Fluoride varnish', 'Space maintainers'],
  3: ['Deep cleaning', 'Gum grafts', 'Periodontal maintenance'],
  4: ['Braces', 'Clear aligners', 'Retainers'],
  5: ['Root canal therapy', 'Retreatment'],
  6: ['Crowns', 'Bridges', 'Dentures', 'Implant restorations'],
  7: ['Extractions', 'Wisdom teeth removal', 'Dental implants'],
  21: ['Eye exams', 'Contact lens fittings', 'Glaucoma screening', 'Dry eye treatment'],
  22: ['Cataract evaluation', 'Retina checks', 'LASIK consultation'],
  23: ['Children’s eye exams', 'Amblyopia care', 'Vision therapy'],
};

/**
 * The lists the platform owns (issue 24): lead sources of both brands (one sign-up named the first dental one),
 * services under every specialty of both brands, and one published release note, already closed by every seeded
 * office user so it never stands between a journey and its page (a journey publishes its own note to see one).
 */
export async function seedDemoLists(db: Db, _tenant: TenantConfig, now: Date): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  for (const [brand, list] of Object.entries(LEAD_SOURCES)) {
    await db
      .insert(leadSources)
      .values(list.map((s, i) => ({ brand, ...s, sortOrder: i, createdAt: at(-60) })))
      .onConflictDoNothing();
  }
  const [first] = await db.select({ id: leadSources.id }).from(leadSources).where(eq(leadSources.brand, 'dental'));
  const [signup] = await db.select({ id: practiceSignups.organizationId }).from(practiceSignups).limit(1);
  if (first && signup) {
    await db
      .update(practiceSignups)
      .set({ leadSourceId: first.id })
      .where(eq(practiceSignups.organizationId, signup.id));
  }

  const specialtyIds = Object.values(SPECIALTIES).flatMap((list) => list.map((s) => s.id));
  await db
    .insert(specialtyServices)
    .values(
      specialtyIds.flatMap((specialtyId) =>
        (SERVICES[specialtyId] ?? []).map((name, i) => ({ specialtyId, name, sortOrder: i, createdAt: at(-60) })),
      ),
    )
    .onConflictDoNothing();

  const [admin] = await db.select({ id: users.id }).from(users).where(eq(users.email, 'platform@demo.test'));
  const [note] = await db
    .insert(releaseNotes)
    .values({
      brand: null,
      title: 'Faster member search',
      body: 'Search now finds members by phone number as well as name and email.\nTry it from the search box at the top of every page.',
      publishedAt: at(-7),
      createdByUserId: admin?.id ?? null,
      createdAt: at(-8),
      updatedAt: at(-7),
    })
    .returning({ id: releaseNotes.id });
  const officeUsers = await db
    .select({ id: users.id })
    .from(users)
    .where(inArray(users.type, [...OFFICE_USER_TYPES]));
  if (note && officeUsers.length > 0) {
    await db
      .insert(releaseNoteReads)
      .values(officeUsers.map((u) => ({ userId: u.id, releaseNoteId: note.id, seenAt: at(-6) })))
      .onConflictDoNothing();
  }
  await db.insert(releaseNotes).values({
    brand: 'dental',
    title: 'Printable plan flyers',
    body: 'Print a one-page flyer of your plans for the front desk.',
    createdByUserId: admin?.id ?? null,
    createdAt: at(-1),
    updatedAt: at(-1),
  });
}
