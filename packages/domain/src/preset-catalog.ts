import type { PlanPreset } from './presets';
import { DENTAL_PRESETS } from './presets-dental';
import { VISION_PRESETS } from './presets-vision';
import type { TenantId } from './tenants';

/** The plan templates offered by each brand (spec 02 section 3: the preset list follows the product line). */
export const PRESETS_BY_TENANT: Record<TenantId, readonly PlanPreset[]> = {
  dental: DENTAL_PRESETS,
  vision: VISION_PRESETS,
};

/** The plan templates of a brand. */
export function presetsFor(tenant: TenantId): readonly PlanPreset[] {
  return PRESETS_BY_TENANT[tenant];
}
