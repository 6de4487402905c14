import type { PendingContractResponse } from '@mhq/contract';
import { addMonths, changedPriceCents, formatMoney, formatUsDay } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { plans } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officePage, planNamed } from '../enrolment/enrolment.fixtures';
import {
  answered,
  enrolFamily,
  expectNothingWritten,
  lastEvent,
  listRow,
  putInStatus,
  subscriptionRow,
} from './subscription-changes.fixtures';

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const lakeside = await officePage(t, 'second-lakeside');
const downtown = page.office.id;
const owner = await t.login('owner@demo.test');
const staff = await t.login('staff@demo.test');
const lakesideOwner = await t.login('owner2@demo.test');
const patient = await t.login('patient@demo.test');
const perio = planNamed(page, 'Perio Maintenance');
const child = planNamed(page, 'Child Wellness');
const perioPlan = page.plans.find((p) => p.id === perio);
if (!perioPlan) throw new Error('no Perio Maintenance');
const org = (await subscriptionRow(t, 1)).organizationId;

type Body = Record<string, unknown>;
const call = (method: 'PUT' | 'DELETE' | 'POST', url: string, payload: Body, token = owner) =>
  t.call({ method, url: `/api/v1${url}`, payload, token });
const changePlan = (body: Body, token?: string) =>
  call('PUT', '/subscriptions/change_contract_plan', { dentistInfoId: downtown, ...body }, token);
const dropChange = (body: Body, token?: string) =>
  call('DELETE', '/subscriptions/change_contract_plan', { dentistInfoId: downtown, ...body }, token);
const pending = (memberId: number, token?: string) =>
  call('POST', '/subscriptions/pending_contract', { dentistInfoId: downtown, memberId }, token);
const updateTerm = (body: Body, token?: string, officeId = downtown) =>
  call('POST', `/office/${officeId}/members/subscriptions/updateTerm`, body, token);
const autoRenew = (body: Body, token?: string) =>
  call('POST', '/subscriptions/toggleAutoRenew', { dentistInfoId: downtown, ...body }, token);

/** Maria's price on Perio Maintenance in a household of two (the 5% two-member family discount). */
const perioForTwo = (term: 'monthly' | 'annual') => changedPriceCents(perioPlan, term, 1);

describe('changing the plan now', () => {
  it('switches plan and price today, says from which payment, writes the history and the list follows', async () => {
    const f = await enrolFamily(t, page, owner);
    const before = await subscriptionRow(t, f.ownerSub);
    const res = await changePlan({ memberId: f.ownerId, subscriptionId: f.ownerSub, planId: perio, when: 'now' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const price = formatMoney(perioForTwo('monthly'), { decimals: 2 });
    expect(res.body).toMatchObject({
      _message: `Maria is now on Perio Maintenance. The new price, ${price} a month, applies from the next payment on ${formatUsDay(before.nextRenewalOn ?? '')}.`,
    });
    expect(answered(res)).toMatchObject({
      subscriptionId: f.ownerSub,
      planId: perio,
      planName: 'Perio Maintenance',
      priceCents: perioForTwo('monthly'),
      nextRenewalOn: before.nextRenewalOn,
      pendingPlan: null,
    });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({
      kind: 'plan.changed',
      actorUserId: await t.userIdOf(owner),
    });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ planName: 'Perio Maintenance', priceCents: 5286 });
  });

  it('is open to the staff, refused to a patient (403) and to another practice (404), writing nothing', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub, planId: perio, when: 'now' };
    await expectNothingWritten(t, () => changePlan(body, patient), 403);
    await expectNothingWritten(t, () => changePlan(body, lakesideOwner), 404);
    // Lakeside's own office, naming Downtown's member and plan.
    await expectNothingWritten(t, () => changePlan({ ...body, dentistInfoId: lakeside.office.id }, lakesideOwner), 404);
    // A subscription of another member of the household, or of no one.
    await expectNothingWritten(t, () => changePlan({ ...body, subscriptionId: f.childSub }), 404);
    await expectNothingWritten(t, () => changePlan({ ...body, subscriptionId: 999_999 }), 404);
    // Another practice's plan.
    await expectNothingWritten(t, () => changePlan({ ...body, planId: planNamed(lakeside, 'Perio Maintenance') }), 404);
    expect((await changePlan(body, staff)).status).toBe(200);
  });

  it('refuses a plan the picker does not offer the member, the current plan, and bad input (400)', async () => {
    const f = await enrolFamily(t, page, owner);
    const base = { memberId: f.ownerId, subscriptionId: f.ownerSub, when: 'now' };
    await expectNothingWritten(t, () => changePlan({ ...base, planId: child }), 400, /not offered for this member/);
    const adult = planNamed(page, 'Adult Wellness');
    await expectNothingWritten(
      t,
      () => changePlan({ ...base, planId: adult }),
      400,
      'Maria is already on Adult Wellness. Choose another plan.',
    );
    await expectNothingWritten(t, () => changePlan({ ...base, planId: perio, when: 'tomorrow' }), 400);
    await expectNothingWritten(t, () => changePlan({ memberId: f.ownerId, planId: perio, when: 'now' }), 400);
  });

  it('refuses a plan waiting for its cancellation or its first payment (409), writing nothing', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub, planId: perio, when: 'now' };
    await putInStatus(t, f.ownerSub, 'cancellation_requested');
    await expectNothingWritten(t, () => changePlan(body), 409, /Undo the cancellation first/);
    await putInStatus(t, f.ownerSub, 'pending_cash');
    await expectNothingWritten(t, () => changePlan(body), 409, /first payment in the office/);
    await putInStatus(t, f.ownerSub, 'canceled');
    await expectNothingWritten(t, () => changePlan(body), 409, /Re-enroll/);
  });
});

describe('changing the plan at renewal', () => {
  it('waits for the next renewal, shows in what is pending and in the list, and can be dropped', async () => {
    const f = await enrolFamily(t, page, owner);
    const renewal = (await subscriptionRow(t, f.ownerSub)).nextRenewalOn ?? '';
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    const res = await changePlan({ ...body, planId: perio, when: 'renewal' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { _message: string })._message).toBe(
      `Maria moves to Perio Maintenance at the renewal on ${formatUsDay(renewal)}, at ${formatMoney(perioForTwo('monthly'), { decimals: 2 })} a month at today's prices.`,
    );
    expect(answered(res)).toMatchObject({
      planName: 'Adult Wellness',
      pendingPlan: { planId: perio, planName: 'Perio Maintenance', from: renewal },
    });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({ kind: 'plan.change_scheduled' });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ changePending: true, planName: 'Adult Wellness' });

    const waiting = await pending(f.ownerId);
    expect(waiting.status).toBe(200);
    expect((waiting.body as PendingContractResponse).pending).toEqual([
      expect.objectContaining({
        planChange: { planId: perio, planName: 'Perio Maintenance', from: renewal, term: 'monthly', priceCents: 5286 },
        priceChange: null,
        ending: null,
      }),
    ]);
    expect(((await pending(f.childId)).body as PendingContractResponse).pending).toEqual([]);

    const dropped = await dropChange(body);
    expect(dropped.status, JSON.stringify(dropped.body)).toBe(200);
    expect(dropped.body).toMatchObject({
      _message: 'The change to Perio Maintenance is dropped: Maria keeps the current plan.',
    });
    expect(answered(dropped).pendingPlan).toBeNull();
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({ kind: 'plan.change_dropped' });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ changePending: false });
    await expectNothingWritten(
      t,
      () => dropChange(body),
      409,
      'No plan change is waiting for the next renewal of this plan.',
    );
  });

  it('needs a renewal that will happen, and is refused to another practice', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    await expectNothingWritten(t, () => dropChange(body, lakesideOwner), 404);
    await expectNothingWritten(t, () => pending(f.ownerId, lakesideOwner), 404);
    await expectNothingWritten(t, () => dropChange({ ...body, subscriptionId: 'one' }), 400);
    expect((await autoRenew({ ...body, autoRenew: false })).status).toBe(200);
    await expectNothingWritten(
      t,
      () => changePlan({ ...body, planId: perio, when: 'renewal' }),
      409,
      /automatic renewal is off/,
    );
  });
});

describe('monthly to annual and back', () => {
  it('prices the new term with the family discount from the next payment, the renewal date unchanged', async () => {
    const f = await enrolFamily(t, page, owner);
    const before = await subscriptionRow(t, f.ownerSub);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    const adult = page.plans.find((p) => p.name === 'Adult Wellness');
    if (!adult) throw new Error('no Adult Wellness');
    const annual = changedPriceCents(adult, 'annual', 1);
    // Downtown enrols monthly card plans under the guaranteed payment plan: going annual ends it, so it is asked first.
    expect(before.guaranteed).toBe(true);
    const res = await updateTerm({ ...body, term: 'annual', acceptGuaranteeEnd: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((res.body as { _message: string })._message).toBe(
      `Maria's Adult Wellness is now paid by the year: ${formatMoney(annual, { decimals: 2 })} a year from the next payment on ${formatUsDay(before.nextRenewalOn ?? '')}. The guarantee ended with the switch.`,
    );
    expect(answered(res)).toMatchObject({ guaranteed: false });
    expect(answered(res)).toMatchObject({ term: 'annual', priceCents: annual, nextRenewalOn: before.nextRenewalOn });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({ kind: 'term.changed' });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ term: 'annual', priceCents: annual });
    await expectNothingWritten(
      t,
      () => updateTerm({ ...body, term: 'annual' }),
      409,
      'Adult Wellness is already paid by the year.',
    );
    const back = await updateTerm({ ...body, term: 'monthly' });
    expect(answered(back)).toMatchObject({ term: 'monthly', priceCents: changedPriceCents(adult, 'monthly', 1) });
  });

  it('asks before a guaranteed monthly plan goes annual, saying the guarantee ends, and refuses the switch unconfirmed', async () => {
    const f = await enrolFamily(t, page, owner);
    const before = await subscriptionRow(t, f.ownerSub);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub, term: 'annual' };
    const refused = await expectNothingWritten(
      t,
      () => updateTerm(body),
      400,
      `Maria's Adult Wellness is under the guaranteed payment plan, committed to monthly payments until ${formatUsDay(addMonths(before.currentPeriodStart ?? '', 12))}. Switching to annual ends the guarantee now: from the next payment on ${formatUsDay(before.nextRenewalOn ?? '')} the plan is paid once a year, which covers the rest of the commitment, but if that payment fails the plan becomes Delinquent and there is no guarantee to claim. The setup fee paid for the guarantee is not refunded. Confirm the switch to go ahead.`,
    );
    expect(refused.body).toMatchObject({ errors: { acceptGuaranteeEnd: expect.stringMatching(/ends the guarantee/) } });
    await expectNothingWritten(t, () => updateTerm({ ...body, acceptGuaranteeEnd: false }), 400, /ends the guarantee/);
    const res = await updateTerm({ ...body, acceptGuaranteeEnd: true });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(await subscriptionRow(t, f.ownerSub)).toMatchObject({ term: 'annual', guaranteed: false });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({ detail: { guaranteeEnded: true } });
    // Back to monthly there is no guarantee to lose: no question asked.
    expect((await updateTerm({ ...body, term: 'monthly' })).status).toBe(200);
  });

  it('refuses a term the plan is not sold on (400 with why), bad input, other practices, ended plans', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    const adultId = planNamed(page, 'Adult Wellness');
    await t.db.update(plans).set({ showOnInternalEnrollmentAnnual: false }).where(eq(plans.id, adultId));
    try {
      await expectNothingWritten(
        t,
        () => updateTerm({ ...body, term: 'annual' }),
        400,
        'Adult Wellness is not sold by the year in this office.',
      );
    } finally {
      await t.db.update(plans).set({ showOnInternalEnrollmentAnnual: true }).where(eq(plans.id, adultId));
    }
    await expectNothingWritten(t, () => updateTerm({ ...body, term: 'weekly' }), 400);
    await expectNothingWritten(t, () => updateTerm({ ...body, term: 'annual' }, lakesideOwner), 404);
    await expectNothingWritten(t, () => updateTerm({ ...body, term: 'annual' }, owner, lakeside.office.id), 404);
    await putInStatus(t, f.ownerSub, 'delinquent');
    await expectNothingWritten(t, () => updateTerm({ ...body, term: 'annual' }), 409, /delinquent/);
  });
});

describe('automatic renewal', () => {
  it('off ends the plan with its paid period and drops a change set for that renewal; on again renews it', async () => {
    const f = await enrolFamily(t, page, owner);
    const renewal = (await subscriptionRow(t, f.ownerSub)).nextRenewalOn ?? '';
    const body = { memberId: f.ownerId, subscriptionId: f.ownerSub };
    expect((await changePlan({ ...body, planId: perio, when: 'renewal' })).status).toBe(200);
    const off = await autoRenew({ ...body, autoRenew: false });
    expect(off.status, JSON.stringify(off.body)).toBe(200);
    expect(off.body).toMatchObject({
      _message: `Automatic renewal is off. Maria's Adult Wellness ends on ${formatUsDay(renewal)}, at the end of the paid period. The plan change waiting for that renewal was dropped.`,
    });
    expect(answered(off)).toMatchObject({ autoRenew: false, endsOn: renewal, pendingPlan: null, status: 'active' });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({ kind: 'auto_renew.off' });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ autoRenew: false, nextPaymentOn: null });
    const waiting = (await pending(f.ownerId)).body as PendingContractResponse;
    expect(waiting.pending[0]?.ending).toEqual({ on: renewal, why: 'autoRenewOff' });
    await expectNothingWritten(
      t,
      () => autoRenew({ ...body, autoRenew: false }),
      409,
      'Automatic renewal is already off for this plan.',
    );

    const on = await autoRenew({ ...body, autoRenew: true });
    expect(answered(on)).toMatchObject({ autoRenew: true, endsOn: null });
    expect(await lastEvent(t, f.ownerSub)).toMatchObject({ kind: 'auto_renew.on' });
    expect(await listRow(t, org, f.ownerId)).toMatchObject({ autoRenew: true, nextPaymentOn: renewal });
  });

  it('is refused on a plan waiting for its cancellation, to another practice and with bad input', async () => {
    const f = await enrolFamily(t, page, owner);
    const body = { memberId: f.childId, subscriptionId: f.childSub };
    await expectNothingWritten(t, () => autoRenew({ ...body, autoRenew: 'no' }), 400);
    await expectNothingWritten(t, () => autoRenew({ ...body, autoRenew: false }, lakesideOwner), 404);
    await putInStatus(t, f.childSub, 'cancellation_requested');
    await expectNothingWritten(t, () => autoRenew({ ...body, autoRenew: false }), 409, /undo the cancellation/);
  });
});
