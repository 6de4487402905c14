import { formatMoney, formatUsDate, type TenantConfig } from '@mhq/domain';
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { smallBusinesses } from '../db/schema';
import { type MethodWords, methodWords } from '../modules/billing/billing-mail';

// An employer that pays for its employees' households (BusinessConnect) hears when a payment on its card is refused:
// which employee's membership, how much, the card, and where to change it; the household hears too (billing-refused).

export type Employer = { id: number; name: string; email: string | null };

/** The employers of these ids: whom a refusal on their card is told to. */
export async function employersOf(tx: Db, ids: (number | null | undefined)[]): Promise<Map<number, Employer>> {
  const wanted = [...new Set(ids.filter((id): id is number => typeof id === 'number'))];
  if (wanted.length === 0) return new Map();
  const rows = await tx
    .select({ id: smallBusinesses.id, name: smallBusinesses.name, email: smallBusinesses.email })
    .from(smallBusinesses)
    .where(inArray(smallBusinesses.id, wanted));
  return new Map(rows.map((r) => [r.id, r]));
}

/** The employer's mail: a payment for an employee's household on its card did not go through. */
export function employerPaymentFailedMail(m: {
  tenant: TenantConfig;
  business: string;
  officeName: string;
  employee: string;
  amountCents: number;
  method: MethodWords | null;
  nextTry: string | null;
  /** The employer portal's settings page, where its card is changed. */
  settingsUrl: string;
}) {
  const amount = formatMoney(m.amountCents, { decimals: 2 });
  const card = m.method ? methodWords('en', m.method) : 'card';
  const text = [
    `Hello ${m.business},`,
    '',
    `You pay for ${m.employee}'s membership at ${m.officeName}. Its payment of ${amount} on your ${card} did not go through.`,
    m.nextTry
      ? `We will try again on ${formatUsDate(m.nextTry)}. Until then the membership stays active.`
      : 'Every try failed: the membership has ended for non-payment until it is paid.',
    '',
    `Update your card here: ${m.settingsUrl}`,
    `${m.employee} has been told too, and may pay with a card of their own instead.`,
    '',
    `${m.tenant.name} · ${m.tenant.supportEmail}`,
  ].join('\n');
  return { subject: `A membership payment on your card did not go through (${m.employee})`, text };
}
