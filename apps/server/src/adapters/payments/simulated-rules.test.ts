import { describe, expect, it } from 'vitest';
import { bankBehaviour, bankNameOf, cardBehaviour, chargeRefusal, TEST_BANK } from './simulated-rules';

describe('the simulated processor answers to the well-known test numbers', () => {
  it('maps each test card to its behaviour, and any other card to success', () => {
    expect(cardBehaviour('4242 4242 4242 4242')).toBe('ok');
    expect(cardBehaviour('4000000000000002')).toBe('decline_attach');
    expect(cardBehaviour('4000000000009995')).toBe('insufficient_funds');
    expect(cardBehaviour('4000000000000341')).toBe('fail_charge');
    expect(cardBehaviour('4000000000000259')).toBe('dispute');
    expect(cardBehaviour('5555555555554444')).toBe('ok');
  });

  it('fails only the failing test bank account', () => {
    expect(bankBehaviour(TEST_BANK.ok)).toBe('ok');
    expect(bankBehaviour(TEST_BANK.fail)).toBe('fail');
    expect(bankNameOf(TEST_BANK.routing)).toBe('STRIPE TEST BANK');
  });

  it('charges by behaviour: 0341 and the bank failure are refused, a card past its month has expired', () => {
    const now = new Date('2026-05-31T23:00:00Z');
    const card = (behaviour: string, expMonth = 12, expYear = 2030) =>
      chargeRefusal({ behaviour, expMonth, expYear }, now);
    expect(card('ok')).toBeNull();
    expect(card('dispute')).toBeNull();
    expect(card('fail_charge')).toBe('card_declined');
    expect(card('insufficient_funds')).toBe('insufficient_funds');
    expect(chargeRefusal({ behaviour: 'fail', expMonth: null, expYear: null }, now)).toBe('bank_account_declined');
    expect(chargeRefusal({ behaviour: 'ok', expMonth: null, expYear: null }, now)).toBeNull();
    // Good through the last day of its month.
    expect(card('ok', 5, 2026)).toBeNull();
    expect(card('ok', 4, 2026)).toBe('expired_card');
  });
});
