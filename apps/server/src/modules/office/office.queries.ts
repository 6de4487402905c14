import type { DEFAULT_HOURS } from '@mhq/domain';
import { and, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { officeProfiles, offices } from '../../db/schema';

/* SQL of the office profile; each function names the office it works in (its organization comes with it). */

export async function findOffice(db: Db, officeId: number) {
  const [office] = await db.select().from(offices).where(eq(offices.id, officeId)).limit(1);
  return office ?? null;
}

export async function findProfile(db: Db, organizationId: number, officeId: number) {
  const [row] = await db
    .select()
    .from(officeProfiles)
    .where(and(eq(officeProfiles.organizationId, organizationId), eq(officeProfiles.officeId, officeId)))
    .limit(1);
  return row ?? null;
}

/** Whether another office already uses this public address (compared as stored: lowercase). */
export async function slugTakenByAnother(db: Db, slug: string, officeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: offices.id })
    .from(offices)
    .where(and(eq(offices.slug, slug), ne(offices.id, officeId)))
    .limit(1);
  return Boolean(row);
}

export type ProfileWrite = {
  officeName: string;
  email: string;
  phone: string;
  slug: string;
  oneLineAddress: string;
  addressLine1: string;
  addressLine2: string;
  city: string;
  state: string;
  zip: string;
  hours: typeof DEFAULT_HOURS;
  specialtyId: number | null;
  services: string[];
  bookingUrl: string;
  pmsSystem: string | null;
  /** Left out: the office's listing in the public search stays as it is. */
  marketplaceListed?: boolean | undefined;
};

export async function saveProfile(db: Db, organizationId: number, officeId: number, p: ProfileWrite, now: Date) {
  await db
    .update(offices)
    .set({ officeName: p.officeName, email: p.email, phone: p.phone, slug: p.slug, address: p.oneLineAddress })
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
  const fields = {
    addressLine1: p.addressLine1,
    addressLine2: p.addressLine2,
    city: p.city,
    state: p.state,
    zip: p.zip,
    hours: p.hours,
    specialtyId: p.specialtyId,
    services: p.services,
    bookingUrl: p.bookingUrl,
    pmsSystem: p.pmsSystem,
    ...(p.marketplaceListed === undefined ? {} : { marketplaceListed: p.marketplaceListed }),
    updatedAt: now,
  };
  await db
    .insert(officeProfiles)
    .values({ organizationId, officeId, ...fields })
    .onConflictDoUpdate({ target: [officeProfiles.organizationId, officeProfiles.officeId], set: fields });
}

export async function setLogo(db: Db, organizationId: number, officeId: number, logo: string | null) {
  await db
    .update(offices)
    .set({ logo })
    .where(and(eq(offices.organizationId, organizationId), eq(offices.id, officeId)));
}

/** Locks the office row, so two saves of one profile (or logo) apply one after the other. */
export async function lockOffice(db: Db, officeId: number) {
  await db.execute(sql`select id from offices where id = ${officeId} for update`);
}
