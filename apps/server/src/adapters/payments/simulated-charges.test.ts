import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simConnectedAccounts, simRefunds, simTransfers } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { PaymentDeclined, RefundExceedsCharge } from './payment-gateway';
import { simulatedFixtures } from './simulated.fixtures';

const t = await createTestApp();
const { gateway, practice, cardToken, bankToken, payer, request, chargesUnder, closedPractice } =
  await simulatedFixtures(t);
const DAY = 86_400_000;

describe('the simulated processor charges by test card', () => {
  it('charges 4242 in full, the fee kept for the platform, at the time of the clock', async () => {
    const charge = await gateway.charge(request(await payer(cardToken('4242424242424242'))));
    expect(charge).toEqual({
      id: expect.stringMatching(/^ch_sim_/),
      status: 'succeeded',
      amountCents: 5900,
      applicationFeeCents: 300,
      failureCode: null,
      failureMessage: null,
      createdAt: t.clock.now(),
    });
  });

  it('answers 0341 (attached fine) with a failed charge, declined, rather than throwing', async () => {
    const req = request(await payer(cardToken('4000000000000341')));
    const charge = await gateway.charge(req);
    expect(charge).toMatchObject({ status: 'failed', failureCode: 'card_declined', amountCents: 5900 });
    expect(charge.failureMessage).toBe('Your card was declined.');
    expect(await chargesUnder(req.idempotencyKey)).toBe(1);
  });

  it('never attaches 9995 (insufficient funds) or 0002 (declined), so they are never charged', async () => {
    await expect(payer(cardToken('4000000000009995'))).rejects.toMatchObject({ declineCode: 'insufficient_funds' });
    await expect(payer(cardToken('4000000000000002'))).rejects.toMatchObject({ declineCode: 'card_declined' });
  });

  it('charges 0259 and opens a fraud dispute at the same moment, which disputesSince reports', async () => {
    const before = t.clock.now();
    t.clock.advance(60_000);
    const charge = await gateway.charge(request(await payer(cardToken('4000000000000259')), { amountCents: 12_000 }));
    expect(charge.status).toBe('succeeded');
    const disputes = await gateway.disputesSince(before);
    expect(disputes).toContainEqual({
      id: expect.stringMatching(/^dp_sim_/),
      chargeId: charge.id,
      amountCents: 12_000,
      reason: 'fraudulent',
      status: 'needs_response',
      createdAt: charge.createdAt,
      respondBy: new Date(charge.createdAt.getTime() + 14 * DAY),
    });
    t.clock.advance(1000);
    expect((await gateway.disputesSince(t.clock.now())).map((d) => d.chargeId)).not.toContain(charge.id);
  });

  /** A fresh 0259 payment and the dispute its bank opened. */
  async function disputed() {
    const charge = await gateway.charge(request(await payer(cardToken('4000000000000259')), { amountCents: 4_900 }));
    const found = (await gateway.disputesSince(charge.createdAt)).find((d) => d.chargeId === charge.id);
    if (!found) throw new Error('no dispute opened');
    return found;
  }
  const EVIDENCE = {
    description: 'Monthly membership; the patient had a cleaning on 11/05.',
    productDescription: 'Adult Wellness, monthly',
    customerName: 'Alex Rivera',
    customerEmail: 'alex@patients.test',
    serviceDate: '2026-11-01',
    agreement: 'Agreed online to the terms and automatic renewal on 10/01/2026.',
    terms: 'Renews monthly; cancel anytime.',
  };

  it("decides an answered dispute 7 days later: won with the payer's agreement, lost without it", async () => {
    const withAgreement = await disputed();
    const without = await disputed();
    expect((await gateway.respondToDispute(withAgreement.id, EVIDENCE)).status).toBe('under_review');
    expect((await gateway.respondToDispute(without.id, { ...EVIDENCE, agreement: null })).status).toBe('under_review');
    t.clock.advance(7 * DAY - 60_000);
    expect((await gateway.retrieveDispute(withAgreement.id)).status).toBe('under_review');
    t.clock.advance(60_000);
    expect((await gateway.retrieveDispute(withAgreement.id)).status).toBe('won');
    expect((await gateway.retrieveDispute(without.id)).status).toBe('lost');
    // Decided once: later reads say the same.
    t.clock.advance(DAY);
    expect((await gateway.retrieveDispute(withAgreement.id)).status).toBe('won');
  });

  it('takes evidence once, and none once accepted; an accepted dispute is lost at once', async () => {
    const answered = await disputed();
    await gateway.respondToDispute(answered.id, EVIDENCE);
    await expect(gateway.respondToDispute(answered.id, EVIDENCE)).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(gateway.acceptDispute(answered.id)).rejects.toBeInstanceOf(PaymentDeclined);
    const accepted = await disputed();
    expect((await gateway.acceptDispute(accepted.id)).status).toBe('lost');
    await expect(gateway.respondToDispute(accepted.id, EVIDENCE)).rejects.toBeInstanceOf(PaymentDeclined);
    await expect(gateway.retrieveDispute('dp_sim_nothing')).rejects.toMatchObject({ declineCode: 'invalid_token' });
  });

  it('loses a dispute left unanswered past its deadline, and then refuses evidence', async () => {
    const ignored = await disputed();
    t.clock.advance(14 * DAY + 1000);
    expect((await gateway.retrieveDispute(ignored.id)).status).toBe('lost');
    await expect(gateway.respondToDispute(ignored.id, EVIDENCE)).rejects.toBeInstanceOf(PaymentDeclined);
  });

  it('lets one of two answers racing each other through', async () => {
    const raced = await disputed();
    const answers = await Promise.allSettled([
      gateway.respondToDispute(raced.id, EVIDENCE),
      gateway.respondToDispute(raced.id, { ...EVIDENCE, agreement: null }),
    ]);
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(1);
  });

  it('debits a bank account', async () => {
    const charge = await gateway.charge(request(await payer(bankToken('000123456789'))));
    expect(charge).toMatchObject({ status: 'succeeded', failureCode: null });
  });

  it('fails a card that has expired since it was attached', async () => {
    const now = t.clock.now();
    const who = await payer(
      cardToken('4242424242424242', { exp_month: now.getUTCMonth() + 1, exp_year: now.getUTCFullYear() }),
    );
    t.clock.advance(40 * 24 * 3600_000);
    expect(await gateway.charge(request(who))).toMatchObject({ status: 'failed', failureCode: 'expired_card' });
  });
});

describe('a charge is made once per idempotency key', () => {
  it('answers a retry with the same charge and charges nothing more, a failed one included', async () => {
    for (const number of ['4242424242424242', '4000000000000341']) {
      const req = request(await payer(cardToken(number)));
      const first = await gateway.charge(req);
      t.clock.advance(5000);
      expect(await gateway.charge(req)).toEqual(first);
      expect(await chargesUnder(req.idempotencyKey)).toBe(1);
    }
  });

  it('stores one charge for ten identical requests racing, and answers all ten with it', async () => {
    const req = request(await payer(cardToken('4242424242424242')));
    const charges = await Promise.all(Array.from({ length: 10 }, () => gateway.charge(req)));
    expect(new Set(charges.map((c) => c.id)).size).toBe(1);
    expect(charges.every((c) => c.status === 'succeeded')).toBe(true);
    expect(await chargesUnder(req.idempotencyKey)).toBe(1);
  });

  it('refuses a key used again for another amount or payment method: a programming mistake', async () => {
    const who = await payer(cardToken('4242424242424242'));
    const req = request(who);
    await gateway.charge(req);
    await expect(gateway.charge({ ...req, amountCents: 6000 })).rejects.toThrow(/already used/);
    const other = await payer(cardToken('4242424242424242'));
    await expect(gateway.charge({ ...req, ...other })).rejects.toThrow(/already used/);
  });
});

describe('the simulated processor refuses what it cannot charge', () => {
  it('refuses a detached payment method, one of another customer, an unknown customer, as invalid tokens', async () => {
    const who = await payer(cardToken('4242424242424242'));
    const earlier = request(who);
    const first = await gateway.charge(earlier);
    await gateway.detachPaymentMethod(who.customerId, who.paymentMethodId);
    const detached = await gateway.charge(request(who)).catch((e: unknown) => e);
    expect(detached).toBeInstanceOf(PaymentDeclined);
    expect(detached).toMatchObject({ declineCode: 'invalid_token' });
    // A retry of a charge made before is answered from the record still.
    expect((await gateway.charge(earlier)).id).toBe(first.id);

    const someoneElse = await payer(cardToken('4242424242424242'));
    await expect(
      gateway.charge(request({ customerId: who.customerId, paymentMethodId: someoneElse.paymentMethodId })),
    ).rejects.toMatchObject({ declineCode: 'invalid_token' });
    await expect(
      gateway.charge(request({ customerId: 'cus_sim_nobody', paymentMethodId: someoneElse.paymentMethodId })),
    ).rejects.toMatchObject({ declineCode: 'invalid_token' });
  });

  it('throws a plain error, writing nothing, for amounts or a fee out of range and a missing practice account', async () => {
    const who = await payer(cardToken('4242424242424242'));
    const gone = await closedPractice();
    const before = await countRows(t.db, 'sim_charges');
    for (const over of [
      { amountCents: 0 },
      { amountCents: -100 },
      { amountCents: 59.5 },
      { applicationFeeCents: -1 },
      { applicationFeeCents: 5901 },
      { destinationAccountId: gone.id },
      { destinationAccountId: 'acct_sim_nowhere' },
    ]) {
      const err = await gateway.charge(request(who, over)).catch((e: unknown) => e);
      expect(err).toBeInstanceOf(Error);
      expect(err).not.toBeInstanceOf(PaymentDeclined);
    }
    expect(await countRows(t.db, 'sim_charges')).toBe(before);
  });
});

describe('refunds never exceed what is left of the charge', () => {
  const refund = (chargeId: string, amountCents: number, idempotencyKey: string = randomUUID()) =>
    gateway.refund({ chargeId, amountCents, idempotencyKey, reason: 'requested_by_customer' });

  it('refunds part, then the rest, then refuses more; a retried refund is the same refund', async () => {
    const charge = await gateway.charge(request(await payer(cardToken('4242424242424242'))));
    const part = await refund(charge.id, 2000, 'refund-part');
    expect(part).toEqual({
      id: expect.stringMatching(/^re_sim_/),
      chargeId: charge.id,
      amountCents: 2000,
      status: 'succeeded',
    });
    expect(await refund(charge.id, 3900)).toMatchObject({ amountCents: 3900, status: 'succeeded' });
    const more = await refund(charge.id, 1).catch((e: unknown) => e);
    expect(more).toBeInstanceOf(RefundExceedsCharge);
    expect(more).toMatchObject({ remainingCents: 0 });
    // The retry of the first refund, once nothing is left, is still answered with it.
    expect(await refund(charge.id, 2000, 'refund-part')).toEqual(part);
    const rows = await t.db.select().from(simRefunds).where(eq(simRefunds.chargeId, charge.id));
    expect(rows.map((r) => r.amountCents).sort()).toEqual([2000, 3900]);
  });

  it('refuses refunding more than the charge, or anything of a failed charge', async () => {
    const charge = await gateway.charge(request(await payer(cardToken('4242424242424242'))));
    const err = await refund(charge.id, 5901).catch((e: unknown) => e);
    expect(err).toMatchObject({ remainingCents: 5900, message: 'Only $59 of this charge is left to refund.' });
    expect(await refund(charge.id, 5900)).toMatchObject({ amountCents: 5900 });

    const failed = await gateway.charge(request(await payer(cardToken('4000000000000341'))));
    await expect(refund(failed.id, 100)).rejects.toMatchObject({ remainingCents: 0 });
    await expect(refund('ch_sim_nothing', 100)).rejects.toMatchObject({ declineCode: 'invalid_token' });
  });

  it('lets only what is left through when refunds of one charge race', async () => {
    const charge = await gateway.charge(request(await payer(cardToken('4242424242424242'))));
    const answers = await Promise.allSettled(Array.from({ length: 5 }, () => refund(charge.id, 2000)));
    expect(answers.filter((a) => a.status === 'fulfilled')).toHaveLength(2);
    for (const a of answers.filter((x) => x.status === 'rejected'))
      expect(a.reason).toBeInstanceOf(RefundExceedsCharge);

    const same = await Promise.all(Array.from({ length: 5 }, () => refund(charge.id, 1900, 'refund-rest')));
    expect(new Set(same.map((r) => r.id)).size).toBe(1);
    const rows = await t.db.select().from(simRefunds).where(eq(simRefunds.chargeId, charge.id));
    expect(rows.reduce((sum, r) => sum + r.amountCents, 0)).toBe(5900);
  });
});

describe("the simulated processor's transfers", () => {
  it('refuses an account that cannot take payments yet, then sends once per key', async () => {
    const request = {
      accountId: practice.id,
      amountCents: 12_345,
      idempotencyKey: 'guarantee_sim_1',
      description: 'x',
    };
    expect(await gateway.transferToAccount(request).catch((e: unknown) => e)).toBeInstanceOf(PaymentDeclined);
    await t.db
      .update(simConnectedAccounts)
      .set({ chargesEnabled: true })
      .where(eq(simConnectedAccounts.id, practice.id));
    const [first, again] = await Promise.all([gateway.transferToAccount(request), gateway.transferToAccount(request)]);
    expect(first).toMatchObject({ accountId: practice.id, amountCents: 12_345 });
    expect(again).toEqual(first);
    expect(
      await t.db.select().from(simTransfers).where(eq(simTransfers.idempotencyKey, 'guarantee_sim_1')),
    ).toHaveLength(1);
    await expect(gateway.transferToAccount({ ...request, amountCents: 1 })).rejects.toThrow(/already used/);
    expect(
      await gateway
        .transferToAccount({ ...request, accountId: 'acct_unknown', idempotencyKey: 'k2' })
        .catch((e: unknown) => e),
    ).toBeInstanceOf(PaymentDeclined);
  });
});
