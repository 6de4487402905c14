import { badRequest } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';

/** Who made a change, for its audit line. */
export type Actor = { auth: AuthContext; ip: string };

export const LIST_CHANGED = 'The list changed while you were sorting it; reload the page and try again';

/** A new order must name every item of the list once, no more: anything else was sorted from a stale page. */
export function assertSameItems(current: readonly number[], asked: readonly number[]): void {
  const known = new Set(current);
  if (asked.length !== known.size || !asked.every((id) => known.has(id))) {
    throw badRequest(LIST_CHANGED, { ids: LIST_CHANGED });
  }
}

/** Whether a database error is the unique index refusing a second row with the same name. */
export function isUniqueViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
