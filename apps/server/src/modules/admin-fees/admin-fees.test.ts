import type { AdminFeesResponse, FeeOverrideResponse } from '@mhq/contract';
import { annualCommitmentCents, PLATFORM_FEE_DEFAULTS, percentOf } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, officeFeeOverrides } from '../../db/schema';
import { billingFixtures } from '../../jobs/billing.fixtures';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { officePage } from '../enrolment/enrolment.fixtures';
import { chargesOf, enrolByCard, moneyOf, subscriptionRow } from '../subscriptions/subscription-cash.fixtures';

const t = await createTestApp();
const { downtown, household, moveTo } = await billingFixtures(t);
// Moving the clock ends sessions (they last the time they were opened for): each call signs in anew.
const admin = () => t.login('platform@demo.test');
const owner = () => t.login('owner@demo.test');
const url = (officeId: number) => `/api/v1/admin/fees/offices/${officeId}`;

const setOwn = async (officeId: number, payload: Record<string, unknown>, as = admin) =>
  t.call({ method: 'PUT', url: url(officeId), payload, token: await as(), remoteAddress: '10.2.0.1' });
const removeOwn = async (officeId: number, as = admin) =>
  t.call({ method: 'DELETE', url: url(officeId), token: await as() });
const fees = async (query: Record<string, string> = {}) => {
  const res = await t.call({ method: 'GET', url: '/api/v1/admin/fees', query, token: await admin() });
  expect(res.status).toBe(200);
  return res.body as AdminFeesResponse;
};
/** The platform fee on each plan's period in a household's charges (not the setup fee), oldest charge first. */
async function feesCharged(ownerId: number): Promise<number[][]> {
  const charges = await chargesOf(t, ownerId);
  return Promise.all(
    charges.map(async (c) =>
      (await moneyOf(t, c.id)).items.filter((i) => i.kind === 'membership').map((i) => i.platform_fee_cents),
    ),
  );
}

describe('an office with its own fees', () => {
  it('pays its own fee per member on enrolment and on every renewal, and the default again once removed', async () => {
    const res = await setOwn(downtown, { perMemberMonthCents: 40, setupFeePercent: null, note: 'Group contract 2026' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const body = res.body as FeeOverrideResponse;
    expect(body._message).toBe(
      `${body.override.office.name} now pays $0.40 per member and month and a ${PLATFORM_FEE_DEFAULTS.setupFeePercent}% setup fee, from its next payment on.`,
    );
    expect(body.override).toMatchObject({
      perMemberMonthCents: 40,
      setupFeePercent: null,
      note: 'Group contract 2026',
    });
    expect(body.override.updatedBy).toBe('Alex Morgan');

    const h = await household({ child: true });
    await moveTo(h.renewsOn);
    // Enrolment and the first renewal: two plans, each at the office's 40 cents.
    expect(await feesCharged(h.ownerId)).toEqual([
      [40, 40],
      [40, 40],
    ]);

    expect((await removeOwn(downtown)).status).toBe(200);
    const next = await household();
    const first = await feesCharged(next.ownerId);
    expect(first).toEqual([[PLATFORM_FEE_DEFAULTS.perMemberMonthCents]]);

    const lines = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.officeId, downtown), eq(auditLog.targetType, 'office')));
    const actions = lines.map((l) => l.action);
    expect(actions).toContain('fees.office_set');
    expect(actions).toContain('fees.office_removed');
    const set = lines.find((l) => l.action === 'fees.office_set');
    expect(set?.detail).toMatchObject({ before: null, after: { perMemberMonthCents: 40, setupFeePercent: null } });
  });

  it('charges its own setup percent when a household enrols in a guaranteed monthly plan', async () => {
    await setOwn(downtown, { perMemberMonthCents: null, setupFeePercent: 4.5, note: '' });
    // The enrolment page prices with the office's percent (a page opened before the change is told prices changed).
    const page = await officePage(t, 'demo-downtown');
    expect(page.setupFeePercent).toBe(4.5);
    const h = await enrolByCard(t, page);
    const sub = await subscriptionRow(t, h.subscriptionIds[0] ?? 0);
    const [charge] = await chargesOf(t, h.members[0]?.memberId ?? 0);
    const setup = (await moneyOf(t, charge?.id ?? 0)).items.find((i) => i.kind === 'setup_fee');
    expect(setup?.amount_cents).toBe(percentOf(annualCommitmentCents(sub.priceCents), 4.5));
    expect(setup?.amount_cents).not.toBe(
      percentOf(annualCommitmentCents(sub.priceCents), PLATFORM_FEE_DEFAULTS.setupFeePercent),
    );
    expect((await removeOwn(downtown)).status).toBe(200);
  });
});

describe('the fees page', () => {
  it("lists the platform's defaults and the offices with their own, searchable by office", async () => {
    await setOwn(downtown, { perMemberMonthCents: null, setupFeePercent: 7.5, note: '' });
    const all = await fees();
    expect(all.defaults).toEqual(PLATFORM_FEE_DEFAULTS);
    const row = all.overrides.find((o) => o.office.id === downtown);
    expect(row).toMatchObject({ perMemberMonthCents: null, setupFeePercent: 7.5, note: null });
    expect((await fees({ search: row?.office.name.slice(0, 6) ?? '' })).overrides.map((o) => o.office.id)).toContain(
      downtown,
    );
    expect((await fees({ search: 'no office is called this' })).overrides).toEqual([]);
    expect((await fees({ search: '%' })).total).toBe(0);
    await removeOwn(downtown);
  });
});

describe('refused', () => {
  it('answers 400 with the field for an empty or impossible override, and writes nothing', async () => {
    for (const [payload, field] of [
      [{ perMemberMonthCents: null, setupFeePercent: null }, 'perMemberMonthCents'],
      [{ perMemberMonthCents: -1, setupFeePercent: null }, 'perMemberMonthCents'],
      [{ perMemberMonthCents: 1.5, setupFeePercent: null }, 'perMemberMonthCents'],
      [{ perMemberMonthCents: null, setupFeePercent: 51 }, 'setupFeePercent'],
      [{ perMemberMonthCents: null, setupFeePercent: 2.555 }, 'setupFeePercent'],
    ] as const) {
      const token = await admin();
      const before = await databaseWrites(t.db);
      const res = await setOwn(downtown, payload, async () => token);
      expect(res.status, JSON.stringify(payload)).toBe(400);
      expect(res.body).toHaveProperty('_message');
      expect(Object.keys((res.body as { errors?: object }).errors ?? {}), JSON.stringify(payload)).toContain(field);
      expect(await databaseWrites(t.db)).toBe(before);
    }
    expect(await t.db.select().from(officeFeeOverrides).where(eq(officeFeeOverrides.officeId, downtown))).toEqual([]);
  });

  it('answers 400 when removing fees an office does not have, 404 for an office that does not exist', async () => {
    const res = await removeOwn(downtown);
    expect(res.status).toBe(400);
    expect(res.body).toMatchObject({ _message: "This office already pays the platform's default fees." });
    expect((await setOwn(999_999, { perMemberMonthCents: 10, setupFeePercent: null })).status).toBe(404);
  });

  it('answers 404 to an office owner for every fees call', async () => {
    expect((await t.call({ method: 'GET', url: '/api/v1/admin/fees', token: await owner() })).status).toBe(404);
    expect((await setOwn(downtown, { perMemberMonthCents: 0, setupFeePercent: null }, owner)).status).toBe(404);
    expect((await removeOwn(downtown, owner)).status).toBe(404);
  });
});
