import { describe, expect, it } from 'vitest';
import { presetsFor } from './preset-catalog';
import { canonicalProcedureCode, unknownProcedureCode, usualFeeCodesFor } from './usual-fees';

describe('usual fee codes', () => {
  it('spells a dental code with its D prefix and in upper case, and leaves other codes as they are', () => {
    expect(canonicalProcedureCode('1110')).toBe('D1110');
    expect(canonicalProcedureCode('d1110')).toBe('D1110');
    expect(canonicalProcedureCode(' D0120 ')).toBe('D0120');
    expect(canonicalProcedureCode('92014')).toBe('92014');
    expect(canonicalProcedureCode('s9986')).toBe('S9986');
  });

  it('lists the dental procedure code list first, then the codes the presets price that it lacks', () => {
    const codes = usualFeeCodesFor('dental');
    expect(codes.slice(0, 3)).toEqual([
      { code: 'D0120', name: 'Periodic Exam' },
      { code: 'D0145', name: 'Oral Exam under 3 years' },
      { code: 'D0150', name: 'New Patient Exam' },
    ]);
    expect(codes.map((c) => c.code)).toEqual(expect.arrayContaining(['D0140', 'D0330', 'D1206']));
    expect(codes.find((c) => c.code === 'D0330')?.name).toBe('Panoramic X-Ray');
    expect(new Set(codes.map((c) => c.code)).size).toBe(codes.length);
  });

  it('lists the eye-care codes for vision', () => {
    expect(usualFeeCodesFor('vision').map((c) => c.code)).toEqual(['92014', '92015', 'S9986', '92310', '99213']);
  });

  it('covers every code every preset of the brand prices, so every preset can be given a recommended price', () => {
    for (const tenant of ['dental', 'vision'] as const) {
      const codes = presetsFor(tenant).flatMap((p) => p.recommendedPricingFormula.map(([code]) => code));
      expect(unknownProcedureCode(codes, tenant)).toBeNull();
    }
  });

  it('names the first code the brand does not know, in any spelling', () => {
    expect(unknownProcedureCode(['1110', 'D2140', 'D0120'], 'dental')).toBe('D2140');
    expect(unknownProcedureCode(['92014'], 'dental')).toBe('92014');
    expect(unknownProcedureCode(['D1110'], 'vision')).toBe('D1110');
    expect(unknownProcedureCode([], 'vision')).toBeNull();
  });
});
