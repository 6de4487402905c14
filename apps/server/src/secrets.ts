import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from './db/connection';
import { systemSettings } from './db/schema';

/**
 * The key that signs session tokens: from JWT_SECRET, or generated once and kept in the database so
 * every process (and every restart) shares it.
 */
export async function loadJwtKey(db: Db, configured: string | undefined): Promise<Uint8Array> {
  if (configured) return new TextEncoder().encode(configured);
  await db
    .insert(systemSettings)
    .values({ key: 'jwt_secret', value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing();
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, 'jwt_secret'));
  if (typeof row?.value !== 'string') throw new Error('jwt secret missing');
  return new TextEncoder().encode(row.value);
}
