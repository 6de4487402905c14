import { PLATFORM_FEE_DEFAULTS } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { officeFeeOverrides } from '../../db/schema';
import { storedSetting } from '../../db/settings';

export type PlatformFees = { perMemberMonthCents: number; setupFeePercent: number };

/** An office's own terms (office_fee_overrides): a null fee keeps the platform's default. */
export type FeeOverride = { perMemberMonthCents: number | null; setupFeePercent: number | null };

export const PLATFORM_FEES_KEY = 'platform_fees';

/**
 * The platform's fee settings: what an admin stored (system_settings 'platform_fees'), else the defaults; for an
 * office, its own terms where the platform agreed any (/admin/fees).
 */
export async function platformFees(db: Db, officeId?: number): Promise<PlatformFees> {
  const defaults = feesFrom(await storedSetting(db, PLATFORM_FEES_KEY));
  if (officeId === undefined) return defaults;
  const [override] = await db
    .select({
      perMemberMonthCents: officeFeeOverrides.perMemberMonthCents,
      setupFeePercent: officeFeeOverrides.setupFeePercent,
    })
    .from(officeFeeOverrides)
    .where(eq(officeFeeOverrides.officeId, officeId));
  return withOverride(defaults, override);
}

/** The fees an office pays: its own where it has them, the platform's for the rest. */
export function withOverride(defaults: PlatformFees, override: FeeOverride | null | undefined): PlatformFees {
  return {
    perMemberMonthCents: override?.perMemberMonthCents ?? defaults.perMemberMonthCents,
    setupFeePercent: override?.setupFeePercent ?? defaults.setupFeePercent,
  };
}

/** The settings from their stored value (any shape), the defaults filling what is missing. */
export function feesFrom(value: unknown): PlatformFees {
  const stored = (value ?? {}) as Partial<PlatformFees>;
  return {
    perMemberMonthCents: Number.isSafeInteger(stored.perMemberMonthCents)
      ? (stored.perMemberMonthCents as number)
      : PLATFORM_FEE_DEFAULTS.perMemberMonthCents,
    setupFeePercent:
      typeof stored.setupFeePercent === 'number' ? stored.setupFeePercent : PLATFORM_FEE_DEFAULTS.setupFeePercent,
  };
}
