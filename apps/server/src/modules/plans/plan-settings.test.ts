import type { CustomMembershipsResponse, PlanSettingsFields, PlanSettingsResponse } from '@mhq/contract';
import { PLAN_MESSAGES, UCR_VALUE_NOT_FOUND } from '@mhq/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { offices, officeUsualFees } from '../../db/schema';
import { createTestApp } from '../../test/harness';
import { officeBySlug, planCalls, signedIn, snapshot } from './plans.fixtures';

/* Plan settings and usual fees (issue 5): what every recommended price is made from. */

const t = await createTestApp();
const downtown = await officeBySlug(t, 'demo-downtown');
const uptown = await officeBySlug(t, 'demo-uptown');
const lakeside = await officeBySlug(t, 'second-lakeside');
const owner = await signedIn(t, 'owner@demo.test');
const staff = await signedIn(t, 'staff@demo.test');
const platform = await signedIn(t, 'platform@demo.test');
const api = planCalls(t, owner);

const SETTINGS: PlanSettingsFields = {
  programName: 'Bright Smiles Club',
  programDescription: 'Care without insurance.',
  dentistSpecialtyId: 3,
  familyDiscounts: { family_discount_two: 4, family_discount_three: 8.5, family_discount_four: 12 },
  worryFree: {
    adult: { monthly: 600, annual: 6000 },
    child: { monthly: 400, annual: 4000 },
    perio: { monthly: 800, annual: 8000 },
  },
  allowBankDraft: false,
  gppActive: true,
  gppAdminOnlyWaive: false,
  gppMemberWaive: true,
  gppAutomaticClaim: true,
  disableEnrollment: true,
  priceCodes: [],
};

async function save(officeId: number, fields: PlanSettingsFields, expected = 200, as = api) {
  const res = await as.settings(officeId, fields);
  expect(res.status, JSON.stringify(res.body)).toBe(expected);
  return res.body as PlanSettingsResponse;
}

const manage = async (officeId: number) => (await api.manage(officeId)).body as CustomMembershipsResponse;

describe('saving plan settings (updateMembershipSettings)', () => {
  it('saves every setting, answers them as the manage view shows them, and keeps fees not sent', async () => {
    const body = await save(downtown.id, SETTINGS);
    expect(body._message).toBe(PLAN_MESSAGES.settingsSaved);
    const { priceCodes: _, ...rest } = SETTINGS;
    expect(body.settings).toMatchObject({ ...rest, gppApproved: true });
    expect(body.settings.priceCodes).toContainEqual({ code: 'D1110', name: 'Basic Cleaning adult', feeCents: 11500 });
    expect((await manage(downtown.id)).settings).toEqual(body.settings);
    const publicPage = await t.call({ method: 'GET', url: `/api/v1/dentists/details/${downtown.id}/no-auth` });
    expect(publicPage.body).toMatchObject({
      programName: 'Bright Smiles Club',
      allowBankDraft: false,
      disableEnrollment: true,
    });
  });

  it("answers 'UCR fees saved' to the usual fees sent with the settings unchanged (the 'Save fees' button)", async () => {
    const current = (await manage(uptown.id)).settings;
    const { gppApproved: _readOnly, priceCodes: _fees, ...unchanged } = current;
    const body = await save(uptown.id, { ...unchanged, priceCodes: [{ code: 'D1110', feeCents: 11900 }] });
    expect(body._message).toBe('UCR fees saved');
    const both = await save(uptown.id, {
      ...unchanged,
      programName: 'Uptown Smiles',
      priceCodes: [{ code: 'D1110', feeCents: 12000 }],
    });
    expect(both._message).toBe('Plan settings and UCR fees saved');
  });

  it('sets and removes usual fees in either spelling, and every recommended price follows', async () => {
    const body = await save(uptown.id, {
      ...SETTINGS,
      gppActive: false,
      priceCodes: [
        { code: '1110', feeCents: 12500 },
        { code: 'd0274', feeCents: null },
      ],
    });
    expect(body.settings.priceCodes).toContainEqual({ code: 'D1110', name: 'Basic Cleaning adult', feeCents: 12500 });
    expect(body.settings.priceCodes).toContainEqual({ code: 'D0274', name: '4 Bitewing X-Rays', feeCents: null });
    const view = await manage(uptown.id);
    const adult = view.custom_memberships.find((p) => p.planName === 'Adult Wellness');
    // The plan includes D0274, which now has no fee: no price, and the code to ask for.
    expect(adult?.recommendedPricing).toEqual({
      valueCents: null,
      annually: null,
      monthly: null,
      savingsPerYearCents: null,
      missingCode: 'D0274',
    });
    expect(UCR_VALUE_NOT_FOUND).toBe("Couldn't find the UCR Value");
    const child = view.presets.find((p) => p.presetType === 'general_child');
    expect(child?.recommendedPricing.missingCode).toBeNull();
    await save(uptown.id, { ...SETTINGS, gppActive: false, priceCodes: [{ code: 'D0274', feeCents: 9000 }] });
    const repriced = (await manage(uptown.id)).custom_memberships.find((p) => p.planName === 'Adult Wellness');
    // 2 × $125 + 2 × $60 + $90 = $460; less 20% = $368; $368 / 11 → $33.46.
    expect(repriced?.recommendedPricing).toMatchObject({
      valueCents: 46000,
      annually: 36800,
      monthly: 3346,
      savingsPerYearCents: 9200,
    });
    const [row] = await t.db
      .select()
      .from(officeUsualFees)
      .where(and(eq(officeUsualFees.officeId, uptown.id), eq(officeUsualFees.code, 'D1110')));
    expect(row?.feeCents).toBe(12500);
  });

  it('refuses a code the brand does not list, or a code sent twice, writing nothing', async () => {
    const before = await snapshot(t);
    expect(
      (await save(downtown.id, { ...SETTINGS, priceCodes: [{ code: 'D9999', feeCents: 100 }] }, 400)) as unknown,
    ).toMatchObject({
      _message: 'D9999 is not one of the procedure codes fees can be entered for',
    });
    const twice = {
      ...SETTINGS,
      priceCodes: [
        { code: 'D1110', feeCents: 100 },
        { code: '1110', feeCents: 200 },
      ],
    };
    expect((await save(downtown.id, twice, 400)) as unknown).toMatchObject({ _message: 'D1110 is listed twice' });
    expect(await snapshot(t)).toBe(before);
  });

  it("refuses a specialty the brand does not list (the vision brand's Optometry on the dental brand)", async () => {
    const before = await snapshot(t);
    expect((await save(downtown.id, { ...SETTINGS, dentistSpecialtyId: 21 }, 400)) as unknown).toMatchObject({
      errors: { dentistSpecialtyId: 'Invalid data' },
    });
    expect(await snapshot(t)).toBe(before);
  });

  it('answers the guaranteed-payment switch but leaves turning it on or off to its own page, writing nothing', async () => {
    const lakesideOwner = planCalls(t, await signedIn(t, 'owner2@demo.test'));
    const before = await snapshot(t);
    const body = (await save(lakeside.id, { ...SETTINGS, gppActive: true }, 400, lakesideOwner)) as unknown;
    expect(body).toMatchObject({
      _message: 'Turn guaranteed payments on or off on the Guaranteed Payment Plan page (the practice owner)',
    });
    expect((await save(downtown.id, { ...SETTINGS, gppActive: false }, 400)) as unknown).toMatchObject({
      errors: { gppActive: expect.stringContaining('Guaranteed Payment Plan page') },
    });
    expect(await snapshot(t)).toBe(before);
    const same = await save(downtown.id, { ...SETTINGS, gppActive: true });
    expect(same.settings).toMatchObject({ gppActive: true, gppApproved: true });
    const [row] = await t.db.select().from(offices).where(eq(offices.id, downtown.id));
    expect(row).toMatchObject({ gppActive: true, gppApprovalDate: downtown.gppApprovalDate });
  });

  it('leaves who may waive guaranteed-payment fees to the platform', async () => {
    const before = await snapshot(t);
    expect((await save(downtown.id, { ...SETTINGS, gppAdminOnlyWaive: true }, 400)) as unknown).toMatchObject({
      _message: 'Only the platform can change who may waive guaranteed-payment fees',
    });
    expect(await snapshot(t)).toBe(before);
    const byPlatform = await save(downtown.id, { ...SETTINGS, gppAdminOnlyWaive: true }, 200, planCalls(t, platform));
    expect(byPlatform.settings.gppAdminOnlyWaive).toBe(true);
    // The office may save its other settings with the switch as the platform left it.
    expect((await save(downtown.id, { ...SETTINGS, gppAdminOnlyWaive: true })).settings.programName).toBe(
      'Bright Smiles Club',
    );
  });

  it('refuses standard staff (403) and another organization (404), writing nothing', async () => {
    const before = await snapshot(t);
    expect((await planCalls(t, staff).settings(downtown.id, SETTINGS)).status).toBe(403);
    expect((await api.settings(lakeside.id, SETTINGS)).status).toBe(404);
    expect(await snapshot(t)).toBe(before);
  });
});

describe('worry-free amounts (getDentistWorryFree)', () => {
  it("answers the office's amounts to any office user, and defaults for an office that never saved settings", async () => {
    const res = await planCalls(t, staff).worryFree(downtown.id);
    expect(res).toMatchObject({ status: 200, body: { worryFree: SETTINGS.worryFree } });
    expect((await api.worryFree(lakeside.id)).status).toBe(404);
    const lakesideOwner = planCalls(t, await signedIn(t, 'owner2@demo.test'));
    expect((await lakesideOwner.worryFree(lakeside.id)).body).toEqual({
      worryFree: {
        adult: { monthly: 500, annual: 5000 },
        child: { monthly: 300, annual: 3000 },
        perio: { monthly: 700, annual: 7000 },
      },
    });
  });
});
