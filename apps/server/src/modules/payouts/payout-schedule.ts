import { PAYOUT_SCHEDULE_DEFAULT, type PayoutSchedule, payoutScheduleProblem } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { storedSetting } from '../../db/settings';

/** The platform's payout schedule (system_settings), set on the Billing Run page. */
export const PAYOUT_SCHEDULE_KEY = 'payout_schedule';

/** The schedule an admin stored, else weekly on Mondays with two days to settle. */
export async function payoutSchedule(db: Db): Promise<PayoutSchedule> {
  const stored = (await storedSetting(db, PAYOUT_SCHEDULE_KEY)) as Partial<PayoutSchedule> | undefined;
  const schedule = { ...PAYOUT_SCHEDULE_DEFAULT, ...(stored ?? {}) };
  return payoutScheduleProblem(schedule) ? PAYOUT_SCHEDULE_DEFAULT : schedule;
}
