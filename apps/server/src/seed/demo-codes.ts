import { createHash } from 'node:crypto';
import { referralCodeFrom } from '@mhq/domain';
import { eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { groupCodes, members, referralCodes, smallBusinesses } from '../db/schema';

/** The demo's group code: Acme Logistics' employees type it on any enrolment form for its discount. */
export const DEMO_GROUP_CODE = 'ACME10';

/**
 * The demo's codes (spec 01 section 5): the employer's group code, and a referral code for every household, made
 * from its id so the demo reads the same on every machine.
 */
export async function seedDemoCodes(tx: Db): Promise<void> {
  const [acme] = await tx.select().from(smallBusinesses).where(eq(smallBusinesses.name, 'Acme Logistics'));
  if (acme) await tx.insert(groupCodes).values({ code: DEMO_GROUP_CODE, smallBusinessId: acme.id });
  const owners = await tx
    .select({ id: members.id, organizationId: members.organizationId })
    .from(members)
    .where(isNull(members.accountOwnerId));
  if (owners.length === 0) return;
  await tx
    .insert(referralCodes)
    .values(
      owners.map((o) => ({
        organizationId: o.organizationId,
        ownerMemberId: o.id,
        code: referralCodeFrom([...createHash('sha256').update(`demo-referral:${o.id}`).digest()]),
      })),
    )
    .onConflictDoNothing();
}
