import { addDays } from '@mhq/domain';
import { and, eq, sql } from 'drizzle-orm';
import { queryRows } from '../../db/rows';
import { guaranteeClaims } from '../../db/schema';
import { billingFixtures } from '../../jobs/billing.fixtures';
import type { TestApp } from '../../test/harness';
import { setSubscription, subscriptionRow } from '../subscriptions/subscription-cash.fixtures';

/** The guarantee's tests: Downtown (enrolled, guarantee on), its calls, and households whose payments stopped. */
export async function guaranteeFixtures(t: TestApp) {
  const billing = await billingFixtures(t);
  const { downtown, household } = billing;

  const post = (path: string, payload: Record<string, unknown>, token: string, key?: string) =>
    t.call({
      method: 'POST',
      url: `/api/v1${path}`,
      payload,
      token,
      ...(key ? { headers: { 'idempotency-key': key } } : {}),
    });
  const office = (token: string, dentistInfoId = downtown) =>
    post('/dentists/guaranteed-plan-payments', { dentistInfoId }, token);
  const toggle = (token: string, body: { active: boolean; acceptTerms?: boolean }, dentistInfoId = downtown) =>
    post('/dentists/guaranteed-plan-payments/toggle', { dentistInfoId, ...body }, token);
  type Plan = { memberId: number; subscriptionId: number; dentistInfoId?: number };
  const draw = (token: string, p: Plan) => post('/subscriptions/plan-draw', { dentistInfoId: downtown, ...p }, token);
  const claim = (token: string, p: Plan, key?: string) =>
    post('/subscriptions/claimGuarantee', { dentistInfoId: downtown, ...p }, token, key);

  /**
   * A household enrolled today by card at Downtown (guaranteed: a monthly plan it pays), whose renewal was then
   * refused on every try over 14 days: delinquent_gpp since today, the renewal's month unpaid. The clock is moved
   * there; `desk` is a session opened at the moved clock, the office admin's: claiming the guarantee and reading the
   * ledger are not a standard user's (the office permission matrix).
   */
  async function stoppedPaying(opts: { child?: boolean } = {}) {
    const h = await household(opts);
    const missedFrom = h.renewsOn;
    t.clock.set(new Date(`${addDays(missedFrom, 14)}T15:00:00Z`));
    for (const id of h.subscriptionIds) {
      await setSubscription(t, id, {
        status: 'delinquent_gpp',
        failedTries: 4,
        firstFailedOn: missedFrom,
        nextRetryOn: null,
      });
    }
    const sub = await subscriptionRow(t, h.subscriptionIds[0] ?? 0);
    return {
      ...h,
      sub,
      plan: { memberId: h.ownerId, subscriptionId: sub.id },
      missedFrom,
      desk: await t.login('admin@demo.test'),
    };
  }

  const claimsOf = (subscriptionId: number) =>
    t.db
      .select()
      .from(guaranteeClaims)
      .where(and(eq(guaranteeClaims.subscriptionId, subscriptionId)))
      .orderBy(guaranteeClaims.id);
  const transfersFor = (key: string) =>
    queryRows<{ id: string; amount_cents: number; destination_account_id: string }>(
      t.db,
      sql`select id, amount_cents::int, destination_account_id from sim_transfers where idempotency_key = ${key}`,
    );
  /** The office's balances by ledger account, from every transaction of the office. */
  const balances = async (officeId = downtown) => {
    const rows = await queryRows<{ account: string; total: number }>(
      t.db,
      sql`select e.account, sum(e.amount_cents)::float8 as total from ledger_entries e
        join ledger_transactions x on x.organization_id = e.organization_id and x.id = e.transaction_id
        where x.office_id = ${officeId} group by e.account`,
    );
    const of = (account: string) => Number(rows.find((r) => r.account === account)?.total ?? 0);
    return { practice_balance: of('practice_balance'), platform_fees: of('platform_fees') };
  };

  return { ...billing, post, office, toggle, draw, claim, stoppedPaying, claimsOf, transfersFor, balances };
}
