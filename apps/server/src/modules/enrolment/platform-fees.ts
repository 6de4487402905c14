import { PLATFORM_FEE_DEFAULTS } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/connection';
import { systemSettings } from '../../db/schema';

export type PlatformFees = { perMemberMonthCents: number; setupFeePercent: number };

export const PLATFORM_FEES_KEY = 'platform_fees';

/** The platform's fee settings: what an admin stored (system_settings 'platform_fees'), else the defaults. */
export async function platformFees(db: Db): Promise<PlatformFees> {
  const [row] = await db.select().from(systemSettings).where(eq(systemSettings.key, PLATFORM_FEES_KEY));
  return feesFrom(row?.value);
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
