import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ratingSummary } from './reviews';

describe("an office's rating summary", () => {
  it('has no average without a review', () => {
    expect(ratingSummary([])).toEqual({ count: 0, average: null, byStars: [0, 0, 0, 0, 0] });
  });

  it('averages to one decimal, half up, and counts each star', () => {
    expect(ratingSummary([5, 4, 4, 4])).toEqual({ count: 4, average: 4.3, byStars: [0, 0, 0, 3, 1] });
    expect(ratingSummary([5, 4, 1])).toMatchObject({ average: 3.3 });
    expect(ratingSummary([5, 5])).toMatchObject({ average: 5 });
  });

  it('stays between one and five stars and counts every review once', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 5 }), { minLength: 1, maxLength: 200 }), (ratings) => {
        const s = ratingSummary(ratings);
        expect(s.average).toBeGreaterThanOrEqual(1);
        expect(s.average).toBeLessThanOrEqual(5);
        expect(s.byStars.reduce((a, b) => a + b, 0)).toBe(ratings.length);
        const exact = ratings.reduce((a, b) => a + b, 0) / ratings.length;
        expect(Math.abs((s.average ?? 0) - exact)).toBeLessThanOrEqual(0.05 + 1e-9);
      }),
    );
  });
});
