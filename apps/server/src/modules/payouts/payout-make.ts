import { formatMoney, type IsoDay, utcDayOf } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import {
  type ConnectedAccount,
  PaymentDeclined,
  type PaymentGateway,
  ProcessorUnavailable,
} from '../../adapters/payments/payment-gateway';
import { queryRows } from '../../db/rows';
import { offices, payouts } from '../../db/schema';
import type { Ctx } from '../../deps';
import { type MailLinkConfig, publicUrl } from '../auth/auth.service';
import { recordLedger } from '../money/ledger';
import { officeContactEmail } from '../money/money.queries';
import { payoutFailedMail, payoutSentMail } from './payouts.mail';

// One payout of one office: what it carries is marked and its own ledger transaction written (pending) before the
// processor is asked with `payout_<id>`; the answer is recorded once. A refused payout gives what it carried back to
// the next one.

/** What making a payout needs: the database, the time, mail and where its links point, the brand, the processor. */
export type PayoutDeps = Pick<Ctx, 'db' | 'clock' | 'mail' | 'tenant'> & {
  config: MailLinkConfig;
  gateway: PaymentGateway;
};

type Payout = typeof payouts.$inferSelect;

export const payoutKey = (id: number) => `payout_${id}`;

/** Transactions of the office that move its balance and no payout carried yet, before the cut-off. */
const carriable = (organizationId: number, officeId: number, cutoff: IsoDay) => sql`
  x.organization_id = ${organizationId} and x.office_id = ${officeId} and x.payout_id is null
  and x.occurred_at < ${`${cutoff}T00:00:00Z`}::timestamptz and x.kind not in ('payout', 'payout_failed')
  and exists (select 1 from ledger_entries e
    where e.organization_id = x.organization_id and e.transaction_id = x.id and e.account = 'practice_balance')`;

class NothingToPay extends Error {}

/**
 * Writes the office's payout for `payoutOn` (pending): every movement of its balance before `cutoff` no payout carried
 * is marked as this one's, and the payout's own ledger transaction moves their sum from `practice_balance` to
 * `practice_payouts`. Null when that sum is not positive (it waits for the next), or the day's payout exists.
 */
async function writePayout(
  deps: PayoutDeps,
  office: { organizationId: number; id: number },
  account: ConnectedAccount,
  payoutOn: IsoDay,
  cutoff: IsoDay,
): Promise<Payout | null> {
  try {
    return await deps.db.transaction(async (tx) => {
      // One payout of an office at a time: two runs at once never mark the same transactions.
      await tx
        .select({ id: offices.id })
        .from(offices)
        .where(and(eq(offices.organizationId, office.organizationId), eq(offices.id, office.id)))
        .for('update');
      const [payout] = await tx
        .insert(payouts)
        .values({
          organizationId: office.organizationId,
          officeId: office.id,
          payoutOn,
          cutoff,
          amountCents: 0,
          status: 'pending',
          destinationAccountId: account.id,
          accountType: account.accountType,
          bankName: account.bankAccount?.bankName ?? null,
          bankLast4: account.bankAccount?.last4 ?? null,
        })
        .onConflictDoNothing({ target: [payouts.organizationId, payouts.officeId, payouts.payoutOn] })
        .returning();
      if (!payout) return null;
      // Marked and summed in one statement: a transaction written meanwhile is either in both or in neither.
      const [carried] = await queryRows<{ total: number; n: number }>(
        tx,
        sql`with marked as (
            update ledger_transactions x set payout_id = ${payout.id}
            where ${carriable(office.organizationId, office.id, cutoff)}
            returning x.organization_id, x.id)
          select coalesce(sum(e.amount_cents), 0)::float8 as total, count(distinct m.id)::int as n
          from marked m join ledger_entries e on e.organization_id = m.organization_id and e.transaction_id = m.id
          where e.account = 'practice_balance'`,
      );
      const amount = Number(carried?.total ?? 0);
      if (amount <= 0) throw new NothingToPay();
      await tx.update(payouts).set({ amountCents: amount }).where(eq(payouts.id, payout.id));
      await recordLedger(tx, {
        organizationId: office.organizationId,
        officeId: office.id,
        kind: 'payout',
        chargeId: null,
        payoutId: payout.id,
        description: `Payout of ${formatMoney(amount, { decimals: 2 })} to the practice's bank`,
        occurredAt: deps.clock.now(),
        entries: [
          { account: 'practice_balance', amountCents: -amount },
          { account: 'practice_payouts', amountCents: amount },
        ],
      });
      return { ...payout, amountCents: amount };
    });
  } catch (err) {
    // Nothing to pay (or less than nothing: refunds and disputes past the payments): it all waits for the next.
    if (err instanceof NothingToPay) return null;
    throw err;
  }
}

/** Records the processor's answer once (the payout locked and still pending): paid, or refused and reversed. */
async function settlePayout(
  deps: PayoutDeps,
  payoutId: number,
  answer: { id: string | null; paid: boolean; arrivalDate: Date; failureMessage: string | null },
): Promise<void> {
  await deps.db.transaction(async (tx) => {
    const [p] = await tx.select().from(payouts).where(eq(payouts.id, payoutId)).for('update');
    if (p?.status !== 'pending') return;
    const now = deps.clock.now();
    await tx
      .update(payouts)
      .set({
        status: answer.paid ? 'paid' : 'failed',
        processorPayoutId: answer.id,
        arrivalOn: answer.paid ? utcDayOf(answer.arrivalDate) : null,
        failureMessage: answer.paid ? null : (answer.failureMessage ?? 'The payout was refused.'),
        settledAt: now,
      })
      .where(eq(payouts.id, p.id));
    const [office] = await tx
      .select({ name: offices.officeName })
      .from(offices)
      .where(and(eq(offices.organizationId, p.organizationId), eq(offices.id, p.officeId)));
    const link = `${publicUrl(deps)}/web-payout/${p.id}`;
    if (!answer.paid) {
      // Refused: the money is the practice's balance again, and what the payout carried goes with the next one.
      await recordLedger(tx, {
        organizationId: p.organizationId,
        officeId: p.officeId,
        kind: 'payout_failed',
        chargeId: null,
        payoutId: p.id,
        description: `Payout of ${formatMoney(p.amountCents, { decimals: 2 })} refused: back in the balance`,
        occurredAt: now,
        entries: [
          { account: 'practice_payouts', amountCents: -p.amountCents },
          { account: 'practice_balance', amountCents: p.amountCents },
        ],
      });
      await tx.execute(sql`update ledger_transactions set payout_id = null
        where organization_id = ${p.organizationId} and payout_id = ${p.id} and kind not in ('payout', 'payout_failed')`);
    }
    const to = await officeContactEmail(tx, p.organizationId, p.officeId);
    if (!to) return;
    const officeName = office?.name ?? 'Your office';
    await deps.mail.enqueue(tx, {
      to,
      organizationId: p.organizationId,
      ...(answer.paid
        ? payoutSentMail({
            tenant: deps.tenant,
            officeName,
            amountCents: p.amountCents,
            bank: p.bankLast4 ? `${p.bankName ?? 'your bank'} account ending in ${p.bankLast4}` : 'your bank account',
            arrivalOn: utcDayOf(answer.arrivalDate),
            link,
          })
        : payoutFailedMail({
            tenant: deps.tenant,
            officeName,
            amountCents: p.amountCents,
            reason: answer.failureMessage ?? 'the processor refused it.',
            link: `${publicUrl(deps)}/account/settings/billing`,
          })),
    });
  });
}

/** Asks the processor for a pending payout (again, with the same key, after an interruption) and records it. */
export async function askAndSettlePayout(deps: PayoutDeps, p: Payout): Promise<boolean> {
  try {
    const answer = await deps.gateway.payout({
      accountId: p.destinationAccountId,
      amountCents: p.amountCents,
      idempotencyKey: payoutKey(p.id),
      description: `Membership payments to ${p.payoutOn}`,
      metadata: { officeId: String(p.officeId), payout: String(p.id) },
    });
    await settlePayout(deps, p.id, { ...answer, paid: answer.status === 'paid' });
    return answer.status === 'paid';
  } catch (err) {
    // Out of reach: the payout stays pending and is asked again (same key) by a later run.
    if (err instanceof ProcessorUnavailable) return false;
    throw err;
  }
}

/**
 * The office's payout for a payout day: written, asked, recorded. Null when there is nothing to pay, the day's payout
 * was made already, or the office cannot receive payouts now (no payout account, payouts off at the processor): its
 * balance waits.
 */
export async function payOffice(
  deps: PayoutDeps,
  office: { organizationId: number; id: number; accountId: string | null },
  payoutOn: IsoDay,
  cutoff: IsoDay,
): Promise<Payout | null> {
  if (!office.accountId) return null;
  let account: ConnectedAccount;
  try {
    account = await deps.gateway.retrieveConnectedAccount(office.accountId);
  } catch (err) {
    if (err instanceof PaymentDeclined || err instanceof ProcessorUnavailable) return null;
    throw err;
  }
  if (!account.payoutsEnabled) return null;
  const payout = await writePayout(deps, office, account, payoutOn, cutoff);
  if (!payout) return null;
  await askAndSettlePayout(deps, payout);
  const [after] = await deps.db.select().from(payouts).where(eq(payouts.id, payout.id));
  return after ?? payout;
}
