import type { BankLinkTokenResponse, PayoutAccount, TierBilling } from '@mhq/contract';
import { PAYOUT_MESSAGES, paymentAccountEntry } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { stripeAccount } from '../../adapters/payments/stripe.fixtures';
import { auditLog, payoutAccountStates, processorEvents } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { officeIds, officeRow, stripeEvent, withStripe } from './money.fixtures';

// Stripe's side of issue 6 through HTTP: onboarding, the signed webhook, and tier methods, with the Stripe adapter
// over a fake HTTP client (no network) on the same database as a simulated-processor app.

const t = await createTestApp();
const stripe = await withStripe(t);
const ids = await officeIds(t);
const riverside = await t.login('riverside@demo.test');
const owner = await t.login('owner@demo.test');
const ACCOUNT_ID = 'acct_riverside_test';

const events = async (type?: string) =>
  type
    ? t.db.select().from(processorEvents).where(eq(processorEvents.type, type))
    : t.db.select().from(processorEvents);
const audits = (action: string) => t.db.select().from(auditLog).where(eq(auditLog.action, action));
const sideMenuEntry = async (token: string) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/users/me/account', token });
  const info = (res.body as { data: { dentistInfo: Record<string, unknown> & { daoi: Record<string, unknown> } } }).data
    .dentistInfo;
  return paymentAccountEntry({
    id: info.id as number,
    verified: true,
    stripeAccountId: info.stripeAccountId as string | null,
    last4: info.last4 as string | null,
    membershipCount: 1,
    accountStatus: 1,
    standardStripeAccountId: info.daoi.standardStripeAccountId as string | null,
    standardStripeDateConverted: info.daoi.standardStripeDateConverted as string | null,
    onboardingDateComplete: null,
  });
};
const storedBank = async () => {
  const [state] = await t.db.select().from(payoutAccountStates).where(eq(payoutAccountStates.officeId, ids.riverside));
  return state?.bankLast4 ?? null;
};
const writes = async () => ({
  events: await countRows(t.db, 'processor_events'),
  states: await countRows(t.db, 'payout_account_states'),
  audit: await countRows(t.db, 'audit_log'),
  bank: await storedBank(),
  office: await officeRow(t, ids.riverside),
});

describe('the content security policy', () => {
  it('stays strict with the simulated processor: nothing from Stripe may load', async () => {
    const csp = String((await t.call({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const directives = csp.split(';').map((d) => d.trim());
    expect(directives).toContain("script-src 'self'");
    expect(directives).toContain("connect-src 'self'");
    expect(csp).not.toContain('stripe');
    expect(csp).not.toContain('frame-src');
  });

  it('lets Stripe.js load, draw its frames and call its API when Stripe is the processor', async () => {
    const csp = String((await stripe.call({ method: 'GET', url: '/healthz' })).headers['content-security-policy']);
    const directive = (name: string) => csp.split(';').find((d) => d.trim().startsWith(`${name} `)) ?? '';
    expect(directive('script-src')).toContain('https://js.stripe.com');
    expect(directive('script-src')).not.toContain('unsafe');
    expect(directive('frame-src')).toContain('https://js.stripe.com');
    expect(directive('frame-src')).toContain('https://hooks.stripe.com');
    expect(directive('connect-src')).toContain('https://api.stripe.com');
    expect(directive('default-src')).toBe("default-src 'self'");
    expect(directive('frame-ancestors')).toBe("frame-ancestors 'none'");
  });
});

describe("the practice's Stripe onboarding", () => {
  it('opens an Express account and answers the onboarding page that returns to billing', async () => {
    stripe.answer((_m, path) =>
      path === '/v1/accounts'
        ? { body: stripeAccount(ACCOUNT_ID, { payouts: false, details: false }) }
        : {
            body: {
              object: 'account_link',
              url: 'https://connect.stripe.com/setup/e/riverside',
              expires_at: 1_900_000_000,
            },
          },
    );
    const res = await stripe.call({
      method: 'POST',
      url: '/api/v1/stripe-connect/createPlaidLinkToken',
      payload: { dentistInfoId: ids.riverside },
      token: riverside,
    });
    expect(res.status).toBe(200);
    expect(res.body as BankLinkTokenResponse).toMatchObject({
      processor: 'stripe',
      onboardingUrl: 'https://connect.stripe.com/setup/e/riverside',
    });
    const link = stripe.sent.find((r) => r.path === '/v1/account_links');
    expect(link?.form.get('return_url')).toBe('http://app.test/account/settings/billing?connected=1');
    expect((await officeRow(t, ids.riverside)).stripeAccountId).toBe(ACCOUNT_ID);
    expect(await sideMenuEntry(riverside)).toBe('view-account');

    // From the vision brand, Stripe brings the practice back to the vision address.
    const fromVision = await stripe.call({
      method: 'POST',
      url: '/api/v1/stripe-connect/createPlaidLinkToken',
      payload: { dentistInfoId: ids.riverside },
      token: riverside,
      headers: { host: 'visionhq.app.test' },
    });
    expect(fromVision.status).toBe(200);
    const visionLink = stripe.sent.filter((r) => r.path === '/v1/account_links').at(-1);
    expect(visionLink?.form.get('return_url')).toBe('http://visionhq.app.test/account/settings/billing?connected=1');
  });
});

describe('the Stripe webhook', () => {
  it('is not there for the simulated processor', async () => {
    const res = await t.call({ method: 'POST', url: '/webhooks/stripe', payload: { id: 'evt_1' } });
    expect(res.status).toBe(404);
  });

  it('refuses a missing, wrong or stale signature with 400, writing nothing', async () => {
    const before = await writes();
    const event = stripeEvent(
      'account.updated',
      stripeAccount(ACCOUNT_ID, { payouts: true, details: true, bankLast4: '6789' }),
      {
        account: ACCOUNT_ID,
      },
    );
    for (const res of [
      await stripe.postEvent(event, { signature: null }),
      await stripe.postEvent(event, { secret: 'whsec_not_ours' }),
      await stripe.postEvent(event, { signature: 't=1,v1=deadbeef' }),
      await stripe.postEvent(event, { at: new Date(t.clock.now().getTime() - 10 * 60_000) }),
    ]) {
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ _message: 'Invalid webhook signature.' });
    }
    const empty = await stripe.call({ method: 'POST', url: '/webhooks/stripe', headers: { 'stripe-signature': 'x' } });
    expect(empty.status).toBe(400);
    expect(await writes()).toEqual(before);
  });

  it('keeps the account state while Stripe still reviews it, and the side menu still asks for details', async () => {
    const res = await stripe.postEvent(
      stripeEvent('account.updated', stripeAccount(ACCOUNT_ID, { payouts: false, details: true }), {
        account: ACCOUNT_ID,
        created: new Date(t.clock.now().getTime() - 60_000),
      }),
    );
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: false });
    const [state] = await t.db
      .select()
      .from(payoutAccountStates)
      .where(eq(payoutAccountStates.officeId, ids.riverside));
    expect(state).toMatchObject({
      accountId: ACCOUNT_ID,
      payoutsEnabled: false,
      detailsSubmitted: true,
      bankLast4: null,
    });
    expect((await officeRow(t, ids.riverside)).last4).toBeNull();
    expect(await sideMenuEntry(riverside)).toBe('view-account');
  });

  const onboarded = stripeEvent(
    'account.updated',
    stripeAccount(ACCOUNT_ID, { payouts: true, details: true, bankLast4: '6789' }),
    { account: ACCOUNT_ID },
  );

  it('keeps the onboarded account with its payout bank; the office stays a new-platform account', async () => {
    const res = await stripe.postEvent(onboarded);
    expect(res.status).toBe(200);
    expect(await storedBank()).toBe('6789');
    // offices.last4 marks the old platform's account (then the shell would ask the office to upgrade it): an account
    // opened here keeps the side menu's link to the provider's account view.
    expect((await officeRow(t, ids.riverside)).last4).toBeNull();
    expect(await sideMenuEntry(riverside)).toBe('view-account');
    // One entry when Stripe first reported the account, one now that its payouts are on.
    const audit = (await audits('payout_account.updated_at_processor')).at(-1);
    expect(audit).toMatchObject({ officeId: ids.riverside, actorUserId: null, targetId: ACCOUNT_ID });
    expect(audit?.detail).toMatchObject({ payoutsEnabled: true, bankLast4: '6789' });
    const [recorded] = await events('account.updated').then((rows) => rows.filter((r) => r.eventId === onboarded.id));
    expect(recorded).toMatchObject({ processor: 'stripe', outcome: 'applied', accountId: ACCOUNT_ID });

    stripe.answer((_m, path) =>
      path.endsWith('/login_links')
        ? { body: { object: 'login_link', url: 'https://connect.stripe.com/express/riverside' } }
        : { body: stripeAccount(ACCOUNT_ID, { payouts: true, details: true, bankLast4: '6789' }) },
    );
    const view = await stripe.call({
      method: 'GET',
      url: '/api/v1/stripe-connect/viewAccount',
      query: { dentistInfoId: String(ids.riverside) },
      token: riverside,
    });
    expect(view.body as PayoutAccount).toMatchObject({
      status: 'active',
      processor: 'stripe',
      detailsSubmitted: true,
      bankLast4: '6789',
      dashboardUrl: 'https://connect.stripe.com/express/riverside',
    });
    // Not mistaken for the old platform's account: no upgrade is asked of it.
    const upgrade = await stripe.call({
      method: 'GET',
      url: `/api/v1/dentists/${ids.riverside}/upgrade`,
      token: riverside,
    });
    expect(upgrade.body).toMatchObject({ state: 'not-eligible' });
  });

  it('shows the account as Stripe last reported it while Stripe cannot be reached', async () => {
    stripe.answer(() => ({
      status: 503,
      headers: { 'stripe-should-retry': 'false' },
      body: { error: { type: 'api_error', message: 'Service unavailable' } },
    }));
    const view = await stripe.call({
      method: 'GET',
      url: '/api/v1/stripe-connect/viewAccount',
      query: { dentistInfoId: String(ids.riverside) },
      token: riverside,
    });
    expect(view.status).toBe(200);
    expect(view.body as PayoutAccount).toMatchObject({ status: 'active', bankLast4: '6789', dashboardUrl: null });
  });

  it('has no second effect when Stripe delivers the same event again', async () => {
    const before = await writes();
    const res = await stripe.postEvent(onboarded);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true, duplicate: true });
    expect(await writes()).toEqual(before);
  });

  it('applies an event delivered twice at the same moment once', async () => {
    const before = await writes();
    const event = stripeEvent(
      'account.updated',
      stripeAccount(ACCOUNT_ID, { payouts: true, details: true, bankLast4: '4321' }),
      { account: ACCOUNT_ID },
    );
    const answers = await Promise.all([stripe.postEvent(event), stripe.postEvent(event)]);
    expect(answers.map((a) => a.status)).toEqual([200, 200]);
    expect(answers.map((a) => (a.body as { duplicate: boolean }).duplicate).sort()).toEqual([false, true]);
    const after = await writes();
    expect(after).toEqual({ ...before, events: before.events + 1, audit: before.audit + 1, bank: '4321' });
    // Back to the bank the next journeys expect.
    const again = { ...onboarded, id: `${onboarded.id}_again`, created: onboarded.created + 60 };
    expect((await stripe.postEvent(again)).status).toBe(200);
    expect(await storedBank()).toBe('6789');
  });

  it('records an older state arriving late without letting it undo the newer one', async () => {
    const late = stripeEvent('account.updated', stripeAccount(ACCOUNT_ID, { payouts: false, details: false }), {
      account: ACCOUNT_ID,
      created: new Date(t.clock.now().getTime() - 3_600_000),
    });
    expect((await stripe.postEvent(late)).status).toBe(200);
    const [row] = await t.db.select().from(processorEvents).where(eq(processorEvents.eventId, late.id));
    expect(row?.outcome).toBe('stale');
    expect(await storedBank()).toBe('6789');
  });

  it('records and acknowledges events it does not act on, and accounts that are not ours', async () => {
    const charge = stripeEvent('charge.succeeded', { id: 'ch_1', object: 'charge' });
    const foreign = stripeEvent(
      'account.updated',
      stripeAccount('acct_someone_else', { payouts: true, details: true }),
    );
    for (const event of [charge, foreign]) {
      const res = await stripe.postEvent(event);
      expect(res.status).toBe(200);
      const [row] = await t.db.select().from(processorEvents).where(eq(processorEvents.eventId, event.id));
      expect(row).toMatchObject({ outcome: 'ignored', organizationId: null });
    }
  });
});

describe('tier payment methods with Stripe', () => {
  const BANK = (id: string, last4: string) => ({
    id,
    object: 'payment_method',
    type: 'us_bank_account',
    us_bank_account: { bank_name: 'STRIPE TEST BANK', last4, routing_number: '110000000' },
  });
  const CARD = {
    id: 'pm_card_riverside',
    object: 'payment_method',
    type: 'card',
    card: { brand: 'visa', last4: '4242', exp_month: 12, exp_year: 2034 },
  };
  const VERIFY_URL = 'https://payments.stripe.com/microdeposit/sacs_test_riverside';
  /** Stripe for tier billing: a customer, the payment methods above, bank accounts waiting for deposits. */
  const stripeForTiers = () =>
    stripe.answer((method, path) => {
      if (path === '/v1/customers' && method === 'POST') return { body: { id: 'cus_riverside', object: 'customer' } };
      if (path.startsWith('/v1/customers/')) return { body: { id: 'cus_riverside', object: 'customer' } };
      if (path === '/v1/payment_methods/pm_card_riverside') return { body: CARD };
      const bank = /^\/v1\/payment_methods\/(pm_bank_\w+)$/.exec(path);
      if (bank?.[1]) return { body: BANK(bank[1], '6789') };
      if (path.endsWith('/detach')) return { body: { id: 'pm_x', object: 'payment_method' } };
      if (path === '/v1/setup_intents') {
        const bankIntent = stripe.sent.at(-2)?.path.includes('pm_bank');
        return {
          body: bankIntent
            ? {
                id: 'seti_b',
                object: 'setup_intent',
                status: 'requires_action',
                next_action: {
                  type: 'verify_with_microdeposits',
                  verify_with_microdeposits: { hosted_verification_url: VERIFY_URL, arrival_date: 1_900_000_000 },
                },
              }
            : { id: 'seti_c', object: 'setup_intent', status: 'succeeded' },
        };
      }
      return { status: 404, body: { error: { type: 'invalid_request_error', message: `no ${path}` } } };
    });
  const tierCall = (path: string, payload: Record<string, unknown>, token = riverside) =>
    stripe.call({ method: 'POST', url: `/api/v1/dentists/${path}`, payload, token });
  const methods = async () =>
    ((await tierCall('getOrgTierBillingMethod', { dentistInfoId: ids.riverside })).body as TierBilling).methods;

  it('keeps a bank account entered by hand waiting for its deposits, not as the default', async () => {
    stripeForTiers();
    const res = await tierCall('addTierPaymentMethod/org', { dentistInfoId: ids.riverside, token: 'pm_bank_one' });
    expect(res.status).toBe(200);
    const body = res.body as TierBilling;
    expect(body.processor).toBe('stripe');
    expect(body.publishableKey).toBe('pk_test_fake');
    expect(body._message).toMatch(/bank account ending in 6789 was added\. .*two small deposits/);
    expect(body.methods).toEqual([
      expect.objectContaining({ kind: 'us_bank_account', last4: '6789', isDefault: false, verifyUrl: VERIFY_URL }),
    ]);
    const intent = stripe.sent.find((r) => r.path === '/v1/setup_intents');
    expect(intent?.form.get('mandate_data[customer_acceptance][online][ip_address]')).toBe('127.0.0.1');
  });

  it('will not make it the default before its deposits are confirmed (409, nothing changed)', async () => {
    const [bank] = await methods();
    const res = await tierCall('setDefaultTierPaymentMethod', {
      dentistInfoId: ids.riverside,
      paymentMethodId: bank?.id,
    });
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ _message: PAYOUT_MESSAGES.verifyFirst });
    expect((await methods())[0]?.isDefault).toBe(false);
  });

  it('makes it chargeable, and the default, when Stripe says its deposits were confirmed', async () => {
    const sentBefore = stripe.sent.length;
    const res = await stripe.postEvent(
      stripeEvent('setup_intent.succeeded', {
        id: 'seti_b',
        object: 'setup_intent',
        customer: 'cus_riverside',
        payment_method: 'pm_bank_one',
      }),
    );
    expect(res.status).toBe(200);
    expect(await methods()).toEqual([expect.objectContaining({ last4: '6789', verifyUrl: null, isDefault: true })]);
    // Stripe's customer gets the same default, after our transaction.
    const follow = stripe.sent.slice(sentBefore).find((r) => r.path === '/v1/customers/cus_riverside');
    expect(follow?.form.get('invoice_settings[default_payment_method]')).toBe('pm_bank_one');
    expect(await audits('tier_billing.method_verified')).toHaveLength(1);
  });

  it('follows a default changed at Stripe, and drops a method detached there', async () => {
    stripeForTiers();
    expect((await tierCall('addTierPaymentMethod/org', { dentistInfoId: ids.riverside, token: CARD.id })).status).toBe(
      200,
    );
    const customer = { id: 'cus_riverside', object: 'customer', invoice_settings: { default_payment_method: CARD.id } };
    const changed = await stripe.postEvent(
      stripeEvent('customer.updated', customer, {
        previous: { invoice_settings: { default_payment_method: 'pm_bank_one' } },
      }),
    );
    expect(changed.status).toBe(200);
    expect((await methods()).filter((m) => m.isDefault).map((m) => m.last4)).toEqual(['4242']);

    const detached = await stripe.postEvent(
      stripeEvent('payment_method.detached', { id: 'pm_bank_one', object: 'payment_method', customer: null }),
    );
    expect(detached.status).toBe(200);
    expect((await methods()).map((m) => m.last4)).toEqual(['4242']);
    expect(await audits('tier_billing.method_detached_at_processor')).toHaveLength(1);
  });

  it('drops a bank account whose deposits could not be confirmed', async () => {
    stripeForTiers();
    await tierCall('addTierPaymentMethod/org', { dentistInfoId: ids.riverside, token: 'pm_bank_two' });
    expect((await methods()).map((m) => m.verifyUrl !== null)).toEqual([false, true]);
    const failed = await stripe.postEvent(
      stripeEvent('setup_intent.setup_failed', {
        id: 'seti_b2',
        object: 'setup_intent',
        customer: 'cus_riverside',
        payment_method: null,
        last_setup_error: {
          code: 'payment_method_microdeposit_verification_attempts_exceeded',
          payment_method: { id: 'pm_bank_two' },
        },
      }),
    );
    expect(failed.status).toBe(200);
    expect((await methods()).map((m) => m.last4)).toEqual(['4242']);
  });

  it('says plainly when Stripe cannot be reached, adding nothing', async () => {
    const before = await countRows(t.db, 'tier_payment_methods');
    stripe.answer(() => ({
      status: 503,
      headers: { 'stripe-should-retry': 'false' },
      body: { error: { type: 'api_error', message: 'Service unavailable' } },
    }));
    const res = await tierCall('addTierPaymentMethod/org', { dentistInfoId: ids.riverside, token: CARD.id });
    expect(res.status).toBe(500);
    expect(res.body).toEqual({ _message: 'The payment processor could not complete the request. Please try again.' });
    expect(await countRows(t.db, 'tier_payment_methods')).toBe(before);
  });

  it("answers 404 for another practice's method", async () => {
    const [mine] = await methods();
    const res = await tierCall(
      'setDefaultTierPaymentMethod',
      { dentistInfoId: ids.downtown, paymentMethodId: mine?.id },
      owner,
    );
    expect(res.status).toBe(404);
    const removed = await tierCall(
      'removeTierPaymentMethod',
      { dentistInfoId: ids.downtown, paymentMethodId: mine?.id },
      owner,
    );
    expect(removed.status).toBe(404);
    const rows = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'tier_billing.default_set')));
    expect(rows.filter((r) => r.targetId === String(mine?.id))).toHaveLength(0);
  });
});
