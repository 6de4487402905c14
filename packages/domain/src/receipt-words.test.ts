import { describe, expect, it } from 'vitest';
import { RECEIPT_WORDS } from './receipt-words';

describe("a receipt's words", () => {
  const plan = { kind: 'membership', planName: 'Adult Wellness', periodStart: '2026-11-26', periodEnd: '2026-12-25' };

  it('say how it was paid, in English and in Spanish', () => {
    const visa = { brand: 'visa', last4: '4242' };
    expect(RECEIPT_WORDS.en.methodLabel('card', visa)).toBe('Visa ending in 4242');
    expect(RECEIPT_WORDS.es.methodLabel('card', visa)).toBe('Visa terminada en 4242');
    expect(RECEIPT_WORDS.en.methodLabel('us_bank_account', { brand: 'bank', last4: '6789' })).toBe(
      'Bank account ending in 6789',
    );
    expect(RECEIPT_WORDS.es.methodLabel('cash', null)).toBe('Pagado en el consultorio');
    expect(RECEIPT_WORDS.es.methodLabel('card', null)).toBe('Tarjeta');
  });

  it("name a plan's period in US dates and the setup fee's destination in both languages", () => {
    expect(RECEIPT_WORDS.en.line({ ...plan, kind: 'membership' }, 'Smile Club')).toBe(
      'Adult Wellness, 11/26/2026 – 12/25/2026',
    );
    expect(RECEIPT_WORDS.es.line({ ...plan, kind: 'membership' }, 'Smile Club')).toBe(
      'Adult Wellness, 11/26/2026 – 12/25/2026',
    );
    expect(RECEIPT_WORDS.es.line({ ...plan, kind: 'setup_fee' }, 'Smile Club')).toContain('pagada a Smile Club');
    expect(RECEIPT_WORDS.en.line({ ...plan, kind: 'activation_fee' }, 'Smile Club')).toBe(
      'Activation fee (Adult Wellness)',
    );
  });

  it('leave no English words on a Spanish receipt', () => {
    const en = RECEIPT_WORDS.en;
    const es = RECEIPT_WORDS.es;
    for (const key of ['title', 'paidBy', 'method', 'recordedBy', 'covered', 'total', 'returned', 'net'] as const) {
      expect(es[key], key).not.toBe(en[key]);
    }
    expect(es.refunded('2026-11-26')).toBe('Reembolsado el 11/26/2026');
    expect(es.documentTitle(12, 'Office')).toBe('Recibo 12 - Office');
    expect(es.footer('Office', 'Smile Club')).not.toContain('insurance');
  });
});
