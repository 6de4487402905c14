import { DEFAULT_HOURS } from '@mhq/domain';
import type { Db } from '../db/connection';
import { officeProfiles, offices } from '../db/schema';

const ONE_LINE = /^(.+), ([^,]+), ([A-Z]{2}) (\d{5})$/;

/** Office profiles of the demo offices: their one-line address as fields, weekday hours, a few services. */
export async function seedDemoOfficeProfiles(tx: Db, now: Date): Promise<void> {
  const rows = await tx.select().from(offices);
  for (const o of rows) {
    const m = ONE_LINE.exec(o.address ?? '');
    if (!m) continue;
    await tx.insert(officeProfiles).values({
      organizationId: o.organizationId,
      officeId: o.id,
      addressLine1: m[1] ?? '',
      city: m[2] ?? '',
      state: m[3] ?? '',
      zip: m[4] ?? '',
      hours: DEFAULT_HOURS,
      services: ['Exams', 'Cleanings', 'X-rays'],
      updatedAt: now,
    });
  }
}
