/**
 * The get-started checklist of a new office (/dentist-new/get-started; spec 02 section 9: 'Launch checklist
 * 8 items dental, 6 vision'). The spec gives only the counts, so the items are ours: what an office does before
 * its first member. Six apply to both brands; the dental brand adds the two features only it offers (its
 * `gpp` and `businessConnect` flags), so the count follows the brand's flags. Each item ticks itself from the
 * office's own data and links to the page where it is done.
 */
import type { FeatureFlag, TenantConfig } from './tenants';

export type LaunchFacts = {
  emailConfirmed: boolean;
  profileComplete: boolean;
  planPublished: boolean;
  teamInvited: boolean;
  baaSigned: boolean;
  payoutConnected: boolean;
  gppActive: boolean;
  businessConnectOn: boolean;
  /** The office's enrolment page can take a payment online (enrolmentTakesPayments): it has a connected account. */
  enrolmentTakesPayments: boolean;
};

export type LaunchItemKey = Exclude<keyof LaunchFacts, 'enrolmentTakesPayments'>;

type ItemDefinition = {
  key: LaunchItemKey;
  path: (office: LaunchOffice) => string;
  flag?: FeatureFlag;
  /** Until this item is done, patients cannot enrol online when the office cannot take payments. */
  unblocksEnrolment?: true;
};

export type LaunchOffice = { id: number; activationKey: string | null };

const ITEMS: readonly ItemDefinition[] = [
  {
    key: 'emailConfirmed',
    path: (o) =>
      o.activationKey ? `/accounts/complete-dentist-signup/${o.id}/${o.activationKey}` : '/account/settings/user',
  },
  { key: 'profileComplete', path: () => '/account/settings/office?tab=profile' },
  { key: 'planPublished', path: () => '/account/settings/membership-plan' },
  { key: 'teamInvited', path: () => '/account/settings/office?tab=users' },
  { key: 'baaSigned', path: () => '/BAA-signed' },
  { key: 'payoutConnected', path: () => '/account/settings/billing', unblocksEnrolment: true },
  { key: 'gppActive', path: () => '/account/inhouse-financing', flag: 'gpp' },
  { key: 'businessConnectOn', path: () => '/dentist-new/landing-connect', flag: 'businessConnect' },
];

export type LaunchItem = {
  key: LaunchItemKey;
  done: boolean;
  path: string;
  /** The office's enrolment page cannot take payments until this item is done: the checklist says so first. */
  blocksEnrolment: boolean;
};

/** The brand's checklist for one office, in the order an office works through it. */
export function launchChecklist(tenant: TenantConfig, office: LaunchOffice, facts: LaunchFacts): LaunchItem[] {
  return ITEMS.filter((item) => !item.flag || tenant.featureFlags.includes(item.flag)).map((item) => ({
    key: item.key,
    done: facts[item.key],
    path: item.path(office),
    blocksEnrolment: Boolean(item.unblocksEnrolment) && !facts.enrolmentTakesPayments,
  }));
}
