import { describe, expect, it } from 'vitest';
import { isSpecialtyOf, SPECIALTIES } from './specialties';

describe('specialties', () => {
  it('gives each brand its own list, with ids that never collide', () => {
    const dental = SPECIALTIES.dental.map((s) => s.id);
    const vision = SPECIALTIES.vision.map((s) => s.id);
    expect(dental.filter((id) => vision.includes(id))).toEqual([]);
    expect(new Set(dental).size).toBe(dental.length);
    expect(SPECIALTIES.dental.find((s) => s.id === 2)?.name).toBe('Pediatric Dentistry');
  });

  it("accepts a brand's own specialty or none, and refuses the other brand's or an unknown id", () => {
    expect(isSpecialtyOf('dental', 3)).toBe(true);
    expect(isSpecialtyOf('dental', null)).toBe(true);
    expect(isSpecialtyOf('dental', 21)).toBe(false);
    expect(isSpecialtyOf('vision', 21)).toBe(true);
    expect(isSpecialtyOf('vision', 3)).toBe(false);
    expect(isSpecialtyOf('vision', 999)).toBe(false);
  });
});
