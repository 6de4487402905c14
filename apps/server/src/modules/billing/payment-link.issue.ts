import { PAYMENT_LINK_DAYS } from '@mhq/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { members } from '../../db/schema';
import type { Ctx } from '../../deps';
import { publicUrl } from '../auth/auth.service';
import { newOpaqueToken } from '../auth/tokens';
import { replaceLinks } from './payment-link.queries';

// Payment-update links issued: by the front desk (payment-link.service.ts) and by the billing run's notices of a
// refused payment, which need nothing else of the links' use.

/**
 * A link sent while nothing is owed works for a week: long enough for a patient to find the mail, short enough not to
 * linger in an inbox. One sent for a debt works until the debt is settled (domain paymentLinkWorks).
 */
const LINK_LIFETIME_MS = PAYMENT_LINK_DAYS * 24 * 60 * 60_000;

/** Where a signed-in account owner changes their card or bank account at any time: the portal's dashboard. */
export const PATIENT_PORTAL_PATH = '/patient-details/dashboard';

/** The portal's address in the brand's own domain, for the notices that send the household there. */
export const patientPortalUrl = (ctx: Pick<Ctx, 'config' | 'tenant'>): string =>
  `${publicUrl(ctx)}${PATIENT_PORTAL_PATH}`;

/** How a link is issued: for an open debt (works until it is settled), and whether the household's older links end. */
export type LinkTerms = { untilSettled: boolean; retireOlder?: boolean };

/**
 * A new payment-update link for the household: a fresh random key of which only the hash is kept; the household's
 * older links stop working. It works once for 7 days, or, sent for a debt (`untilSettled`), until that debt is paid or
 * written off. The owner's row is the household's lock: of two links sent at once, the later one retires the earlier.
 * `sentByUserId` is null when the billing run sends it.
 */
export async function newPaymentLink(
  tx: Db,
  ctx: Pick<Ctx, 'config' | 'tenant'>,
  owner: { organizationId: number; id: number },
  sentByUserId: number | null,
  now: Date,
  terms: LinkTerms = { untilSettled: false },
): Promise<string> {
  const [link] = await newPaymentLinks(tx, ctx, [owner], sentByUserId, now, terms);
  return link as string;
}

/**
 * New payment-update links for many households at once (newPaymentLink's), in order: the billing run's notices, whose
 * links are for the debt and leave the earlier notices' links working (a patient may open any mail of the debt).
 */
export async function newPaymentLinks(
  tx: Db,
  ctx: Pick<Ctx, 'config' | 'tenant'>,
  owners: readonly { organizationId: number; id: number }[],
  sentByUserId: number | null,
  now: Date,
  terms: LinkTerms = { untilSettled: false },
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
      untilSettled: terms.untilSettled,
      now,
    })),
    terms.retireOlder ?? !terms.untilSettled,
  );
  return issued.map(({ owner, token }) => `${publicUrl(ctx)}/patient/payment-update/${token}/${owner.id}`);
}
