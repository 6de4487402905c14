import { dollarsToCents } from '@mhq/domain';

const AMOUNT = /^\$?\s*(\d{1,3}(,\d{3})+|\d+)(\.\d{0,2})?$/;

/** Typed dollars as cents: null when empty, undefined when it is not an amount (at most two decimals). */
export function parseDollars(text: string): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!AMOUNT.test(trimmed)) return undefined;
  return dollarsToCents(trimmed);
}
