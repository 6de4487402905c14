import type { UserType } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices, users } from '../../db/schema';
import type { TestApp } from '../harness';

/**
 * Every seeded sign-in, one per role the seed holds, with the offices demo-seed.ts lets each one act in:
 * staff work only at Downtown, the patient is a member at Downtown, platform admins act anywhere, the
 * small-business and association users in no office at all.
 */
export const SEEDED_CALLERS = [
  { email: 'owner@demo.test', offices: ['demo-downtown', 'demo-uptown'] },
  { email: 'admin@demo.test', offices: ['demo-downtown', 'demo-uptown'] },
  { email: 'staff@demo.test', offices: ['demo-downtown'] },
  { email: 'owner2@demo.test', offices: ['second-lakeside'] },
  { email: 'patient@demo.test', offices: ['demo-downtown'] },
  { email: 'platform@demo.test', offices: 'every' },
  { email: 'super@demo.test', offices: 'every' },
  { email: 'business@demo.test', offices: [] },
  { email: 'association@demo.test', offices: [] },
] as const satisfies readonly { email: string; offices: readonly string[] | 'every' }[];

export type Caller = {
  email: string;
  type: UserType;
  userId: number;
  token: string;
  /** Offices the caller may act in. */
  own: number[];
  /** Offices the caller may not act in, an id that belongs to no office last. */
  foreign: number[];
};

/** An office id no seeded office has. */
export const NO_OFFICE = 999_999;

/** Every seeded office, by slug. */
export async function seedOffices(db: Db): Promise<Map<string, number>> {
  const rows = await db.select({ id: offices.id, slug: offices.slug }).from(offices);
  const bySlug = new Map(rows.map((o) => [o.slug, o.id]));
  if ([...bySlug.values()].includes(NO_OFFICE)) throw new Error(`office ${NO_OFFICE} exists: pick another`);
  return bySlug;
}

/** Signs one seeded user in, from an address of its own. */
export async function signIn(
  t: TestApp,
  email: string,
): Promise<{ email: string; type: UserType; userId: number; token: string }> {
  const [row] = await t.db.select({ id: users.id, type: users.type }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`seed user ${email} missing`);
  return { email, type: row.type as UserType, userId: row.id, token: await t.login(email, undefined, t.newIp()) };
}

/** Signs every seeded caller in once, each from its own address. */
export async function signInEveryone(t: TestApp, officesBySlug: Map<string, number>): Promise<Caller[]> {
  const all = [...officesBySlug.values()];
  const callers: Caller[] = [];
  for (const c of SEEDED_CALLERS) {
    const own =
      c.offices === 'every'
        ? all
        : c.offices.map((slug) => {
            const id = officesBySlug.get(slug);
            if (id === undefined) throw new Error(`seed office ${slug} missing`);
            return id;
          });
    const foreign = [...all.filter((id) => !own.includes(id)), NO_OFFICE];
    callers.push({ ...(await signIn(t, c.email)), own, foreign });
  }
  return callers;
}
