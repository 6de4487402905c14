import type { DashboardResponse, EnrolmentResponse, GetStartedResponse } from '@mhq/contract';
import { periodEnd } from '@mhq/domain';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { charges, mailOutbox } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import {
  bornYearsAgo,
  cardToken,
  type Household,
  household,
  officePage,
  planNamed,
  priced,
} from './enrolment.fixtures';

// What the enrolment page tells the patient and the office before anyone pays (issue 21): who cannot be added and
// why, an office that cannot take payments, and the day the next payment falls on by the server's clock.

const t = await createTestApp();
const page = await officePage(t, 'demo-downtown');
const adult = planNamed(page, 'Adult Wellness');
const child = planNamed(page, 'Child Wellness');
const downtown = page.office.id;

const enrol = (body: unknown) =>
  t.call({
    method: 'POST',
    url: `/api/v1/dentists/${downtown}/members/enroll`,
    payload: body as object,
    remoteAddress: t.newIp(),
  });

let families = 0;
const kid = (firstName: string, lastName: string, years: number) => ({
  firstName,
  lastName,
  birthDate: bornYearsAgo(t, years),
  planId: child,
  insured: false,
  relationship: 'son' as const,
});

/** A household whose son Mateo the office already covers (his other parent enrolled him), and his new sibling. */
async function reEnrolling(): Promise<{ again: Household; mateo: string }> {
  const lastName = `Ortega${++families}`;
  const mateo = kid('Mateo', lastName, 6);
  const first = household(t, page, {
    adultPlan: adult,
    family: [mateo],
    payment: { method: 'card', token: await cardToken(t) },
  });
  expect((await enrol(first)).status).toBe(200);
  // The page prices everyone it was given: it cannot know Mateo is covered.
  const again = household(t, page, {
    adultPlan: adult,
    family: [mateo, kid('Elena', lastName, 9)],
    payment: { method: 'card', token: await cardToken(t) },
  });
  return { again, mateo: `Mateo ${lastName}` };
}

describe('a family member the office already covers', () => {
  it('is named on the page before anything is charged, then the others are enrolled and charged', async () => {
    const { again, mateo } = await reEnrolling();
    const refused = await enrol(again);
    expect(refused.status).toBe(409);
    const body = refused.body as { _message: string; quote: EnrolmentResponse['quote']; notAdded: unknown[] };
    expect(body._message).toBe(
      `${mateo} already has a plan at this office and cannot be added again. The new total is for the others.`,
    );
    expect(body.notAdded).toEqual([expect.objectContaining({ firstName: 'Mateo', person: 1 })]);
    // The new total leaves Mateo out: the owner and Elena only.
    const withoutMateo = priced(page, {
      ...again,
      members: [{ ...again.members[0]!, planId: null }, again.members[1]!],
    });
    expect(body.quote).toMatchObject(withoutMateo.expected);
    expect(body.quote.lines.map((l) => l.person)).toEqual([0, 2]);

    // The payer confirms the new total.
    const res = await enrol({
      ...again,
      expected: { todayCents: body.quote.todayCents, recurringCents: body.quote.recurringCents },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const r = res.body as EnrolmentResponse;
    expect(r.members.map((m) => m.firstName)).toEqual(['Lucia', 'Elena']);
    expect(r.notAdded).toEqual([
      expect.objectContaining({ firstName: 'Mateo', reason: 'already a member of this office' }),
    ]);
    expect(r.charged.amountCents).toBe(withoutMateo.expected.todayCents);
    const paid = await t.db.select().from(charges).where(eq(charges.ownerMemberId, r.ownerMemberId));
    expect(paid.map((c) => c.amountCents)).toEqual([withoutMateo.expected.todayCents]);
    const [mail] = await t.db.select().from(mailOutbox).where(eq(mailOutbox.to, again.owner.email));
    expect(mail?.text).toContain(`${mateo} could not be added: already a member of this office`);
  });

  it('is named to the front desk the same way', async () => {
    const { again, mateo } = await reEnrolling();
    const staff = await t.login('staff@demo.test');
    const res = await t.call({
      method: 'POST',
      url: `/api/v1/users/${await t.userIdOf(staff)}/members/add`,
      payload: { ...again, dentistInfoId: downtown },
      token: staff,
    });
    expect(res.status).toBe(409);
    expect((res.body as { _message: string })._message).toContain(`${mateo} already has a plan at this office`);
  });

  it('is named when no one else in the household is left to enrol', async () => {
    const { again, mateo } = await reEnrolling();
    const onlyMateo = priced(page, { ...again, owner: { ...again.owner, planId: null }, members: [again.members[0]!] });
    const res = await enrol(onlyMateo);
    expect(res.status).toBe(409);
    expect((res.body as { _message: string })._message).toContain(mateo);
  });
});

describe('an office that cannot take payments', () => {
  const riverside = () => t.login('riverside@demo.test');

  it('says so on its public page, before the patient fills anything in', async () => {
    expect(page.takesPayments).toBe(true);
    expect((await officePage(t, 'riverside')).takesPayments).toBe(false);
  });

  it('is told on its launch checklist and dashboard, with the step that fixes it', async () => {
    const token = await riverside();
    const river = await officePage(t, 'riverside');
    const checklist = await t.call({ method: 'GET', url: `/api/v1/dentists/${river.office.id}/get-started`, token });
    expect(checklist.status).toBe(200);
    const blocked = (checklist.body as GetStartedResponse).items.filter((i) => i.blocksEnrolment);
    expect(blocked.map((i) => i.key)).toEqual(['payoutConnected']);
    const dashboard = await t.call({ method: 'GET', url: `/api/v1/dentists/${river.office.id}/dashboard`, token });
    expect((dashboard.body as DashboardResponse).enrolmentTakesPayments).toBe(false);

    const owner = await t.login('owner@demo.test');
    const ours = await t.call({ method: 'GET', url: `/api/v1/dentists/${downtown}/dashboard`, token: owner });
    expect((ours.body as DashboardResponse).enrolmentTakesPayments).toBe(true);
  });
});

describe("the enrolment page's day", () => {
  it("is the server's business day, so 'next payment' follows the demo's clock, not the browser's", async () => {
    t.clock.advance(40 * 86_400_000);
    const moved = await officePage(t, 'demo-downtown');
    const today = t.clock.now().toISOString().slice(0, 10);
    expect(moved.today).toBe(today);
    expect(moved.today).not.toBe(new Date().toISOString().slice(0, 10));
    // The page's 'next payment' is the period's end from that day; the enrolment answers the same day.
    const body = household(t, moved, { adultPlan: adult, payment: { method: 'card', token: await cardToken(t) } });
    const res = await enrol(body);
    expect((res.body as EnrolmentResponse).nextPaymentOn).toBe(periodEnd(moved.today, 'monthly'));
  });
});
