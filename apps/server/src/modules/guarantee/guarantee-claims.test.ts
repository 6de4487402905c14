import type {
  ClaimGuaranteeResponse,
  DashboardResponse,
  GuaranteeOfficeResponse,
  PaymentLedgerResponse,
} from '@mhq/contract';
import { addDays, addMonths, utcDayOf } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { guaranteeClaims, mailOutbox, planSettings, simConnectedAccounts } from '../../db/schema';
import { runBilling } from '../../jobs/billing-run';
import { createTestApp } from '../../test/harness';
import { subscriptionRow } from '../subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { guaranteeFixtures } from './guarantee.fixtures';

// Claiming the guarantee (issue 10): a guaranteed plan whose payments stopped (delinquent_gpp) is claimed, by the
// office or by the billing run; the platform pays the practice each month left of the commitment year, less its fee,
// once, and the plan ends. Written like a refund: pending with the plan locked, asked of the processor with its key,
// recorded once, resumed after a crash.

const t = await createTestApp();
const f = await guaranteeFixtures(t);
const { downtown, claim, draw, stoppedPaying, claimsOf, transfersFor, balances } = f;

const claimed = (res: { body: unknown }) => res.body as ClaimGuaranteeResponse;

describe('claiming the guarantee (POST /subscriptions/claimGuarantee)', () => {
  it('pays the practice the months left of the year from the platform, once, and ends the plan', async () => {
    const h = await stoppedPaying();
    const amount = 11 * (h.sub.priceCents - 100);
    const before = await balances();
    const dashboard = async () => {
      const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/dashboard`, token: h.desk });
      return (res.body as DashboardResponse).thisMonth;
    };
    const monthBefore = await dashboard();
    const res = await claim(h.desk, h.plan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = claimed(res);
    expect(body._message).toMatch(
      /^The guarantee paid \$[\d,.]+ into your payout account for .+'s Adult Wellness, which has ended\.$/,
    );
    expect(body.claim).toMatchObject({
      amountCents: amount,
      months: 11,
      fromDay: h.missedFrom,
      status: 'succeeded',
      requestedBy: 'Marcus Reyes',
    });
    expect(body.draw.months.map((m) => m.status)).toEqual(['paid', ...Array(11).fill('claimed')]);
    expect(body.draw).toMatchObject({ status: 'canceled', claimableCents: null, guaranteedCents: 0 });

    // The money: the platform's account paid the practice's balance exactly the amount, in one balanced transaction.
    const after = await balances();
    expect(after.practice_balance - before.practice_balance).toBe(amount);
    expect(after.platform_fees - before.platform_fees).toBe(-amount);
    const [tx] = await queryRows<{ kind: string; total: number; entries: number }>(
      t.db,
      sql`select x.kind, sum(e.amount_cents)::int as total, count(*)::int as entries from ledger_transactions x
        join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
        where x.kind = 'guarantee_claim' and e.member_id = ${h.ownerId} group by x.id, x.kind`,
    );
    expect(tx).toEqual({ kind: 'guarantee_claim', total: 0, entries: 2 });
    // One transfer at the processor, to the office's account, under the claim's key.
    const [row] = await claimsOf(h.sub.id);
    expect(await transfersFor(`guarantee_${row?.id}`)).toEqual([
      { id: row?.processorTransferId, amount_cents: amount, destination_account_id: 'acct_sim_demo_downtown' },
    ]);
    // The plan ended today, for a financial reason, and its history and the office say so.
    expect(await subscriptionRow(t, h.sub.id)).toMatchObject({
      status: 'canceled',
      endsOn: utcDayOf(t.clock.now()),
      cancelReason: 3,
      nextRenewalOn: null,
      nextRetryOn: null,
    });
    const events = await queryRows<{ kind: string; summary: string }>(
      t.db,
      sql`select kind, summary from member_events where subscription_id = ${h.sub.id} and kind = 'guarantee.claimed'`,
    );
    expect(events).toEqual([
      {
        kind: 'guarantee.claimed',
        summary: expect.stringMatching(/^The guarantee was claimed: \$[\d,.]+ paid to the practice for 11 months \(/),
      },
    ]);
    const mails = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, 'downtown@demo.test'));
    expect(mails.at(-1)?.subject).toMatch(/^Bright Smiles Dental Downtown: \$[\d,.]+ paid by the guarantee for /);

    // A second claim: refused, nothing written, nothing sent.
    const again = await expectNothingWritten(t, () => claim(h.desk, h.plan), 409);
    expect(again.body).toEqual({ _message: expect.stringContaining('already claimed') });
    expect(await claimsOf(h.sub.id)).toHaveLength(1);

    // The office's page lists it, and the month's payment ledger shows what the guarantee paid.
    const page = (await f.office(h.desk)).body as GuaranteeOfficeResponse;
    expect(page.guarantee.claims[0]).toMatchObject({ subscriptionId: h.sub.id, amountCents: amount });
    expect(page.guarantee.claimable.map((c) => c.subscriptionId)).not.toContain(h.sub.id);
    const ledger = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/payment-ledger`, token: h.desk });
    const month = ledger.body as PaymentLedgerResponse;
    expect(month.lines.find((l) => l.kind === 'guarantee_claim')).toMatchObject({
      toPracticeCents: amount,
      paidCents: 0,
      methodLabel: 'Paid by the guarantee',
    });
    expect(month.totals.guaranteeCents).toBeGreaterThanOrEqual(amount);
    // And the dashboard's month counts it as money the practice received, no fee taken again, no payment counted.
    const monthAfter = await dashboard();
    expect(monthAfter.netCents - monthBefore.netCents).toBe(amount);
    expect(monthAfter.platformFeeCents).toBe(monthBefore.platformFeeCents);
    expect(monthAfter.charges).toBe(monthBefore.charges);
  });

  it('claims once for one Idempotency-Key, and once when claims race', async () => {
    const h = await stoppedPaying();
    const first = await claim(h.desk, h.plan, 'claim-key-0001');
    const retried = await claim(h.desk, h.plan, 'claim-key-0001');
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual(first.body);

    const other = await stoppedPaying({ child: true });
    const answers = await Promise.all(Array.from({ length: 5 }, () => claim(other.desk, other.plan)));
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(4);
    const rows = await claimsOf(other.sub.id);
    expect(rows).toHaveLength(1);
    expect(await transfersFor(`guarantee_${rows[0]?.id}`)).toHaveLength(1);
    // The child's plan is claimed apart, as its own guarantee.
    const child = { memberId: other.members[1]?.memberId ?? 0, subscriptionId: other.subscriptionIds[1] ?? 0 };
    expect((await claim(other.desk, child)).status).toBe(200);
  });

  it('is refused (409, nothing written) unless the plan is guaranteed and its payments stopped', async () => {
    const h = await stoppedPaying();
    for (const status of ['past_due', 'active', 'delinquent', 'cancellation_requested', 'canceled']) {
      await t.db.execute(sql`update subscriptions set status = ${status} where id = ${h.sub.id}`);
      const res = await expectNothingWritten(t, () => claim(h.desk, h.plan), 409);
      expect(res.body, status).toEqual({ _message: expect.stringContaining('once a guaranteed plan') });
    }
    await t.db.execute(
      sql`update subscriptions set status = 'delinquent_gpp', guaranteed = false where id = ${h.sub.id}`,
    );
    const unguaranteed = await expectNothingWritten(t, () => claim(h.desk, h.plan), 409);
    expect(unguaranteed.body).toEqual({ _message: expect.stringContaining('not under the guaranteed payment plan') });
  });

  it("answers 404 for another practice's member or plan, 403 to a patient, writing nothing", async () => {
    const h = await stoppedPaying();
    const lakesideOwner = await t.login('owner2@demo.test');
    const patient = await t.login('patient@demo.test');
    await expectNothingWritten(t, () => claim(lakesideOwner, h.plan), 404);
    await expectNothingWritten(t, () => claim(h.desk, { ...h.plan, subscriptionId: 999_999 }), 404);
    const [lakesideMember] = await queryRows<{ id: number; office_id: number }>(
      t.db,
      sql`select m.id, m.office_id from members m join offices o on o.id = m.office_id where o.slug = 'second-lakeside' limit 1`,
    );
    await expectNothingWritten(t, () => claim(h.desk, { ...h.plan, memberId: lakesideMember?.id ?? 0 }), 404);
    await expectNothingWritten(
      t,
      () => claim(h.desk, { ...h.plan, dentistInfoId: lakesideMember?.office_id ?? 0 }),
      404,
    );
    await expectNothingWritten(t, () => claim(patient, h.plan), 403);
    await expectNothingWritten(t, () => claim(h.desk, { ...h.plan, subscriptionId: 'x' } as never), 400);
    expect((await draw(h.desk, h.plan)).body).toMatchObject({ draw: { claimableCents: expect.any(Number) } });
  });

  it('leaves a claim the processor refuses failed, the plan still claimable, and pays when asked again', async () => {
    const h = await stoppedPaying();
    // The practice's account cannot receive transfers for now.
    await t.db
      .update(simConnectedAccounts)
      .set({ chargesEnabled: false })
      .where(eq(simConnectedAccounts.id, 'acct_sim_demo_downtown'));
    const refused = await claim(h.desk, h.plan);
    await t.db
      .update(simConnectedAccounts)
      .set({ chargesEnabled: true })
      .where(eq(simConnectedAccounts.id, 'acct_sim_demo_downtown'));
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ _message: "The practice's payout account cannot receive transfers yet." });
    expect(await claimsOf(h.sub.id)).toMatchObject([{ status: 'failed', failureMessage: expect.any(String) }]);
    expect(await subscriptionRow(t, h.sub.id)).toMatchObject({ status: 'delinquent_gpp', endsOn: null });
    const again = await claim(h.desk, h.plan);
    expect(again.status, JSON.stringify(again.body)).toBe(200);
    expect((await claimsOf(h.sub.id)).map((c) => c.status)).toEqual(['failed', 'succeeded']);
  });
});

describe('a claim interrupted', () => {
  it('is asked again with the same key by the next billing run, and paid once', async () => {
    const h = await stoppedPaying();
    // Written pending (the plan held to end today) by a process that then died before the processor answered.
    const amount = 11 * (h.sub.priceCents - 100);
    const [pending] = await t.db
      .insert(guaranteeClaims)
      .values({
        organizationId: h.sub.organizationId,
        officeId: downtown,
        subscriptionId: h.sub.id,
        memberId: h.ownerId,
        amountCents: amount,
        commitmentYearStart: h.sub.currentPeriodStart ?? '',
        periodStart: h.missedFrom,
        periodEnd: addMonths(h.sub.currentPeriodStart ?? '', 12),
        months: 11,
        status: 'pending',
        requestedByUserId: null,
        createdAt: t.clock.now(),
        leaseUntil: new Date(Date.now() - 60_000),
      })
      .returning();
    await t.db.execute(sql`update subscriptions set ends_on = ${utcDayOf(t.clock.now())} where id = ${h.sub.id}`);
    // While it is pending the office cannot claim it a second time.
    await expectNothingWritten(t, () => claim(h.desk, h.plan), 409);
    await runBilling(f.deps());
    await runBilling(f.deps());
    const [settled] = await t.db
      .select()
      .from(guaranteeClaims)
      .where(eq(guaranteeClaims.id, pending?.id ?? 0));
    expect(settled).toMatchObject({ status: 'succeeded', processorTransferId: expect.any(String) });
    expect(await transfersFor(`guarantee_${pending?.id}`)).toHaveLength(1);
    expect((await subscriptionRow(t, h.sub.id)).status).toBe('canceled');
  });
});

describe('automatic claims', () => {
  it('are made by the billing run when a guaranteed plan falls to delinquent_gpp at an office that claims automatically', async () => {
    await t.db.update(planSettings).set({ gppAutomaticClaim: true }).where(eq(planSettings.officeId, downtown));
    const h = await f.household();
    const id = h.subscriptionIds[0] ?? 0;
    expect((await subscriptionRow(t, id)).guaranteed).toBe(true);
    // Its card fails every charge from now on (0341): the renewal and every retry of the schedule are refused.
    await f.replaceCard(h.ownerId, '4000000000000341');
    await f.moveTo(addDays(h.renewsOn, 14));
    const sub = await subscriptionRow(t, id);
    expect(sub).toMatchObject({ status: 'canceled', cancelReason: 3 });
    const [row] = await claimsOf(id);
    expect(row).toMatchObject({ status: 'succeeded', requestedByUserId: null, months: 11, periodStart: h.renewsOn });
    const events = await f.eventsOf(h.ownerId);
    expect(events).toContain('payment.delinquent');
    expect(events.at(-1)).toBe('guarantee.claimed');
    const [line] = await queryRows<{ summary: string }>(
      t.db,
      sql`select summary from member_events where member_id = ${h.ownerId} and kind = 'guarantee.claimed'`,
    );
    expect(line?.summary).toMatch(/^The guarantee was claimed automatically: /);
    // The next runs leave it alone.
    await f.runNow();
    expect(await claimsOf(id)).toHaveLength(1);
    await t.db.update(planSettings).set({ gppAutomaticClaim: false }).where(eq(planSettings.officeId, downtown));
  });
});
