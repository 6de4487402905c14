import type { IssueType } from '@mhq/domain';

/** Texts of the support page and the report-issue modal (English; office pages are English only). */
export const supportText = {
  eyebrow: 'Support',
  title: 'Contact support',
  lead: 'Questions about your account, billing or plans? Write to us, report a problem, or reach us directly.',
  messageTitle: 'Send us a message',
  issueTitle: 'Report an issue',
  issueLead:
    'Something not working as it should? Tell us what happened and where, and it reaches the team that can fix it.',
  issueOpen: 'Report an issue',
  issueType: 'What is it about?',
  issueMessage: 'What happened?',
  issueHint: 'Include the member or plan and the date, if it helps. No card or bank numbers, please.',
  count: (n: number, max: number) => `${n} of ${max} characters`,
  send: 'Send report',
  cancel: 'Cancel',
} as const;

export const ISSUE_TYPE_LABELS: Record<IssueType, string> = {
  billing: 'Billing',
  member: 'A member',
  plan: 'A plan',
  treatment: 'Treatment',
};
