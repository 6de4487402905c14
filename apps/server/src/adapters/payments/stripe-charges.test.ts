import { describe, expect, it } from 'vitest';
import { type ChargeRequest, PaymentDeclined, ProcessorUnavailable, RefundExceedsCharge } from './payment-gateway';
import { fakeStripe } from './stripe.fixtures';
import { CHARGES_IN_FLIGHT } from './stripe-charges';

const CHARGE: ChargeRequest = {
  customerId: 'cus_1',
  paymentMethodId: 'pm_1',
  amountCents: 5900,
  currency: 'usd',
  destinationAccountId: 'acct_practice',
  applicationFeeCents: 300,
  idempotencyKey: 'subscription-7:2026-05',
  description: 'Membership, monthly',
  metadata: { subscriptionId: '7' },
};

const intent = (status: string, extra: object = {}) => ({
  id: 'pi_1',
  object: 'payment_intent',
  status,
  amount: 5900,
  application_fee_amount: 300,
  created: 1_900_000_000,
  ...extra,
});

const cardError = (code: string, declineCode: string | null, message: string) => ({
  status: 402,
  body: {
    error: {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
      message,
      payment_intent: intent('requires_payment_method'),
    },
  },
});

describe("the Stripe adapter's charges", () => {
  it('confirms a destination PaymentIntent off-session with the fee, under our idempotency key', async () => {
    const { gateway, sent } = fakeStripe(() => ({ body: intent('succeeded') }));
    const charge = await gateway.charge(CHARGE);
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/payment_intents']);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
      amount: '5900',
      currency: 'usd',
      customer: 'cus_1',
      payment_method: 'pm_1',
      off_session: 'true',
      confirm: 'true',
      application_fee_amount: '300',
      'transfer_data[destination]': 'acct_practice',
      description: 'Membership, monthly',
      'metadata[subscriptionId]': '7',
      'metadata[idempotency_key]': 'subscription-7:2026-05',
    });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('subscription-7:2026-05');
    expect(charge).toEqual({
      id: 'pi_1',
      status: 'succeeded',
      amountCents: 5900,
      applicationFeeCents: 300,
      failureCode: null,
      failureMessage: null,
      createdAt: new Date(1_900_000_000_000),
    });
  });

  it("finds the PaymentIntent a key made among the customer's, asking without charging anything", async () => {
    const made = (id: string, key: string, status = 'succeeded', extra: object = {}) =>
      intent(status, { id, metadata: { idempotency_key: key }, ...extra });
    const { gateway, sent } = fakeStripe(() => ({
      body: {
        object: 'list',
        url: '/v1/payment_intents',
        has_more: false,
        data: [
          made('pi_2', 'renewal-8'),
          made('pi_1', 'subscription-7:2026-05'),
          made('pi_3', 'enrol-9', 'requires_payment_method', {
            last_payment_error: { code: 'card_declined', decline_code: 'insufficient_funds', message: 'Not enough.' },
          }),
        ],
      },
    }));
    expect(await gateway.findCharge({ customerId: 'cus_1', idempotencyKey: 'subscription-7:2026-05' })).toMatchObject({
      id: 'pi_1',
      status: 'succeeded',
      amountCents: 5900,
      applicationFeeCents: 300,
    });
    expect(await gateway.findCharge({ customerId: 'cus_1', idempotencyKey: 'enrol-9' })).toMatchObject({
      id: 'pi_3',
      status: 'failed',
      failureCode: 'insufficient_funds',
    });
    expect(await gateway.findCharge({ customerId: 'cus_1', idempotencyKey: 'never-asked' })).toBeNull();
    expect(sent.map((r) => r.method)).toEqual(['GET', 'GET', 'GET']);
    expect(sent[0]?.path).toContain('customer=cus_1');
  });

  it('counts a bank debit Stripe accepted (processing) as succeeded', async () => {
    const { gateway } = fakeStripe(() => ({ body: intent('processing') }));
    expect((await gateway.charge(CHARGE)).status).toBe('succeeded');
  });

  it("answers a card error with a failed charge, Stripe's message and the PaymentIntent's id, not a throw", async () => {
    const cases = [
      ['card_declined', 'generic_decline', 'card_declined'],
      ['card_declined', 'insufficient_funds', 'insufficient_funds'],
      ['expired_card', null, 'expired_card'],
      ['processing_error', null, 'processor_error'],
    ] as const;
    for (const [code, declineCode, expected] of cases) {
      const { gateway } = fakeStripe(() => cardError(code, declineCode, 'Your card was declined by Stripe.'));
      expect(await gateway.charge(CHARGE)).toEqual({
        id: 'pi_1',
        status: 'failed',
        amountCents: 5900,
        applicationFeeCents: 300,
        failureCode: expected,
        failureMessage: 'Your card was declined by Stripe.',
        createdAt: new Date(1_900_000_000_000),
      });
    }
  });

  it('fails a PaymentIntent left wanting authentication or another method, by its last payment error', async () => {
    const { gateway } = fakeStripe(() => ({
      body: intent('requires_payment_method', {
        last_payment_error: {
          type: 'card_error',
          code: 'bank_account_unusable',
          message: 'The bank account cannot be debited.',
          payment_method: { id: 'pm_1', object: 'payment_method', type: 'us_bank_account' },
        },
      }),
    }));
    expect(await gateway.charge(CHARGE)).toMatchObject({
      status: 'failed',
      failureCode: 'bank_account_declined',
      failureMessage: 'The bank account cannot be debited.',
    });
  });

  it('refuses an unknown customer or payment method as an invalid token, and an outage as unavailable', async () => {
    const missing = fakeStripe(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          code: 'resource_missing',
          param: 'payment_method',
          message: "No such PaymentMethod: 'pm_1'",
        },
      },
    }));
    const err = await missing.gateway.charge(CHARGE).catch((e: unknown) => e);
    expect(err).toBeInstanceOf(PaymentDeclined);
    expect(err).toMatchObject({ declineCode: 'invalid_token' });

    const down = fakeStripe(() => ({
      status: 503,
      headers: { 'stripe-should-retry': 'false' },
      body: { error: { type: 'api_error', message: 'Service unavailable' } },
    }));
    expect(await down.gateway.charge(CHARGE).catch((e: unknown) => e)).toBeInstanceOf(ProcessorUnavailable);
  });

  it('charges batches one PaymentIntent per request, at most eight at once in all, each answer in its place', async () => {
    let inFlight = 0;
    let most = 0;
    const { gateway, sent } = fakeStripe(async (_method, _path, form) => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 5));
      inFlight--;
      const n = Number(form.get('metadata[n]'));
      if (n % 5 === 1) return cardError('card_declined', 'insufficient_funds', 'Your card has insufficient funds.');
      if (n % 5 === 2) {
        return {
          status: 503,
          headers: { 'stripe-should-retry': 'false' },
          body: { error: { type: 'api_error', message: 'Service unavailable' } },
        };
      }
      return { body: intent('succeeded', { id: `pi_${n}` }) };
    });
    const requests = Array.from({ length: 20 }, (_, n) => ({
      ...CHARGE,
      amountCents: n === 3 ? 0 : CHARGE.amountCents,
      idempotencyKey: `attempt-${n}`,
      metadata: { n: String(n) },
    }));
    // Two batches at once (the billing run's), still eight requests at the most.
    const [answers] = await Promise.all([gateway.chargeMany(requests), gateway.chargeMany(requests.slice(0, 4))]);

    expect(most).toBe(CHARGES_IN_FLIGHT);
    // Each under its own key; the one with an amount out of range never asked.
    expect(sent.map((r) => r.headers['Idempotency-Key']).sort()).toEqual(
      [...requests, ...requests.slice(0, 4)]
        .filter((r) => r.amountCents > 0)
        .map((r) => r.idempotencyKey)
        .sort(),
    );
    answers.forEach((answer, n) => {
      if (n === 3) {
        expect(answer).toBeInstanceOf(Error);
        expect(answer).not.toBeInstanceOf(PaymentDeclined);
      } else if (n % 5 === 1) expect(answer).toMatchObject({ status: 'failed', failureCode: 'insufficient_funds' });
      else if (n % 5 === 2) expect(answer).toBeInstanceOf(ProcessorUnavailable);
      else expect(answer).toMatchObject({ id: `pi_${n}`, status: 'succeeded' });
    });
  });

  it('asks Stripe nothing when the amount or the fee is out of range', async () => {
    const { gateway, sent } = fakeStripe(() => ({ body: intent('succeeded') }));
    await expect(gateway.charge({ ...CHARGE, applicationFeeCents: 6000 })).rejects.toThrow(/Application fee/);
    await expect(gateway.charge({ ...CHARGE, amountCents: 0 })).rejects.toThrow(/positive/);
    expect(sent).toHaveLength(0);
  });
});

describe("the Stripe adapter's refunds and disputes", () => {
  it('refunds the PaymentIntent with the fee and the transfer reversed, under our key', async () => {
    const { gateway, sent } = fakeStripe(() => ({
      body: { id: 're_1', object: 'refund', amount: 2000, status: 'pending', payment_intent: 'pi_1' },
    }));
    const refund = await gateway.refund({
      chargeId: 'pi_1',
      amountCents: 2000,
      idempotencyKey: 'refund-7-1',
      reason: 'cancellation',
    });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/v1/refunds' });
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
      payment_intent: 'pi_1',
      amount: '2000',
      reason: 'requested_by_customer',
      refund_application_fee: 'true',
      reverse_transfer: 'true',
      'metadata[reason]': 'cancellation',
    });
    expect(sent[0]?.headers['Idempotency-Key']).toBe('refund-7-1');
    expect(refund).toEqual({ id: 're_1', chargeId: 'pi_1', amountCents: 2000, status: 'pending' });
  });

  it('refunds an older charge (ch_) by its own id', async () => {
    const { gateway, sent } = fakeStripe(() => ({
      body: { id: 're_2', object: 'refund', amount: 100, status: 'succeeded' },
    }));
    await gateway.refund({ chargeId: 'ch_old', amountCents: 100, idempotencyKey: 'k', reason: 'duplicate' });
    expect(sent[0]?.form.get('charge')).toBe('ch_old');
    expect(sent[0]?.form.get('payment_intent')).toBeNull();
  });

  it('reads a refund beyond what is left as RefundExceedsCharge', async () => {
    const tooMuch = fakeStripe(() => ({
      status: 400,
      body: {
        error: {
          type: 'invalid_request_error',
          param: 'amount',
          message: 'Refund amount ($60.00) is greater than unrefunded amount on charge ($59.00)',
        },
      },
    }));
    const err = await tooMuch.gateway
      .refund({ chargeId: 'pi_1', amountCents: 6000, idempotencyKey: 'k', reason: 'requested_by_customer' })
      .catch((e: unknown) => e);
    expect(err).toBeInstanceOf(RefundExceedsCharge);
    const done = fakeStripe(() => ({
      status: 400,
      body: {
        error: { type: 'invalid_request_error', code: 'charge_already_refunded', message: 'Already refunded' },
      },
    }));
    await expect(
      done.gateway.refund({ chargeId: 'pi_1', amountCents: 1, idempotencyKey: 'k', reason: 'requested_by_customer' }),
    ).rejects.toMatchObject({ remainingCents: 0 });
  });

  it('lists disputes created since a time, every page, oldest first, by the PaymentIntent', async () => {
    const dispute = (id: string, created: number, status: string) => ({
      id,
      object: 'dispute',
      amount: 5900,
      charge: 'ch_x',
      payment_intent: 'pi_1',
      reason: 'fraudulent',
      status,
      created,
    });
    const { gateway, sent } = fakeStripe((_m, _p, _f) => {
      const page = sent.length;
      return {
        body: {
          object: 'list',
          url: '/v1/disputes',
          has_more: page === 1,
          data:
            page === 1
              ? [dispute('dp_3', 1_900_000_300, 'warning_needs_response'), dispute('dp_2', 1_900_000_200, 'lost')]
              : [dispute('dp_1', 1_900_000_100, 'warning_closed')],
        },
      };
    });
    const disputes = await gateway.disputesSince(new Date(1_900_000_000_500));
    expect(sent).toHaveLength(2);
    const first = new URLSearchParams(sent[0]?.path.split('?')[1]);
    expect(first.get('created[gte]')).toBe('1900000000');
    expect(first.get('limit')).toBe('100');
    expect(new URLSearchParams(sent[1]?.path.split('?')[1]).get('starting_after')).toBe('dp_2');
    expect(disputes.map((d) => [d.id, d.status])).toEqual([
      ['dp_1', 'won'],
      ['dp_2', 'lost'],
      ['dp_3', 'needs_response'],
    ]);
    expect(disputes[0]).toEqual({
      id: 'dp_1',
      chargeId: 'pi_1',
      amountCents: 5900,
      reason: 'fraudulent',
      status: 'won',
      createdAt: new Date(1_900_000_100_000),
      respondBy: null,
    });
  });

  const stripeDispute = (status: string) => ({
    id: 'dp_1',
    object: 'dispute',
    amount: 5900,
    charge: 'ch_x',
    payment_intent: 'pi_1',
    reason: 'subscription_canceled',
    status,
    created: 1_900_000_100,
    evidence_details: { due_by: 1_901_000_000 },
  });

  it("submits evidence in Stripe's fields, at once, and reads the dispute with its deadline", async () => {
    const { gateway, sent } = fakeStripe(() => ({ body: stripeDispute('under_review') }));
    const answered = await gateway.respondToDispute('dp_1', {
      description: 'The patient used the membership.',
      productDescription: 'Adult Wellness, monthly',
      customerName: 'Alex Rivera',
      customerEmail: 'alex@patients.test',
      serviceDate: '2026-11-01',
      agreement: 'Agreed online on 10/01/2026.',
      terms: 'Cancel anytime.',
    });
    expect(sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/disputes/dp_1']);
    expect(Object.fromEntries(sent[0]?.form ?? [])).toEqual({
      'evidence[product_description]': 'Adult Wellness, monthly',
      'evidence[uncategorized_text]': 'The patient used the membership.\n\nAgreed online on 10/01/2026.',
      'evidence[customer_name]': 'Alex Rivera',
      'evidence[customer_email_address]': 'alex@patients.test',
      'evidence[service_date]': '2026-11-01',
      'evidence[cancellation_policy_disclosure]': 'Cancel anytime.',
      'evidence[refund_policy_disclosure]': 'Cancel anytime.',
      submit: 'true',
    });
    expect(answered).toMatchObject({
      status: 'under_review',
      respondBy: new Date(1_901_000_000_000),
      chargeId: 'pi_1',
    });
  });

  it('closes a dispute to accept it, and reads one by its id', async () => {
    const closed = fakeStripe(() => ({ body: stripeDispute('lost') }));
    expect((await closed.gateway.acceptDispute('dp_1')).status).toBe('lost');
    expect(closed.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['POST /v1/disputes/dp_1/close']);
    const read = fakeStripe(() => ({ body: stripeDispute('warning_under_review') }));
    expect((await read.gateway.retrieveDispute('dp_1')).status).toBe('under_review');
    expect(read.sent.map((r) => `${r.method} ${r.path}`)).toEqual(['GET /v1/disputes/dp_1']);
  });

  it('refuses evidence for a dispute Stripe says is closed or unknown', async () => {
    const closed = fakeStripe(() => ({
      status: 400,
      body: { error: { type: 'invalid_request_error', message: 'This dispute is already closed' } },
    }));
    await expect(closed.gateway.acceptDispute('dp_1')).rejects.toMatchObject({
      declineCode: 'processor_error',
      message: 'This dispute is already closed',
    });
    const unknown = fakeStripe(() => ({
      status: 404,
      body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such dispute' } },
    }));
    await expect(unknown.gateway.retrieveDispute('dp_x')).rejects.toMatchObject({ declineCode: 'invalid_token' });
  });
});
