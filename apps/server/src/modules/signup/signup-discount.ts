import { INVALID_DISCOUNT_CODE, normalizeDiscountCode, platformTier, type TenantId } from '@mhq/domain';
import { and, count, eq, ne } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { associations, discountCodes, practiceSignups } from '../../db/schema';
import { badRequest } from '../../http/app-error';

// The limits of a platform discount code (issue 24): its dates, its pause, its number of uses and its tiers. Sign-up,
// loadDiscount and the email's confirmation honour them; the admins' promo list shows the same status.

type CodeRow = typeof discountCodes.$inferSelect;
export type FoundDiscount = { code: CodeRow; association: typeof associations.$inferSelect | null };

export type PromoStatus = 'scheduled' | 'active' | 'paused' | 'expired' | 'used_up';

/** Where a code stands at `now` with `uses` sign-ups: a pause first, then its dates, then its uses. */
export function promoStatus(
  code: Pick<CodeRow, 'active' | 'startsAt' | 'expiresAt' | 'maxUses'>,
  uses: number,
  now: Date,
) {
  if (!code.active) return 'paused' satisfies PromoStatus;
  if (code.expiresAt && code.expiresAt <= now) return 'expired' satisfies PromoStatus;
  if (code.startsAt && code.startsAt > now) return 'scheduled' satisfies PromoStatus;
  if (code.maxUses !== null && uses >= code.maxUses) return 'used_up' satisfies PromoStatus;
  return 'active' satisfies PromoStatus;
}

/** What a practice is told when a code cannot be taken: a paused code is refused like an unknown one. */
export const PROMO_REFUSALS: Record<Exclude<PromoStatus, 'active'>, string> = {
  paused: INVALID_DISCOUNT_CODE,
  scheduled: 'This discount code cannot be used yet',
  expired: 'This discount code has expired',
  used_up: 'This discount code has been used as many times as it allows',
};

export const tierRefusal = (tierName: string) => `This discount code does not apply to the ${tierName} plan`;

const refuse = (message: string) => badRequest(message, { discountCode: message });

/** A code by its text, whatever its status, with its association. */
export async function discountByCode(db: Db, typed: string, lock = false): Promise<FoundDiscount | null> {
  const query = db
    .select({ code: discountCodes, association: associations })
    .from(discountCodes)
    .leftJoin(associations, eq(associations.id, discountCodes.associationId))
    .where(eq(discountCodes.code, normalizeDiscountCode(typed)))
    .limit(1);
  const [row] = lock ? await query.for('update', { of: discountCodes }) : await query;
  return row ?? null;
}

/** Practices that signed up with the code, but this one (its own sign-up does not count against itself). */
export async function discountUses(db: Db, codeId: number, exceptOrganizationId?: number): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(practiceSignups)
    .where(
      and(
        eq(practiceSignups.discountCodeId, codeId),
        exceptOrganizationId === undefined ? undefined : ne(practiceSignups.organizationId, exceptOrganizationId),
      ),
    );
  return Number(row?.n ?? 0);
}

/**
 * The code if a practice may take it now, for this tier when one is chosen; else the refusal to throw. With `lock`
 * (inside the transaction that records the use), the code's row is locked before its uses are counted: two sign-ups
 * racing for its last use take turns, and the second counts the first's. A code the sign-up already holds (`held`)
 * stays its own even if it expired, was paused or ran out meanwhile: only the tier is checked.
 */
export async function takeableDiscount(
  db: Db,
  typed: string,
  opts: {
    now: Date;
    tenant: TenantId;
    tierLevel?: number;
    organizationId?: number;
    held?: number | null;
    lock?: boolean;
  },
): Promise<FoundDiscount> {
  const found = await discountByCode(db, typed, opts.lock);
  if (!found) throw refuse(INVALID_DISCOUNT_CODE);
  if (found.code.id !== opts.held) {
    const status = promoStatus(found.code, await discountUses(db, found.code.id, opts.organizationId), opts.now);
    if (status !== 'active') throw refuse(PROMO_REFUSALS[status]);
  }
  const { tierLevels } = found.code;
  if (opts.tierLevel !== undefined && tierLevels && !tierLevels.includes(opts.tierLevel)) {
    throw refuse(tierRefusal(platformTier(opts.tenant, opts.tierLevel)?.name ?? `tier ${opts.tierLevel}`));
  }
  return found;
}
