/**
 * The platform's terms of service for practices (issue 27, /dentist-new/terms-update): the version in force, the day it
 * took effect and what changed since the one before. Office users accept each version once; the acceptance is recorded
 * with its time. A new version is a new entry here (and the /terms page's 'Last updated' date).
 */
export type TermsVersion = {
  /** The version's id, its effective date as YYYY-MM-DD. */
  version: string;
  effectiveLabel: string;
  /** What changed, in plain words, for the practice's owner and team; `only` a change that concerns one brand. */
  changes: readonly { text: string; only?: 'dental' | 'vision' }[];
};

export const CURRENT_TERMS: TermsVersion = {
  version: '2026-11-22',
  effectiveLabel: 'November 22, 2026',
  changes: [
    {
      text: 'Employers may now pay for their employees’ memberships on their own card; the practice is paid as for any member.',
      only: 'dental',
    },
    {
      text: 'Marketing campaigns by email and text are sent only to patients who have not unsubscribed, and every message carries an unsubscribe link.',
    },
    { text: 'Your office may appear in the public practice search; you can turn this off in your office settings.' },
    { text: 'Printed materials you order are charged to your practice’s card on file when the order is placed.' },
  ],
};

/** The changes of the terms in force that concern the brand's practices. */
export const termsChangesFor = (brand: 'dental' | 'vision'): string[] =>
  CURRENT_TERMS.changes.filter((c) => !c.only || c.only === brand).map((c) => c.text);

export const TERMS_VERSION = CURRENT_TERMS.version;

export const TERMS_MESSAGES = {
  outdated: 'These terms were replaced by a newer version. Reload the page to read it.',
  accepted: 'Thank you. You accepted the updated terms.',
} as const;
