import { CASH_LATENESS_DEFAULT, type CashLatenessSettings, cashLatenessProblem } from '@mhq/domain';
import type { Db } from '../db/connection';
import { storedSetting } from '../db/settings';

/** Where the platform's admins keep the grace and late periods of plans paid in the office (system_settings). */
export const CASH_LATENESS_KEY = 'cash_lateness';

/** The lateness settings an admin stored, else a week's grace and 14 days late before delinquent. */
export async function cashLatenessSettings(db: Db): Promise<CashLatenessSettings> {
  const stored = await storedSetting(db, CASH_LATENESS_KEY);
  if (stored && typeof stored === 'object') {
    const s = stored as Partial<CashLatenessSettings>;
    const candidate = { graceDays: Number(s.graceDays), delinquentAfterDays: Number(s.delinquentAfterDays) };
    if (!cashLatenessProblem(candidate)) return candidate;
  }
  return CASH_LATENESS_DEFAULT;
}
