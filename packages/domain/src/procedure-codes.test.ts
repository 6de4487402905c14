import { describe, expect, it } from 'vitest';
import {
  DENTAL_PRESET_CODES,
  DENTAL_PROCEDURE_CODES,
  EYE_CARE_PROCEDURE_CODES,
  procedureCodesFor,
  procedureCodeVariants,
  VISION_PRESET_CODES,
} from './procedure-codes';

describe('procedure code lists (spec 01 section 3)', () => {
  it('lists the dental codes with their names in the spec order, numbered from 1', () => {
    expect(DENTAL_PROCEDURE_CODES.map((c) => `${c.index} ${c.code} ${c.name}`)).toEqual([
      '1 0120 Periodic Exam',
      '2 0145 Oral Exam under 3 years',
      '3 0150 New Patient Exam',
      '4 0210 Periapical X-Ray Complete Series',
      '5 0220 Periapical X-Ray',
      '6 0272 2 Bitewing X-Rays',
      '7 0274 4 Bitewing X-Rays',
      '8 1110 Basic Cleaning adult',
      '9 1120 Basic Cleaning child',
      '10 1208 Fluoride Treatment',
      '11 4910 Periodontal Cleaning',
    ]);
  });

  it('lists the eye-care codes with their names in the spec order, numbered from 1', () => {
    expect(EYE_CARE_PROCEDURE_CODES.map((c) => `${c.index} ${c.code} ${c.name}`)).toEqual([
      '1 92014 Annual Eye Exam',
      '2 92015 Refraction',
      '3 S9986 Retinal Screening',
      '4 92310 Contact Lens Exam',
      '5 99213 Level 3 Medical Exam',
    ]);
  });

  it('gives each brand its own list', () => {
    expect(procedureCodesFor('dental')).toBe(DENTAL_PROCEDURE_CODES);
    expect(procedureCodesFor('vision')).toBe(EYE_CARE_PROCEDURE_CODES);
  });

  it('names the thirteen dental preset codes of spec 02 section 3', () => {
    expect(Object.keys(DENTAL_PRESET_CODES).sort()).toEqual(
      [
        'D1110',
        'D1120',
        'D0150',
        'D0120',
        'D0272',
        'D0274',
        'D0210',
        'D0330',
        'D0140',
        'D0220',
        'D1206',
        'D1208',
        'D4910',
      ].sort(),
    );
    for (const name of Object.values(DENTAL_PRESET_CODES)) expect(name.length).toBeGreaterThan(0);
  });

  it('names a preset code as the procedure list does when the code is on it', () => {
    for (const { code, name } of DENTAL_PROCEDURE_CODES) {
      const presetName = (DENTAL_PRESET_CODES as Record<string, string>)[`D${code}`];
      if (presetName !== undefined) expect(presetName).toBe(name);
    }
    for (const [code, name] of Object.entries(VISION_PRESET_CODES)) {
      expect(EYE_CARE_PROCEDURE_CODES.find((c) => c.code === code)?.name).toBe(name);
    }
  });

  it('finds a dental code with or without its D prefix', () => {
    expect(procedureCodeVariants('D1110')).toEqual(['D1110', '1110']);
    expect(procedureCodeVariants('1110')).toEqual(['1110', 'D1110']);
    expect(procedureCodeVariants(' d0120 ')).toEqual(['D0120', '0120']);
    expect(procedureCodeVariants('92014')).toEqual(['92014']);
    expect(procedureCodeVariants('S9986')).toEqual(['S9986']);
  });
});
