import { describe, expect, it } from 'vitest';
import { BAA_VERSION, baaPlainText, baaSections, baaSigned } from './baa';

describe('the business associate agreement', () => {
  it('names both parties and covers the HIPAA business associate terms', () => {
    const text = baaPlainText('DentalHQ', 'Bright Smiles Downtown');
    expect(text).toContain('Bright Smiles Downtown ("Covered Entity")');
    expect(text).toContain('DentalHQ ("Business Associate")');
    for (const term of ['Permitted uses', 'Safeguards', 'breach', 'Subcontractors', 'termination', '164.504(e)']) {
      expect(text).toContain(term);
    }
    expect(baaSections('A', 'B').length).toBeGreaterThanOrEqual(8);
    expect(BAA_VERSION).toMatch(/\S/);
  });

  it('counts an office as signed once any signature is stored', () => {
    expect(baaSigned(null)).toBe(false);
    expect(baaSigned({ agreementVersion: BAA_VERSION })).toBe(true);
  });
});
