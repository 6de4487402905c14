import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { members } from '../../db/schema';
import type { Ctx } from '../../deps';
import { publicUrl } from '../auth/auth.service';
import { newOpaqueToken } from '../auth/tokens';
import { replaceLinks } from './payment-link.queries';

// Payment-update links issued: by the front desk (payment-link.service.ts) and by the billing run's notices of a
// refused payment, which need nothing else of the links' use.

/** A link works for a week: long enough for a patient to find the mail, short enough not to linger in an inbox. */
const LINK_LIFETIME_MS = 7 * 24 * 60 * 60_000;

/**
 * A new payment-update link for the household, working once for 7 days: a fresh random key of which only the hash is
 * kept; the household's older unused links stop working. The owner's row is the household's lock: of two links sent
 * at once, the later one retires the earlier. `sentByUserId` is null when the billing run sends it.
 */
export async function newPaymentLink(
  tx: Db,
  ctx: Pick<Ctx, 'config' | 'tenant'>,
  owner: { organizationId: number; id: number },
  sentByUserId: number | null,
  now: Date,
): Promise<string> {
  const [link] = await newPaymentLinks(tx, ctx, [owner], sentByUserId, now);
  return link as string;
}

/** New payment-update links for many households at once (newPaymentLink's), in order: the billing run's notices. */
export async function newPaymentLinks(
  tx: Db,
  ctx: Pick<Ctx, 'config' | 'tenant'>,
  owners: readonly { organizationId: number; id: number }[],
  sentByUserId: number | null,
  now: Date,
): Promise<string[]> {
  if (owners.length === 0) return [];
  // The owners locked in one order, so two batches of links never wait on each other in a circle.
  await tx
    .select({ id: members.id })
    .from(members)
    .where(
      inArray(
        members.id,
        [...new Set(owners.map((o) => o.id))].sort((a, b) => a - b),
      ),
    )
    .orderBy(members.id)
    .for('update');
  const issued = owners.map((owner) => ({ owner, ...newOpaqueToken() }));
  await replaceLinks(
    tx,
    issued.map(({ owner, hash }) => ({
      organizationId: owner.organizationId,
      ownerMemberId: owner.id,
      tokenHash: hash,
      sentByUserId,
      expiresAt: new Date(now.getTime() + LINK_LIFETIME_MS),
      now,
    })),
  );
  return issued.map(({ owner, token }) => `${publicUrl(ctx)}/patient/payment-update/${token}/${owner.id}`);
}
