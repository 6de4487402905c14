import { describe, expect, it, vi } from 'vitest';

// Stripe.js itself is never fetched here: loadStripe is replaced by a fake Stripe that records what it is asked.
const created: unknown[] = [];
const answers: Record<string, unknown> = {};
vi.mock('@stripe/stripe-js', () => ({
  loadStripe: vi.fn(async (key: string) =>
    key === 'pk_test_down'
      ? null
      : {
          createPaymentMethod: async (params: unknown) => {
            created.push(params);
            return answers[key] ?? { paymentMethod: { id: 'pm_bank_1' } };
          },
        },
  ),
}));

const { createBankPaymentMethod, STRIPE_UNAVAILABLE, usBankAccountParams } = await import('./stripe-browser');
const { ProcessorError } = await import('./sim-processor');

const bank = { accountHolderName: 'Riverside Dental LLC', routingNumber: '110000000', accountNumber: '000123456789' };

describe('a bank account PaymentMethod made by Stripe.js', () => {
  it("is the practice's business account, named for its holder, with the payer's email for Stripe's notices", () => {
    expect(usBankAccountParams(bank, 'riverside@demo.test')).toEqual({
      type: 'us_bank_account',
      us_bank_account: { routing_number: '110000000', account_number: '000123456789', account_holder_type: 'company' },
      billing_details: { name: 'Riverside Dental LLC', email: 'riverside@demo.test' },
    });
    expect(usBankAccountParams(bank, null).billing_details).toEqual({ name: 'Riverside Dental LLC' });
  });

  it('answers only the PaymentMethod id, which is all the API is sent', async () => {
    expect(await createBankPaymentMethod('pk_test_ok', bank, null)).toBe('pm_bank_1');
    expect(created.at(-1)).toMatchObject({ type: 'us_bank_account' });
  });

  it("shows Stripe's own message when it refuses, and says so when Stripe.js cannot load", async () => {
    answers.pk_test_refuses = { error: { message: 'Your routing number is invalid.', param: 'routing_number' } };
    const refused = await createBankPaymentMethod('pk_test_refuses', bank, null).catch((e: unknown) => e);
    expect(refused).toBeInstanceOf(ProcessorError);
    expect(refused).toMatchObject({ message: 'Your routing number is invalid.', param: 'routing_number' });
    const down = await createBankPaymentMethod('pk_test_down', bank, null).catch((e: unknown) => e);
    expect(down).toMatchObject({ message: STRIPE_UNAVAILABLE });
  });
});
