/** The practice side menu as one office standing sees it: entries of what the user may not do are left out. */
import type { NavItem } from './nav';
import type { OfficeAction } from './office-permissions';

/**
 * The office action an entry of the practice menu leads to (office-permissions.ts): the Guaranteed Payment Plan page
 * is where claims are made, the payment account is the office's payouts, Users is managing the team. Entries not
 * named here (members, enrolment, plans to read) are every office user's.
 */
export const PRACTICE_ENTRY_ACTIONS: Readonly<Record<string, OfficeAction>> = {
  gpp: 'claimGuarantee',
  'payment-account': 'viewPayouts',
  users: 'manageTeam',
  // The activity feed lists the office's payments, refunds and payouts.
  activity: 'viewPayouts',
};

/** The menu without the entries whose action `may` refuses, and without groups left empty. */
export function menuForStanding(items: readonly NavItem[], may: (action: OfficeAction) => boolean): NavItem[] {
  const allowed = (key: string) => {
    const action = PRACTICE_ENTRY_ACTIONS[key];
    return action === undefined || may(action);
  };
  return items.flatMap((item): NavItem[] => {
    if (item.kind === 'link') return allowed(item.key) ? [item] : [];
    const children = item.children.filter((c) => allowed(c.key));
    return children.length > 0 ? [{ ...item, children }] : [];
  });
}
