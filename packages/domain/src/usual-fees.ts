/**
 * The procedures an office enters its usual fees for (UCR for dental, U&C for vision), and how a code is
 * written once stored (spec 01 section 3 'Procedure code lists', spec 02 section 3 'Plan template').
 */
import { presetsFor } from './preset-catalog';
import { DENTAL_PRESET_CODES, procedureCodesFor, procedureCodeVariants, VISION_PRESET_CODES } from './procedure-codes';
import type { TenantId } from './tenants';

/** A procedure an office can enter a usual fee for. */
export type UsualFeeCode = { code: string; name: string };

/**
 * The one spelling a code is stored and compared in: upper case, and a dental code with its D prefix ('1110'
 * and 'd1110' are 'D1110'). The spec's code list drops the prefix where its presets keep it; one spelling
 * keeps a fee entered from the list and the same procedure in a preset formula from being two fees.
 */
export function canonicalProcedureCode(code: string): string {
  const variants = procedureCodeVariants(code);
  return variants.find((v) => /^D\d{4}$/.test(v)) ?? variants[0] ?? code.trim().toUpperCase();
}

const PRESET_CODE_NAMES: Record<TenantId, Readonly<Record<string, string>>> = {
  dental: DENTAL_PRESET_CODES,
  vision: VISION_PRESET_CODES,
};

/**
 * Every procedure a brand's offices enter a usual fee for, in canonical spelling: the brand's procedure code list
 * in its order, then the codes its presets price that the list lacks (D0140, D0330 and D1206 for dental), since a
 * preset whose procedure cannot be given a fee could never show a recommended price.
 */
export function usualFeeCodesFor(tenant: TenantId): UsualFeeCode[] {
  const codes: UsualFeeCode[] = procedureCodesFor(tenant).map((p) => ({
    code: canonicalProcedureCode(p.code),
    name: p.name,
  }));
  const seen = new Set(codes.map((c) => c.code));
  const presetCodes = presetsFor(tenant).flatMap((p) => p.recommendedPricingFormula.map(([code]) => code));
  for (const raw of presetCodes) {
    const code = canonicalProcedureCode(raw);
    if (seen.has(code)) continue;
    seen.add(code);
    codes.push({ code, name: PRESET_CODE_NAMES[tenant][code] ?? code });
  }
  return codes;
}

/**
 * The first code a brand does not know, or null when all are known. Fees and plan formulas are kept to the
 * brand's list: the owner can only see (and correct) fees for listed codes, and a formula naming a code with no
 * way to enter its fee would never have a recommended price.
 */
export function unknownProcedureCode(codes: readonly string[], tenant: TenantId): string | null {
  const known = new Set(usualFeeCodesFor(tenant).map((c) => c.code));
  return codes.find((code) => !known.has(canonicalProcedureCode(code))) ?? null;
}

/** The message for a code the brand does not know. */
export const unknownProcedureCodeMessage = (code: string): string =>
  `${code} is not one of the procedure codes fees can be entered for`;
