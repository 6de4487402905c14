import type { TenantId } from './tenants';

/**
 * A procedure an office sets its usual fee for. `index` is the code's numeric id in the pricing-code list
 * (spec 01 section 3 'Other lists: pricing codes (id, code)'), numbered from 1 in the spec's order.
 */
export type ProcedureCode = { readonly index: number; readonly code: string; readonly name: string };

/** The dental procedure code list, codes written without their D prefix (spec 01 section 3 'Procedure code lists'). */
export const DENTAL_PROCEDURE_CODES: readonly ProcedureCode[] = [
  { index: 1, code: '0120', name: 'Periodic Exam' },
  { index: 2, code: '0145', name: 'Oral Exam under 3 years' },
  { index: 3, code: '0150', name: 'New Patient Exam' },
  { index: 4, code: '0210', name: 'Periapical X-Ray Complete Series' },
  { index: 5, code: '0220', name: 'Periapical X-Ray' },
  { index: 6, code: '0272', name: '2 Bitewing X-Rays' },
  { index: 7, code: '0274', name: '4 Bitewing X-Rays' },
  { index: 8, code: '1110', name: 'Basic Cleaning adult' },
  { index: 9, code: '1120', name: 'Basic Cleaning child' },
  { index: 10, code: '1208', name: 'Fluoride Treatment' },
  { index: 11, code: '4910', name: 'Periodontal Cleaning' },
];

/** The eye-care procedure code list (spec 01 section 3 'Procedure code lists'). */
export const EYE_CARE_PROCEDURE_CODES: readonly ProcedureCode[] = [
  { index: 1, code: '92014', name: 'Annual Eye Exam' },
  { index: 2, code: '92015', name: 'Refraction' },
  { index: 3, code: 'S9986', name: 'Retinal Screening' },
  { index: 4, code: '92310', name: 'Contact Lens Exam' },
  { index: 5, code: '99213', name: 'Level 3 Medical Exam' },
];

/**
 * The dental codes the plan presets price (spec 02 section 3 'Dental presets'), with their plain names; the
 * names follow the procedure code list where a code is on it.
 */
export const DENTAL_PRESET_CODES = {
  D0120: 'Periodic Exam',
  D0140: 'Emergency Exam',
  D0150: 'New Patient Exam',
  D0210: 'Periapical X-Ray Complete Series',
  D0220: 'Periapical X-Ray',
  D0272: '2 Bitewing X-Rays',
  D0274: '4 Bitewing X-Rays',
  D0330: 'Panoramic X-Ray',
  D1110: 'Basic Cleaning adult',
  D1120: 'Basic Cleaning child',
  D1206: 'Fluoride Varnish',
  D1208: 'Fluoride Treatment',
  D4910: 'Periodontal Cleaning',
} as const;

export type DentalPresetCode = keyof typeof DENTAL_PRESET_CODES;

/** The eye-care codes the vision presets price (spec 02 section 3 'Vision presets'). */
export const VISION_PRESET_CODES = {
  '92014': 'Annual Eye Exam',
  '92015': 'Refraction',
  S9986: 'Retinal Screening',
  '92310': 'Contact Lens Exam',
} as const;

export type VisionPresetCode = keyof typeof VISION_PRESET_CODES;

/** The procedure code list of a brand: dental codes for dental, eye-care codes for vision. */
export function procedureCodesFor(tenant: TenantId): readonly ProcedureCode[] {
  return tenant === 'vision' ? EYE_CARE_PROCEDURE_CODES : DENTAL_PROCEDURE_CODES;
}

/** A code as usual fees may be keyed: a dental code with and without its D prefix ('D1110', '1110'), upper-cased. */
export function procedureCodeVariants(code: string): readonly string[] {
  const trimmed = code.trim().toUpperCase();
  if (/^D\d{4}$/.test(trimmed)) return [trimmed, trimmed.slice(1)];
  if (/^\d{4}$/.test(trimmed)) return [trimmed, `D${trimmed}`];
  return [trimmed];
}
