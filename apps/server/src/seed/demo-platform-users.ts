import { randomUUID } from 'node:crypto';
import type { Db } from '../db/connection';
import { sessions, users } from '../db/schema';

const DAY = 86_400_000;

/**
 * The platform team beside platform@demo.test (admin) and super@demo.test (super admin), so /admin/users and
 * /admin/super_admin show each role and state (issue 24): an almost-super who signs in most days, an admin who left
 * and was deactivated, and a new hire whose invitation is still waiting for a password.
 */
export async function seedDemoPlatformUsers(db: Db, now: Date, passwordHash: string): Promise<void> {
  const at = (days: number) => new Date(now.getTime() + days * DAY);
  const [ops, former, newHire] = await db
    .insert(users)
    .values([
      {
        email: 'ops@demo.test',
        type: 'almost_super',
        firstName: 'Riley',
        lastName: 'Chen',
        phone: '5125550178',
        passwordHash,
        createdAt: at(-220),
      },
      {
        email: 'former.admin@demo.test',
        type: 'admin',
        firstName: 'Casey',
        lastName: 'Park',
        passwordHash,
        isActive: false,
        createdAt: at(-400),
      },
      { email: 'new.hire@demo.test', type: 'admin', firstName: 'Morgan', lastName: 'Diaz', createdAt: at(-2) },
    ])
    .returning({ id: users.id });
  if (!ops || !former || !newHire) throw new Error('platform users not seeded');
  // Their last sign-ins, as sessions long over.
  await db.insert(sessions).values([
    { id: randomUUID(), userId: ops.id, createdAt: at(-1), expiresAt: at(-0.5) },
    { id: randomUUID(), userId: former.id, createdAt: at(-45), expiresAt: at(-44), revokedAt: at(-44.5) },
  ]);
}
