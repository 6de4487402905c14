// The office's words for referrals (office settings, reports, the platform's leads): the office area is English.

export const referralOfficeTexts = {
  rewardTitle: 'Referral reward',
  rewardLead:
    "When a friend enrolls with a patient's referral link or code, the patient's household earns an account credit, taken off its next payments. The practice funds it, like a discount.",
  rewardLabel: 'A referral earns the referring household',
  platform: (amount: string) => `The standard credit (${amount})`,
  monthFree: "One month free: a credit equal to the household's monthly price",
  fixed: 'A fixed credit',
  none: 'Nothing',
  amount: 'Credit amount',
  save: 'Save reward',
  reportTitle: 'Referrals',
  reportLead: 'Households that enrolled through a patient’s referral, and the credit each referral earned.',
  reportEmpty: 'No household has enrolled through a referral yet.',
  columns: {
    when: 'Date',
    referrer: 'Referred by',
    referred: 'New household',
    granted: 'Credit granted',
    used: 'Credit used',
  },
  totals: (count: number, granted: string, used: string) =>
    `${count} ${count === 1 ? 'referral' : 'referrals'} · ${granted} granted · ${used} used`,
  leadsTitle: 'Practices recommended by patients',
  leadsLead: 'Each was mailed one invitation to sign up. Follow up with the ones that did not.',
  leadsEmpty: 'No patient has recommended a practice yet.',
  leadColumns: { when: 'Date', practice: 'Practice', contact: 'Contact', note: 'Note', from: 'Patient of' },
} as const;
