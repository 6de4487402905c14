import { eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import Stripe from 'stripe';
import { afterAll } from 'vitest';
import { outboxMail } from '../../adapters/mail/outbox';
import { fakeStripe, type StripeAnswer } from '../../adapters/payments/stripe.fixtures';
import { buildApp } from '../../app';
import { offices } from '../../db/schema';
import { loadJwtKey } from '../../secrets';
import type { TestApp } from '../../test/harness';
import { mailedCode, signUpPractice, validate } from '../signup/signup.fixtures';

/** The seeded offices the money tests act in, by slug. */
export async function officeIds(t: TestApp) {
  const rows = await t.db.select({ id: offices.id, slug: offices.slug }).from(offices);
  const id = (slug: string) => {
    const found = rows.find((r) => r.slug === slug)?.id;
    if (!found) throw new Error(`no office ${slug}`);
    return found;
  };
  return {
    downtown: id('demo-downtown'),
    uptown: id('demo-uptown'),
    lakeside: id('second-lakeside'),
    riverside: id('riverside'),
  };
}

export async function officeRow(t: TestApp, id: number) {
  const [row] = await t.db.select().from(offices).where(eq(offices.id, id));
  if (!row) throw new Error(`no office ${id}`);
  return row;
}

/** Tokenizes a card at the simulated processor, as the browser does. */
export async function cardToken(
  t: TestApp,
  number: string,
  over: Partial<{ exp_month: number; exp_year: number; cvc: string }> = {},
) {
  const year = t.clock.now().getUTCFullYear() + 2;
  const res = await t.call({
    method: 'POST',
    url: '/sim-processor/v1/tokens',
    payload: { card: { number, exp_month: 12, exp_year: year, cvc: '123', ...over } },
  });
  return res;
}

/** Enters bank details under a link token at the simulated processor, as the browser does. */
export async function bankPublicToken(t: TestApp, linkToken: string, accountNumber: string, routing = '110000000') {
  return t.call({
    method: 'POST',
    url: '/sim-processor/v1/bank_tokens',
    payload: {
      link_token: linkToken,
      account_holder_name: 'Riverside Dental LLC',
      routing_number: routing,
      account_number: accountNumber,
    },
  });
}

/** Tokenizes a bank account for a payer at the simulated processor (no link token), as the browser does. */
export async function bankAccountToken(t: TestApp, accountNumber: string, routing = '110000000') {
  return t.call({
    method: 'POST',
    url: '/sim-processor/v1/bank_tokens',
    payload: { account_holder_name: 'Riverside Dental LLC', routing_number: routing, account_number: accountNumber },
  });
}

export const STRIPE_WEBHOOK_SECRET = 'whsec_test_money';

type Handler = (method: string, path: string, form: URLSearchParams) => StripeAnswer;

/**
 * The same database, served by a second app whose processor is Stripe over a fake HTTP client (nothing touches the
 * network): Stripe's flows through HTTP. `answer` sets how Stripe answers; `sent` is what it was asked.
 */
export async function withStripe(t: TestApp) {
  let handler: Handler = () => ({ status: 500, body: { error: { type: 'api_error', message: 'not set up' } } });
  const fake = fakeStripe((m, p, f) => handler(m, p, f), { webhookSecrets: [STRIPE_WEBHOOK_SECRET] });
  const config = {
    ...t.config,
    stripeSecretKey: 'sk_test_fake',
    stripePublicKey: 'pk_test_fake',
    stripeWebhookSecrets: [STRIPE_WEBHOOK_SECRET],
  };
  const app = await buildApp(
    {
      config,
      database: t.database,
      clock: t.clock,
      mail: outboxMail(t.clock),
      jwtKey: await loadJwtKey(t.db, config.jwtSecret),
      payments: fake.gateway,
    },
    { logger: false },
  );
  afterAll(() => app.close());
  const call = async (opts: InjectOptions & { token?: string }) => {
    const { token, ...rest } = opts;
    const res = await app.inject({
      ...rest,
      headers: { ...(rest.headers ?? {}), ...(token ? { authorization: `JWT ${token}` } : {}) },
    });
    let body: unknown = res.body;
    try {
      body = JSON.parse(res.body);
    } catch {}
    return { status: res.statusCode, body, headers: res.headers };
  };
  const signer = new Stripe('sk_test_offline');
  return {
    app,
    call,
    sent: fake.sent,
    answer(next: Handler) {
      handler = next;
    },
    /** Posts an event to the webhook as Stripe would: the raw JSON, signed with the endpoint's secret. */
    postEvent(event: object, opts: { secret?: string; signature?: string | null; at?: Date } = {}) {
      const payload = JSON.stringify(event);
      const timestamp = Math.floor((opts.at ?? t.clock.now()).getTime() / 1000);
      const signature =
        opts.signature === undefined
          ? signer.webhooks.generateTestHeaderString({
              payload,
              secret: opts.secret ?? STRIPE_WEBHOOK_SECRET,
              timestamp,
            })
          : opts.signature;
      return call({
        method: 'POST',
        url: '/webhooks/stripe',
        payload,
        headers: {
          'content-type': 'application/json; charset=utf-8',
          ...(signature ? { 'stripe-signature': signature } : {}),
        },
      });
    },
  };
}

let eventCounter = 0;

/** A Stripe event as its webhook delivers it. */
export function stripeEvent(
  type: string,
  object: Record<string, unknown>,
  over: { id?: string; created?: Date; account?: string; previous?: Record<string, unknown> } = {},
) {
  eventCounter++;
  return {
    id: over.id ?? `evt_test_${eventCounter}_${Date.now().toString(36)}`,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: Math.floor((over.created ?? new Date()).getTime() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...(over.account ? { account: over.account } : {}),
    data: { object, ...(over.previous ? { previous_attributes: over.previous } : {}) },
  };
}

/** A practice that signed itself up and confirmed with this platform tier, period and discount code. */
export async function practiceWithPlan(
  t: TestApp,
  choice: { tierLevel: number; pricingPeriod: 'monthly' | 'annual'; discountCode?: string },
) {
  const signedUp = await signUpPractice(t);
  const res = await validate(t, signedUp.email, await mailedCode(t, signedUp.email), choice);
  if (res.status !== 200) throw new Error(`validate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...signedUp, token: (res.body as { token: string }).token };
}
