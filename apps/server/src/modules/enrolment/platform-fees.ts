import { PLATFORM_FEE_DEFAULTS } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { storedSetting } from '../../db/settings';

export type PlatformFees = { perMemberMonthCents: number; setupFeePercent: number };

export const PLATFORM_FEES_KEY = 'platform_fees';

/** The platform's fee settings: what an admin stored (system_settings 'platform_fees'), else the defaults. */
export async function platformFees(db: Db): Promise<PlatformFees> {
  return feesFrom(await storedSetting(db, PLATFORM_FEES_KEY));
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
