import { SUBSCRIPTION_STATUSES, TENANTS } from '@mhq/domain';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { members, organizations, subscriptions } from '../db/schema';
import { createTestApp } from '../test/harness';
import { seedDemo } from './demo-seed';

const t = await createTestApp();
const [demo] = await t.db.select().from(organizations).where(sql`${organizations.name} like 'Demo%'`);

describe('demo data', () => {
  it('gives the Demo organization about 40 households covering every subscription status', async () => {
    if (!demo) throw new Error('no Demo organization');
    const households = await t.db
      .select({ id: members.id })
      .from(members)
      .where(and(eq(members.organizationId, demo.id), isNull(members.accountOwnerId)));
    expect(households.length).toBeGreaterThanOrEqual(38);
    expect(households.length).toBeLessThanOrEqual(45);
    const statuses = await t.db
      .selectDistinct({ status: subscriptions.status })
      .from(subscriptions)
      .where(eq(subscriptions.organizationId, demo.id));
    expect(statuses.map((s) => s.status).sort()).toEqual([...SUBSCRIPTION_STATUSES].sort());
  });

  it('makes the demo patient an account owner with family', async () => {
    const [owner] = await t.db.select().from(members).where(eq(members.email, 'patient@demo.test'));
    if (!owner) throw new Error('no demo patient member');
    const family = await t.db.select().from(members).where(eq(members.accountOwnerId, owner.id));
    expect(family.length).toBe(3);
    expect(owner.relationship).toBe('myself');
  });

  it('seeds only once', async () => {
    expect(await seedDemo(t.db, TENANTS.dental, new Date())).toBe(false);
  });
});
