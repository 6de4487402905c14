import type { Db } from '../../db/connection';
import { saveSetting, storedSetting } from '../../db/settings';

/** The stored switch an admin turns off to hold every text in the queue (system_settings). */
export const SMS_SENDING_KEY = 'sms_sending';

/** Whether texts leave the queue; on unless an admin turned it off. */
export async function smsSendingOn(db: Db): Promise<boolean> {
  const value = (await storedSetting(db, SMS_SENDING_KEY)) as { on?: unknown } | undefined;
  return value?.on !== false;
}

export async function setSmsSending(db: Db, on: boolean): Promise<void> {
  await saveSetting(db, SMS_SENDING_KEY, { on });
}
