import type {
  ChangeMasterPlanPriceRequest,
  ChangeTargetRequest,
  MasterPlanSaveRequest,
  MergeLegacyPlansRequest,
  PublicOfficeResponse,
} from '@mhq/contract';
import { and, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { locationGroups, plans, subscriptions } from '../../db/schema';
import type { TestApp } from '../../test/harness';
import { databaseWrites } from '../../test/suites/write-count';
import { officeBySlug, type Signed } from '../plans/plans.fixtures';

/*
 * Factories and calls of the organization plan tests: Harbor (the demo's two-location group) through HTTP.
 */

export async function harbor(t: TestApp) {
  const north = await officeBySlug(t, 'harbor-north');
  const south = await officeBySlug(t, 'harbor-south');
  const [coast] = await t.db
    .select()
    .from(locationGroups)
    .where(and(eq(locationGroups.organizationId, north.organizationId), eq(locationGroups.name, 'Coast')));
  if (!coast) throw new Error('seed group Coast missing');
  return { north, south, coast, organizationId: north.organizationId };
}

/** The calls of the catalogue, as one signed-in user. */
export function orgPlanCalls(t: TestApp, who: Signed) {
  const get = (url: string) => t.call({ method: 'GET', url: `/api/v1/multi-location${url}`, token: who.token });
  const post = (url: string, payload: unknown) =>
    t.call({ method: 'POST', url: `/api/v1/multi-location${url}`, token: who.token, payload: payload as object });
  return {
    catalogue: (officeId: number, query = '') => get(`/manage-plans/${officeId}${query}`),
    groupPlans: (groupId: number, officeId: number) => get(`/group-plans/${groupId}?dentistInfoId=${officeId}`),
    details: (officeId: number, planId: number) => get(`/master-plan-details/${officeId}?planId=${planId}`),
    save: (body: MasterPlanSaveRequest) => post('/multi-master-plan-save-state', body),
    price: (body: ChangeMasterPlanPriceRequest) => post('/change-master-plan-price', body),
    target: (body: ChangeTargetRequest) => post('/change-target', body),
    legacy: (officeId: number, masterPlanId?: number) =>
      post('/get-legacy-org-plans', { dentistInfoId: officeId, masterPlanId }),
    merge: (body: MergeLegacyPlansRequest) => post('/merge-legacy-plans', body),
    orgSettings: (officeId: number, body: unknown) => post(`/organization-plan-settings/${officeId}`, body),
    multiSettings: (body: unknown) => post('/multi-plan-settings', body),
  };
}

/** The plan names a location's public enrolment page offers. */
export async function offeredAt(t: TestApp, officeId: number): Promise<string[]> {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/details/${officeId}/no-auth` });
  expect(res.status).toBe(200);
  return (res.body as PublicOfficeResponse).plans.map((p) => p.name);
}

/** The ids of the plans a location's public enrolment page offers. */
export async function offeredPlanIdsAt(t: TestApp, officeId: number): Promise<number[]> {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/details/${officeId}/no-auth` });
  expect(res.status).toBe(200);
  return (res.body as PublicOfficeResponse).plans.map((p) => p.id);
}

export async function planRow(t: TestApp, planId: number) {
  const [row] = await t.db.select().from(plans).where(eq(plans.id, planId));
  if (!row) throw new Error(`plan ${planId} missing`);
  return row;
}

export async function subscriptionsOnPlan(t: TestApp, planId: number) {
  return t.db.select().from(subscriptions).where(eq(subscriptions.planId, planId)).orderBy(subscriptions.id);
}

/** Runs a refused request and checks it wrote nothing. */
export async function refusedWithoutWrites(t: TestApp, run: () => Promise<{ status: number; body: unknown }>) {
  const before = await databaseWrites(t.db);
  const res = await run();
  expect(await databaseWrites(t.db)).toBe(before);
  return res;
}
