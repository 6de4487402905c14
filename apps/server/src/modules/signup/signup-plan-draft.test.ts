import type { PlanDraft, SignupForm } from '@mhq/contract';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { practiceSignups, users } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { mailedCode, signUpPractice, signupForm, validate } from './signup.fixtures';

// Issue 27: a plan built on the public plan builder travels with the sign-up and becomes the practice's first plan
// when the office is set up.

const t = await createTestApp();
const call = (method: 'GET' | 'POST', url: string, token: string, payload?: unknown) =>
  t.call({ method, url: `/api/v1${url}`, token, ...(payload ? { payload: payload as object } : {}) });

const draft = (over: Partial<PlanDraft> = {}): PlanDraft => ({
  presetType: 'general_adult',
  planName: 'Riverside Wellness',
  pricing: { monthly: 3_500, annually: 37_500 },
  usualFees: { D1110: 12_000, D0120: 6_000, D0274: 8_000 },
  ...over,
});

/** Signs up with the draft, confirms the code and answers the owner's token and office. */
async function signedUpWith(planDraft: PlanDraft) {
  const s = await signUpPractice(t, { planDraft } as Partial<SignupForm>);
  const res = await validate(t, s.email, await mailedCode(t, s.email));
  expect(res.status).toBe(200);
  return { ...s, token: (res.body as { token: string }).token };
}

async function setUp(p: { token: string; dentistInfoId: number }) {
  const res = await call('POST', `/accounts/setup/office/${p.dentistInfoId}`, p.token, {
    specialtyId: 1,
    bookingUrl: '',
    slug: `draft-${Date.now().toString(36)}-${p.dentistInfoId}`,
  });
  expect(res.status).toBe(200);
}

type ManageView = {
  custom_memberships: {
    planName: string;
    pricing: { monthly: number; annually: number };
    viewStatus: string;
    presetType: string | null;
    priceCodes: { code: string; quantity: number }[];
    recommendedPricing: { valueCents: number | null };
    description: string;
  }[];
};

/** The office's plans as its plans page reads them. */
async function plansOf(p: { token: string; dentistInfoId: number }) {
  const me = await call('GET', '/users/me/account', p.token);
  const userId = (me.body as { data: { id: number } }).data.id;
  const res = await call('POST', `/users/${userId}/dentist-info/all-plans/upgrade`, p.token, {
    dentistInfoId: p.dentistInfoId,
  });
  expect(res.status).toBe(200);
  return (res.body as ManageView).custom_memberships;
}

/** The sign-up row of the owner with this email. */
async function signupOf(email: string) {
  const [row] = await t.db
    .select({ ownerUserId: practiceSignups.ownerUserId, planDraft: practiceSignups.planDraft })
    .from(practiceSignups)
    .innerJoin(users, eq(users.id, practiceSignups.ownerUserId))
    .where(eq(users.email, email));
  if (!row) throw new Error(`no sign-up for ${email}`);
  return row;
}
const draftOf = async (email: string) => (await signupOf(email)).planDraft;

describe('a plan from the plan builder at sign-up', () => {
  it('becomes the practice’s first plan, priced as the owner chose, once the office is set up', async () => {
    const p = await signedUpWith(draft());
    expect(await draftOf(p.email)).toMatchObject({ planName: 'Riverside Wellness' });
    expect(await plansOf(p)).toEqual([]);

    await setUp(p);
    const plans = await plansOf(p);
    expect(plans).toHaveLength(1);
    expect(plans[0]).toMatchObject({
      planName: 'Riverside Wellness',
      pricing: { monthly: 3_500, annually: 37_500 },
      viewStatus: 'draft',
      presetType: 'general_adult',
      priceCodes: [
        { code: 'D1110', quantity: 2 },
        { code: 'D0120', quantity: 2 },
        { code: 'D0274', quantity: 1 },
      ],
      // The fees entered on the plan builder are the office's usual fees: 2 × $120 + 2 × $60 + $80 = $440.
      recommendedPricing: { valueCents: 44_000 },
    });
    expect(plans[0]?.description).toMatch(/A \$440 value\.$/);
    expect(await draftOf(p.email)).toBeNull();

    // Setting up again makes no second plan.
    await setUp(p);
    expect(await plansOf(p)).toHaveLength(1);
  });

  it('is dropped without troubling the owner when it can no longer be made a plan', async () => {
    const p = await signedUpWith(draft());
    // A draft spoiled after sign-up (here: a price under the minimum) still lets the setup complete.
    const { ownerUserId } = await signupOf(p.email);
    await t.db
      .update(practiceSignups)
      .set({ planDraft: { ...draft(), pricing: { monthly: 100, annually: 0 } } })
      .where(eq(practiceSignups.ownerUserId, ownerUserId));
    await setUp(p);
    expect(await plansOf(p)).toEqual([]);
    expect(await draftOf(p.email)).toBeNull();
  });

  it.each([
    ['a price under the plan minimum', draft({ pricing: { monthly: 500, annually: 5_000 } }), /at least \$19\.99/],
    ['a preset of the other brand', draft({ presetType: 'general_exam_eyewear' }), /plan templates offered/],
    ['a code the brand has no fee for', draft({ usualFees: { D9999: 100 } }), /D9999 is not one/],
    ['a plan without a name', draft({ planName: '' }), /required/],
  ])('refuses %s with 400 and writes nothing', async (_what, bad, message) => {
    const before = await databaseWrites(t.db);
    const form = signupForm({ planDraft: bad } as Partial<SignupForm>);
    const res = await t.call({
      method: 'POST',
      url: '/api/v1/accounts/signup',
      payload: form,
      remoteAddress: t.newIp(),
    });
    expect(res.status).toBe(400);
    expect((res.body as { _message: string })._message).toMatch(message);
    expect(await databaseWrites(t.db)).toBe(before);
  });
});
