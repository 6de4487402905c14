import { describe, expect, it } from 'vitest';
import {
  isSupportStatus,
  SUPPORT_STATUS_LABELS,
  SUPPORT_STATUSES,
  supportActionRefusal,
  supportStatusAfter,
} from './support-statuses';

describe('support request statuses', () => {
  it('labels every status, in the order the inbox shows them', () => {
    expect(SUPPORT_STATUSES.map((s) => SUPPORT_STATUS_LABELS[s])).toEqual(['Open', 'Assigned', 'Answered', 'Closed']);
    expect(isSupportStatus('answered')).toBe(true);
    expect(isSupportStatus('pending')).toBe(false);
  });

  it('assigning makes a request assigned, answering makes it answered, closing closes it', () => {
    const open = { status: 'open', assigned: false } as const;
    expect(supportStatusAfter('assign', open)).toBe('assigned');
    expect(supportStatusAfter('answer', { status: 'assigned', assigned: true })).toBe('answered');
    expect(supportStatusAfter('close', { status: 'answered', assigned: true })).toBe('closed');
  });

  it('keeps the status on an internal note, and an answered request answered when it is handed to another admin', () => {
    expect(supportStatusAfter('note', { status: 'answered', assigned: true })).toBe('answered');
    expect(supportStatusAfter('unassign', { status: 'answered', assigned: true })).toBe('answered');
    expect(supportStatusAfter('unassign', { status: 'assigned', assigned: true })).toBe('open');
  });

  it('reopens to assigned when an admin still holds the request, else to open', () => {
    expect(supportStatusAfter('reopen', { status: 'closed', assigned: true })).toBe('assigned');
    expect(supportStatusAfter('reopen', { status: 'closed', assigned: false })).toBe('open');
  });

  it('refuses to work on a closed request until it is reopened, but takes notes on it', () => {
    const closed = { status: 'closed', assigned: true } as const;
    for (const action of ['assign', 'answer', 'unassign'] as const) {
      expect(supportActionRefusal(action, closed)).toBe('This request is closed. Reopen it first.');
    }
    expect(supportActionRefusal('close', closed)).toBe('This request is already closed.');
    expect(supportActionRefusal('note', closed)).toBeNull();
    expect(supportActionRefusal('reopen', closed)).toBeNull();
    expect(supportActionRefusal('reopen', { status: 'answered', assigned: true })).toBe(
      'Only a closed request can be reopened.',
    );
    expect(supportActionRefusal('unassign', { status: 'open', assigned: false })).toBe(
      'This request is not assigned to anyone.',
    );
  });
});
