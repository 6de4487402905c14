import type { PublicOfficeResponse } from '@mhq/contract';
import type { EnrolmentOffer } from '../enrolment/offer';

/** What tokenizing a new card or bank account needs: the office, its processor, whether it takes bank drafts. */
export type PayWith = {
  office: PublicOfficeResponse['office'];
  allowBankDraft: boolean;
  processor: 'simulated' | 'stripe';
  publishableKey: string | null;
};

/**
 * The card fields read their processor and words from an enrolment's context: for a page that only replaces a payment
 * method (the mailed link's, the patient's portal), an offer of no plans, carrying only what paying needs.
 */
export function paymentOffer(p: PayWith): EnrolmentOffer {
  return {
    office: p.office,
    programName: '',
    programDescription: '',
    allowBankDraft: p.allowBankDraft,
    disableEnrollment: false,
    gppActive: false,
    gppAdminOnlyWaive: false,
    setupFeePercent: 0,
    plans: [],
    processor:
      p.processor === 'stripe' && p.publishableKey
        ? { kind: 'stripe', publishableKey: p.publishableKey }
        : { kind: 'simulated' },
    business: null,
  };
}
