/** Option lists and UI constants shared by forms and screens (spec 01 sections 3 and 9, 02 section 9). */
import { TENANTS, type TenantId } from './tenants';

export type Option<V extends string = string> = { readonly value: V; readonly label: string };

/**
 * Office-user job titles (spec 01 section 3 'Job titles'). Vision keeps the stored value `dentist`
 * (as the user type does) and only shows it as Optometrist; dental assistant and hygienist are dental only.
 */
const ALL_JOB_TITLES: readonly (Option & { dentalOnly?: true })[] = [
  { value: 'officeManager', label: 'Office Manager' },
  { value: 'frontDesk', label: 'Front Desk' },
  { value: 'treatmentCoordinator', label: 'Treatment Coordinator' },
  { value: 'financeInsuranceCoordinator', label: 'Finance/Insurance Coordinator' },
  { value: 'regionalManager', label: 'Regional Manager' },
  { value: 'marketingGuru', label: 'Marketing Guru' },
  { value: 'dentist', label: 'Dentist' },
  { value: 'executive', label: 'Executive' },
  { value: 'controller', label: 'Controller' },
  { value: 'dentalAssistant', label: 'Dental Assistant', dentalOnly: true },
  { value: 'hygienist', label: 'Hygienist', dentalOnly: true },
  { value: 'other', label: 'Other' },
];

const jobTitlesFor = (tenant: TenantId): readonly Option[] =>
  ALL_JOB_TITLES.filter((t) => tenant === 'dental' || !t.dentalOnly).map(({ value, label }) => ({
    value,
    label: value === 'dentist' && tenant === 'vision' ? 'Optometrist' : label,
  }));

export const JOB_TITLES: Record<TenantId, readonly Option[]> = {
  dental: jobTitlesFor('dental'),
  vision: jobTitlesFor('vision'),
};

/**
 * Practice-management systems an office can name (spec 01 section 3). The spec counts 24 dental entries
 * ending in other without naming them: these are 23 real systems widely used by US dental practices
 * (general, orthodontic and oral-surgery), then other. Vision is the spec's own list.
 */
export const PMS_OPTIONS: Record<TenantId, readonly Option[]> = {
  dental: [
    { value: 'dentrix', label: 'Dentrix' },
    { value: 'dentrixAscend', label: 'Dentrix Ascend' },
    { value: 'dentrixEnterprise', label: 'Dentrix Enterprise' },
    { value: 'eaglesoft', label: 'Eaglesoft' },
    { value: 'openDental', label: 'Open Dental' },
    { value: 'curveDental', label: 'Curve Dental' },
    { value: 'denticon', label: 'Denticon' },
    { value: 'dolphin', label: 'Dolphin Management' },
    { value: 'practiceWeb', label: 'Practice-Web' },
    { value: 'csR4', label: 'CS R4' },
    { value: 'softDent', label: 'SoftDent' },
    { value: 'practiceWorks', label: 'PracticeWorks' },
    { value: 'easyDental', label: 'Easy Dental' },
    { value: 'tab32', label: 'tab32' },
    { value: 'oryx', label: 'Oryx' },
    { value: 'cloud9', label: 'Cloud 9' },
    { value: 'winOms', label: 'WinOMS' },
    { value: 'omsVision', label: 'OMSVision' },
    { value: 'ortho2Edge', label: 'Ortho2 Edge' },
    { value: 'macPractice', label: 'MacPractice DDS' },
    { value: 'dentiMax', label: 'DentiMax' },
    { value: 'qsiDental', label: 'QSI Dental' },
    { value: 'iDentalSoft', label: 'iDentalSoft' },
    { value: 'other', label: 'Other' },
  ],
  vision: [
    { value: 'officeMate', label: 'OfficeMate' },
    { value: 'crystal', label: 'Crystal' },
    { value: 'revolution', label: 'Revolution' },
    { value: 'compulink', label: 'Compulink' },
    { value: 'other', label: 'Other' },
  ],
};

/** How an additional member relates to the account owner (spec 01 section 3, 02 section 3). */
export const RELATIONSHIPS = [
  { value: 'partner', label: 'Spouse' },
  { value: 'son', label: 'Son' },
  { value: 'daughter', label: 'Daughter' },
  { value: 'child', label: 'Child' },
  { value: 'other', label: 'Other' },
  { value: 'myself', label: 'Account owner' },
] as const satisfies readonly Option[];

export type Relationship = (typeof RELATIONSHIPS)[number]['value'];

/** The fifty states plus DC, by name (spec 01 section 3 'Other lists'). */
export const US_STATES = [
  { code: 'AL', name: 'Alabama' },
  { code: 'AK', name: 'Alaska' },
  { code: 'AZ', name: 'Arizona' },
  { code: 'AR', name: 'Arkansas' },
  { code: 'CA', name: 'California' },
  { code: 'CO', name: 'Colorado' },
  { code: 'CT', name: 'Connecticut' },
  { code: 'DE', name: 'Delaware' },
  { code: 'DC', name: 'District of Columbia' },
  { code: 'FL', name: 'Florida' },
  { code: 'GA', name: 'Georgia' },
  { code: 'HI', name: 'Hawaii' },
  { code: 'ID', name: 'Idaho' },
  { code: 'IL', name: 'Illinois' },
  { code: 'IN', name: 'Indiana' },
  { code: 'IA', name: 'Iowa' },
  { code: 'KS', name: 'Kansas' },
  { code: 'KY', name: 'Kentucky' },
  { code: 'LA', name: 'Louisiana' },
  { code: 'ME', name: 'Maine' },
  { code: 'MD', name: 'Maryland' },
  { code: 'MA', name: 'Massachusetts' },
  { code: 'MI', name: 'Michigan' },
  { code: 'MN', name: 'Minnesota' },
  { code: 'MS', name: 'Mississippi' },
  { code: 'MO', name: 'Missouri' },
  { code: 'MT', name: 'Montana' },
  { code: 'NE', name: 'Nebraska' },
  { code: 'NV', name: 'Nevada' },
  { code: 'NH', name: 'New Hampshire' },
  { code: 'NJ', name: 'New Jersey' },
  { code: 'NM', name: 'New Mexico' },
  { code: 'NY', name: 'New York' },
  { code: 'NC', name: 'North Carolina' },
  { code: 'ND', name: 'North Dakota' },
  { code: 'OH', name: 'Ohio' },
  { code: 'OK', name: 'Oklahoma' },
  { code: 'OR', name: 'Oregon' },
  { code: 'PA', name: 'Pennsylvania' },
  { code: 'RI', name: 'Rhode Island' },
  { code: 'SC', name: 'South Carolina' },
  { code: 'SD', name: 'South Dakota' },
  { code: 'TN', name: 'Tennessee' },
  { code: 'TX', name: 'Texas' },
  { code: 'UT', name: 'Utah' },
  { code: 'VT', name: 'Vermont' },
  { code: 'VA', name: 'Virginia' },
  { code: 'WA', name: 'Washington' },
  { code: 'WV', name: 'West Virginia' },
  { code: 'WI', name: 'Wisconsin' },
  { code: 'WY', name: 'Wyoming' },
] as const;

export type UsStateCode = (typeof US_STATES)[number]['code'];

/** The seven answers a dentist can give to 'how did you hear about us' (spec 01 section 3, 02 section 9). */
export const REFERRAL_SOURCES = [
  { value: 'webinar', label: 'Webinar' },
  { value: 'conference', label: 'Conference' },
  { value: 'friendOrColleague', label: 'Friend or colleague' },
  { value: 'endorsement', label: 'Endorsement' },
  { value: 'affiliate', label: 'Affiliate' },
  { value: 'publicationAd', label: 'Publication ad' },
  { value: 'socialMediaAd', label: 'Social media ad' },
] as const satisfies readonly Option[];

/** Months 1 to 12, as offered for a card's expiry (spec 01 section 3). */
export const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

/** The office selector's first entry (spec 01 section 3 'Office-selector default'). */
export const OFFICE_SELECTOR_DEFAULT = { label: 'All Locations', value: 'all' } as const;

/** Marketing template themes per brand (spec 01 section 3 'Template themes'). */
export const TEMPLATE_THEMES: Record<TenantId, readonly Option[]> = {
  dental: [
    { value: 'classic', label: 'Classic' },
    { value: 'blueGreen', label: 'Blue & Green' },
    { value: 'navyOrange', label: 'Navy & Orange' },
    { value: 'purpleGray', label: 'Purple & Gray' },
    { value: 'custom', label: 'Custom' },
  ],
  vision: [
    { value: 'classic', label: 'Classic' },
    { value: 'blueGreen', label: 'Blue & Green' },
    { value: 'yellowCharcoal', label: 'Yellow & Charcoal' },
    { value: 'custom', label: 'Custom' },
  ],
};

/** Default page size (spec 01 section 9). */
export const PAGE_SIZE = 15;
/** The other page size constant the spec records beside 15 (spec 01 section 9). */
export const PAGE_SIZE_SECONDARY = 10;
/** Dates are shown and typed as MM/dd/yyyy (spec 01 section 9). */
export const DATE_FORMAT = 'MM/dd/yyyy';

/** A calendar day (YYYY-MM-DD) written MM/dd/yyyy, without a trip through time zones. */
export function formatUsDate(iso: string): string {
  const [y, m, d] = iso.slice(0, 10).split('-');
  return `${m}/${d}/${y}`;
}
/** Screen widths at which the member page layout changes (spec 01 section 9). */
export const LAYOUT_BREAKPOINTS = [1280, 1480, 1600] as const;
/** Address autocomplete waits this long after typing (spec 01 sections 5 and 9). */
export const ADDRESS_DEBOUNCE_MS = 500;
/** Member and PMS searches run only from this many characters (spec 01 sections 5 and 9). */
export const MEMBER_SEARCH_MIN_LENGTH = 2;
/** PMS connect and disconnect take at least 3 s (spec 02 sections 4 'PMS' and 9). */
export const PMS_CONNECT_MIN_MS = 3000;
/** Other PMS toggles take at least 2 s (spec 02 sections 4 'PMS' and 9). */
export const PMS_TOGGLE_MIN_MS = 2000;
/**
 * Seven numeric ids recorded by the spec with no stated meaning (spec 01 section 9, 02 section 9).
 * Kept so the list is not lost; no rule uses it until its meaning is known.
 */
export const UNEXPLAINED_IDS = [8, 38, 12, 79, 8159, 8163, 8164] as const;

/** The brand's plan minimum in cents: planMinimum is a minimum monthly price in dollars (see tenants.ts). */
export const MIN_PLAN_PRICE_CENTS: Record<TenantId, number> = {
  dental: TENANTS.dental.planMinimum * 100,
  vision: TENANTS.vision.planMinimum * 100,
};

/** The lowest monthly price for a plan: its preset's own minimum when it has one, else the brand's floor. */
export function planMinimumCents(tenant: TenantId, presetMinimumCents?: number | null): number {
  return presetMinimumCents ?? MIN_PLAN_PRICE_CENTS[tenant];
}

/** A monthly plan price meets the plan minimum when it is at least that many cents. */
export function meetsPlanMinimum(
  monthlyPriceCents: number,
  tenant: TenantId,
  presetMinimumCents?: number | null,
): boolean {
  return Number.isFinite(monthlyPriceCents) && monthlyPriceCents >= planMinimumCents(tenant, presetMinimumCents);
}
