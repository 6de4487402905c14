import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { enrolmentTakesPayments, namesInSentence, notAddedMessage } from './enrolment';
import {
  applyAccountCredit,
  CODE_ALPHABET,
  creditBalanceCents,
  isWellFormedCode,
  normalizeCode,
  REFERRAL_CREDIT_DEFAULT_CENTS,
  referralCodeFrom,
  referralCreditCents,
} from './enrolment-codes';

describe('group and referral codes as typed', () => {
  it('compares codes without case, spaces or dashes', () => {
    expect(normalizeCode(' acme-10 ')).toBe('ACME10');
    expect(isWellFormedCode('ACME10')).toBe(true);
    expect(isWellFormedCode('AB')).toBe(false);
    expect(isWellFormedCode('ACME_10')).toBe(false);
  });

  it('makes referral codes of eight unambiguous characters', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { minLength: 8, maxLength: 8 }), (random) => {
        const code = referralCodeFrom(random);
        expect(code).toHaveLength(8);
        expect([...code].every((c) => CODE_ALPHABET.includes(c))).toBe(true);
        expect(isWellFormedCode(code)).toBe(true);
      }),
    );
  });
});

describe('the referral credit', () => {
  it('is the platform setting in cents, or 25 dollars when the setting is missing or absurd', () => {
    expect(REFERRAL_CREDIT_DEFAULT_CENTS).toBe(2500);
    expect(referralCreditCents(1000)).toBe(1000);
    expect(referralCreditCents(0)).toBe(0);
    expect(referralCreditCents(undefined)).toBe(2500);
    expect(referralCreditCents(-5)).toBe(2500);
    expect(referralCreditCents(12.5)).toBe(2500);
    expect(referralCreditCents(10_000_000)).toBe(2500);
  });

  it('pays as much of the next charge as it can and leaves the rest for later', () => {
    expect(applyAccountCredit(4900, 2500)).toEqual({ chargeCents: 2400, creditUsedCents: 2500 });
    expect(applyAccountCredit(1500, 2500)).toEqual({ chargeCents: 0, creditUsedCents: 1500 });
    expect(applyAccountCredit(4900, 0)).toEqual({ chargeCents: 4900, creditUsedCents: 0 });
  });

  it('never charges more than due nor uses more credit than the balance (properties)', () => {
    fc.assert(
      fc.property(fc.nat(1_000_000), fc.nat(1_000_000), (due, balance) => {
        const r = applyAccountCredit(due, balance);
        expect(r.chargeCents + r.creditUsedCents).toBe(due);
        expect(r.creditUsedCents).toBeLessThanOrEqual(balance);
        expect(r.chargeCents).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is what was granted less what was used', () => {
    expect(creditBalanceCents([{ amountCents: 2500 }, { amountCents: 2500 }, { amountCents: -3000 }])).toBe(2000);
    expect(creditBalanceCents([])).toBe(0);
  });
});

describe('people not added to an enrolment', () => {
  it('are named in the sentence that explains the new total, in English and Spanish', () => {
    expect(namesInSentence(['Ana', 'Luis', 'Eva'], 'en')).toBe('Ana, Luis and Eva');
    expect(notAddedMessage(['Mateo Garcia'], 'en')).toBe(
      'Mateo Garcia already has a plan at this office and cannot be added again. The new total is for the others.',
    );
    expect(notAddedMessage(['Mateo Garcia', 'Sofia Garcia'], 'es')).toBe(
      'Mateo Garcia y Sofia Garcia ya tienen un plan en este consultorio y no se pueden agregar de nuevo. El nuevo total es para los demás.',
    );
  });
});

describe('an office that can take payments online', () => {
  it('has a connected account for its charges to settle in', () => {
    expect(enrolmentTakesPayments({ stripeAccountId: null, standardStripeAccountId: null })).toBe(false);
    expect(enrolmentTakesPayments({ stripeAccountId: 'acct_1', standardStripeAccountId: null })).toBe(true);
    expect(enrolmentTakesPayments({ stripeAccountId: null, standardStripeAccountId: 'acct_2' })).toBe(true);
  });
});
