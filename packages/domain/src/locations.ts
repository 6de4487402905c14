import { isCancellable, type SubscriptionStatus } from './statuses';

/*
 * Locations and groups of a multi-location organization (issue 23): what closing a location asks for, how its
 * payout account reads, and the words the pages and the API say.
 */

/** Plans that still run (or wait to) and so must go somewhere when their location closes. */
const FINISHED: readonly SubscriptionStatus[] = [
  'canceled',
  'inactive',
  'inactive_transferred',
  'permanently_disabled',
];
export const isLiveAtLocation = (status: SubscriptionStatus): boolean => !FINISHED.includes(status);

/** What happens to a closing location's members: moved to another open location, or their plans ended. */
export type ClosingChoice = { mode: 'move'; toLocationId: number } | { mode: 'end' } | undefined;

/**
 * Why a location cannot close as asked, or null. Members are never orphaned: with live plans the owner must say where
 * they go; ending needs every plan endable at the end of its paid period (a delinquent plan or one waiting for its
 * first payment in the office is settled first, or the members moved).
 */
export function closingRefusal(
  live: readonly SubscriptionStatus[],
  members: number,
  choice: ClosingChoice,
): string | null {
  if (live.length === 0) return null;
  if (!choice) return LOCATION_MESSAGES.chooseDestination(members);
  if (choice.mode === 'move') return null;
  const stuck = live.filter((s) => s !== 'cancellation_requested' && !isCancellable(s)).length;
  return stuck > 0 ? LOCATION_MESSAGES.cannotEnd(stuck) : null;
}

/** Whether ending a plan at closing means canceling it now-for-period-end (one already ending is left as it is). */
export const endsAtClosing = (status: SubscriptionStatus): boolean =>
  status !== 'cancellation_requested' && isCancellable(status);

/** A location's payout account as the list shows it. */
export type PayoutState =
  | { kind: 'own'; connected: true; last4: string | null }
  | { kind: 'shared'; withLocationId: number; withLocationName: string }
  | { kind: 'not_connected' };

type PayoutFacts = { id: number; officeName: string; stripeAccountId: string | null; last4: string | null };

/**
 * A location uses its own payout account, or shares the account of the organization's first location holding it
 * (a location added with payouts 'shared' takes that location's account), or has none connected yet.
 */
export function payoutStateOf(location: PayoutFacts, all: readonly PayoutFacts[]): PayoutState {
  if (!location.stripeAccountId) return { kind: 'not_connected' };
  const first = [...all].filter((o) => o.stripeAccountId === location.stripeAccountId).sort((a, b) => a.id - b.id)[0];
  if (first && first.id !== location.id) {
    return { kind: 'shared', withLocationId: first.id, withLocationName: first.officeName };
  }
  return { kind: 'own', connected: true, last4: location.last4 };
}

/** Group names compare without case or surrounding spaces ('Coast' and ' coast ' are one name). */
export const sameGroupName = (a: string, b: string): boolean => a.trim().toLowerCase() === b.trim().toLowerCase();

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

export const LOCATION_MESSAGES = {
  chooseDestination: (members: number) =>
    `This location still has ${plural(members, 'member', 'members')} with a plan: choose whether to move them to another location or end their plans before closing it.`,
  cannotEnd: (plans: number) =>
    `${plural(plans, 'plan is', 'plans are')} delinquent or waiting for a first payment in the office and cannot be ended from here: settle them first, or move the members to another location.`,
  moveToOpen: 'Choose another open location of your organization to move the members to.',
  shareFrom: 'Choose a location of your organization whose payout account is connected.',
  added: (name: string) => `${name} was added. Its enrollment page is ready.`,
  saved: (name: string) => `${name} was saved.`,
  closed: (name: string, moved: number, ended: number, to: string | null) =>
    `${name} is closed.${moved > 0 && to ? ` ${plural(moved, 'member was', 'members were')} moved to ${to}; nothing was charged.` : ''}${ended > 0 ? ` ${plural(ended, 'plan ends', 'plans end')} at the end of the paid period.` : ''}`,
  reopened: (name: string) => `${name} is open again and takes new members.`,
  alreadyClosed: 'This location is already closed.',
  lastOpen: 'An organization keeps at least one open location: open or add another before closing this one.',
  ownAccountKept:
    "This location has its own payout account connected: it keeps it. Change it from this location's billing settings.",
  alreadyOpen: 'This location is open.',
  closedTakesNoOne: 'This location is closed and takes no new members.',
  groupExists: (name: string) => `A group named ${name} already exists`,
  groupCreated: (name: string) => `The group ${name} was created.`,
  groupSaved: (name: string) => `The group ${name} was saved.`,
  groupsDeleted: (n: number) =>
    n === 1
      ? 'The group was deleted; its locations are unchanged.'
      : `${n} groups were deleted; their locations are unchanged.`,
  groupNeedsLocation: 'Choose at least one location for the group.',
} as const;
