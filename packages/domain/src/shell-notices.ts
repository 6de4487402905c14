/**
 * The practice shell's one notice area (issue 21: banners stacked three deep pushed the page below the fold on a
 * phone). Every notice has an id and a version; dismissing one hides that version for the user, and a changed
 * notice (a new dispute, a new announcement) shows again.
 */

/** Kinds of notice, most urgent first: money held now, then a deadline to act on, terms to accept, then news. */
export const NOTICE_KINDS = ['disputes', 'upgrade', 'terms', 'announcement'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

export type NoticeRef = { id: string; kind: NoticeKind; version: string };

/** Dismissed notices of one user: the id of each and the version that was dismissed. */
export type DismissedNotices = Readonly<Record<string, string>>;

const urgency = (kind: NoticeKind) => NOTICE_KINDS.indexOf(kind);

/** The notices still to show, most urgent first (ties in id order, so the order never flickers). */
export function noticesToShow<T extends NoticeRef>(notices: readonly T[], dismissed: DismissedNotices): T[] {
  return notices
    .filter((n) => dismissed[n.id] !== n.version)
    .sort((a, b) => urgency(a.kind) - urgency(b.kind) || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
}

/** The dismissed set after the user closes this notice. */
export function dismissNotice(dismissed: DismissedNotices, notice: NoticeRef): DismissedNotices {
  return { ...dismissed, [notice.id]: notice.version };
}

/** Reads a stored dismissed set, ignoring anything that is not one (old or hand-edited storage). */
export function parseDismissedNotices(raw: string | null): DismissedNotices {
  if (!raw) return {};
  try {
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
    return Object.fromEntries(Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'));
  } catch {
    return {};
  }
}

/** Where a user's dismissed notices are kept: per user, so a shared front-desk computer keeps each user's own. */
export const dismissedNoticesKey = (userId: number) => `dismissed-notices:${userId}`;
