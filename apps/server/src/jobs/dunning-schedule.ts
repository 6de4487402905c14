import { DUNNING_RETRY_DAYS_DEFAULT, retryScheduleProblem } from '@mhq/domain';
import type { Db } from '../db/connection';
import { storedSetting } from '../db/settings';

/** Where the platform's admins keep the retry schedule of late payments (system_settings). */
export const DUNNING_SCHEDULE_KEY = 'dunning_retry_days';

/** The retry schedule an admin stored, else the default of 4 tries over 14 days. */
export async function dunningSchedule(db: Db): Promise<readonly number[]> {
  const stored = await storedSetting(db, DUNNING_SCHEDULE_KEY);
  if (Array.isArray(stored) && stored.every((d) => typeof d === 'number') && !retryScheduleProblem(stored)) {
    return stored as number[];
  }
  return DUNNING_RETRY_DAYS_DEFAULT;
}
