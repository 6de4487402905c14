/**
 * The support inbox (issue 24): a 'Need Assistance?' request or an issue report moves from open to assigned (an admin
 * took it) to answered (the sender was mailed) to closed; a closed one may be reopened.
 */
export const SUPPORT_STATUSES = ['open', 'assigned', 'answered', 'closed'] as const;
export type SupportStatus = (typeof SUPPORT_STATUSES)[number];

/** What the inbox shows for each status, in this order (its filter tabs). */
export const SUPPORT_STATUS_LABELS: Record<SupportStatus, string> = {
  open: 'Open',
  assigned: 'Assigned',
  answered: 'Answered',
  closed: 'Closed',
};

export const isSupportStatus = (value: string): value is SupportStatus =>
  (SUPPORT_STATUSES as readonly string[]).includes(value);

/** What an admin does to a request. A note is internal: it never changes the status. */
export type SupportAction = 'assign' | 'unassign' | 'answer' | 'note' | 'close' | 'reopen';

export type SupportState = { status: SupportStatus; assigned: boolean };

/** Why an action cannot be taken now, or null when it can (a closed request is reopened before it is worked on). */
export function supportActionRefusal(action: SupportAction, state: SupportState): string | null {
  if (action === 'reopen') return state.status === 'closed' ? null : 'Only a closed request can be reopened.';
  if (action === 'note') return null;
  if (state.status === 'closed') {
    return action === 'close' ? 'This request is already closed.' : 'This request is closed. Reopen it first.';
  }
  if (action === 'unassign' && !state.assigned) return 'This request is not assigned to anyone.';
  return null;
}

/**
 * The status after an action: answering makes it answered, assigning makes it assigned, closing closes it;
 * unassigning puts an assigned request back to open; reopening goes back to assigned or open, by whether someone
 * still holds it. A note leaves it as it is.
 */
export function supportStatusAfter(action: SupportAction, state: SupportState): SupportStatus {
  switch (action) {
    case 'assign':
      return 'assigned';
    case 'unassign':
      return state.status === 'assigned' ? 'open' : state.status;
    case 'answer':
      return 'answered';
    case 'close':
      return 'closed';
    case 'reopen':
      return state.assigned ? 'assigned' : 'open';
    case 'note':
      return state.status;
  }
}
