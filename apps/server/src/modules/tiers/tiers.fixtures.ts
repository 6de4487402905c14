import type { CurrentUser, TierBilling } from '@mhq/contract';
import type { ShellOffice } from '@mhq/domain';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { queryRows } from '../../db/rows';
import { mailOutbox, organizations, tierCharges } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { cardToken } from '../money/money.fixtures';

/** The tier billing tests' calls: the owner's billing page and account, cards, and what the processor and ledger hold. */
export function tierFixtures(t: TestApp) {
  const call = (path: string, token: string, payload: Record<string, unknown>) =>
    t.call({ method: 'POST', url: `/api/v1/dentists/${path}`, payload, token });

  async function billing(token: string, dentistInfoId: number): Promise<TierBilling> {
    const res = await call('getOrgTierBillingMethod', token, { dentistInfoId });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TierBilling;
  }

  async function addCard(token: string, dentistInfoId: number, number: string): Promise<TierBilling> {
    const tok = await cardToken(t, number);
    expect(tok.status).toBe(200);
    const res = await call('addTierPaymentMethod/org', token, {
      dentistInfoId,
      token: (tok.body as { id: string }).id,
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as TierBilling;
  }

  async function account(token: string): Promise<CurrentUser> {
    const res = await t.call({ method: 'GET', url: '/api/v1/users/me/account', token });
    expect(res.status).toBe(200);
    return (res.body as { data: CurrentUser }).data;
  }

  /** The processor's tier charges of an organization (their keys name it), oldest first. */
  const processorCharges = (organizationId: number) =>
    queryRows<{ status: string; amount: number; fee: number; destination: string | null; key: string }>(
      t.db,
      sql`select status, amount_cents::int as amount, application_fee_cents::int as fee,
          destination_account_id as destination, idempotency_key as key
        from sim_charges where idempotency_key like ${`tier:${organizationId}:%`} order by created_at, id`,
    );

  const periods = (organizationId: number) =>
    t.db.select().from(tierCharges).where(eq(tierCharges.organizationId, organizationId)).orderBy(tierCharges.id);

  /** The organization's tier ledger: each account's total, and whether every tier transaction balances. */
  async function tierLedger(organizationId: number) {
    const rows = await queryRows<{ account: string; total: number; unbalanced: number }>(
      t.db,
      sql`select e.account, sum(e.amount_cents)::float8 as total,
          (select count(*)::int from (select x2.id from ledger_transactions x2
            join ledger_entries e2 on e2.organization_id = x2.organization_id and e2.transaction_id = x2.id
            where x2.organization_id = ${organizationId} and x2.kind = 'tier_charge'
            group by x2.id having sum(e2.amount_cents) <> 0) u) as unbalanced
        from ledger_transactions x
        join ledger_entries e on e.organization_id = x.organization_id and e.transaction_id = x.id
        where x.organization_id = ${organizationId} and x.kind = 'tier_charge'
        group by e.account`,
    );
    const of = (account: string) => Number(rows.find((r) => r.account === account)?.total ?? 0);
    return {
      revenue: of('platform_tier_revenue'),
      paidByPractice: -of('practice_tier_payments'),
      practiceBalance: of('practice_balance'),
      unbalanced: rows[0]?.unbalanced ?? 0,
    };
  }

  const mailsTo = (to: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(mailOutbox.id);

  async function tierLevel(organizationId: number) {
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, organizationId));
    return org?.tierLevel ?? null;
  }

  /** The office as the web shell reads it from /users/me/account (apps/web/src/app/shell/shell-office.ts). */
  const shellOfficeOfAccount = (user: CurrentUser): ShellOffice | null =>
    user.dentistInfo
      ? {
          id: user.dentistInfo.id,
          verified: user.dentistInfo.verified,
          stripeAccountId: user.dentistInfo.stripeAccountId,
          last4: user.dentistInfo.last4,
          membershipCount: user.dentistInfo.memberships.length,
          accountStatus: user.dentistInfo.daoi.accountStatus,
          standardStripeAccountId: user.dentistInfo.daoi.standardStripeAccountId,
          standardStripeDateConverted: user.dentistInfo.daoi.standardStripeDateConverted,
          onboardingDateComplete: user.dentistInfo.daoi.onboardingDateComplete,
        }
      : null;

  return {
    call,
    billing,
    addCard,
    account,
    processorCharges,
    periods,
    tierLedger,
    mailsTo,
    tierLevel,
    shellOfficeOfAccount,
  };
}

/** Puts a 4242 card on the tier of each practice (owner's login, office) the processor holds none for; their organizations. */
export async function tiersOnCard(t: TestApp, practices: readonly (readonly [string, number])[]): Promise<number[]> {
  const f = tierFixtures(t);
  const orgs: number[] = [];
  for (const [email, officeId] of practices) {
    const token = await t.login(email);
    const page = await f.billing(token, officeId);
    const [org] = await t.db.select().from(organizations).where(eq(organizations.id, page.organizationId));
    if (!org?.tierStripeCustomerId) await f.addCard(token, officeId, '4242424242424242');
    orgs.push(page.organizationId);
  }
  return orgs;
}

/**
 * What is wrong with the tier billing of these organizations after a simulated stretch of `periods` periods or more:
 * a period not paid, paid twice or skipped, an unbalanced tier transaction, the platform's tier revenue not the sum of
 * the tier charges (ours and the processor's). Empty when all is right.
 */
export async function tierYearProblems(t: TestApp, organizationIds: readonly number[], periods: number) {
  const problems: string[] = [];
  for (const org of organizationIds) {
    const rows = await tierFixtures(t).periods(org);
    if (rows.length < periods) problems.push(`organization ${org}: ${rows.length} periods, fewer than ${periods}`);
    rows.forEach((r, i) => {
      if (r.status !== 'paid') problems.push(`organization ${org}: period ${r.periodStart} ${r.status}`);
      const before = rows[i - 1];
      if (before && before.periodEnd !== r.periodStart) {
        problems.push(`organization ${org}: period ${r.periodStart} does not follow ${before.periodEnd}`);
      }
    });
  }
  const [sums] = await queryRows<{
    revenue: number;
    ours: number;
    processor: number;
    twice: number;
    unbalanced: number;
  }>(
    t.db,
    sql`select
        (select coalesce(sum(amount_cents), 0) from ledger_entries where account = 'platform_tier_revenue')::float8 as revenue,
        (select coalesce(sum(amount_cents), 0) from tier_charges where status = 'paid')::float8 as ours,
        (select coalesce(sum(amount_cents), 0) from sim_charges where status = 'succeeded'
          and idempotency_key like 'tier:%')::float8 as processor,
        (select count(*) from (select 1 from tier_charges group by organization_id, period_start having count(*) > 1) d)::int as twice,
        (select count(*) from (select x.id from ledger_transactions x join ledger_entries e
          on e.organization_id = x.organization_id and e.transaction_id = x.id where x.kind = 'tier_charge'
          group by x.id having sum(e.amount_cents) <> 0) u)::int as unbalanced`,
  );
  if (!sums) return ['no totals'];
  if (sums.revenue !== sums.ours || sums.ours !== sums.processor) {
    problems.push(`tier revenue ${sums.revenue}, tier charges ${sums.ours}, processor ${sums.processor}`);
  }
  if (sums.twice > 0) problems.push(`${sums.twice} periods opened twice`);
  if (sums.unbalanced > 0) problems.push(`${sums.unbalanced} unbalanced tier transactions`);
  return problems;
}
