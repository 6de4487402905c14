import { addDays, CASH_LATENESS_DEFAULT, cashLatenessDays } from '@mhq/domain';
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../db/rows';
import type { TestApp } from '../test/harness';

// Households paying in the office in the simulated year (issue 21): some pay each renewal at the front desk on its
// day, some never pay. What the year then checks: the first never go late; the others go Late the day after the
// grace and Delinquent after the late period, on the day, once; and every plan late in the office did so on schedule.

type Household = { officeId: number; ownerId: number; subscriptionIds: number[] };
type Answer = { status: number; body: unknown };
type Desk = (officeId: number, url: string, payload: Record<string, unknown>) => Promise<Answer>;

/** Picks monthly households for both cohorts and moves the owner's plan to paying in the office. */
export async function cashCohorts(t: TestApp, households: readonly Household[], asDesk: Desk, size: number) {
  const monthly = new Set(
    (
      await queryRows<{ id: number }>(
        t.db,
        sql`select id from subscriptions where term = 'monthly' and status = 'active' and payor = 'member'`,
      )
    ).map((r) => r.id),
  );
  const eligible = households.filter((h) => monthly.has(h.subscriptionIds[0] ?? 0));
  const paysAtDesk = eligible.slice(0, size);
  const neverPays = eligible.slice(size, 2 * size);
  expect(neverPays).toHaveLength(size);
  for (const h of [...paysAtDesk, ...neverPays]) {
    const res = await asDesk(h.officeId, '/subscriptions/to-cash', {
      dentistInfoId: h.officeId,
      memberId: h.ownerId,
      subscriptionId: h.subscriptionIds[0],
      toCash: true,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
  }
  const owners = new Set([...paysAtDesk, ...neverPays].map((h) => h.ownerId));

  /** The desk takes the renewal of each paying household whose period starts today. */
  async function payDueAtDesk(today: string): Promise<void> {
    for (const h of paysAtDesk) {
      const [sub] = await queryRows<{ status: string; next: string; price: number }>(
        t.db,
        sql`select status, next_renewal_on::text as next, price_cents::float8 as price from subscriptions
          where id = ${h.subscriptionIds[0] ?? 0}`,
      );
      if (sub?.status !== 'active_cash' || sub.next !== today) continue;
      const renew = (expectedCents: number) =>
        asDesk(h.officeId, `/subscriptions/members/${h.ownerId}/renew_cash`, {
          dentistInfoId: h.officeId,
          subscriptionId: h.subscriptionIds[0],
          expectedCents,
        });
      let res = await renew(sub.price);
      // A price change noticed for this period: the desk takes the amount the answer names.
      const due = (res.body as { amountDueCents?: number }).amountDueCents;
      if (res.status === 409 && due) res = await renew(due);
      expect(res.status, JSON.stringify(res.body)).toBe(200);
    }
  }

  /**
   * What went wrong with lateness over the year: each a sentence; none when the rule held. `firstRun` is the year's
   * first billing run: the demo's own plans paid in the office may fall due while households are still enrolling
   * (no run then), and go late at that first run, as a plan does when the run resumes after a pause.
   */
  async function problems(today: string, firstRun: string): Promise<string[]> {
    const { graceDays, delinquentAfterDays } = CASH_LATENESS_DEFAULT;
    const events = await queryRows<{ subscription_id: number; kind: string; day: string; due_on: string }>(
      t.db,
      sql`select subscription_id, kind, (at at time zone 'UTC')::date::text as day, detail->>'dueOn' as due_on
        from member_events where detail->>'inOffice' = 'true' order by id`,
    );
    const out: string[] = [];
    for (const e of events) {
      const days = cashLatenessDays(e.due_on, { graceDays, delinquentAfterDays });
      const scheduled = e.kind === 'payment.late_in_office' ? days.pastDueOn : days.delinquentOn;
      const expected = scheduled < firstRun ? firstRun : scheduled;
      if (e.day !== expected) out.push(`${e.kind} of ${e.subscription_id} on ${e.day}, due ${e.due_on}`);
    }
    for (const h of paysAtDesk) {
      const id = h.subscriptionIds[0] ?? 0;
      if (events.some((e) => e.subscription_id === id)) out.push(`${id} was paid at the desk on time yet went late`);
      const [sub] = await queryRows<{ status: string; next: string }>(
        t.db,
        sql`select status, next_renewal_on::text as next from subscriptions where id = ${id}`,
      );
      if (sub?.status !== 'active_cash' || sub.next <= today) out.push(`${id} paid at the desk is ${sub?.status}`);
    }
    for (const h of neverPays) {
      const id = h.subscriptionIds[0] ?? 0;
      const kinds = events.filter((e) => e.subscription_id === id).map((e) => e.kind);
      const [sub] = await queryRows<{ status: string; next: string }>(
        t.db,
        sql`select status, next_renewal_on::text as next from subscriptions where id = ${id}`,
      );
      // Left unpaid since its first renewal in the office, well within the year.
      if (sub && addDays(sub.next, graceDays + 1 + delinquentAfterDays) > today) out.push(`${id} is not due yet`);
      if (kinds.join() !== 'payment.late_in_office,payment.delinquent' || sub?.status !== 'delinquent') {
        out.push(`${id} never paid: ${sub?.status} after ${kinds.join(', ') || 'nothing'}`);
      }
    }
    return out;
  }

  return { owners, payDueAtDesk, problems };
}
