/** The two brands one build serves (spec 01 section 3 'Tenant config' and 02 section 9 'Pricing defaults'). */

export type TenantId = 'dental' | 'vision';

export const FEATURE_FLAGS = [
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
] as const;

export type FeatureFlag = (typeof FEATURE_FLAGS)[number];

/** The kinds of plan a worry-free amount is set for (spec 02 'worryFree'). */
export type WorryFreeGroup = 'adult' | 'child' | 'perio';

export type TenantColors = {
  /** Mantine colour scale, lightest to darkest, 10 shades. */
  primary: readonly string[];
  accent: string;
  sidebar: string;
  sidebarText: string;
};

export type TenantConfig = {
  id: TenantId;
  name: string;
  shortName: string;
  supportEmail: string;
  successEmail: string;
  supportPhone: string;
  professionalName: 'dentist' | 'optometrist';
  ucrName: 'UCR' | 'U&C';
  prodUrl: string;
  /**
   * The lowest monthly plan price in whole dollars (10 dental, 7 vision). The spec calls it 'a minimum
   * number of plans', but that cannot hold: vision has only 4 presets and its marketing materials cover
   * 3 plans, so 7 plans could never be met. The figures sit on the scale of the per-preset minimum monthly
   * prices (10, 14.99, 19.99, 25 dollars), so they are the brand's price floor for a plan without a preset
   * minimum; a preset's own minimum (Retainer Club 5, Eyewear Only 1) takes precedence.
   */
  planMinimum: number;
  specialUserIds: readonly number[];
  featureFlags: readonly FeatureFlag[];
  /** The dashboard an office user lands on after sign-in. */
  officeDashboardPath: string;
  brandTheme: 'dhq' | 'vhq';
  colors: TenantColors;
  logos: { full: string; mark: string };
  bookingLinks: { demo: string; onboarding: string };
  files: { terms: string; privacy: string; smallBusinessTerms: string };
  pricingDefaults: { monthlyCents: number; yearlyCents: number; childStartingAge: number };
  /**
   * The worry-free rows the office's plan settings show: periodontal maintenance is dental care, so the vision brand
   * has no 'Perio' row (its stored amounts stay 0).
   */
  worryFreeGroups: readonly WorryFreeGroup[];
  /** Footer disclaimer that plans are not insurance (optional per brand). */
  notInsuranceDisclaimer: string | null;
};

const dentalBlue = [
  '#e6f4ff',
  '#cfe5fb',
  '#9fc9f2',
  '#6babea',
  '#4192e3',
  '#2783df',
  '#157bde',
  '#0469c6',
  '#005db2',
  '#00509e',
] as const;

const visionTeal = [
  '#e2fbf8',
  '#d2f2ee',
  '#a8e3dc',
  '#7ad3c9',
  '#55c6b9',
  '#3ebdae',
  '#2eb9a9',
  '#1ca294',
  '#079083',
  '#007d71',
] as const;

export const TENANTS: Record<TenantId, TenantConfig> = {
  dental: {
    id: 'dental',
    name: 'DentalHQ',
    shortName: 'DHQ',
    supportEmail: 'support@dentalhq.example',
    successEmail: 'success@dentalhq.example',
    supportPhone: '833-222-HQ4U',
    professionalName: 'dentist',
    ucrName: 'UCR',
    prodUrl: 'https://app.dentalhq.example',
    planMinimum: 10,
    specialUserIds: [561],
    featureFlags: [
      'setupBaa',
      'gpp',
      'pms',
      'businessConnect',
      'inhouseFinancing',
      'defaultSpecialty',
      'upgradeOffice',
      'seasonOfGivingWidget',
      'printMaterials',
      'leadSource',
      'upgradeFromOldPlatform',
      'changePlanCoordinatorDoubleConfirm',
      'csvSetup',
      'payoutIssues',
      'canDisableFamilyDiscounts',
    ],
    officeDashboardPath: '/dentist-new/members',
    brandTheme: 'dhq',
    colors: { primary: dentalBlue, accent: '#f5a524', sidebar: '#0b2545', sidebarText: '#dbe7f5' },
    logos: { full: '/brand/dental-logo.svg', mark: '/brand/dental-mark.svg' },
    bookingLinks: {
      demo: 'https://book.dentalhq.example/demo',
      onboarding: 'https://book.dentalhq.example/onboarding',
    },
    files: { terms: '/terms', privacy: '/privacy', smallBusinessTerms: '/terms-employee' },
    pricingDefaults: { monthlyCents: 4900, yearlyCents: 49900, childStartingAge: 12 },
    worryFreeGroups: ['adult', 'child', 'perio'],
    notInsuranceDisclaimer:
      'Membership plans are not insurance. They are agreements between you and your dental practice for discounted care.',
  },
  vision: {
    id: 'vision',
    name: 'VisionHQ',
    shortName: 'VHQ',
    supportEmail: 'support@visionhq.example',
    successEmail: 'success@visionhq.example',
    supportPhone: '833-222-4848',
    professionalName: 'optometrist',
    ucrName: 'U&C',
    prodUrl: 'https://app.visionhq.example',
    planMinimum: 7,
    specialUserIds: [1101],
    featureFlags: [
      'setupBaa',
      'marketingOnlyLinks',
      'defaultSpecialty',
      'feePerMember',
      'leaderboardWidgetType',
      'printMaterials',
      'switchingBanner',
      'csvSetup',
    ],
    officeDashboardPath: '/account/dashboard',
    brandTheme: 'vhq',
    colors: { primary: visionTeal, accent: '#7048e8', sidebar: '#123c3a', sidebarText: '#d7f0ec' },
    logos: { full: '/brand/vision-logo.svg', mark: '/brand/vision-mark.svg' },
    bookingLinks: {
      demo: 'https://book.visionhq.example/demo',
      onboarding: 'https://book.visionhq.example/onboarding',
    },
    files: { terms: '/terms', privacy: '/privacy', smallBusinessTerms: '/terms-employee' },
    pricingDefaults: { monthlyCents: 9900, yearlyCents: 99000, childStartingAge: 0 },
    worryFreeGroups: ['adult', 'child'],
    notInsuranceDisclaimer: 'Membership plans are not insurance.',
  },
};

export const TENANT_IDS = Object.keys(TENANTS) as TenantId[];

export function isTenantId(value: unknown): value is TenantId {
  return value === 'dental' || value === 'vision';
}

/**
 * Picks the brand: an explicit setting wins; otherwise a host containing the vision brand's
 * name picks vision; otherwise dental.
 */
export function resolveTenant(setting: string | undefined, host?: string): TenantConfig {
  if (isTenantId(setting)) return TENANTS[setting];
  const h = (host ?? '').toLowerCase();
  if (h.includes(TENANTS.vision.name.toLowerCase()) || h.includes('vision')) return TENANTS.vision;
  return TENANTS.dental;
}

/**
 * The address a brand is served at when one deployment serves both brands by host name (resolveTenant): the
 * dental brand at the public address itself, the vision brand at the same address under a 'visionhq.' host,
 * unless the address already names vision. Mail links use it, so a vision office's invitation opens on vision.
 * (An IP address cannot carry a brand's host: such a deployment sets PUBLIC_URL_VISION.)
 */
export function brandAddress(publicUrl: string, id: TenantId): string {
  const url = new URL(publicUrl);
  if (id === 'vision' && resolveTenant(undefined, url.host).id !== 'vision') url.hostname = `visionhq.${url.hostname}`;
  return url.toString().replace(/\/$/, '');
}

export function hasFeature(tenant: TenantConfig, flag: FeatureFlag): boolean {
  return tenant.featureFlags.includes(flag);
}

/** The flags are also carried to the browser in a pipe-separated cookie. */
export function featureFlagsCookieValue(flags: readonly FeatureFlag[]): string {
  return flags.join('|');
}

export function parseFeatureFlagsCookie(value: string | undefined): FeatureFlag[] {
  if (!value) return [];
  const known = new Set<string>(FEATURE_FLAGS);
  return value.split('|').filter((f): f is FeatureFlag => known.has(f));
}

/** Test mode: the host differs from the tenant's production URL. */
export function isTestMode(tenant: TenantConfig, host: string): boolean {
  return new URL(tenant.prodUrl).host !== host;
}
