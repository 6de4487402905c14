import { describe, expect, it } from 'vitest';
import { bankBehaviour, bankNameOf, cardBehaviour, TEST_BANK } from './simulated-rules';

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
});
