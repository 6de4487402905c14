import { addDays } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ProcessorUnavailable } from '../adapters/payments/payment-gateway';
import { queryRows } from '../db/rows';
import { systemSettings } from '../db/schema';
import { chargesOf, setSubscription, subscriptionRow } from '../modules/subscriptions/subscription-cash.fixtures';
import { createTestApp } from '../test/harness';
import { billingFixtures } from './billing.fixtures';
import { attemptKey } from './billing-ask';
import { runBilling } from './billing-run';

const t = await createTestApp();
const { downtown, admin, staff, today, runNow, moveDays, replaceCard, attemptsOf, household, deps } =
  await billingFixtures(t);

describe('a billing run that overlaps, crashes or cannot reach the processor', () => {
  it('charges each household once when two runs go at once', async () => {
    const families = [await household(), await household(), await household()];
    t.clock.set(new Date(`${families[2]?.renewsOn}T12:00:00Z`));
    const [a, b] = await Promise.all([runNow(), runNow()]);
    expect(a.summary.paid + b.summary.paid).toBeGreaterThanOrEqual(3);
    for (const f of families) {
      expect(await chargesOf(t, f.ownerId)).toHaveLength(2);
      expect(await attemptsOf(f.ownerId)).toHaveLength(1);
    }
  });

  it('is finished by the next run when killed before or after the processor answered, charging once', async () => {
    const before = await household();
    const after = await household();
    t.clock.set(new Date(`${after.renewsOn}T12:00:00Z`));
    // Killed after opening the attempts, with its lease run out; for one household the processor had answered.
    const crashed = await runBilling(deps(), { crashAfterClaim: true, leaseMs: -1, households: 500 });
    expect(crashed.paid).toBe(0);
    const [open] = await attemptsOf(after.ownerId);
    if (!open) throw new Error('the crashed run opened no attempt');
    expect(open.status).toBe('open');
    expect((await subscriptionRow(t, after.subscriptionIds[0] ?? 0)).billingAttemptId).toBe(open.id);
    const r = open.request as { customerId: string; processorPaymentMethodId: string; destinationAccountId: string };
    const answered = await deps().gateway.charge({
      customerId: r.customerId,
      paymentMethodId: r.processorPaymentMethodId,
      destinationAccountId: r.destinationAccountId,
      amountCents: open.amountCents,
      applicationFeeCents: open.platformFeeCents,
      currency: 'usd',
      idempotencyKey: attemptKey(open),
      description: 'the crashed run',
      metadata: {},
    });

    const next = await runNow();
    expect(next.summary.resumed).toBeGreaterThanOrEqual(2);
    for (const f of [before, after]) {
      expect(await chargesOf(t, f.ownerId)).toHaveLength(2);
      expect((await attemptsOf(f.ownerId)).map((a) => a.status)).toEqual(['succeeded']);
    }
    expect((await chargesOf(t, after.ownerId))[1]?.processorChargeId).toBe(answered.id);
    const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from sim_charges where idempotency_key = ${attemptKey(open)}`,
    );
    expect(n).toBe(1);
  });

  it('charges each household once when two runs go at once a household per batch, each with batches in flight', async () => {
    const families = [await household(), await household(), await household(), await household()];
    t.clock.set(new Date(`${families[3]?.renewsOn}T12:00:00Z`));
    const [a, b] = await Promise.all([runBilling(deps(), { households: 1 }), runBilling(deps(), { households: 1 })]);
    expect(a.paid + b.paid).toBeGreaterThanOrEqual(4);
    for (const f of families) {
      expect(await chargesOf(t, f.ownerId)).toHaveLength(2);
      expect((await attemptsOf(f.ownerId)).map((x) => x.status)).toEqual(['succeeded']);
    }
  });

  it('is finished by the next run when batches die after the processor answered or while recording, charging once', async () => {
    const families = [await household(), await household({ child: true }), await household()];
    t.clock.set(new Date(`${families[2]?.renewsOn}T12:00:00Z`));
    const gateway = deps().gateway;
    let calls = 0;
    const dying = deps({
      // The first batch's answers are lost (the run dies once the processor has charged); every batch that gets to
      // recording dies before it commits.
      gateway: {
        ...gateway,
        chargeMany: async (requests) => {
          const answers = await gateway.chargeMany(requests);
          if (++calls === 1) throw new Error('killed after the processor answered');
          return answers;
        },
      },
      // Recording these families' payments dies (their receipts are mailed in the recording's transaction); the day's
      // other mails (another practice's payments due in the office, say) go as usual.
      mail: {
        ...deps().mail,
        enqueueAll: async (tx, mails) => {
          if (mails.some((m) => families.some((f) => f.email === m.to))) throw new Error('killed while recording');
          return deps().mail.enqueueAll(tx, mails);
        },
      },
    });
    await expect(runBilling(dying, { households: 1, leaseMs: -1 })).rejects.toThrow(/^killed/);
    for (const f of families) {
      expect((await attemptsOf(f.ownerId)).every((x) => x.status === 'open')).toBe(true);
      expect(await chargesOf(t, f.ownerId)).toHaveLength(1);
    }

    const next = await runBilling(deps(), { households: 1 });
    expect(next.resumed).toBeGreaterThanOrEqual(1);
    for (const f of families) {
      expect(await chargesOf(t, f.ownerId)).toHaveLength(2);
      const attempts = await attemptsOf(f.ownerId);
      expect(attempts.map((x) => x.status)).toEqual(['succeeded']);
      // At the processor: the enrolment's charge and the renewal's, asked again after the crash under the same key.
      const [{ n } = { n: 0 }] = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from sim_charges c join members m on m.processor_customer_id = c.customer_id
          where m.id = ${f.ownerId}`,
      );
      expect(n).toBe(2);
    }
  });

  it('refunds a payment the processor took for a period the desk was paid meanwhile', async () => {
    const h = await household();
    const id = h.subscriptionIds[0] ?? 0;
    await replaceCard(h.ownerId, '4000000000000341');
    t.clock.set(new Date(`${h.renewsOn}T12:00:00Z`));
    await runNow();
    expect((await subscriptionRow(t, id)).status).toBe('past_due');
    // On the retry's day the card works again; the retry is claimed and the run dies before asking the processor.
    await t.db.execute(sql`update sim_payment_methods set behaviour = 'ok'
      where id = (select processor_payment_method_id from member_payment_methods
        where owner_member_id = ${h.ownerId} and removed_at is null)`);
    t.clock.set(new Date(`${(await subscriptionRow(t, id)).nextRetryOn}T12:00:00Z`));
    await runBilling(deps(), { crashAfterClaim: true, leaseMs: -1, households: 500 });
    expect((await attemptsOf(h.ownerId)).at(-1)?.status).toBe('open');
    const sub = await subscriptionRow(t, id);
    const paid = await t.call({
      method: 'POST',
      url: '/api/v1/subscriptions/in-office-payment',
      payload: { dentistInfoId: downtown, memberId: h.ownerId, subscriptionId: id, expectedCents: sub.priceCents },
      token: await staff(),
    });
    expect(paid.status, JSON.stringify(paid.body)).toBe(200);

    const next = await runNow();
    expect(next.summary.refundedDuplicates).toBe(1);
    const attempts = await attemptsOf(h.ownerId);
    expect(attempts.at(-1)).toMatchObject({ status: 'refunded', processorChargeId: expect.stringMatching(/^ch_sim/) });
    const [refund] = await queryRows<{ amount_cents: number }>(
      t.db,
      sql`select amount_cents::int from sim_refunds where charge_id = ${attempts.at(-1)?.processorChargeId}`,
    );
    expect(refund?.amount_cents).toBe(sub.priceCents);
    // The period is paid once, by the desk.
    const methods = (await chargesOf(t, h.ownerId)).map((c) => c.method);
    expect(methods).toEqual(['card', 'cash']);
  });

  it('leaves the attempt open while the processor is unreachable, and records it when it answers', async () => {
    const h = await household();
    t.clock.set(new Date(`${h.renewsOn}T12:00:00Z`));
    const down = deps({
      gateway: {
        ...deps().gateway,
        charge: async () => {
          throw new ProcessorUnavailable('down');
        },
        chargeMany: async (requests) => requests.map(() => new ProcessorUnavailable('down')),
      },
    });
    const first = await runBilling(down, { leaseMs: -1, households: 500 });
    expect(first.unanswered).toBeGreaterThanOrEqual(1);
    expect((await attemptsOf(h.ownerId)).map((a) => a.status)).toEqual(['open']);
    expect((await subscriptionRow(t, h.subscriptionIds[0] ?? 0)).status).toBe('active');
    await runNow();
    expect((await attemptsOf(h.ownerId)).map((a) => a.status)).toEqual(['succeeded']);
    expect(await chargesOf(t, h.ownerId)).toHaveLength(2);
  });
});

describe('a late payment the desk asks to charge now, twenty times at once', () => {
  it('is charged once; the others are told it is being taken or was just taken, never a 500 or an empty refusal', async () => {
    const h = await household({ child: true });
    t.clock.set(new Date(`${h.renewsOn}T15:00:00Z`));
    for (const id of h.subscriptionIds) {
      await setSubscription(t, id, {
        status: 'past_due',
        failedTries: 1,
        firstFailedOn: h.renewsOn,
        nextRetryOn: addDays(h.renewsOn, 3),
      });
    }
    const token = await staff();
    const staffId = await t.userIdOf(token);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.call({
          method: 'POST',
          url: `/api/v1/users/${staffId}/account/payment/charge_user`,
          payload: { dentistInfoId: downtown, memberId: h.ownerId },
          token,
        }),
      ),
    );
    const statuses = answers.map((a) => a.status);
    expect(
      statuses.filter((s) => s === 200),
      JSON.stringify(answers.map((a) => a.body)),
    ).toHaveLength(1);
    expect(
      statuses.filter((s) => s !== 200 && s !== 409),
      JSON.stringify(answers.map((a) => a.body)),
    ).toEqual([]);
    for (const a of answers.filter((r) => r.status === 409)) {
      expect((a.body as { _message: string })._message).toMatch(/being taken right now|was just taken/);
    }
    expect(await chargesOf(t, h.ownerId)).toHaveLength(2);
    expect((await attemptsOf(h.ownerId)).map((a) => a.status)).toEqual(['succeeded']);
  });
});

describe('the admin calls', () => {
  it('show what is due and refuse others', async () => {
    const status = await t.call({ method: 'GET', url: '/api/v1/admin/billing', token: await admin() });
    expect(status.status).toBe(200);
    expect(status.body).toMatchObject({ day: today(), canMoveClock: true, retryDays: [3, 7, 14] });
    for (const url of ['/api/v1/admin/billing/run', '/api/v1/admin/billing/clock']) {
      const res = await t.call({ method: 'POST', url, payload: { days: 1 }, token: await staff() });
      expect(res.status).toBe(404);
    }
    const bad = await t.call({
      method: 'POST',
      url: '/api/v1/admin/billing/clock',
      payload: { days: 0 },
      token: await admin(),
    });
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ _message: expect.any(String) });
    const before = t.clock.now().getTime();
    const moved = await moveDays(2);
    expect(moved._message).toMatch(/^The clock moved 2 days to \d{2}\/\d{2}\/\d{4}: \d+ paid/);
    expect(t.clock.now().getTime() - before).toBe(2 * 86_400_000);
    // Kept, so a restart of the demo keeps the time it was moved to.
    const [stored] = await t.db.select().from(systemSettings).where(eq(systemSettings.key, 'clock_offset_ms'));
    expect(Number(stored?.value)).toBe(t.clock.offsetMs());
  });
});

describe('the billing settings', () => {
  const put = async (payload: Record<string, unknown>, token?: string) =>
    t.call({ method: 'PUT', url: '/api/v1/admin/billing/settings', payload, token: token ?? (await admin()) });

  it("change the platform's fee and the retry schedule from the next payment on, and refuse what makes no sense", async () => {
    const h = await household();
    const before = await t.call({ method: 'GET', url: '/api/v1/admin/billing', token: await admin() });
    expect(before.body).toMatchObject({
      settings: { perMemberMonthCents: 100, setupFeePercent: 10, retryDays: [3, 7, 14] },
    });

    for (const [payload, why] of [
      [{ perMemberMonthCents: 150, setupFeePercent: 10, retryDays: [7, 3] }, 'Retries must come on increasing days.'],
      [{ perMemberMonthCents: -1, setupFeePercent: 10, retryDays: [3] }, 'The fee cannot be negative.'],
      [{ perMemberMonthCents: 150, setupFeePercent: 10.555, retryDays: [3] }, 'At most two decimals.'],
    ] as const) {
      const res = await put(payload);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body)).toContain(why);
    }
    expect((await put({ perMemberMonthCents: 150, setupFeePercent: 10, retryDays: [3] }, await staff())).status).toBe(
      404,
    );

    const saved = await put({ perMemberMonthCents: 150, setupFeePercent: 12.5, retryDays: [2, 5] });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({
      _message: expect.stringContaining('$1.50 per member and month'),
      settings: { perMemberMonthCents: 150, setupFeePercent: 12.5, retryDays: [2, 5] },
    });
    try {
      // The household's renewal is charged the new fee: $1.50 for its one member's month.
      t.clock.set(new Date(`${h.renewsOn}T12:00:00Z`));
      await runNow();
      const charges = await chargesOf(t, h.ownerId);
      expect(charges).toHaveLength(2);
      expect(charges[1]?.platformFeeCents).toBe(150);
      const status = await t.call({ method: 'GET', url: '/api/v1/admin/billing', token: await admin() });
      expect(status.body).toMatchObject({ retryDays: [2, 5] });
      const [audit] = await queryRows<{ action: string }>(
        t.db,
        sql`select action from audit_log where action = 'billing.settings' order by id desc limit 1`,
      );
      expect(audit?.action).toBe('billing.settings');
    } finally {
      await put({ perMemberMonthCents: 100, setupFeePercent: 10, retryDays: [3, 7, 14] });
    }
  });
});
