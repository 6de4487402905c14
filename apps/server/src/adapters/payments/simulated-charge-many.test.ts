import { describe, expect, it } from 'vitest';
import { countRows, createTestApp } from '../../test/harness';
import { type Charge, PaymentDeclined } from './payment-gateway';
import { simulatedFixtures } from './simulated.fixtures';

// chargeMany, the billing run's batch: every request answered in its place as `charge` would answer it alone.

const t = await createTestApp();
const { gateway, practice, cardToken, payer, request, chargesUnder, closedPractice } = await simulatedFixtures(t);

const chargeOf = (answer: Charge | Error | undefined): Charge => {
  if (!answer || answer instanceof Error) throw new Error(`expected a charge, got ${answer}`);
  return answer;
};

describe('the simulated processor charges a batch at once', () => {
  it('answers each request in its place: a charge, a refusal, a dispute to come, an invalid token, a mistake', async () => {
    const ok = await payer(cardToken('4242424242424242'));
    const declined = await payer(cardToken('4000000000000341'));
    const disputed = await payer(cardToken('4000000000000259'));
    const detached = await payer(cardToken('4242424242424242'));
    await gateway.detachPaymentMethod(detached.customerId, detached.paymentMethodId);
    const gone = await closedPractice();
    const before = await countRows(t.db, 'sim_charges');
    const requests = [
      request(ok, { amountCents: 4100 }),
      request(declined),
      request(disputed, { amountCents: 12_000 }),
      request(detached),
      request(ok, { amountCents: 0 }),
      request(ok, { destinationAccountId: gone.id }),
      request({ customerId: ok.customerId, paymentMethodId: declined.paymentMethodId }),
    ];
    const since = t.clock.now();
    const answers = await gateway.chargeMany(requests);

    expect(answers).toHaveLength(requests.length);
    expect(answers[0]).toEqual({
      id: expect.stringMatching(/^ch_sim_/),
      status: 'succeeded',
      amountCents: 4100,
      applicationFeeCents: 300,
      failureCode: null,
      failureMessage: null,
      createdAt: t.clock.now(),
    });
    expect(answers[1]).toMatchObject({ status: 'failed', failureCode: 'card_declined' });
    expect(answers[2]).toMatchObject({ status: 'succeeded', amountCents: 12_000 });
    for (const n of [3, 6]) {
      expect(answers[n]).toBeInstanceOf(PaymentDeclined);
      expect(answers[n]).toMatchObject({ declineCode: 'invalid_token' });
    }
    for (const n of [4, 5]) {
      expect(answers[n]).toBeInstanceOf(Error);
      expect(answers[n]).not.toBeInstanceOf(PaymentDeclined);
    }
    // Stored: what was charged or refused, nothing else; the disputed card's dispute with its charge.
    expect(await countRows(t.db, 'sim_charges')).toBe(before + 3);
    const disputes = await gateway.disputesSince(since);
    expect(disputes.map((d) => d.chargeId)).toEqual([chargeOf(answers[2]).id]);
  });

  it('answers a batch asked again from the record, whatever became of the payment method, charging nothing more', async () => {
    const who = await payer(cardToken('4242424242424242'));
    const requests = [request(who), request(who, { amountCents: 2500 })];
    const first = await gateway.chargeMany(requests);
    await gateway.detachPaymentMethod(who.customerId, who.paymentMethodId);
    t.clock.advance(60_000);
    expect(await gateway.chargeMany(requests)).toEqual(first);
    for (const r of requests) expect(await chargesUnder(r.idempotencyKey)).toBe(1);
    // The same key with another amount is a programming mistake, answered as an error in its place.
    const reused = await gateway.chargeMany([{ ...requests[0], amountCents: 6000 } as (typeof requests)[0]]);
    expect(reused[0]).toBeInstanceOf(Error);
    expect((reused[0] as Error).message).toMatch(/already used/);
  });

  it('charges a key once when it comes twice in a batch, or in two batches racing in opposite orders', async () => {
    const who = await payer(cardToken('4242424242424242'));
    const requests = Array.from({ length: 6 }, () => request(who, { destinationAccountId: practice.id }));
    const twice = await gateway.chargeMany([requests[0], requests[0]] as typeof requests);
    expect(chargeOf(twice[1]).id).toBe(chargeOf(twice[0]).id);

    const [a, b] = await Promise.all([gateway.chargeMany(requests), gateway.chargeMany([...requests].reverse())]);
    expect(a.map((c) => chargeOf(c).id)).toEqual(b.map((c) => chargeOf(c).id).reverse());
    for (const r of requests) expect(await chargesUnder(r.idempotencyKey)).toBe(1);
  });
});
