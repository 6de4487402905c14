import type {
  PlanSettings,
  PlanSettingsFields,
  PlanSettingsResponse,
  PublicOfficeResponse,
  WorryFreeResponse,
} from '@mhq/contract';
import {
  canonicalProcedureCode,
  isPlanOffered,
  isPlatformAdmin,
  isSpecialtyOf,
  type PlanViewStatus,
  planSettingsSavedMessage,
  unknownProcedureCode,
  unknownProcedureCodeMessage,
  VALIDATION_MESSAGES,
} from '@mhq/domain';
import { processorOf } from '../../adapters/payments/select';
import type { Ctx } from '../../deps';
import { badRequest } from '../../http/app-error';
import { officeTheme } from '../branding/office-theme';
import { platformFees } from '../enrolment/platform-fees';
import { businessOffer } from '../invites/invites.service';
import { type Actor, auditPlanChange, officeOf, pricingContext } from './plan-access';
import { planSettingsOf, saveUsualFees, setOfficeGpp, upsertPlanSettings } from './plan-settings.queries';
import { plansOfOffice } from './plans.queries';
import { toPublicPlan, toSettings, worryFreeOf } from './plans.view';

/** The usual fees sent, in canonical spelling; a code the brand does not list, or one sent twice, is refused. */
function checkedFees(ctx: Ctx, fields: PlanSettingsFields) {
  const fees = fields.priceCodes.map((f) => ({ code: canonicalProcedureCode(f.code), feeCents: f.feeCents }));
  const unknown = unknownProcedureCode(
    fees.map((f) => f.code),
    ctx.tenant.id,
  );
  if (unknown)
    throw badRequest(unknownProcedureCodeMessage(unknown), { priceCodes: unknownProcedureCodeMessage(unknown) });
  const codes = fees.map((f) => f.code);
  const twice = codes.find((code, i) => codes.indexOf(code) !== i);
  if (twice) throw badRequest(`${twice} is listed twice`, { priceCodes: `${twice} is listed twice` });
  return fees;
}

/**
 * The guaranteed-payment switches. Guaranteed payments are turned on or off in one place, the Guaranteed Payment Plan
 * page (POST /dentists/guaranteed-plan-payments/toggle: the practice owner, who accepts its terms the first time), so
 * the office's switch (offices.gpp_active) has one source; here it is answered, never changed. Only the platform
 * decides whether fees may be waived by its admins alone (that switch protects the guarantee, so the office it binds
 * cannot lift it).
 */
function checkGpp(
  actor: Actor,
  current: { gppActive: boolean; gppAdminOnlyWaive: boolean },
  fields: PlanSettingsFields,
) {
  if (fields.gppActive !== current.gppActive) {
    const message = 'Turn guaranteed payments on or off on the Guaranteed Payment Plan page (the practice owner)';
    throw badRequest(message, { gppActive: message });
  }
  if (fields.gppAdminOnlyWaive !== current.gppAdminOnlyWaive && !isPlatformAdmin(actor.auth.type)) {
    const message = 'Only the platform can change who may waive guaranteed-payment fees';
    throw badRequest(message, { gppAdminOnlyWaive: message });
  }
}

/** Saves the office's plan settings and usual fees; answers them as the manage view shows them. */
export async function updatePlanSettings(
  ctx: Ctx,
  actor: Actor,
  officeId: number,
  fields: PlanSettingsFields,
): Promise<PlanSettingsResponse> {
  const { office, key } = await officeOf(ctx, officeId);
  const fees = checkedFees(ctx, fields);
  if (!isSpecialtyOf(ctx.tenant.id, fields.dentistSpecialtyId)) {
    throw badRequest(VALIDATION_MESSAGES.invalidData, { dentistSpecialtyId: VALIDATION_MESSAGES.invalidData });
  }
  checkGpp(actor, office, fields);
  const before = await planSettingsOf(ctx.db, key);
  const now = ctx.clock.now();
  await ctx.db.transaction(async (tx) => {
    await upsertPlanSettings(tx, key, {
      programName: fields.programName,
      programDescription: fields.programDescription,
      dentistSpecialtyId: fields.dentistSpecialtyId,
      familyDiscountTwo: fields.familyDiscounts.family_discount_two,
      familyDiscountThree: fields.familyDiscounts.family_discount_three,
      familyDiscountFour: fields.familyDiscounts.family_discount_four,
      worryFreeAdultMonthlyCents: fields.worryFree.adult.monthly,
      worryFreeAdultAnnualCents: fields.worryFree.adult.annual,
      worryFreeChildMonthlyCents: fields.worryFree.child.monthly,
      worryFreeChildAnnualCents: fields.worryFree.child.annual,
      worryFreePerioMonthlyCents: fields.worryFree.perio.monthly,
      worryFreePerioAnnualCents: fields.worryFree.perio.annual,
      allowBankDraft: fields.allowBankDraft,
      gppMemberWaive: fields.gppMemberWaive,
      gppAutomaticClaim: fields.gppAutomaticClaim,
      disableEnrollment: fields.disableEnrollment,
      updatedAt: now,
    });
    await setOfficeGpp(tx, key, { gppAdminOnlyWaive: fields.gppAdminOnlyWaive });
    await saveUsualFees(tx, key, fees, now);
    await auditPlanChange(
      tx,
      actor,
      key,
      'plan_settings.update',
      { type: 'office', id: key.officeId },
      {
        fees: fees.length,
      },
    );
  });
  const saved = await officeOf(ctx, officeId);
  const pricing = await pricingContext(ctx.db, ctx, key);
  const settings = toSettings(saved.office, await planSettingsOf(ctx.db, key), pricing);
  const changed = {
    settings: !sameSettings(toSettings(office, before, pricing), fields),
    fees: fees.length > 0,
  };
  return { settings, _message: planSettingsSavedMessage(changed, ctx.tenant.ucrName) };
}

/** Whether the settings sent are those stored (usual fees aside): the fees form sends the settings unchanged. */
function sameSettings(stored: PlanSettings, fields: PlanSettingsFields): boolean {
  const { priceCodes: _fees, gppApproved: _readOnly, ...current } = stored;
  const { priceCodes: _sent, ...sent } = fields;
  return stableJson(current) === stableJson(sent);
}

/** JSON with keys in order, so two equal settings compare equal whatever order their keys came in. */
function stableJson(value: unknown): string {
  if (value === null || typeof value !== 'object') return JSON.stringify(value);
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  const entries = Object.entries(value as Record<string, unknown>)
    .filter(([, v]) => v !== undefined)
    .sort(([a], [b]) => a.localeCompare(b));
  return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
}

/** The office's worry-free amounts. */
export async function worryFree(ctx: Ctx, officeId: number): Promise<WorryFreeResponse> {
  const { key } = await officeOf(ctx, officeId);
  return { worryFree: worryFreeOf(await planSettingsOf(ctx.db, key)) };
}

/**
 * An office and the plans its public enrolment pages offer, for anyone: active plans only, each with a term that
 * external enrolment offers at a price, in the office's order. Nothing internal (notes, members, fees) is shown.
 */
export async function publicOffice(
  ctx: Ctx,
  officeId: number,
  smBusinessInfoId?: number,
  // The day, whether it takes payments and a referral code asked about are the enrolment module's (enrolmentPage).
): Promise<Omit<PublicOfficeResponse, 'today' | 'takesPayments' | 'referralCode'>> {
  const { office, key } = await officeOf(ctx, officeId);
  const [rows, settings, fees, business, theme] = await Promise.all([
    plansOfOffice(ctx.db, key),
    planSettingsOf(ctx.db, key),
    platformFees(ctx.db, office.id),
    smBusinessInfoId ? businessOffer(ctx, officeId, smBusinessInfoId) : null,
    officeTheme(ctx.db, key.organizationId, key.officeId, ctx.tenant.id),
  ]);
  const plans = rows
    .filter(({ plan }) => isPlanOffered({ viewStatus: plan.viewStatus as PlanViewStatus }))
    // Through a business's link, only the plans the office shows on BusinessConnect.
    .filter(({ plan }) => !business || plan.showOnBc)
    .flatMap(({ plan }) => toPublicPlan(plan) ?? []);
  return {
    office: {
      id: office.id,
      officeName: office.officeName,
      slug: office.slug,
      phone: office.phone,
      email: office.email,
      address: office.address,
      logo: office.logo,
    },
    programName: settings?.programName ?? '',
    programDescription: settings?.programDescription ?? '',
    allowBankDraft: settings?.allowBankDraft ?? true,
    disableEnrollment: settings?.disableEnrollment ?? false,
    gppActive: office.gppActive,
    setupFeePercent: fees.setupFeePercent,
    processor: processorOf(ctx.config),
    publishableKey: processorOf(ctx.config) === 'stripe' ? (ctx.config.stripePublicKey ?? null) : null,
    business,
    plans,
    theme,
  };
}
