import type { BankLinkTokenResponse, PayoutAccount, PayoutAccountResponse } from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, simConnectedAccounts } from '../../db/schema';
import { countRows, createTestApp } from '../../test/harness';
import { bankPublicToken, officeIds, officeRow } from './money.fixtures';

const t = await createTestApp();
const ids = await officeIds(t);
const riverside = await t.login('riverside@demo.test');
const owner = await t.login('owner@demo.test');
const admin = await t.login('admin@demo.test');
const staff = await t.login('staff@demo.test');
const patient = await t.login('patient@demo.test');

const linkToken = (token: string, dentistInfoId: number) =>
  t.call({ method: 'POST', url: '/api/v1/stripe-connect/createPlaidLinkToken', payload: { dentistInfoId }, token });
const plaidToken = (token: string, dentistInfoId: number, publicToken: string) =>
  t.call({ method: 'POST', url: '/api/v1/stripe-connect/plaidToken', payload: { dentistInfoId, publicToken }, token });
const viewAccount = (token: string, dentistInfoId: number) =>
  t.call({
    method: 'GET',
    url: '/api/v1/stripe-connect/viewAccount',
    query: { dentistInfoId: String(dentistInfoId) },
    token,
  });

describe('connecting a payout bank account', () => {
  it('shows an office without an account as none', async () => {
    const res = await viewAccount(riverside, ids.riverside);
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'none', accountId: null, payoutsEnabled: false, canChange: true });
  });

  it('opens a connected account on the first link token, and keeps it on the next', async () => {
    const first = await linkToken(riverside, ids.riverside);
    expect(first.status).toBe(200);
    const body = first.body as BankLinkTokenResponse;
    expect(body).toMatchObject({ processor: 'simulated', onboardingUrl: null });
    expect(body.linkToken).toMatch(/^link-sim_/);
    const accountId = (await officeRow(t, ids.riverside)).stripeAccountId;
    expect(accountId).toMatch(/^acct_sim_/);
    await linkToken(riverside, ids.riverside);
    expect((await officeRow(t, ids.riverside)).stripeAccountId).toBe(accountId);
    expect((await viewAccount(riverside, ids.riverside)).body).toMatchObject({
      status: 'pending',
      accountId,
      detailsSubmitted: false,
    });
  });

  it('refuses the failing test bank account and leaves payouts off', async () => {
    const { linkToken: lt } = (await linkToken(riverside, ids.riverside)).body as BankLinkTokenResponse;
    const pub = await bankPublicToken(t, lt, '000111111116');
    expect(pub.status).toBe(200);
    const res = await plaidToken(riverside, ids.riverside, (pub.body as { public_token: string }).public_token);
    expect(res.status).toBe(402);
    expect((res.body as { _message: string })._message).toMatch(/could not verify this account/);
    expect((await viewAccount(riverside, ids.riverside)).body).toMatchObject({
      payoutsEnabled: false,
      bankLast4: null,
    });
  });

  it('attaches the good test bank account, onboarding the account', async () => {
    const { linkToken: lt } = (await linkToken(riverside, ids.riverside)).body as BankLinkTokenResponse;
    const pub = await bankPublicToken(t, lt, '000123456789');
    const publicToken = (pub.body as { public_token: string }).public_token;
    const res = await plaidToken(riverside, ids.riverside, publicToken);
    expect(res.status).toBe(200);
    const body = res.body as PayoutAccountResponse;
    expect(body._message).toContain('6789');
    expect(body.account).toMatchObject({
      status: 'active',
      payoutsEnabled: true,
      detailsSubmitted: true,
      bankLast4: '6789',
      bankName: 'STRIPE TEST BANK',
      accountHolderName: 'Riverside Dental LLC',
    });
    // offices.last4 stays the old platform's field: the side menu then offers 'view account'.
    expect((await officeRow(t, ids.riverside)).last4).toBeNull();
    // A public token is single use.
    expect((await plaidToken(riverside, ids.riverside, publicToken)).status).toBe(400);
    const audited = await t.db.select().from(auditLog).where(eq(auditLog.action, 'payout_account.bank_connected'));
    expect(audited.at(-1)).toMatchObject({ officeId: ids.riverside });
  });

  it("refuses another office's public token", async () => {
    const { linkToken: lt } = (await linkToken(owner, ids.uptown)).body as BankLinkTokenResponse;
    const pub = await bankPublicToken(t, lt, '000123456789');
    const res = await plaidToken(riverside, ids.riverside, (pub.body as { public_token: string }).public_token);
    expect(res.status).toBe(400);
  });

  it('shows a seeded account with its bank', async () => {
    const res = await viewAccount(staff, ids.downtown);
    expect(res.status).toBe(200);
    expect(res.body as PayoutAccount).toMatchObject({ status: 'active', bankLast4: '6789', canChange: false });
  });
});

describe('who may change the payout account', () => {
  it('refuses office admins and staff (403) and patients by role, writing nothing', async () => {
    const before = await countRows(t.db, 'sim_connected_accounts');
    for (const token of [admin, staff]) {
      const res = await linkToken(token, ids.downtown);
      expect(res.status).toBe(403);
    }
    expect((await linkToken(patient, ids.downtown)).status).toBe(403);
    expect((await viewAccount(patient, ids.downtown)).status).toBe(403);
    expect(await countRows(t.db, 'sim_connected_accounts')).toBe(before);
  });

  it("answers 404 for another practice's office", async () => {
    expect((await linkToken(riverside, ids.downtown)).status).toBe(404);
    expect((await viewAccount(riverside, ids.lakeside)).status).toBe(404);
    expect((await plaidToken(owner, ids.riverside, 'public-sim_x')).status).toBe(404);
  });

  it('refuses bad input with 400 and writes nothing', async () => {
    const before = await countRows(t.db, 'sim_tokens');
    const bad = [{}, { dentistInfoId: 'x' }, { dentistInfoId: -1 }];
    for (const payload of bad) {
      const res = await t.call({
        method: 'POST',
        url: '/api/v1/stripe-connect/createPlaidLinkToken',
        payload,
        token: riverside,
      });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ _message: expect.any(String) });
    }
    const res = await plaidToken(riverside, ids.riverside, 'no spaces or <tags>');
    expect(res.status).toBe(400);
    expect(await countRows(t.db, 'sim_tokens')).toBe(before);
    expect(
      (
        await t.call({
          method: 'GET',
          url: '/api/v1/stripe-connect/viewAccount',
          query: { dentistInfoId: 'abc' },
          token: riverside,
        })
      ).status,
    ).toBe(400);
  });

  it('never takes the token from a query string', async () => {
    const res = await t.call({
      method: 'GET',
      url: `/api/v1/stripe-connect/viewAccount?dentistInfoId=${ids.riverside}&jwt=${riverside}`,
    });
    expect(res.status).toBe(401);
  });
});

describe('the simulated processor bank link', () => {
  it('checks the routing number, the account number and the link token itself', async () => {
    const { linkToken: lt } = (await linkToken(riverside, ids.riverside)).body as BankLinkTokenResponse;
    expect((await bankPublicToken(t, lt, '000123456789', '110000001')).status).toBe(400);
    expect((await bankPublicToken(t, lt, '12ab')).status).toBe(400);
    expect((await bankPublicToken(t, 'link-sim_unknown', '000123456789')).status).toBe(400);
    t.clock.advance(31 * 60_000);
    const expired = await bankPublicToken(t, lt, '000123456789');
    expect(expired.status).toBe(400);
    expect(expired.body).toMatchObject({ error: { code: 'link_token_invalid' } });
  });

  it('keeps only the last four digits of the account number', async () => {
    const rows = await t.db.select().from(simConnectedAccounts);
    expect(JSON.stringify(rows)).not.toContain('000123456789');
    const tokens = await t.db.execute('select * from sim_tokens');
    expect(JSON.stringify(tokens)).not.toContain('000123456789');
  });
});
