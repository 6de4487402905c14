import type { OfficeLink, UserType } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { offices, officeUsers, users } from '../../db/schema';
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
  { email: 'ops@demo.test', offices: 'every' },
  { email: 'business@demo.test', offices: [] },
  { email: 'association@demo.test', offices: [] },
  { email: 'association-staff@demo.test', offices: [] },
  { email: 'affiliate@demo.test', offices: [] },
] as const satisfies readonly { email: string; offices: readonly string[] | 'every' }[];

/**
 * Office standings the demo holds no one in, added by the suites so the permission sweep meets every column of the
 * office permission matrix: a standard dentist who is Uptown's plan coordinator, and a temporary admin at Downtown.
 */
export const SUITE_CALLERS = [
  { email: 'coordinator@suite.test', type: 'dentist_standard', office: 'demo-uptown', planCoordinator: true },
  { email: 'temp@suite.test', type: 'office_admin_temp', office: 'demo-downtown', planCoordinator: false },
] as const satisfies readonly { email: string; type: UserType; office: string; planCoordinator: boolean }[];

/** Adds the suite's own callers to the test's copy of the demo, with the demo's password. */
export async function addSuiteCallers(db: Db, officesBySlug: Map<string, number>): Promise<void> {
  const [staff] = await db.select().from(users).where(eq(users.email, 'staff@demo.test'));
  if (!staff) throw new Error('seed user staff@demo.test missing');
  for (const c of SUITE_CALLERS) {
    const officeId = officesBySlug.get(c.office);
    const [office] = officeId ? await db.select().from(offices).where(eq(offices.id, officeId)) : [];
    if (!office) throw new Error(`seed office ${c.office} missing`);
    const [user] = await db
      .insert(users)
      .values({
        email: c.email,
        type: c.type,
        firstName: 'Suite',
        lastName: c.type,
        organizationId: office.organizationId,
        passwordHash: staff.passwordHash,
      })
      .returning();
    if (!user) throw new Error('suite user insert failed');
    await db.insert(officeUsers).values({
      organizationId: office.organizationId,
      officeId: office.id,
      userId: user.id,
      planCoordinator: c.planCoordinator,
    });
  }
}

export type Caller = {
  email: string;
  type: UserType;
  userId: number;
  token: string;
  /** Offices the caller may act in. */
  own: number[];
  /** Offices the caller may not act in, an id that belongs to no office last. */
  foreign: number[];
  /** How an office user is linked to each office they work in (the permission matrix reads it). */
  links: Map<number, Omit<OfficeLink, 'type'>>;
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
  const everyLink = await t.db.select().from(officeUsers);
  const linksOf = (userId: number) =>
    new Map(
      everyLink
        .filter((l) => l.userId === userId)
        .map((l) => [l.officeId, { isOwner: l.isOwner, planCoordinator: l.planCoordinator }]),
    );
  const everyone = [...SEEDED_CALLERS, ...SUITE_CALLERS.map((c) => ({ email: c.email, offices: [c.office] }))];
  for (const c of everyone) {
    const own =
      c.offices === 'every'
        ? all
        : c.offices.map((slug) => {
            const id = officesBySlug.get(slug);
            if (id === undefined) throw new Error(`seed office ${slug} missing`);
            return id;
          });
    const foreign = [...all.filter((id) => !own.includes(id)), NO_OFFICE];
    const signedIn = await signIn(t, c.email);
    callers.push({ ...signedIn, own, foreign, links: linksOf(signedIn.userId) });
  }
  return callers;
}
