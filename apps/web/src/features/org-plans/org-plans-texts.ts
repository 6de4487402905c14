import { tenant } from '../../app/tenant';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;
/** The brand's word for the people on a plan: a dental practice's patients, an eye care practice's patients too, but
 * the care named in the brand's own words. */
const care = tenant.id === 'vision' ? 'eye care' : 'dental care';

/** Texts of the organization's plan catalogue (English, like the other practice pages). */
export const orgPlansText = {
  eyebrow: 'All your locations',
  title: (org: string) => `Plans for ${org}`,
  subtitle: `One ${care} plan catalogue for every location: master plans are offered everywhere, a group’s plans at its locations, and a location’s own plans there only.`,
  loadFailed: 'The plans of your organization could not be loaded.',
  viewSwitch: 'Which plans to show',
  viewOffice: 'This office’s plans',
  viewOrganization: 'All locations',
  organizationHint: (n: number) =>
    `Your organization has ${n} locations: master and group plans, and every location’s own, are under All locations.`,
  retry: 'Try again',
  tabs: { catalogue: 'Plan catalogue', legacy: 'Merge older plans', settings: 'Plan settings by location' },

  // Catalogue
  filterLabel: 'Show',
  filterAll: 'All plans',
  filterMaster: 'Master plans (every location)',
  filterGroup: (name: string) => `Group: ${name}`,
  filterLocation: (name: string) => `Offered at ${name}`,
  newPlan: 'New plan',
  caption: 'Plans of the organization, with where each is offered and its members per location',
  colPlan: 'Plan',
  colWhere: 'Offered at',
  colStatus: 'Status',
  colPrice: 'Price',
  colMembers: 'Members',
  colActions: 'Actions',
  perMonth: '/mo',
  perYear: '/yr',
  notSold: 'not sold',
  noMembers: 'No members yet',
  membersAt: (location: string, n: number) => `${location}: ${n}`,
  membersTotal: (n: number) => plural(n, 'member', 'members'),
  changePending: (n: number) => `${n} price change pending`,
  empty: 'No plan matches this filter.',
  emptyAll: `No plans yet. Start with a master plan: it is offered on every location’s enrollment page once published.`,
  actionsFor: (plan: string) => `Actions for ${plan}`,
  open: 'Open',
  publish: 'Publish',
  changePrice: 'Change price',
  move: 'Change where it is offered',
  published: (plan: string) => `${plan} is published`,

  // Targets
  targetLabel: 'Offered at',
  targetMaster: 'Every location',
  targetGroup: 'A group',
  targetLocation: 'One location',
  chooseGroup: 'Group',
  chooseLocation: 'Location',
  noGroups: 'Your organization has no groups yet: make one under Manage > Groups.',
  closedLocation: (name: string) => `${name} (closed)`,

  // Editor
  newTitle: 'New plan for your organization',
  editTitle: (plan: string) => plan,
  publishNow: 'Publish now (patients can enroll at once)',
  publishNowHelp: 'Leave it off to keep the plan a draft that no patient sees.',
  planNotFound: 'That plan is not one of your organization’s plans.',

  // Price change
  priceTitle: (plan: string) => `Change the price of ${plan}`,
  priceLead:
    'New members pay the new price at once. Current members keep what they pay until a renewal at least 30 days after we email them, as with one office’s price change.',
  monthly: 'Monthly price',
  annual: 'Annual price',
  required: 'Required',
  invalidAmount: 'Enter an amount such as 29.00',
  samePrice: 'This is already the plan’s price.',
  preview: 'Preview who is told',
  previewTitle: 'Who is told, by location: members whose price changes, households emailed, households with no email',
  previewNone: 'No current member is on this plan, so no one needs to be told.',
  previewRow: (members: number, households: number) =>
    `${plural(members, 'member', 'members')}, ${plural(households, 'household', 'households')} emailed`,
  unreachable: (n: number) => `${plural(n, 'household', 'households')} without an email address: tell them in person`,
  confirmPrice: 'Change the price and send the notices',
  priceDone: (notified: number) =>
    notified === 0
      ? 'Price changed. No member needed a notice.'
      : `Price changed. ${plural(notified, 'household was', 'households were')} emailed.`,
  cancel: 'Cancel',
  done: 'Done',
  location: 'Location',
  members: 'Members',
  households: 'Emailed',
  noEmail: 'No email',

  // Move
  moveTitle: (plan: string) => `Where ${plan} is offered`,
  moveLead:
    'Members keep their plan and what they pay wherever it stops being offered; only new members can no longer choose it there.',
  previewMove: 'Preview the change',
  keepsAt: (location: string, n: number) =>
    `${location}: stops offering it; ${plural(n, 'member keeps', 'members keep')} it`,
  startsAt: (names: string) => `Newly offered at ${names}`,
  nothingStops: 'No location stops offering it.',
  confirmMove: 'Move the plan',

  // Legacy
  legacyLead:
    'Older plans a location made itself that duplicate a master plan. Merging moves their members onto the master plan; each keeps paying what they pay now until a renewal at least 30 days after we email them.',
  legacyNone: 'No location has an older plan that duplicates a master plan.',
  legacyCaption: 'Older location plans and the master plan each duplicates',
  colLegacy: 'Older plan',
  colMaster: 'Master plan',
  select: (plan: string) => `Merge ${plan}`,
  previewMerge: 'Preview the merge',
  mergeTitle: (master: string) => `Merge into ${master}`,
  mergeCaption: 'Members who move, what they pay now and what the master plan costs them',
  colMember: 'Member',
  colPaying: 'Pays now',
  colMasterPrice: 'Master plan price',
  colFrom: 'New price from',
  noChange: 'No change',
  confirmMerge: (n: number) => `Move ${plural(n, 'member', 'members')} and retire the older plans`,
  chooseSameMaster: 'Choose older plans of one master plan at a time.',
  term: { monthly: 'monthly', annual: 'annual' },

  // Settings
  settingsLead:
    'Program name, family discounts, guaranteed-payment options and enrollment, saved at every location you work at or at the ones you choose. Each location keeps its own usual fees and guaranteed-payment switch.',
  settingsWhere: 'Save these settings at',
  settingsEvery: 'Every location you work at',
  settingsChosen: 'The locations you choose',
  settingsLocations: 'Locations',
  settingsFrom: (location: string) => `Showing ${location}’s current settings.`,
  chooseOne: 'Choose at least one location.',
};
