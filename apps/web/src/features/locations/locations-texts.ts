import type { TenantConfig } from '@mhq/domain';

/** Words of the Locations and Groups pages (the office area is English); `tenant` gives the brand's words. */
export const locationsText = (tenant: TenantConfig) => ({
  eyebrow: 'Manage',
  title: 'Locations',
  subtitle: `Every ${tenant.professionalName === 'dentist' ? 'practice' : 'eye care office'} of your organization: its members, its groups, where its payments are paid out, and its own enrollment page for patients.`,
  loading: 'Loading locations',
  add: 'Add location',
  manageGroups: 'Groups of locations',
  showClosed: 'Show closed locations',
  closedHidden: (n: number) => `${n} closed ${n === 1 ? 'location is' : 'locations are'} hidden.`,
  none: 'No location to show.',
  open: 'Open',
  closed: 'Closed',
  closedOn: (date: string) => `Closed on ${date}`,
  members: 'Members',
  membersCount: (n: number) => `${n} ${n === 1 ? 'member' : 'members'}`,
  groups: 'Groups',
  noGroups: 'No group',
  payout: 'Payouts',
  payoutOwn: (last4: string | null) => (last4 ? `Own account ending ${last4}` : 'Own account'),
  payoutShared: (name: string) => `Shared with ${name}`,
  payoutNone: 'Not connected yet',
  enrolment: 'Enrollment page',
  openPage: (name: string) => `Open the enrollment page of ${name}`,
  copyLink: 'Copy link',
  copied: 'Link copied',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  address: 'Address',
  // Office admins may not add or change locations (spec 01 section 5).
  supportTitle: 'Adding a location goes through support',
  supportBody: `Office admins cannot add or change locations themselves: please contact ${tenant.name} support, who will set it up with the owner:`,
  supportEmail: 'Email',
  supportPhone: 'Phone',
  close: 'Close',
  // The add and edit forms.
  addTitle: 'Add a location',
  addIntro:
    'The new location gets its own enrollment page right away. The owners of your organization work there from the start.',
  editTitle: (name: string) => `Edit ${name}`,
  details: 'Location details',
  name: 'Location name',
  email: 'Email',
  phone: 'Phone',
  line1: 'Street address',
  line2: 'Suite, unit (optional)',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  hours: 'Opening hours',
  dayOpen: 'Open',
  dayClosed: 'Closed',
  from: 'from',
  to: 'to',
  payoutTitle: 'Where payments are paid out',
  payoutOwnChoice: 'Its own bank account (connect it later from this location’s billing settings)',
  payoutSharedChoice: 'The same account as another location',
  payoutFrom: 'Share the account of',
  payoutKept: (last4: string | null) =>
    `This location has its own payout account${last4 ? ` ending ${last4}` : ''}. Change it from the location’s billing settings.`,
  noConnected: 'No other location has a connected payout account yet.',
  team: 'Who else works there',
  teamHint: 'The owners are added automatically. You can assign more people later from Manage > Users.',
  save: 'Save',
  saveLocation: 'Save location',
  addLocation: 'Add location',
  // Duplicating a location (issue 27).
  duplicate: 'Duplicate',
  duplicateOf: (name: string) => `Duplicate ${name} into a new location`,
  duplicateTitle: (name: string) => `New location from ${name}`,
  duplicateIntro: (name: string) =>
    `The new location starts with ${name}’s setup, so it is ready to enroll patients. Give it its own name, contacts and address; you can change anything later.`,
  duplicateCopied: 'What the new location starts with',
  copiedPlans: (names: string[]) =>
    names.length === 0 ? 'No plans of its own to copy' : `Its own plans, copied: ${names.join(', ')}`,
  copiedGroups: (names: string[]) => (names.length === 0 ? 'No groups' : `The same groups: ${names.join(', ')}`),
  copiedTeam: (names: string[]) =>
    names.length === 0 ? 'The owners only' : `The owners and the same team: ${names.join(', ')}`,
  copiedHours: 'The same opening hours (change them below)',
  copiedProfile: (services: number, booking: boolean) =>
    `Its specialty, ${services} ${services === 1 ? 'service' : 'services'}${booking ? ', booking link' : ''} and theme`,
  sharedPlans: (names: string[]) => `Already offered there through your organization: ${names.join(', ')}`,
  duplicateSubmit: 'Create location',
  duplicateFailed: 'We could not read this location’s setup.',
  retry: 'Try again',
  cancel: 'Cancel',
  back: 'Back to locations',
  // Closing and reopening.
  closeTitle: 'Close this location',
  closeIntro:
    'A closed location takes no new members and its enrollment page stops enrolling. Its history stays in your reports. You can reopen it later.',
  closeMembers: (n: number) =>
    n === 0
      ? 'No member has a plan here: nothing else changes.'
      : `${n} ${n === 1 ? 'member has' : 'members have'} a plan here. Choose what happens to them:`,
  moveChoice: 'Move them to another location (same plan, same price, same renewal date; nothing is charged)',
  endChoice: 'End their plans at the end of the period they paid for',
  moveTo: 'Move members to',
  closeButton: 'Close location',
  confirmClose: (name: string) => `Close ${name}? It will take no new members.`,
  reopenTitle: 'This location is closed',
  reopenIntro: 'Reopen it to take new members again. Members moved away stay where they are.',
  reopenButton: 'Reopen location',
  noOtherOpen: 'No other open location to move members to: choose to end their plans, or add a location first.',
  ownerOnly: 'Only the owner can change locations.',
});

export type LocationsText = ReturnType<typeof locationsText>;

/** Words of the Groups page. */
export const groupsText = {
  eyebrow: 'Manage',
  title: 'Groups',
  subtitle:
    'Group your locations into regions. People assigned to a group work at each of its locations, and group plans apply to all of them.',
  loading: 'Loading groups',
  none: 'No group yet. Create one to manage several locations together.',
  create: 'Create group',
  newGroup: 'New group',
  name: 'Group name',
  locations: 'Locations',
  pickLocations: 'Choose at least one location.',
  locationsOf: (n: number) => `${n} ${n === 1 ? 'location' : 'locations'}`,
  assigned: (n: number) => (n === 0 ? 'No one assigned' : `${n} ${n === 1 ? 'person' : 'people'} assigned`),
  closed: 'closed',
  edit: 'Edit',
  editOf: (name: string) => `Edit ${name}`,
  delete: 'Delete',
  deleteOf: (name: string) => `Delete ${name}`,
  confirmDelete: (name: string) =>
    `Delete the group ${name}? Its locations, members and plans stay as they are; people assigned only through this group keep the locations they already work at.`,
  confirm: 'Delete group',
  save: 'Save',
  cancel: 'Cancel',
  back: 'Back to locations',
} as const;
