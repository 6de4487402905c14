import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  brandAddress,
  FEATURE_FLAGS,
  featureFlagsCookieValue,
  hasFeature,
  isTenantId,
  isTestMode,
  parseFeatureFlagsCookie,
  resolveTenant,
  TENANT_IDS,
  TENANTS,
} from './tenants';

describe('tenant config (spec 01 section 3, 02 section 9)', () => {
  it('serves exactly two brands, dental and vision', () => {
    expect([...TENANT_IDS].sort()).toEqual(['dental', 'vision']);
    expect(TENANTS.dental.id).toBe('dental');
    expect(TENANTS.vision.id).toBe('vision');
  });

  it('names the usual-fee column UCR for dental and U&C for vision', () => {
    expect(TENANTS.dental.ucrName).toBe('UCR');
    expect(TENANTS.vision.ucrName).toBe('U&C');
  });

  it('calls the professional a dentist for dental and an optometrist for vision', () => {
    expect(TENANTS.dental.professionalName).toBe('dentist');
    expect(TENANTS.vision.professionalName).toBe('optometrist');
  });

  it('sets the plan minimum to 10 for dental and 7 for vision', () => {
    expect(TENANTS.dental.planMinimum).toBe(10);
    expect(TENANTS.vision.planMinimum).toBe(7);
  });

  it('allows the special office 561 on dental and 1101 on vision', () => {
    expect(TENANTS.dental.specialUserIds).toEqual([561]);
    expect(TENANTS.vision.specialUserIds).toEqual([1101]);
  });

  it('defaults dental pricing to 49 a month, 499 a year, children from 12 (in cents)', () => {
    expect(TENANTS.dental.pricingDefaults).toEqual({ monthlyCents: 4900, yearlyCents: 49900, childStartingAge: 12 });
  });

  it('defaults vision pricing to 99 a month, 990 a year, children from 0 (in cents)', () => {
    expect(TENANTS.vision.pricingDefaults).toEqual({ monthlyCents: 9900, yearlyCents: 99000, childStartingAge: 0 });
  });

  it('shows worry-free rows for adult, child and perio plans on dental, and no dental perio row on vision', () => {
    expect(TENANTS.dental.worryFreeGroups).toEqual(['adult', 'child', 'perio']);
    expect(TENANTS.vision.worryFreeGroups).toEqual(['adult', 'child']);
  });

  it('lands office users on /dentist-new/members for dental and /account/dashboard for vision', () => {
    expect(TENANTS.dental.officeDashboardPath).toBe('/dentist-new/members');
    expect(TENANTS.vision.officeDashboardPath).toBe('/account/dashboard');
  });

  it('gives each brand its own name, short name, support and success addresses and prod URL', () => {
    const fields = ['name', 'shortName', 'supportEmail', 'successEmail', 'supportPhone', 'prodUrl'] as const;
    for (const f of fields) {
      expect(TENANTS.dental[f], f).toBeTruthy();
      expect(TENANTS.dental[f], f).not.toBe(TENANTS.vision[f]);
    }
    expect(TENANTS.dental.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(TENANTS.vision.supportEmail).toMatch(/^[^@\s]+@[^@\s]+\.[a-z]+$/);
    expect(TENANTS.dental.brandTheme).toBe('dhq');
    expect(TENANTS.vision.brandTheme).toBe('vhq');
  });

  it('gives each brand a ten-shade primary colour scale', () => {
    for (const id of TENANT_IDS) {
      expect(TENANTS[id].colors.primary).toHaveLength(10);
      for (const c of TENANTS[id].colors.primary) expect(c).toMatch(/^#[0-9a-f]{6}$/i);
    }
  });

  it('knows exactly the 19 feature flags the spec names', () => {
    expect([...FEATURE_FLAGS]).toEqual([
      'setupBaa',
      'gpp',
      'pms',
      'marketingOnlyLinks',
      'businessConnect',
      'inhouseFinancing',
      'defaultSpecialty',
      'upgradeOffice',
      'seasonOfGivingWidget',
      'feePerMember',
      'leaderboardWidgetType',
      'printMaterials',
      'leadSource',
      'upgradeFromOldPlatform',
      'changePlanCoordinatorDoubleConfirm',
      'csvSetup',
      'payoutIssues',
      'canDisableFamilyDiscounts',
      'switchingBanner',
    ]);
  });

  it('gives each brand only known flags, each once', () => {
    for (const id of TENANT_IDS) {
      const flags = TENANTS[id].featureFlags;
      expect(new Set(flags).size).toBe(flags.length);
      for (const f of flags) expect(FEATURE_FLAGS).toContain(f);
    }
  });

  it('offers the guaranteed payment plan and BusinessConnect on dental only, fee per member on vision only', () => {
    expect(hasFeature(TENANTS.dental, 'gpp')).toBe(true);
    expect(hasFeature(TENANTS.vision, 'gpp')).toBe(false);
    expect(hasFeature(TENANTS.dental, 'businessConnect')).toBe(true);
    expect(hasFeature(TENANTS.vision, 'businessConnect')).toBe(false);
    expect(hasFeature(TENANTS.vision, 'feePerMember')).toBe(true);
    expect(hasFeature(TENANTS.dental, 'feePerMember')).toBe(false);
  });
});

describe('resolveTenant', () => {
  it('picks vision for a host containing the vision brand name', () => {
    expect(resolveTenant(undefined, 'app.visionhq.example').id).toBe('vision');
    expect(resolveTenant(undefined, 'APP.VisionHQ.example:443').id).toBe('vision');
  });

  it('picks dental for any other host, or no host at all', () => {
    expect(resolveTenant(undefined, 'app.dentalhq.example').id).toBe('dental');
    expect(resolveTenant(undefined, 'localhost:3000').id).toBe('dental');
    expect(resolveTenant(undefined).id).toBe('dental');
  });

  it('lets an explicit setting win over the host', () => {
    expect(resolveTenant('dental', 'app.visionhq.example').id).toBe('dental');
    expect(resolveTenant('vision', 'app.dentalhq.example').id).toBe('vision');
  });

  it('ignores a setting that is not a brand and falls back to the host', () => {
    expect(resolveTenant('eyes', 'app.visionhq.example').id).toBe('vision');
    expect(resolveTenant('', 'app.dentalhq.example').id).toBe('dental');
  });

  it('recognises only the two brand ids', () => {
    expect(isTenantId('dental')).toBe(true);
    expect(isTenantId('vision')).toBe(true);
    for (const v of ['Dental', 'VISION', '', undefined, null, 1]) expect(isTenantId(v)).toBe(false);
  });
});

describe('feature flags cookie', () => {
  it('carries the brand flags pipe-separated and reads them back unchanged', () => {
    for (const id of TENANT_IDS) {
      const value = featureFlagsCookieValue(TENANTS[id].featureFlags);
      expect(value.split('|')).toEqual([...TENANTS[id].featureFlags]);
      expect(parseFeatureFlagsCookie(value)).toEqual([...TENANTS[id].featureFlags]);
    }
  });

  it('round-trips any set of known flags', () => {
    fc.assert(
      fc.property(fc.subarray([...FEATURE_FLAGS]), (flags) => {
        const tenant = { ...TENANTS.dental, featureFlags: flags };
        expect(parseFeatureFlagsCookie(featureFlagsCookieValue(tenant.featureFlags))).toEqual(flags);
      }),
    );
  });

  it('drops unknown flags and reads an absent or empty cookie as no flags', () => {
    expect(parseFeatureFlagsCookie('gpp|madeUp|pms|')).toEqual(['gpp', 'pms']);
    expect(parseFeatureFlagsCookie('')).toEqual([]);
    expect(parseFeatureFlagsCookie(undefined)).toEqual([]);
  });
});

describe('isTestMode', () => {
  it('is off on the production host and on everywhere else', () => {
    expect(isTestMode(TENANTS.dental, 'app.dentalhq.example')).toBe(false);
    expect(isTestMode(TENANTS.vision, 'app.visionhq.example')).toBe(false);
    expect(isTestMode(TENANTS.dental, 'qa.dentalhq.example')).toBe(true);
    expect(isTestMode(TENANTS.dental, 'app.visionhq.example')).toBe(true);
  });
});

describe('brandAddress', () => {
  it('serves the vision brand under a visionhq host of the same address, and dental at the address itself', () => {
    expect(brandAddress('http://localhost:3000', 'vision')).toBe('http://visionhq.localhost:3000');
    expect(brandAddress('https://app.example.com/', 'vision')).toBe('https://visionhq.app.example.com');
    expect(brandAddress('https://app.example.com/', 'dental')).toBe('https://app.example.com');
  });

  it('keeps an address that already names vision', () => {
    expect(brandAddress('https://visionhq.example.com', 'vision')).toBe('https://visionhq.example.com');
  });

  it('gives each brand an address that resolves back to that brand', () => {
    for (const base of ['http://localhost:3100', 'https://members.example.org']) {
      for (const id of ['dental', 'vision'] as const) {
        expect(resolveTenant(undefined, new URL(brandAddress(base, id)).host).id).toBe(id);
      }
    }
  });
});
