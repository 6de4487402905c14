import type {
  BusinessMembersResponse,
  BusinessPaymentResponse,
  EnrolmentResponse,
  HouseholdResponse,
  PublicOfficeResponse,
} from '@mhq/contract';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  auditLog,
  charges,
  enrolments,
  mailOutbox,
  memberPaymentMethods,
  members,
  simCharges,
  smallBusinesses,
  subscriptions,
} from '../../db/schema';
import { billingFixtures } from '../../jobs/billing.fixtures';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { businessFixtures } from '../business-portal/business-portal.fixtures';
import { cardToken, household, newEmail } from '../enrolment/enrolment.fixtures';

// An employer that pays for its employees: its card pays their first payment and every renewal, it hears when its card
// is refused, and stopping (for one or for all) hands each household back its own payments.

const t = await createTestApp();
const { activeBusiness } = businessFixtures(t);
const billing = await billingFixtures(t);
const employer = await activeBusiness('Acme Logistics');
const other = await activeBusiness('Other Employer');

// Moving the clock ends sessions: each call signs the employer in anew.
const call = async (method: 'GET' | 'PUT' | 'DELETE', url: string, payload?: unknown, who = employer) =>
  t.call({
    method,
    url: `/api/v1${url}`,
    token: await t.login(who.email, 'employer-pass-1', t.newIp()),
    remoteAddress: t.newIp(),
    ...(payload ? { payload } : {}),
  });

const linkPage = async (businessId: number) => {
  const res = await t.call({
    method: 'GET',
    url: '/api/v1/dentists/details/slug/demo-downtown/no-auth',
    query: { smBusinessInfoId: String(businessId) },
  });
  expect(res.status).toBe(200);
  return res.body as PublicOfficeResponse;
};

/** An employee enrolling through the employer's link, paid by the employer (or with a card when given one). */
async function enrolEmployee(
  businessId: number,
  payment: Parameters<typeof household>[2]['payment'],
  email = newEmail('employee'),
) {
  const page = await linkPage(businessId);
  const plan = page.plans[0]?.id ?? 0;
  const body = { ...household(t, page, { adultPlan: plan, payment, email }), smBusinessInfoId: businessId };
  return t.call({
    method: 'POST',
    url: `/api/v1/dentists/${page.office.id}/members/enroll`,
    payload: body,
    remoteAddress: t.newIp(),
  });
}

const ownerRow = async (id: number) => (await t.db.select().from(members).where(eq(members.id, id)))[0];
const newestMailTo = async (to: string) =>
  (await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, to)).orderBy(desc(mailOutbox.id)))[0];

describe('an employer paying for its employees', () => {
  let employee: EnrolmentResponse;
  let employeeEmail = '';

  it('cannot pay before it has a card, and its employees are asked for theirs meanwhile', async () => {
    const refused = await call('PUT', '/business/payment', { paysForEmployees: true });
    expect(refused.status).toBe(400);
    expect((refused.body as { _message: string })._message).toMatch(/card first/);
    expect((await linkPage(employer.id)).business?.employerPays).toBe(false);
    const before = await databaseWrites(t.db);
    const res = await enrolEmployee(employer.id, { method: 'employer' });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toMatch(/does not pay/);
    expect(await databaseWrites(t.db)).toBe(before);
  });

  it('saves its card at the processor and starts paying; the link then asks for no card', async () => {
    const saved = await call('PUT', '/business/payment/card', { token: await cardToken(t) });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect((saved.body as BusinessPaymentResponse).card).toMatchObject({ brand: 'visa', last4: '4242' });
    const on = await call('PUT', '/business/payment', { paysForEmployees: true });
    expect(on.status).toBe(200);
    expect(on.body as BusinessPaymentResponse).toMatchObject({ paysForEmployees: true, paidHouseholds: 0 });
    expect((await linkPage(employer.id)).business?.employerPays).toBe(true);
    // Another employer's link is unchanged.
    expect((await linkPage(other.id)).business?.employerPays).toBe(false);
    const [line] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'small_business.pays.started'), eq(auditLog.targetId, String(employer.id))));
    expect(line).toBeDefined();
  });

  it("charges the employee's first payment to the employer's card, never keeping it as the household's", async () => {
    employeeEmail = newEmail('employee');
    const res = await enrolEmployee(employer.id, { method: 'employer' }, employeeEmail);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    employee = res.body as EnrolmentResponse;
    expect(employee.charged).toMatchObject({ method: 'employer', brand: null, last4: null });
    expect(employee.charged.amountCents).toBeGreaterThan(0);
    const ownerId = employee.ownerMemberId;
    const [business] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, employer.id));
    const [charge] = await t.db.select().from(charges).where(eq(charges.ownerMemberId, ownerId));
    expect(charge).toMatchObject({ paidByBusinessId: employer.id, amountCents: employee.charged.amountCents });
    const [atProcessor] = await t.db
      .select()
      .from(simCharges)
      .where(eq(simCharges.id, charge?.processorChargeId ?? ''));
    expect(atProcessor?.customerId).toBe(business?.processorCustomerId);
    expect(await ownerRow(ownerId)).toMatchObject({ paidByBusinessId: employer.id, processorCustomerId: null });
    const methods = await t.db
      .select()
      .from(memberPaymentMethods)
      .where(eq(memberPaymentMethods.ownerMemberId, ownerId));
    expect(methods).toEqual([]);
    const [enrolment] = await t.db.select().from(enrolments).where(eq(enrolments.id, employee.enrolmentId));
    expect(enrolment?.paymentKind).toBe('employer');
    const welcome = await newestMailTo(employeeEmail);
    expect(welcome?.text).toContain('(Acme Logistics)');
    expect(welcome?.text).not.toContain('4242');
  });

  it('shows the employer whom it pays for and what it paid', async () => {
    const list = (await call('GET', '/business/members')).body as BusinessMembersResponse;
    expect(list.members.find((m) => m.id === employee.enrolmentId)?.paidByYou).toBe(true);
    const payment = (await call('GET', '/business/payment')).body as BusinessPaymentResponse;
    expect(payment.paidHouseholds).toBe(1);
    expect(payment.last30DaysCents).toBe(employee.charged.amountCents);
    expect(payment.monthlyCents).toBe(employee.quote.recurringCents);
    const removal = await call('DELETE', '/business/payment/card');
    expect(removal.status).toBe(400);
    expect((removal.body as { _message: string })._message).toMatch(/Stop paying/);
  });

  it('shows the household and the office who pays, and asks the household for no card', async () => {
    const welcome = await newestMailTo(employeeEmail);
    const token = /\/accounts\/set-password\/(\S+)/.exec(welcome?.text ?? '')?.[1] ?? '';
    const set = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/set-password',
      payload: { token, password: 'employee-pass-1' },
    });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    const session = await t.login(employeeEmail, 'employee-pass-1', t.newIp());
    const userId = await t.userIdOf(session);
    const officeId = (await linkPage(employer.id)).office.id;
    const mine = await t.call({
      method: 'GET',
      url: `/api/v1/users/${userId}/patient/household`,
      query: { dentistInfoId: String(officeId) },
      token: session,
    });
    expect(mine.status, JSON.stringify(mine.body)).toBe(200);
    const household = mine.body as HouseholdResponse;
    expect(household.employer).toEqual({ name: 'Acme Logistics', logo: null, pays: true });
    expect(household.paymentMethod).toBeNull();
    expect(household.attention.map((a) => a.kind)).not.toContain('no_method');

    const staff = await t.login('staff@demo.test');
    const details = await t.call({
      method: 'POST',
      url: `/api/v1/users/${await t.userIdOf(staff)}/members/memberDetails`,
      payload: { dentistInfoId: officeId, memberId: employee.ownerMemberId },
      token: staff,
    });
    expect(details.status, JSON.stringify(details.body)).toBe(200);
    expect((details.body as { household: { paidByEmployer: string | null } }).household.paidByEmployer).toBe(
      'Acme Logistics',
    );
  });

  it("renews on the employer's card, and tells the employer and the household when its card is refused", async () => {
    const sub = (await t.db.select().from(subscriptions).where(eq(subscriptions.memberId, employee.ownerMemberId)))[0];
    await billing.moveTo(sub?.nextRenewalOn ?? '');
    const paid = await t.db
      .select()
      .from(charges)
      .where(eq(charges.ownerMemberId, employee.ownerMemberId))
      .orderBy(charges.id);
    expect(paid).toHaveLength(2);
    expect(paid[1]).toMatchObject({ paidByBusinessId: employer.id, paymentMethodId: null });

    // The employer's card now attaches but fails every charge.
    expect(
      (await call('PUT', '/business/payment/card', { token: await cardToken(t, '4000000000000341') })).status,
    ).toBe(200);
    const next = (await t.db.select().from(subscriptions).where(eq(subscriptions.memberId, employee.ownerMemberId)))[0];
    await billing.moveTo(next?.nextRenewalOn ?? '');
    const late = (await t.db.select().from(subscriptions).where(eq(subscriptions.memberId, employee.ownerMemberId)))[0];
    expect(late?.status).toBe('past_due');
    const [business] = await t.db.select().from(smallBusinesses).where(eq(smallBusinesses.id, employer.id));
    const toEmployer = await newestMailTo(business?.email ?? '');
    expect(toEmployer?.subject).toContain('did not go through');
    expect(toEmployer?.text).toContain('Lucia Garcia');
    expect(toEmployer?.text).toContain('/business/settings');
    const toHousehold = await newestMailTo(employeeEmail);
    expect(toHousehold?.text).toContain('Acme Logistics pays for your membership');
  });

  it('stops paying for one employee: the household is told and pays for itself from then on', async () => {
    const theirs = await call('DELETE', `/business/members/${employee.enrolmentId}/payment`, undefined, other);
    expect(theirs.status).toBe(404);
    const stopped = await call('DELETE', `/business/members/${employee.enrolmentId}/payment`);
    expect(stopped.status, JSON.stringify(stopped.body)).toBe(200);
    expect((stopped.body as BusinessPaymentResponse).paidHouseholds).toBe(0);
    expect((await ownerRow(employee.ownerMemberId))?.paidByBusinessId).toBeNull();
    const told = await newestMailTo(employeeEmail);
    expect(told?.subject).toContain('your employer no longer pays');
    const again = await call('DELETE', `/business/members/${employee.enrolmentId}/payment`);
    expect(again.status).toBe(400);
  });

  it("stops paying for all at once; a household's own new card also ends the employer's payment", async () => {
    expect((await call('PUT', '/business/payment/card', { token: await cardToken(t) })).status).toBe(200);
    const second = await enrolEmployee(employer.id, { method: 'employer' });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const secondOwner = (second.body as EnrolmentResponse).ownerMemberId;
    expect((await ownerRow(secondOwner))?.paidByBusinessId).toBe(employer.id);
    const third = await enrolEmployee(employer.id, { method: 'employer' });
    const thirdOwner = (third.body as EnrolmentResponse).ownerMemberId;

    // The household puts a card of its own on file at the desk: it pays for itself from then on.
    await billing.replaceCard(thirdOwner, '4242424242424242');
    expect((await ownerRow(thirdOwner))?.paidByBusinessId).toBeNull();

    const off = await call('PUT', '/business/payment', { paysForEmployees: false });
    expect(off.status).toBe(200);
    expect(off.body as BusinessPaymentResponse).toMatchObject({ paysForEmployees: false, paidHouseholds: 0 });
    expect((await ownerRow(secondOwner))?.paidByBusinessId).toBeNull();
    expect((await linkPage(employer.id)).business?.employerPays).toBe(false);
    const removed = await call('DELETE', '/business/payment/card');
    expect(removed.status).toBe(200);
    expect((removed.body as BusinessPaymentResponse).card).toBeNull();
    const cards = await t.db.select().from(memberPaymentMethods).where(isNull(memberPaymentMethods.removedAt));
    expect(cards.some((c) => c.ownerMemberId === secondOwner)).toBe(false);
  });

  it('names no employer in a household that pays for itself', async () => {
    const res = await enrolEmployee(employer.id, { method: 'card', token: await cardToken(t) });
    expect(res.status).toBe(200);
    const ownerId = (res.body as EnrolmentResponse).ownerMemberId;
    expect((await ownerRow(ownerId))?.paidByBusinessId).toBeNull();
    const [charge] = await t.db.select().from(charges).where(eq(charges.ownerMemberId, ownerId));
    expect(charge?.paidByBusinessId).toBeNull();
    const payment = (await call('GET', '/business/payment')).body as BusinessPaymentResponse;
    expect(payment.paidHouseholds).toBe(0);
  });
});
