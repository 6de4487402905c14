import { mayChangePayouts, PAYOUT_MESSAGES } from '@mhq/domain';
import type { Db } from '../../db/connection';
import { AppError } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { isOwnerOf } from './money.queries';

/** Whether the caller may change payout and billing details of this office (owner or platform admin). */
export async function callerMayChange(
  db: Db,
  auth: AuthContext,
  organizationId: number,
  officeId: number,
): Promise<boolean> {
  const owner = auth.type === 'dentist' ? await isOwnerOf(db, organizationId, officeId, auth.userId) : false;
  return mayChangePayouts(auth.type, owner);
}

export async function assertMayChange(db: Db, auth: AuthContext, organizationId: number, officeId: number) {
  if (!(await callerMayChange(db, auth, organizationId, officeId))) {
    throw new AppError('FORBIDDEN', PAYOUT_MESSAGES.ownerOnly);
  }
}
