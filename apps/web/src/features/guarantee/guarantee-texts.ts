import type { DrawStatus } from '@mhq/domain';

/** The Guaranteed Payment Plan page and the claim dialog, in the practice's words (English: office pages). */
export const guaranteeText = {
  title: 'Guaranteed Payment Plan',
  eyebrow: 'Financial Solutions',
  subtitle: "Get paid for your members' monthly plans, even when a member stops paying.",
  noOffice: 'Choose an office to see its guaranteed payment plan.',
  loading: 'Loading the guaranteed payment plan',

  statusTitle: 'Your guarantee',
  statusOn: 'On',
  statusOff: 'Off',
  statusNotEnrolled: 'Not enrolled',
  leadOn: (date: string) =>
    `Enrolled on ${date}. Monthly plans your members pay are guaranteed from the day they enroll.`,
  leadOff: (date: string) =>
    `Enrolled on ${date}, turned off for now: new enrollments are not guaranteed. Plans already guaranteed keep their guarantee.`,
  leadNotEnrolled: 'Turn it on to guarantee the monthly plans your members pay from today.',
  guaranteedMembers: 'Members with a guaranteed plan',
  automaticClaims: 'Claims',
  automaticOn: 'Made automatically when a plan stops paying',
  automaticOff: "Made by you, from this page or the member's page",
  automaticHint: 'Change this in Membership Plans › Plan settings.',
  switchLabel: 'Guarantee new monthly plans',
  switchHelp: 'Turning it off does not change plans already guaranteed.',
  ownerOnly: 'Only the practice owner can turn the guarantee on or off.',
  turnOn: 'Turn on the guarantee',
  payoutsFirst: 'Connect a payout bank account first: the guarantee pays into it.',
  payoutsLink: 'Connect a bank account',

  howTitle: 'How it works',
  howLead: 'What it means for your practice and your members, in plain numbers.',
  howCommit: (months: number, percent: number) =>
    `A member on a guaranteed monthly plan commits to ${months} monthly payments and pays a one-time setup fee of ${percent}% of the year's payments when they enroll.`,
  howSetupFee: (platform: string) =>
    `The setup fee goes to ${platform}: it pays for the guarantee. It is never refunded.`,
  howStop: 'If every try to take a monthly payment fails, the plan shows as Delinquent (Guaranteed).',
  howClaim: (platform: string, fee: string) =>
    `You claim the guarantee: ${platform} pays into your payout account each month left of the member's commitment year, less the platform fee of ${fee} per member and month, as if the member had paid. The plan then ends.`,

  claimableTitle: 'Plans you can claim',
  claimableLead: 'Guaranteed plans whose payments stopped. Claiming pays you the rest of the commitment year.',
  claimableEmpty: 'No guaranteed plan has stopped paying. There is nothing to claim.',
  member: 'Member',
  plan: 'Plan',
  unpaidSince: 'Unpaid since',
  months: 'Months',
  amount: 'You receive',
  claim: 'Claim',
  claimFor: (member: string, plan: string) => `Claim the guarantee for ${member}'s ${plan}`,
  claimableCard: (plan: string, months: number, since: string | null) =>
    `${plan} · ${months} ${months === 1 ? 'month' : 'months'} to claim${since ? ` · unpaid since ${since}` : ''}`,
  claimCard: (plan: string, months: number, date: string, by: string | null) =>
    `${plan} · ${months} ${months === 1 ? 'month' : 'months'} · claimed ${date} ${by ? `by ${by}` : 'automatically'}`,

  claimsTitle: 'Past claims',
  claimsLead: 'What the guarantee paid your practice.',
  claimsEmpty: 'No claim yet.',
  date: 'Date',
  status: 'Status',
  by: 'Claimed by',
  automatic: 'Automatically',
  claimStatus: { succeeded: 'Paid', pending: 'On its way', failed: 'Not paid' } as const,

  termsTitle: 'Turn on the guaranteed payment plan',
  termsLead: 'Before you turn it on, please read what it means for your practice and your members.',
  termsAccept: 'I have read and accept the terms of the guaranteed payment plan for my practice.',
  termsConfirm: 'Accept and turn on',
  turnOffTitle: 'Turn off the guarantee?',
  turnOffLead:
    'New enrollments will not be guaranteed and will carry no setup fee. Plans already guaranteed keep their guarantee, and you can still claim them.',
  turnOffConfirm: 'Turn off',
  turnOnAgainTitle: 'Turn the guarantee back on?',
  turnOnAgainLead:
    'Monthly plans your members pay will be guaranteed again from today, with the setup fee. The terms you accepted still apply.',
  turnOnAgainConfirm: 'Turn on',
  cancel: 'Cancel',

  dialogTitle: (member: string) => `Claim the guarantee for ${member}`,
  dialogLead: (platform: string, amount: string, months: number, member: string, plan: string) =>
    `${platform} will pay ${amount} into your payout account for the ${months} ${months === 1 ? 'month' : 'months'} left of ${member}'s commitment year. ${member}'s ${plan} then ends; they can enroll again at any time.`,
  dialogSchedule: (year: number, from: string, to: string) =>
    `Commitment year ${year}, ${from} to ${to}, month by month`,
  dialogMonth: 'Month from',
  dialogTotal: 'You receive',
  dialogNothing: 'This plan cannot be claimed now.',
  dialogConfirm: (amount: string) => `Claim ${amount}`,
  drawStatus: {
    paid: 'Paid',
    unpaid: 'Guarantee pays',
    upcoming: 'Upcoming',
    claimed: 'Claimed',
    missed: 'Written off',
  } satisfies Record<DrawStatus, string>,
};
