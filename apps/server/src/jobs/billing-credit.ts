import { applyAccountCredit } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import type { Charge } from '../adapters/payments/payment-gateway';
import type { Db } from '../db/connection';
import { intArray, jsonRows, queryRows } from '../db/rows';
import type { Attempt, BillingRequest, Opening } from './billing-types';

// A household's account credit (a referral's: modules/enrolment/enrolment-codes.ts) used on its next renewal. The
// credit pays what it can of the attempt as it is opened (applyAccountCredit), like a discount on its lines: the
// platform's fee stays as the rules computed it, so the practice funds the credit (its balance is lower by it). The
// credit is spent (a 'used' row tied to the charge) only when the payment is recorded; a refused or unpaid attempt
// spends nothing, so its credit is there again for the next try. An open attempt holds the credit it counted on.

/** The credit an attempt counts on (its request says so). */
export const creditOf = (a: Pick<Attempt, 'request'>) => (a.request as unknown as BillingRequest).creditCents ?? 0;

/** An attempt the credit pays in full: paid with no processor charge. */
export const paidByCredit = (a: Attempt) => a.amountCents === 0 && creditOf(a) > 0;

/** The answer for an attempt the credit pays in full: taken, with no processor charge (no id). */
export function creditCharge(at: Date): Charge {
  return {
    id: '',
    status: 'succeeded',
    amountCents: 0,
    applicationFeeCents: 0,
    failureCode: null,
    failureMessage: null,
    createdAt: at,
  };
}

/**
 * Uses each household's credit on its opening, in one query for the batch whatever its size: the balance is the
 * credit rows' sum less what the household's other open attempts hold. Lines give up credit in order, each down to
 * zero at most; what the credit does not cover is charged.
 */
export async function useCredits(tx: Db, openings: Opening[]): Promise<void> {
  if (openings.length === 0) return;
  const rows = await queryRows<{ organization_id: number; owner_id: number; balance: number }>(
    tx,
    sql`select h.organization_id, h.owner_id,
        (coalesce((select sum(c.amount_cents) from household_credits c
            where c.organization_id = h.organization_id and c.owner_member_id = h.owner_id), 0)
          - coalesce((select sum((b.request->>'creditCents')::bigint) from billing_attempts b
            where b.organization_id = h.organization_id and b.owner_member_id = h.owner_id and b.status = 'open'), 0)
        )::float8 as balance
      from unnest(${intArray(openings.map((o) => o.attempt.organizationId))},
        ${intArray(openings.map((o) => o.attempt.ownerMemberId))}) as h(organization_id, owner_id)
      where exists (select 1 from household_credits c
        where c.organization_id = h.organization_id and c.owner_member_id = h.owner_id)`,
  );
  const balances = new Map(rows.map((r) => [`${r.organization_id}:${r.owner_id}`, r.balance]));
  for (const { attempt } of openings) {
    const balance = balances.get(`${attempt.organizationId}:${attempt.ownerMemberId}`) ?? 0;
    if (balance <= 0) continue;
    const { chargeCents, creditUsedCents } = applyAccountCredit(attempt.amountCents, balance);
    if (creditUsedCents === 0) continue;
    const request = attempt.request as unknown as BillingRequest;
    let left = creditUsedCents;
    for (const item of request.items) {
      const take = Math.min(left, item.amountCents);
      item.amountCents -= take;
      item.discountCents = (item.discountCents ?? 0) + take;
      left -= take;
    }
    request.creditCents = creditUsedCents;
    attempt.amountCents = chargeCents;
  }
}

/** The credit the recorded payments used, each a 'used' row tied to its charge (a charge uses credit once: unique). */
export async function recordCreditsUsed(
  tx: Db,
  paid: readonly { a: Attempt; chargeId: number | undefined }[],
  at: Date,
): Promise<void> {
  const used = paid
    .filter(({ a, chargeId }) => creditOf(a) > 0 && chargeId !== undefined)
    .map(({ a, chargeId }) => ({
      organization_id: a.organizationId,
      owner_member_id: a.ownerMemberId,
      amount_cents: -creditOf(a),
      charge_id: chargeId,
    }));
  if (used.length === 0) return;
  await tx.execute(sql`insert into household_credits (organization_id, owner_member_id, amount_cents, kind, charge_id,
      created_at)
    select v.organization_id, v.owner_member_id, v.amount_cents, 'used', v.charge_id, ${at.toISOString()}::timestamptz
    from json_to_recordset(${jsonRows(used)}) as v(organization_id int, owner_member_id int, amount_cents bigint,
      charge_id int)`);
}
