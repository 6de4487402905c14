import { describe, expect, it } from 'vitest';
import {
  defaultSpecialtyId,
  formatUsAddress,
  optionalHttpsUrl,
  uniqueSlug,
  usPhone,
  usPhoneDigits,
  usZip,
} from './practice-signup';
import { TENANTS } from './tenants';

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

  it('takes no booking link or a full https one, and refuses anything else with one message', () => {
    expect(optionalHttpsUrl('')).toBeNull();
    expect(optionalHttpsUrl('   ')).toBeNull();
    expect(optionalHttpsUrl('https://book.example.com/us')).toBeNull();
    expect(optionalHttpsUrl(' https://book.example.com/us ')).toBeNull();
    for (const bad of ['http://book.example.com', 'book.example.com', 'https://localhost', 'javascript:alert(1)']) {
      expect(optionalHttpsUrl(bad)).toBe('Enter a full https:// address');
    }
  });

  it("gives a new office the first of the brand's specialties when the brand has the defaultSpecialty flag", () => {
    expect(defaultSpecialtyId(TENANTS.dental)).toBe(1);
    expect(defaultSpecialtyId(TENANTS.vision)).toBe(21);
    expect(defaultSpecialtyId({ ...TENANTS.dental, featureFlags: [] })).toBeNull();
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
