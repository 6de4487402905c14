import { createHash } from 'node:crypto';
import { BAA_VERSION, baaPlainText, type TenantConfig } from '@mhq/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import {
  baaSignatures,
  offices,
  officeUsers,
  organizations,
  simBankAccounts,
  simConnectedAccounts,
  tierPaymentMethods,
  users,
} from '../db/schema';
import { seedOfficePlans } from './demo-plans';

/**
 * Money facts of the demo: the seeded payout accounts exist at the simulated processor, the demo practices have
 * signed the BAA, and a new practice (Riverside, owner riverside@demo.test) has plans but neither a payout
 * account nor a signed BAA, for trying the payout, tier-billing and BAA pages from the start.
 */
export async function seedDemoMoney(tx: Db, tenant: TenantConfig, now: Date, passwordHash: string): Promise<void> {
  const seeded = await tx
    .select({
      office: offices,
      ownerId: officeUsers.userId,
      ownerEmail: users.email,
      first: users.firstName,
      last: users.lastName,
    })
    .from(offices)
    .innerJoin(
      officeUsers,
      and(
        eq(officeUsers.officeId, offices.id),
        eq(officeUsers.organizationId, offices.organizationId),
        eq(officeUsers.isOwner, true),
      ),
    )
    .innerJoin(users, eq(users.id, officeUsers.userId))
    .where(inArray(offices.slug, ['demo-downtown', 'demo-uptown', 'second-lakeside']));

  for (const { office, ownerId, ownerEmail, first, last } of seeded) {
    if (office.stripeAccountId) {
      await tx.insert(simConnectedAccounts).values({
        id: office.stripeAccountId,
        email: office.email ?? ownerEmail,
        businessName: office.officeName,
        accountType: 'express',
        payoutsEnabled: true,
        chargesEnabled: true,
        detailsSubmitted: true,
        metadata: { organizationId: String(office.organizationId), officeId: String(office.id) },
        createdAt: now,
      });
      await tx.insert(simBankAccounts).values({
        id: `ba_sim_seed_${office.id}`,
        connectedAccountId: office.stripeAccountId,
        accountHolderName: office.officeName,
        bankName: 'STRIPE TEST BANK',
        routingNumber: '110000000',
        last4: office.last4 ?? '6789',
        status: 'verified',
        createdAt: now,
      });
    }
    const text = baaPlainText(tenant.name, office.officeName);
    await tx.insert(baaSignatures).values({
      organizationId: office.organizationId,
      officeId: office.id,
      signerUserId: ownerId,
      signerName: `${first} ${last}`,
      signerTitle: 'Owner',
      signerEmail: ownerEmail,
      agreementVersion: BAA_VERSION,
      agreementSha256: createHash('sha256').update(text).digest('hex'),
      ip: '127.0.0.1',
      userAgent: 'demo seed',
      signedAt: new Date(now.getTime() - 30 * 86_400_000),
    });
  }

  // The seeded practices pay their tier with a card kept from the old platform (no processor customer yet):
  // Demo's is tier method 1, the one the contract's examples name.
  const orgIds = [...new Set(seeded.map((r) => r.office.organizationId))].sort((a, b) => a - b);
  for (const organizationId of orgIds) {
    await tx.insert(tierPaymentMethods).values({
      organizationId,
      processorPaymentMethodId: `pm_legacy_${organizationId}`,
      kind: 'card',
      brand: 'visa',
      last4: '4242',
      expMonth: 12,
      expYear: now.getUTCFullYear() + 3,
      isDefault: true,
      createdAt: new Date(now.getTime() - 60 * 86_400_000),
    });
  }

  const title = tenant.professionalName === 'dentist' ? 'Dental' : 'Eye Care';
  const [riverside] = await tx
    .insert(organizations)
    .values({ name: `Riverside ${title}`, tierLevel: 1 })
    .returning();
  if (!riverside) throw new Error('seed insert failed');
  const [office] = await tx
    .insert(offices)
    .values({
      organizationId: riverside.id,
      officeName: `Riverside ${title}`,
      slug: 'riverside',
      email: 'riverside@demo.test',
      phone: '5125550301',
      address: '12 River Rd, Austin, TX 78702',
      verified: true,
      accountStatus: 1,
    })
    .returning();
  if (!office) throw new Error('seed insert failed');
  const [owner] = await tx
    .insert(users)
    .values({
      email: 'riverside@demo.test',
      passwordHash,
      type: 'dentist',
      firstName: 'Dana',
      lastName: 'Whitfield',
      organizationId: riverside.id,
    })
    .returning();
  if (!owner) throw new Error('seed insert failed');
  await tx.insert(officeUsers).values({
    organizationId: riverside.id,
    officeId: office.id,
    userId: owner.id,
    isOwner: true,
    planCoordinator: true,
  });
  await seedOfficePlans(
    tx,
    tenant,
    { organizationId: riverside.id, officeId: office.id, officeName: office.officeName },
    false,
  );
}
