import type { GuaranteeOfficeResponse, GuaranteeToggleResponse, PlanDrawResponse } from '@mhq/contract';
import { annualCommitmentCents, percentOf } from '@mhq/domain';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/rows';
import { auditLog, offices } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage } from '../enrolment/enrolment.fixtures';
import {
  chargesOf,
  enrolByCard,
  moneyOf,
  setSubscription,
  subscriptionRow,
} from '../subscriptions/subscription-cash.fixtures';
import { expectNothingWritten } from '../subscriptions/subscription-changes.fixtures';
import { guaranteeFixtures } from './guarantee.fixtures';

// The guaranteed payment plan (issue 10): the office's enrolment and switch, the setup fee that pays for the
// guarantee (the platform's), and a guaranteed plan's draw schedule.

const t = await createTestApp();
const { downtown, page, office, toggle, draw, household, stoppedPaying } = await guaranteeFixtures(t);
const owner = await t.login('owner@demo.test');
const officeAdmin = await t.login('admin@demo.test');
const platform = await t.login('platform@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const riversideOwner = await t.login('riverside@demo.test');
const patient = await t.login('patient@demo.test');
const staff = await t.login('staff@demo.test');
const [lakeside] = await t.db.select().from(offices).where(eq(offices.slug, 'second-lakeside'));
const [riverside] = await t.db.select().from(offices).where(eq(offices.slug, 'riverside'));
const lakesideId = lakeside?.id ?? 0;

const guaranteeOf = (res: { body: unknown }) => (res.body as GuaranteeOfficeResponse).guarantee;
/** The office's newest audit line of a change (every look at the page, the switch's answer too, writes a read). */
const lastAudit = async (officeId: number) => {
  const [row] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.officeId, officeId), ne(auditLog.action, 'guarantee.read')))
    .orderBy(desc(auditLog.id));
  return row;
};

describe("the office's guarantee (POST /dentists/guaranteed-plan-payments)", () => {
  it('shows its staff whether it is enrolled and on, its terms in numbers and its guaranteed members', async () => {
    const res = await office(staff);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(guaranteeOf(res)).toMatchObject({
      officeId: downtown,
      enrolled: true,
      approvalDate: expect.any(String),
      active: true,
      adminOnlyWaive: false,
      automaticClaim: false,
      canChange: false,
      payoutsOn: true,
      terms: { commitmentMonths: 12, setupFeePercent: 10, perMemberMonthCents: 100 },
      claims: [],
    });
    // The demo's households whose payments stopped under the guarantee are there to claim.
    expect(guaranteeOf(res).guaranteedMembers).toBeGreaterThan(0);
    expect(guaranteeOf(res).claimable.length).toBeGreaterThan(0);
    expect(guaranteeOf(res).claimable[0]).toMatchObject({ months: 7, claimableCents: expect.any(Number) });
    // The practice owner and platform admins may change it.
    expect(guaranteeOf(await office(owner)).canChange).toBe(true);
    expect(guaranteeOf(await office(platform)).canChange).toBe(true);
  });

  it("answers 404 for another practice's office and 403 to a patient", async () => {
    expect((await office(lakesideOwner)).status).toBe(404);
    expect((await office(owner, 999_999)).status).toBe(404);
    expect((await office(patient)).status).toBe(403);
  });
});

describe('turning guaranteed payments on and off (toggle)', () => {
  it('is the practice owner’s choice (or a platform admin’s): the front desk is refused, nothing written', async () => {
    for (const token of [staff, officeAdmin]) {
      const res = await expectNothingWritten(t, () => toggle(token, { active: false }), 403);
      expect(res.body).toEqual({ _message: 'Only the practice owner can turn the guaranteed payment plan on or off.' });
    }
    await expectNothingWritten(t, () => toggle(lakesideOwner, { active: false }), 404);
  });

  it('off: new enrolments are not guaranteed and carry no setup fee; plans already guaranteed keep it', async () => {
    const before = await household();
    expect((await subscriptionRow(t, before.subscriptionIds[0] ?? 0)).guaranteed).toBe(true);
    const off = await toggle(owner, { active: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({
      _message: expect.stringContaining('plans already guaranteed keep their guarantee'),
      guarantee: { active: false, enrolled: true },
    });
    expect(await lastAudit(downtown)).toMatchObject({
      action: 'guarantee.turned_off',
      detail: { from: true, to: false },
      actorUserId: await t.userIdOf(owner),
    });
    const after = await enrolByCard(t, await officePage(t, 'demo-downtown'));
    const sub = await subscriptionRow(t, after.subscriptionIds[0] ?? 0);
    expect(sub.guaranteed).toBe(false);
    const [charge] = await chargesOf(t, after.members[0]?.memberId ?? 0);
    expect((await moneyOf(t, charge?.id ?? 0)).items.map((i) => i.kind)).toEqual(['membership']);
    expect((await subscriptionRow(t, before.subscriptionIds[0] ?? 0)).guaranteed).toBe(true);

    // On again: an enrolled office needs no terms a second time; a platform admin may do it for the owner.
    const on = await toggle(platform, { active: true });
    expect(on.status, JSON.stringify(on.body)).toBe(200);
    expect(guaranteeOf(on).active).toBe(true);
    expect(await lastAudit(downtown)).toMatchObject({ action: 'guarantee.turned_on' });
    // Asked again, nothing changes and nothing more is written.
    const again = await toggle(owner, { active: true });
    expect((again.body as GuaranteeToggleResponse)._message).toBe('Guaranteed payments are already on.');
  });

  it('enrols an office the first time, once its owner accepts the terms, and never while it cannot take cards', async () => {
    expect(lakeside?.gppApprovalDate).toBeNull();
    const unaccepted = await expectNothingWritten(t, () => toggle(lakesideOwner, { active: true }, lakesideId), 409);
    expect(unaccepted.body).toEqual({
      _message: 'Please read and accept the terms of the guaranteed payment plan to turn it on.',
    });
    const res = await toggle(lakesideOwner, { active: true, acceptTerms: true }, lakesideId);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      _message: expect.stringContaining('enrolled in the guaranteed payment plan'),
      guarantee: { enrolled: true, active: true, approvalDate: t.clock.now().toISOString() },
    });
    expect(await lastAudit(lakesideId)).toMatchObject({
      action: 'guarantee.enrolled',
      detail: { acceptedTerms: true, setupFeePercent: 10, from: false, to: true },
    });

    // Riverside has no payout account yet: it cannot take card payments, nor receive the guarantee's payments.
    const riversideId = riverside?.id ?? 0;
    const refused = await expectNothingWritten(
      t,
      () => toggle(riversideOwner, { active: true, acceptTerms: true }, riversideId),
      409,
    );
    expect(refused.body).toEqual({ _message: expect.stringContaining('Connect a payout bank account first') });
    await expectNothingWritten(t, () => toggle(riversideOwner, { active: 'yes' } as never, riversideId), 400);
  });

  it('leaves the switch to the toggle: plan settings answer it but refuse to change it', async () => {
    const settings = (await t.call({
      method: 'POST',
      url: `/api/v1/users/${await t.userIdOf(owner)}/dentist-info/all-plans/upgrade`,
      payload: { dentistInfoId: downtown },
      token: owner,
    })) as { body: { settings: Record<string, unknown> & { gppActive: boolean } } };
    const { gppApproved: _readOnly, priceCodes: _fees, ...fields } = settings.body.settings;
    const save = (gppActive: boolean) =>
      t.call({
        method: 'POST',
        url: `/api/v1/dentists/updateMembershipSettings/${downtown}`,
        payload: { ...fields, priceCodes: [], gppActive },
        token: owner,
      });
    const refused = await expectNothingWritten(t, () => save(!settings.body.settings.gppActive), 400);
    expect(refused.body).toMatchObject({
      errors: { gppActive: expect.stringContaining('Guaranteed Payment Plan page') },
    });
    expect((await save(settings.body.settings.gppActive)).status).toBe(200);
  });
});

describe('the setup fee of a guaranteed enrolment', () => {
  it("is the platform's: all of it in the platform's fee, the application fee and the ledger, never refundable", async () => {
    const h = await household({ child: true });
    const [charge] = await chargesOf(t, h.ownerId);
    if (!charge) throw new Error('no charge');
    const money = await moneyOf(t, charge.id);
    const setup = money.items.filter((i) => i.kind === 'setup_fee');
    expect(setup).toHaveLength(2);
    for (const line of setup) expect(line.platform_fee_cents).toBe(line.amount_cents);
    const subs = await Promise.all(h.subscriptionIds.map((id) => subscriptionRow(t, id)));
    expect(subs.every((s) => s.guaranteed)).toBe(true);
    // 10% of each plan's year of payments, and $1.00 per member for the month.
    const setupFees = subs.reduce((sum, s) => sum + percentOf(annualCommitmentCents(s.priceCents), 10), 0);
    expect(setup.reduce((sum, l) => sum + l.amount_cents, 0)).toBe(setupFees);
    expect(charge.platformFeeCents).toBe(setupFees + 2 * 100);
    expect(money.accounts).toEqual({
      patient_funds: -charge.amountCents,
      platform_fees: setupFees + 200,
      practice_balance: charge.amountCents - setupFees - 200,
    });
    const [sim] = await queryRows<{ application_fee_cents: number }>(
      t.db,
      sql`select application_fee_cents::int from sim_charges where id = ${charge.processorChargeId}`,
    );
    expect(sim?.application_fee_cents).toBe(setupFees + 200);
    // The payment history says whose it is.
    const history = await t.call({
      method: 'POST',
      url: `/api/v1/office/${downtown}/members/finances/${h.ownerId}/1970`,
      token: staff,
    });
    const lines = (history.body as { charges: { lines: { kind: string; what: string }[] }[] }).charges[0]?.lines;
    expect(lines?.find((l) => l.kind === 'setup_fee')?.what).toMatch(
      /^Setup fee \(Adult Wellness\): one-time and non-refundable, paid to DentalHQ for the payment guarantee$/,
    );
  });
});

describe("a guaranteed plan's draw schedule (POST /subscriptions/plan-draw)", () => {
  it('shows a running plan its paid month and the upcoming ones, nothing claimable, and audits the read', async () => {
    const h = await household();
    const plan = { memberId: h.ownerId, subscriptionId: h.subscriptionIds[0] ?? 0 };
    const res = await draw(staff, plan);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const d = (res.body as PlanDrawResponse).draw;
    expect(d).toMatchObject({
      status: 'active',
      commitmentYear: 1,
      guaranteedCents: 0,
      claimableCents: null,
      claim: null,
    });
    expect(d.months.map((m) => m.status)).toEqual(['paid', ...Array(11).fill('upcoming')]);
    expect(d.months[0]?.amountCents).toBe(d.priceCents - 100);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.memberId, h.ownerId), eq(auditLog.action, 'member.read')))
      .orderBy(desc(auditLog.id));
    expect(audit?.targetId).toBe('POST /subscriptions/plan-draw');
  });

  it('shows a plan whose payments stopped what a claim pays: the eleven months left, each less the fee', async () => {
    const h = await stoppedPaying();
    const d = ((await draw(h.desk, h.plan)).body as PlanDrawResponse).draw;
    expect(d.months.map((m) => m.status)).toEqual(['paid', ...Array(11).fill('unpaid')]);
    expect(d.months[1]?.start).toBe(h.missedFrom);
    expect(d).toMatchObject({
      status: 'delinquent_gpp',
      guaranteedCents: 11 * (h.sub.priceCents - 100),
      claimableCents: 11 * (h.sub.priceCents - 100),
    });
  });

  it("refuses a plan that is not guaranteed (409), and another practice's plan (404), writing nothing", async () => {
    // Signed in anew: the clock moved on past the earlier sessions.
    const staff = await t.login('staff@demo.test');
    const lakesideOwner = await t.login('owner2@demo.test');
    const patient = await t.login('patient@demo.test');
    const h = await household();
    const plan = { memberId: h.ownerId, subscriptionId: h.subscriptionIds[0] ?? 0 };
    await setSubscription(t, plan.subscriptionId, { guaranteed: false });
    const res = await expectNothingWritten(t, () => draw(staff, plan), 409);
    expect(res.body).toEqual({
      _message: 'This plan is not under the guaranteed payment plan, so it has no draw schedule.',
    });
    await expectNothingWritten(t, () => draw(lakesideOwner, plan), 404);
    await expectNothingWritten(t, () => draw(staff, { ...plan, dentistInfoId: lakesideId }), 404);
    await expectNothingWritten(t, () => draw(staff, { ...plan, subscriptionId: 999_999 }), 404);
    await expectNothingWritten(t, () => draw(patient, plan), 403);
    expect(page.gppActive).toBe(true);
  });
});

describe('the vision brand', () => {
  it('does not offer the guarantee (its feature flags have no gpp)', async () => {
    const vision = await createTestApp({ tenant: 'vision' });
    const token = await vision.login('owner@demo.test');
    const res = await vision.call({
      method: 'POST',
      url: '/api/v1/dentists/guaranteed-plan-payments',
      payload: { dentistInfoId: downtown },
      token,
    });
    expect(res.status).toBe(404);
    expect(res.body).toEqual({ _message: 'The guaranteed payment plan is not offered on VisionHQ.' });
  });
});
