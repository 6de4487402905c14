import { tenant } from '../../app/tenant';

/** The words of the platform plan's payments on the billing page (the practice's pages are in English). */
export const tierText = {
  historyHeading: 'Platform subscription',
  historyNone: 'No payments yet. Your plan is charged to your default payment method when each period begins.',
  historyCaption: `Your payments to ${tenant.name}, newest first`,
  colDate: 'Date',
  colPeriod: 'Period',
  colAmount: 'Amount',
  colStatus: 'Status',
  retrying: (tries: number) => (tries === 1 ? 'Failed once, retrying' : `Failed ${tries} times, retrying`),
  failedTitle: 'Your last plan payment did not go through',
  failedBody: (amount: string) => `We could not take ${amount} for your ${tenant.name} plan.`,
  nextTry: (date: string) => `We will try again on ${date}; your account works as usual meanwhile.`,
  suspendedTitle: 'Your plan is suspended until it is paid',
  suspendedBody: (amount: string) =>
    `We could not take ${amount} for your ${tenant.name} plan after several tries, so the practice menu is locked. Your members' plans and payments are not affected.`,
  reason: (why: string) => `Reason: ${why}`,
  fix: 'Add a card or bank account below, or make another one the default: we charge it at once and unlock your account.',
  fixOwner: 'The practice owner can add a card on this page to pay it.',
} as const;
