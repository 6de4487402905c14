import type {
  CustomMembershipsResponse,
  Plan,
  PlanFields,
  PlanSaveStateResponse,
  PublicOfficeResponse,
} from '@mhq/contract';
import { canonicalProcedureCode, type PresetType, presetByType } from '@mhq/domain';
import { and, asc, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { offices, plans, users } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';

/*
 * Factories and calls shared by the plan tests: every request goes through HTTP, the way the web app sends it.
 */

export type Signed = { token: string; userId: number };

export async function signedIn(t: TestApp, email: string): Promise<Signed> {
  const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!user) throw new Error(`seed user ${email} missing`);
  return { token: await t.login(email, undefined, t.newIp()), userId: user.id };
}

export async function officeBySlug(t: TestApp, slug: string) {
  const [office] = await t.db.select().from(offices).where(eq(offices.slug, slug));
  if (!office) throw new Error(`seed office ${slug} missing`);
  return office;
}

/** The office's plans as stored, in order (deleted ones included, so tests can see them). */
export async function storedPlans(t: TestApp, officeId: number) {
  return t.db.select().from(plans).where(eq(plans.officeId, officeId)).orderBy(asc(plans.sortOrder), asc(plans.id));
}

export async function storedPlan(t: TestApp, officeId: number, name: string) {
  const [plan] = await t.db
    .select()
    .from(plans)
    .where(and(eq(plans.officeId, officeId), eq(plans.name, name), eq(plans.isDeleted, false)));
  if (!plan) throw new Error(`plan ${name} missing`);
  return plan;
}

/** The fields of a plan made from a preset, as the editor fills them; tests change what they need. */
export function planFields(
  presetType: PresetType | null = 'general_adult',
  over: Partial<PlanFields> = {},
): PlanFields {
  const preset = presetType ? presetByType(presetType) : null;
  return {
    planName: preset?.name ?? 'New Plan',
    spanishName: '',
    description: preset?.description ?? '',
    spanishDescription: '',
    notes: '',
    pricing: { monthly: 2900, annually: 31900 },
    presetType,
    subscription_age_group: preset?.subscription_age_group ?? 'adult',
    minAge: preset?.minAge ?? null,
    maxAge: preset?.maxAge ?? null,
    forInsured: false,
    forUninsured: true,
    showOnEnrollmentMonthly: true,
    showOnEnrollmentAnnual: true,
    showOnInternalEnrollmentMonthly: true,
    showOnInternalEnrollmentAnnual: true,
    showOnBC: true,
    worryFree: { month: false, year: false },
    activationFee: null,
    familyDiscounts: { family_discount_two: 5, family_discount_three: 10, family_discount_four: 15 },
    disableGpp: false,
    disableFamilyDiscounts: false,
    priceCodes: (preset?.recommendedPricingFormula ?? []).map(([code, quantity]) => ({
      code: canonicalProcedureCode(code),
      quantity,
    })),
    ...over,
  };
}

/** The plan calls, as one signed-in user. */
export function planCalls(t: TestApp, as: Signed) {
  const post = (url: string, payload: unknown) =>
    t.call({
      method: 'POST',
      url: `/api/v1${url}`,
      payload: payload as object,
      token: as.token,
      remoteAddress: t.newIp(),
    });
  return {
    allPlans: (officeId: number, userId = as.userId) =>
      post(`/users/${userId}/dentist-info/all-plans`, { dentistInfoId: officeId }),
    manage: (officeId: number, userId = as.userId) =>
      post(`/users/${userId}/dentist-info/all-plans/upgrade`, { dentistInfoId: officeId }),
    detail: (officeId: number, planId: number) =>
      post(`/users/${as.userId}/dentist-info/membershipPlanDetail`, { dentistInfoId: officeId, planId }),
    saveState: (body: Record<string, unknown>) => post('/dentist-info/membership-plan-save-state', body),
    settings: (officeId: number, body: unknown) => post(`/dentists/updateMembershipSettings/${officeId}`, body),
    changePrice: (officeId: number, planId: number, pricing: { monthly: number; annually: number }) =>
      post(`/dentists/${officeId}/custom-memberships/changePlanPrice`, { planId, pricing }),
    sort: (officeId: number, planIds: number[]) => post(`/dentists/${officeId}/memberships/sort`, { planIds }),
    worryFree: (officeId: number) =>
      t.call({
        method: 'GET',
        url: `/api/v1/dentists/${officeId}/custom-memberships/getDentistWorryFree`,
        token: as.token,
      }),
  };
}

/** Creates a plan through the API and answers it. */
export async function createPlan(t: TestApp, as: Signed, officeId: number, fields: PlanFields): Promise<Plan> {
  const res = await planCalls(t, as).saveState({ action: 'save', dentistInfoId: officeId, plan: fields });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return (res.body as { plan: Plan }).plan;
}

/** A hash of every row of every table: equal before and after proves a refused call wrote nothing. */
export const snapshot = (t: TestApp) => databaseWrites(t.db);

/** The calls of one signed-in user acting in one office, checking the status they answer with. */
export function officeSession(t: TestApp, as: Signed, officeId: number) {
  const api = planCalls(t, as);
  const manage = async (id = officeId) => {
    const res = await api.manage(id);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as CustomMembershipsResponse;
  };
  return {
    manage,
    planNamed: async (name: string, id = officeId) => {
      const plan = (await manage(id)).custom_memberships.find((p) => p.planName === name);
      if (!plan) throw new Error(`no plan ${name}`);
      return plan;
    },
    saveState: async (body: Record<string, unknown>, expected = 200) => {
      const res = await api.saveState({ dentistInfoId: officeId, ...body });
      expect(res.status, JSON.stringify(res.body)).toBe(expected);
      return res.body as PlanSaveStateResponse & { _message: string };
    },
    /** The plans the office offers on its public enrolment pages. */
    publicPlans: async (id = officeId) => {
      const res = await t.call({ method: 'GET', url: `/api/v1/dentists/details/${id}/no-auth` });
      expect(res.status).toBe(200);
      return (res.body as PublicOfficeResponse).plans;
    },
  };
}
