import {
  DENTAL_PRESET_CODES,
  DENTAL_PROCEDURE_CODES,
  EYE_CARE_PROCEDURE_CODES,
  procedureCodeVariants,
  VISION_PRESET_CODES,
} from '@mhq/domain';

// A plan's price codes in the words a patient reads ('Basic Cleaning adult', not 'D1110').

const NAMES = new Map<string, string>([
  ...DENTAL_PROCEDURE_CODES.map((c) => [`D${c.code}`, c.name] as const),
  ...EYE_CARE_PROCEDURE_CODES.map((c) => [c.code, c.name] as const),
  ...Object.entries(DENTAL_PRESET_CODES),
  ...Object.entries(VISION_PRESET_CODES),
]);

/** The plain name of a procedure code, in any of the ways a plan may write it; the code itself when unknown. */
export function procedureName(code: string): string {
  for (const variant of procedureCodeVariants(code)) {
    const name = NAMES.get(variant);
    if (name) return name;
  }
  return code;
}
