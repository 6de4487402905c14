import { describe, expect, it } from 'vitest';
import { formatUsAddress, uniqueSlug, usPhone, usPhoneDigits, usZip } from './practice-signup';

describe('practice sign-up rules', () => {
  it('accepts a US phone however it is typed and refuses short numbers or foreign area codes', () => {
    expect(usPhone('(512) 555-0101')).toBeNull();
    expect(usPhone('+1 512 555 0101')).toBeNull();
    expect(usPhoneDigits('+1 (512) 555-0101')).toBe('5125550101');
    expect(usPhone('512-555-010')).toBe('Must be exactly 10 digits');
    expect(usPhone('012-555-0101')).toBe('Area code must be from USA');
    expect(usPhone('')).toBeNull();
  });

  it('checks a ZIP for its format and the US range', () => {
    expect(usZip('78701')).toBeNull();
    expect(usZip('7870')).toBe('Must be exactly 5 or 9 digits');
    expect(usZip('00100')).toBe('ZIP must be from USA');
  });

  it('prints an address on one line', () => {
    expect(formatUsAddress({ street: '100 Congress Ave', city: 'Austin', state: 'TX', zip: '78701' })).toBe(
      '100 Congress Ave, Austin, TX 78701',
    );
  });

  it('finds the first free slug', () => {
    expect(uniqueSlug('bright-smiles', new Set())).toBe('bright-smiles');
    expect(uniqueSlug('bright-smiles', new Set(['bright-smiles', 'bright-smiles-2']))).toBe('bright-smiles-3');
    expect(uniqueSlug('a'.repeat(60), new Set(['a'.repeat(60)]))).toHaveLength(60);
  });
});
