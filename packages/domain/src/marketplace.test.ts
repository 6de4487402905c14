import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jsonForScript, milesBetween, practiceJsonLd, roundMiles } from './marketplace';

describe('milesBetween (issue 27, distance to a practice)', () => {
  it('gives Austin to Dallas City Hall about 182 miles as the crow flies', () => {
    const austin = { lat: 30.2672, lon: -97.7431 };
    const dallas = { lat: 32.7767, lon: -96.797 };
    expect(roundMiles(milesBetween(austin, dallas))).toBeCloseTo(182.2, 0);
  });

  it('is zero to itself, symmetric, and never more than half the Earth round', () => {
    const point = fc.record({
      lat: fc.double({ min: -89, max: 89, noNaN: true }),
      lon: fc.double({ min: -179, max: 179, noNaN: true }),
    });
    fc.assert(
      fc.property(point, point, (a, b) => {
        expect(milesBetween(a, a)).toBeCloseTo(0, 6);
        expect(milesBetween(a, b)).toBeCloseTo(milesBetween(b, a), 6);
        expect(milesBetween(a, b)).toBeLessThanOrEqual(Math.PI * 3958.8 + 1e-6);
      }),
    );
  });

  it('rounds to one decimal', () => {
    expect(roundMiles(3.26)).toBe(3.3);
    expect(roundMiles(12.04)).toBe(12);
    expect(roundMiles(0.05)).toBe(0.1);
  });
});

describe('practiceJsonLd and jsonForScript (issue 27, structured data)', () => {
  const facts = {
    brand: 'dental' as const,
    name: 'Smile </script><script>alert(1)</script>',
    url: 'https://app.example/marketplace/profile/7',
    logo: null,
    phone: '5125550100',
    street: '1 Main St',
    city: 'Austin',
    state: 'TX',
    zip: '78701',
    hours: { mon: { open: true, from: '08:00', to: '17:00' }, sun: { open: false, from: '09:00', to: '12:00' } },
    rating: { average: 4.5, count: 2 },
    fromMonthlyCents: 2500,
  };

  it('names a dental practice a Dentist and an eye care practice an Optometrist, with its open days only', () => {
    const ld = practiceJsonLd(facts);
    expect(ld['@type']).toBe('Dentist');
    expect(practiceJsonLd({ ...facts, brand: 'vision' })['@type']).toBe('Optometrist');
    expect(ld.openingHoursSpecification).toEqual([
      { '@type': 'OpeningHoursSpecification', dayOfWeek: 'Monday', opens: '08:00', closes: '17:00' },
    ]);
    expect(ld.makesOffer).toMatchObject({ price: '25.00', priceCurrency: 'USD' });
  });

  it('escapes what could end the script element', () => {
    const text = jsonForScript(practiceJsonLd(facts));
    expect(text).not.toContain('</script>');
    expect(text).not.toContain('<');
    expect(JSON.parse(text).name).toBe(facts.name);
  });
});
