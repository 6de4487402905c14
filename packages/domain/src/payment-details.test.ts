import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  abaRoutingValid,
  BANK_MESSAGES,
  bankAccountProblems,
  CARD_MESSAGES,
  cardBrand,
  cardBrandName,
  cardNotExpired,
  cardProblems,
  cvcValid,
  last4Of,
  luhnValid,
  parseExpiry,
} from './payment-details';

const NOW = new Date('2026-11-22T10:00:00Z');

describe('card numbers', () => {
  it('accepts the test cards, with or without spaces', () => {
    for (const n of ['4242 4242 4242 4242', '4000000000000002', '4000-0000-0000-9995', '4000000000000341']) {
      expect(luhnValid(n), n).toBe(true);
    }
  });

  it('refuses a number with one digit changed, too short or not digits', () => {
    expect(luhnValid('4242424242424241')).toBe(false);
    expect(luhnValid('42424242')).toBe(false);
    expect(luhnValid('4242abcd42424242')).toBe(false);
  });

  it('catches every single-digit change of a valid number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 15 }), fc.integer({ min: 1, max: 9 }), (pos, delta) => {
        const digits = '4242424242424242'.split('').map(Number);
        digits[pos] = ((digits[pos] ?? 0) + delta) % 10;
        return !luhnValid(digits.join(''));
      }),
    );
  });

  it('names the brand from the first digits', () => {
    expect(cardBrand('4242424242424242')).toBe('visa');
    expect(cardBrand('5555555555554444')).toBe('mastercard');
    expect(cardBrand('378282246310005')).toBe('amex');
    expect(cardBrand('6011111111111117')).toBe('discover');
    expect(cardBrand('9999')).toBe('unknown');
  });

  it('keeps a card good through the end of its expiry month', () => {
    expect(cardNotExpired(11, 2026, NOW)).toBe(true);
    expect(cardNotExpired(10, 2026, NOW)).toBe(false);
    expect(cardNotExpired(1, 2027, NOW)).toBe(true);
    expect(cardNotExpired(13, 2030, NOW)).toBe(false);
  });

  it('wants 4 CVC digits for American Express and 3 for the others', () => {
    expect(cvcValid('123', 'visa')).toBe(true);
    expect(cvcValid('1234', 'visa')).toBe(false);
    expect(cvcValid('1234', 'amex')).toBe(true);
  });

  it('lists every problem of a card form, or none', () => {
    expect(cardProblems({ number: '4242424242424242', expMonth: 12, expYear: 2030, cvc: '123' }, NOW)).toBeNull();
    expect(cardProblems({ number: '4242424242424241', expMonth: 1, expYear: 2020, cvc: '12' }, NOW)).toEqual({
      number: CARD_MESSAGES.number,
      exp: CARD_MESSAGES.expired,
      cvc: CARD_MESSAGES.cvc,
    });
  });

  it('keeps only the last four digits', () => {
    expect(last4Of('4242 4242 4242 4242')).toBe('4242');
  });
});

describe('cardBrandName', () => {
  it('writes a network as people do, whatever the processor sent', () => {
    expect(cardBrandName('visa')).toBe('Visa');
    expect(cardBrandName('discover')).toBe('Discover');
    expect(cardBrandName('amex')).toBe('American Express');
    expect(cardBrandName('MASTERCARD')).toBe('Mastercard');
    expect(cardBrandName('jcb')).toBe('JCB');
  });
});

describe('bank accounts (connect-bank modal)', () => {
  it('accepts the test routing number and real ones with a good check digit', () => {
    expect(abaRoutingValid('110000000')).toBe(true);
    expect(abaRoutingValid('021000021')).toBe(true);
  });

  it('refuses a routing number with a bad check digit or not 9 digits', () => {
    expect(abaRoutingValid('110000001')).toBe(false);
    expect(abaRoutingValid('11000000')).toBe(false);
    expect(abaRoutingValid('11000000a')).toBe(false);
  });

  it('asks for a holder name, account digits, and the same account number twice', () => {
    const ok = {
      accountHolderName: 'Bright Smiles LLC',
      routingNumber: '110000000',
      accountNumber: '000123456789',
      confirmAccountNumber: '000123456789',
    };
    expect(bankAccountProblems(ok)).toBeNull();
    expect(
      bankAccountProblems({
        accountHolderName: ' ',
        routingNumber: '123',
        accountNumber: '12ab',
        confirmAccountNumber: '',
      }),
    ).toEqual({
      accountHolderName: BANK_MESSAGES.holder,
      routingNumber: BANK_MESSAGES.routing,
      accountNumber: BANK_MESSAGES.account,
      confirmAccountNumber: BANK_MESSAGES.confirm,
    });
  });
});

describe('parseExpiry', () => {
  it('reads MM/YY and MM/YYYY, and gives NaN for anything else', () => {
    expect(parseExpiry('12/28')).toEqual({ month: 12, year: 2028 });
    expect(parseExpiry(' 3 / 2031 ')).toEqual({ month: 3, year: 2031 });
    expect(Number.isNaN(parseExpiry('1228').month)).toBe(true);
  });
});
