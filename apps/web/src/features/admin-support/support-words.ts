import type { SupportRequestRow } from '@mhq/contract';
import { type IssueType, SUPPORT_STATUS_LABELS, type SupportStatus } from '@mhq/domain';
import type { Tone } from '../../ui/StatusBadge';

/** How the inbox names an issue report's subject (the report-issue form's words). */
export const ISSUE_LABELS: Record<IssueType, string> = {
  billing: 'Billing',
  member: 'A member',
  plan: 'A plan',
  treatment: 'Treatment',
};

export const STATUS_TONES: Record<SupportStatus, Tone> = {
  open: 'attention',
  assigned: 'brand',
  answered: 'ok',
  closed: 'neutral',
};

export const statusLabel = (status: SupportStatus) => SUPPORT_STATUS_LABELS[status];

/** 'Support request #12' or 'Issue report #12 · A plan'. */
export const requestTitle = (r: Pick<SupportRequestRow, 'id' | 'issueType'>) =>
  r.issueType ? `Issue report #${r.id} · ${ISSUE_LABELS[r.issueType]}` : `Support request #${r.id}`;

/** What the history shows for each change the audit log holds. */
export const HISTORY_LABELS: Record<string, string> = {
  'support_request.assign': 'Assigned',
  'support_request.unassign': 'Unassigned',
  'support_request.answer': 'Answered by mail',
  'support_request.note': 'Internal note added',
  'support_request.close': 'Closed',
  'support_request.reopen': 'Reopened',
};
