/**
 * CommunityConnect (issue 25): a church, school, club or other community group gets a code from its practice; the
 * households that enrol with it get the group's discount on the plans the group may choose. These are the rules both
 * the server and the pages read.
 */
import { isWellFormedCode, normalizeCode } from './enrolment-codes';

export const COMMUNITY_GROUP_KINDS = ['church', 'school', 'club', 'nonprofit', 'other'] as const;
export type CommunityGroupKind = (typeof COMMUNITY_GROUP_KINDS)[number];

/** requested: an organizer asked, the office has not set it up; active: its code enrols; closed: it no longer does. */
export const COMMUNITY_GROUP_STATUSES = ['requested', 'active', 'closed'] as const;
export type CommunityGroupStatus = (typeof COMMUNITY_GROUP_STATUSES)[number];

/** The largest discount a group may give: beyond half the price the plan no longer pays for the practice. */
export const COMMUNITY_DISCOUNT_MAX = 50;

export const COMMUNITY_KIND_LABELS: Record<CommunityGroupKind, string> = {
  church: 'Church',
  school: 'School',
  club: 'Club',
  nonprofit: 'Nonprofit',
  other: 'Other',
};

export const COMMUNITY_STATUS_LABELS: Record<CommunityGroupStatus, string> = {
  requested: 'Requested',
  active: 'Active',
  closed: 'Closed',
};

/**
 * Whether a group's code enrols today: only an active group, and only until its last day (expires_on, inclusive, in
 * the office's calendar). A requested group has no code yet; a closed one has ended.
 */
export function communityCodeEnrols(group: { status: string; expiresOn: string | null }, today: string): boolean {
  if (group.status !== 'active') return false;
  return group.expiresOn === null || group.expiresOn >= today;
}

/**
 * A code to suggest from a group's name ('St. Mark's Youth Club' -> 'STMARKSYOUTH'): its letters and digits,
 * normalized like every group code and cut to 12 so a number can still be added; padded when the name is too short.
 */
export function suggestCommunityCode(name: string): string {
  const letters = normalizeCode(
    name
      .normalize('NFD')
      .replace(/[^A-Za-z0-9]/g, '')
      .slice(0, 12),
  );
  const code = letters.length >= 4 ? letters : `${letters}GROUP`.slice(0, 8);
  return isWellFormedCode(code) ? code : 'GROUP';
}

/** The message when a code a group would take is already another group's or an employer's. */
export const COMMUNITY_CODE_TAKEN = 'This code is taken';
