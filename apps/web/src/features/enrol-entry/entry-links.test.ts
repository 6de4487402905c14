import { describe, expect, it } from 'vitest';
import { readLinkOrCode, zipSearchPath } from './entry-links';

describe('what a patient types as a link name or a group code', () => {
  it('reads a link name as either, to be looked up as a practice first (codes may be typed with dashes too)', () => {
    expect(readLinkOrCode('  Bright-Smiles-Downtown ')).toEqual({
      kind: 'either',
      slug: 'bright-smiles-downtown',
      code: 'BRIGHTSMILESDOWNTOWN',
    });
  });

  it('reads a name too long for a code as a practice', () => {
    const slug = 'bright-smiles-family-dentistry-of-south-austin-tx';
    expect(readLinkOrCode(slug)).toEqual({ kind: 'slug', slug });
  });

  it('reads a short word as either, to be looked up as a practice first', () => {
    expect(readLinkOrCode('grace10')).toEqual({ kind: 'either', slug: 'grace10', code: 'GRACE10' });
  });

  it('reads a code typed with spaces as a group code', () => {
    expect(readLinkOrCode('GRACE 10')).toEqual({ kind: 'code', code: 'GRACE10' });
  });

  it('reads a whole pasted link by what its address says', () => {
    expect(readLinkOrCode('https://app.dentalhq.example/signup/demo-uptown?lang=es')).toEqual({
      kind: 'slug',
      slug: 'demo-uptown',
    });
    expect(readLinkOrCode('https://app.dentalhq.example/community-enroll/grace-10/')).toEqual({
      kind: 'code',
      code: 'GRACE10',
    });
  });

  it('answers null for what can be neither', () => {
    expect(readLinkOrCode('')).toBeNull();
    expect(readLinkOrCode('smiles & co')).toBeNull();
  });

  it('searches by a five-digit ZIP code only', () => {
    expect(zipSearchPath(' 78704 ')).toBe('/search?zip=78704');
    expect(zipSearchPath('7870')).toBeNull();
    expect(zipSearchPath('78704-1234')).toBeNull();
  });
});
