import { describe, expect, it } from 'vitest';
import { CURRENT_TERMS, TERMS_VERSION, termsChangesFor } from './terms';

describe('the terms in force', () => {
  it('are named by their effective date', () => {
    expect(TERMS_VERSION).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(CURRENT_TERMS.effectiveLabel).toBe('November 22, 2026');
  });

  it("list to each brand only the changes that concern its practices (employers pay on the dental brand's)", () => {
    expect(termsChangesFor('dental').some((c) => c.startsWith('Employers'))).toBe(true);
    expect(termsChangesFor('vision').some((c) => c.startsWith('Employers'))).toBe(false);
    expect(termsChangesFor('vision').length).toBe(termsChangesFor('dental').length - 1);
  });
});
