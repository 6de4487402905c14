import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatPhone, phoneDigits, telHref } from './format';

describe('phone numbers', () => {
  it('shows ten digits as 3-3-4', () => {
    expect(formatPhone('5125550150')).toBe('512-555-0150');
    expect(formatPhone('(512) 555 0150')).toBe('512-555-0150');
    expect(formatPhone('+1 512 555 0150')).toBe('512-555-0150');
  });

  it('leaves a number that is not ten digits as it was given', () => {
    expect(formatPhone('555 0150')).toBe('555 0150');
  });

  it('dials the letters of a vanity number as keypad digits', () => {
    expect(phoneDigits('833-222-HQ4U')).toBe('8332224748');
    expect(telHref('833-222-HQ4U')).toBe('tel:+18332224748');
  });

  it('formats any ten digits so that removing the dashes gives them back', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^\d{10}$/), (digits) => {
        const shown = formatPhone(digits);
        expect(shown).toMatch(/^\d{3}-\d{3}-\d{4}$/);
        expect(shown.replaceAll('-', '')).toBe(digits.replace(/^1(?=\d{10}$)/, ''));
      }),
    );
  });
});
