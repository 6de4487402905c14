import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { BUSINESS_CONNECT_DISCOUNT_PERCENT, businessConnectDiscountPercent } from './business-discount';
import { appliedDiscountPercent } from './discounts';
import { TENANTS, type TenantConfig } from './tenants';

const withoutBusinessConnect: TenantConfig = {
  ...TENANTS.dental,
  featureFlags: TENANTS.dental.featureFlags.filter((f) => f !== 'businessConnect'),
};

describe('the office discount for a BusinessConnect link', () => {
  it('gives the BusinessConnect discount when the office has BusinessConnect on', () => {
    expect(businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: true })).toBe(
      BUSINESS_CONNECT_DISCOUNT_PERCENT,
    );
    expect(BUSINESS_CONNECT_DISCOUNT_PERCENT).toBe(10);
  });

  it('gives none when the office has BusinessConnect off', () => {
    expect(businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: false })).toBe(0);
  });

  it('gives none on a brand without the businessConnect feature (the vision brand), even with the switch on', () => {
    expect(TENANTS.vision.featureFlags).not.toContain('businessConnect');
    expect(businessConnectDiscountPercent({ tenant: TENANTS.vision, businessConnectOn: true })).toBe(0);
    expect(businessConnectDiscountPercent({ tenant: withoutBusinessConnect, businessConnectOn: true })).toBe(0);
  });

  it('uses a stored percent instead of the default once one exists, and 0 stored means no discount', () => {
    expect(businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: true, storedPercent: 15 })).toBe(
      15,
    );
    expect(businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: true, storedPercent: 0 })).toBe(
      0,
    );
    expect(
      businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: true, storedPercent: null }),
    ).toBe(BUSINESS_CONNECT_DISCOUNT_PERCENT);
    expect(
      businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: false, storedPercent: 15 }),
    ).toBe(0);
  });

  it('is always a percent from 0 to 100, whatever is stored', () => {
    fc.assert(
      fc.property(fc.double(), fc.boolean(), (stored, on) => {
        const percent = businessConnectDiscountPercent({
          tenant: TENANTS.dental,
          businessConnectOn: on,
          storedPercent: stored,
        });
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
      }),
    );
  });

  it('applies as the dentist discount: a larger family discount still wins (spec 02 section 9)', () => {
    const dentist = businessConnectDiscountPercent({ tenant: TENANTS.dental, businessConnectOn: true });
    expect(appliedDiscountPercent(15, dentist)).toBe(15);
    expect(appliedDiscountPercent(5, dentist)).toBe(BUSINESS_CONNECT_DISCOUNT_PERCENT);
  });
});
