import { describe, expect, it } from 'vitest';
import { dismissNotice, type NoticeRef, noticesToShow, parseDismissedNotices } from './shell-notices';

const announcement: NoticeRef = { id: 'announcement', kind: 'announcement', version: '7' };
const upgrade: NoticeRef = { id: 'upgrade', kind: 'upgrade', version: '12' };
const disputes: NoticeRef = { id: 'disputes', kind: 'disputes', version: '2:12366' };

describe('the shell notice area', () => {
  it('shows the most urgent first: disputes, then the upgrade deadline, then the announcement', () => {
    expect(noticesToShow([announcement, upgrade, disputes], {}).map((n) => n.id)).toEqual([
      'disputes',
      'upgrade',
      'announcement',
    ]);
  });

  it('hides a dismissed notice while it is unchanged', () => {
    const dismissed = dismissNotice({}, disputes);
    expect(noticesToShow([announcement, disputes], dismissed)).toEqual([announcement]);
  });

  it('shows a dismissed notice again once it changes (a third dispute)', () => {
    const dismissed = dismissNotice({}, disputes);
    const third = { ...disputes, version: '3:20000' };
    expect(noticesToShow([third], dismissed)).toEqual([third]);
  });

  it('reads stored dismissals and ignores storage that is not a map of versions', () => {
    expect(parseDismissedNotices('{"upgrade":"12","x":3}')).toEqual({ upgrade: '12' });
    expect(parseDismissedNotices('[1]')).toEqual({});
    expect(parseDismissedNotices('not json')).toEqual({});
    expect(parseDismissedNotices(null)).toEqual({});
  });
});
