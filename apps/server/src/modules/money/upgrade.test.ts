import type { BankLinkTokenResponse, UpgradeStatus } from '@mhq/contract';
import { paymentAccountEntry, UPGRADE_MESSAGES } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { simConnectedAccounts } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { bankPublicToken, officeIds, officeRow } from './money.fixtures';

const t = await createTestApp();
const ids = await officeIds(t);
const owner = await t.login('owner@demo.test');
const admin = await t.login('admin@demo.test');
const riverside = await t.login('riverside@demo.test');

const post = (token: string, id: number, step: string, payload?: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${id}/upgrade/${step}`,
    token,
    ...(payload ? { payload: payload as object } : {}),
  });
const status = async (token: string, id: number) => {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/${id}/upgrade`, token });
  expect(res.status).toBe(200);
  return res.body as UpgradeStatus;
};
const entryOf = async (id: number) => {
  const o = await officeRow(t, id);
  return paymentAccountEntry({
    id: o.id,
    verified: o.verified,
    stripeAccountId: o.stripeAccountId,
    last4: o.last4,
    membershipCount: 1,
    accountStatus: o.accountStatus,
    standardStripeAccountId: o.standardStripeAccountId,
    standardStripeDateConverted: o.standardStripeDateConverted?.toISOString() ?? null,
    onboardingDateComplete: null,
  });
};

describe('upgrading from the old platform account', () => {
  it('offers the upgrade to an office on an old-platform account', async () => {
    expect(await status(owner, ids.uptown)).toMatchObject({ state: 'eligible', legacyLast4: '4321', canChange: true });
    expect(await entryOf(ids.uptown)).toBeNull();
  });

  it('wants a well-formed email (the upgrade modal) and writes nothing otherwise', async () => {
    const before = await countRows(t.db, 'office_upgrades');
    for (const payload of [{}, { email: '' }, { email: 'not-an-email' }]) {
      const res = await post(owner, ids.uptown, 'start', payload);
      expect(res.status, JSON.stringify(payload)).toBe(400);
    }
    expect(await countRows(t.db, 'office_upgrades')).toBe(before);
  });

  it('refuses office admins (403), another practice (404), and an office with nothing to upgrade (409)', async () => {
    expect((await post(admin, ids.uptown, 'start', { email: 'a@b.test' })).status).toBe(403);
    expect((await post(riverside, ids.uptown, 'start', { email: 'a@b.test' })).status).toBe(404);
    const none = await post(riverside, ids.riverside, 'start', { email: 'a@b.test' });
    expect(none.status).toBe(409);
    expect(none.body).toMatchObject({ _message: UPGRADE_MESSAGES.notEligible });
  });

  it("opens the standard account; the side menu then offers I'm Ready to Upgrade", async () => {
    const res = await post(owner, ids.uptown, 'start', { email: 'owner@demo.test' });
    expect(res.status).toBe(200);
    const body = res.body as UpgradeStatus;
    expect(body).toMatchObject({
      state: 'started',
      email: 'owner@demo.test',
      bankConnected: false,
      legacyLast4: '4321',
    });
    const office = await officeRow(t, ids.uptown);
    expect(office.stripeAccountId).toBe(body.standardAccountId);
    expect(office.standardStripeAccountId).toBe(body.standardAccountId);
    expect(await entryOf(ids.uptown)).toBe('ready-to-upgrade');
    expect((await post(owner, ids.uptown, 'start', { email: 'owner@demo.test' })).status).toBe(409);
  });

  it('will not proceed before the new account has its bank', async () => {
    const res = await post(owner, ids.uptown, 'proceed');
    expect(res.status).toBe(409);
    expect(res.body).toMatchObject({ _message: UPGRADE_MESSAGES.needsBank });
  });

  it('proceeds once the bank is connected: converted, and the menu shows the account view', async () => {
    const link = (
      await t.call({
        method: 'POST',
        url: '/api/v1/stripe-connect/createPlaidLinkToken',
        payload: { dentistInfoId: ids.uptown },
        token: owner,
      })
    ).body as BankLinkTokenResponse;
    const pub = await bankPublicToken(t, link.linkToken, '000123456789');
    const connected = await t.call({
      method: 'POST',
      url: '/api/v1/stripe-connect/plaidToken',
      payload: { dentistInfoId: ids.uptown, publicToken: (pub.body as { public_token: string }).public_token },
      token: owner,
    });
    expect(connected.status).toBe(200);
    expect(await status(owner, ids.uptown)).toMatchObject({ bankConnected: true, bankLast4: '6789' });
    const res = await post(owner, ids.uptown, 'proceed');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'converted', _message: UPGRADE_MESSAGES.converted });
    expect(await entryOf(ids.uptown)).toBe('view-account');
    expect((await post(owner, ids.uptown, 'reset')).status).toBe(409);
  });

  it('resets: removes the standard account first and puts the old account back', async () => {
    const started = (await post(owner, ids.downtown, 'start', { email: 'owner@demo.test' })).body as UpgradeStatus;
    const res = await post(owner, ids.downtown, 'reset');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ state: 'eligible', _message: UPGRADE_MESSAGES.reset });
    const office = await officeRow(t, ids.downtown);
    expect(office).toMatchObject({
      stripeAccountId: 'acct_sim_demo_downtown',
      last4: '6789',
      standardStripeAccountId: null,
    });
    const [removed] = await t.db
      .select()
      .from(simConnectedAccounts)
      .where(eq(simConnectedAccounts.id, started.standardAccountId ?? ''));
    expect(removed?.deletedAt).not.toBeNull();
  });
});
