import { brandPreset, type PlanDraft, type TenantId } from '@mhq/domain';

/**
 * Where the plan builder keeps the owner's plan until the sign-up sends it (issue 27). Read without the contract's
 * schemas, so the public plan builder stays light; the sign-up call checks the plan in full.
 */
const STORAGE_KEY = 'planBuilderDraft';

const isCents = (v: unknown): v is number => Number.isSafeInteger(v) && (v as number) >= 0;

/** The kept plan for this brand, or null when there is none or it no longer reads as one of the brand's plans. */
export function readPlanDraft(tenant: TenantId): PlanDraft | null {
  try {
    const raw = localStorage.getItem(STORAGE_KEY);
    if (!raw) return null;
    const d = JSON.parse(raw) as Partial<PlanDraft> | null;
    if (!d || typeof d.planName !== 'string' || typeof d.presetType !== 'string') return null;
    if (!brandPreset(tenant, d.presetType)) return null;
    if (!isCents(d.pricing?.monthly) || !isCents(d.pricing?.annually)) return null;
    if (typeof d.usualFees !== 'object' || d.usualFees === null || !Object.values(d.usualFees).every(isCents)) {
      return null;
    }
    return d as PlanDraft;
  } catch {
    return null;
  }
}

export function keepPlanDraft(draft: PlanDraft): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify(draft));
  } catch {
    // Private browsing may refuse storage: the sign-up then goes ahead without the plan.
  }
}

export function forgetPlanDraft(): void {
  try {
    localStorage.removeItem(STORAGE_KEY);
  } catch {
    // Nothing was kept.
  }
}
