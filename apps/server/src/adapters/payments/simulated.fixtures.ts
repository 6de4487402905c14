import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { simCharges } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import type { ChargeRequest } from './payment-gateway';
import { simulatedGateway } from './simulated';

/** The simulated processor's tests: a practice's account, payers with test cards or bank accounts, charge requests. */
export async function simulatedFixtures(t: TestApp) {
  const gateway = simulatedGateway(t.db, t.clock);
  const practice = await gateway.createConnectedAccount({
    email: 'office@riverside.test',
    businessName: 'Riverside Dental',
    accountType: 'express',
    metadata: {},
  });
  const consent = { ip: '203.0.113.7', userAgent: 'test' };

  /** Tokenizes a card at the simulated processor's endpoint, as the browser does (a fresh address each time). */
  async function cardToken(number: string, expiry?: { exp_month: number; exp_year: number }): Promise<string> {
    const card = { number, exp_month: 12, exp_year: t.clock.now().getUTCFullYear() + 2, cvc: '123', ...expiry };
    const res = await t.call({
      method: 'POST',
      url: '/sim-processor/v1/tokens',
      payload: { card },
      remoteAddress: t.newIp(),
    });
    if (res.status !== 200) throw new Error(`tokenizing ${number}: ${res.status} ${JSON.stringify(res.body)}`);
    return (res.body as { id: string }).id;
  }

  async function bankToken(accountNumber: string): Promise<string> {
    const res = await t.call({
      method: 'POST',
      url: '/sim-processor/v1/bank_tokens',
      payload: { account_holder_name: 'Alex Rivera', routing_number: '110000000', account_number: accountNumber },
      remoteAddress: t.newIp(),
    });
    return (res.body as { id: string }).id;
  }

  /** A customer with a payment method attached from a token. */
  async function payer(token: Promise<string> | string) {
    const customer = await gateway.createCustomer({ email: 'alex@example.test', name: 'Alex Rivera', metadata: {} });
    const method = await gateway.attachPaymentMethod(customer.id, await token, consent);
    return { customerId: customer.id, paymentMethodId: method.id };
  }

  const request = (who: { customerId: string; paymentMethodId: string }, over: Partial<ChargeRequest> = {}) =>
    ({
      ...who,
      amountCents: 5900,
      currency: 'usd',
      destinationAccountId: practice.id,
      applicationFeeCents: 300,
      idempotencyKey: `subscription-1:${randomUUID()}`,
      description: 'Membership, monthly',
      metadata: { subscriptionId: '1' },
      ...over,
    }) satisfies ChargeRequest;

  /** A practice's account the processor has deleted: nothing can settle to it. */
  async function closedPractice() {
    const gone = await gateway.createConnectedAccount({
      email: 'closed@practice.test',
      businessName: 'Closed Dental',
      accountType: 'express',
      metadata: {},
    });
    await gateway.deleteConnectedAccount(gone.id);
    return gone;
  }

  const chargesUnder = async (key: string) =>
    (await t.db.select().from(simCharges).where(eq(simCharges.idempotencyKey, key))).length;

  return { gateway, practice, cardToken, bankToken, payer, request, chargesUnder, closedPractice };
}
