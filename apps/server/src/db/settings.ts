import { eq } from 'drizzle-orm';
import type { Db } from './connection';
import { systemSettings } from './schema';

/** A platform setting as stored (any JSON), or undefined when none was stored. */
export async function storedSetting(db: Db, key: string): Promise<unknown> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, key));
  return row?.value;
}

/** Stores a platform setting, replacing what was there. */
export async function saveSetting(db: Db, key: string, value: unknown): Promise<void> {
  await db
    .insert(systemSettings)
    .values({ key, value })
    .onConflictDoUpdate({ target: systemSettings.key, set: { value } });
}
