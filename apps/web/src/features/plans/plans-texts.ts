import type { PlanViewStatus } from '@mhq/domain';
import { tenant } from '../../app/tenant';

const ucr = tenant.ucrName;
const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** Texts of the membership-plan pages (English; moved to i18n resources when the area grows). */
export const plansText = {
  eyebrow: 'Manage',
  title: 'Membership Plans',
  subtitle: 'Your plans in the order patients see them. Only published plans are offered for enrollment.',
  tabs: { plans: 'Plans', fees: `Usual fees (${ucr})`, settings: 'Plan settings' },
  newPlan: 'New plan',
  loadFailed: 'Your plans could not be loaded',
  retry: 'Try again',
  readOnly: 'You can view the plans. Only the office owner, an office admin or the plan coordinator can change them.',
  noOfficeTitle: 'No office selected',
  noOfficeLead: 'Choose an office in the top bar to see its membership plans.',

  // List
  listCaption: 'Membership plans, in the order patients see them',
  emptyTitle: 'No plans yet',
  emptyLead: `Start from one of our ready-made plans, priced from your own ${ucr} fees, or build your own.`,
  emptyCta: 'Create your first plan',
  noneOffered: 'No plan is published yet: patients cannot enroll until you publish at least one.',
  enrollmentOff: 'Enrollment is turned off in Plan settings: no plan is offered to patients right now.',
  colOrder: 'Order',
  colPlan: 'Plan',
  colStatus: 'Status',
  colPrice: 'Price',
  colMembers: 'Members',
  colActions: 'Actions',
  perMonth: '/mo',
  perYear: '/yr',
  notSold: (per: string) => (per === '/mo' ? 'Not sold by the month' : 'Not sold by the year'),
  membersMonthly: (n: number) => `${n} monthly`,
  membersAnnual: (n: number) => `${n} annual`,
  changePending: (n: number) => `${n} Change Pending`,
  changePendingHelp: 'Members whose price changes at their next renewal; they have been emailed.',
  spanishName: (name: string) => `Spanish: ${name}`,
  ages: (min: number | null, max: number | null) =>
    min !== null && max !== null
      ? `Ages ${min}–${max}`
      : min !== null
        ? `Ages ${min} and up`
        : max !== null
          ? `Up to age ${max}`
          : null,
  moveUp: (name: string) => `Move ${name} up`,
  moveDown: (name: string) => `Move ${name} down`,
  moved: (name: string, position: number, total: number) => `${name} is now number ${position} of ${total}.`,
  orderSaved: 'The new order is saved.',
  more: (name: string) => `More actions for ${name}`,
  edit: 'Edit',
  view: 'View',
  copy: 'Copy',
  changePrice: 'Change price',
  delete: 'Delete',
  deleteBlocked: 'Plans with members cannot be deleted; archive it instead.',

  status: { draft: 'Draft', active: 'Published', archived: 'Archived' } satisfies Record<PlanViewStatus, string>,
  statusHelp: {
    draft: 'Not offered yet',
    active: 'Offered to patients',
    archived: 'No longer offered',
  } satisfies Record<PlanViewStatus, string>,
  publish: 'Publish',
  unpublish: 'Move back to draft',
  archive: 'Archive',
  restore: 'Restore as draft',

  confirmDeleteTitle: 'Delete this plan?',
  confirmDelete: (name: string) =>
    `“${name}” will be removed for good. It has no members, so nobody is affected. This cannot be undone.`,
  confirmDeleteButton: 'Delete plan',
  confirmArchiveTitle: 'Archive this plan?',
  confirmArchive: (name: string, members: number) =>
    members > 0
      ? `“${name}” will no longer be offered to new patients. Its ${plural(members, 'current member keeps', 'current members keep')} their membership.`
      : `“${name}” will no longer be offered to patients. You can restore it as a draft later.`,
  confirmArchiveButton: 'Archive plan',
  cancel: 'Cancel',

  // New plan
  newPlanTitle: 'Start a new plan',
  newPlanLead: `Pick a ready-made plan: its price is recommended from your own ${ucr} fees. You can change everything before you publish.`,
  fromScratch: 'Start from scratch',
  fromScratchLead: 'An empty plan you fill in yourself.',
  choosePreset: (name: string) => `Use ${name}`,
  recommended: 'Recommended',
  savesPerYear: (amount: string) => `Members save ${amount} a year`,
  valuePerYear: (amount: string) => `Care worth ${amount} a year at your usual fees`,
  missingFee: "Couldn't find the UCR Value",
  missingFeeFor: (code: string, name: string) =>
    `We need your usual fee for ${code}${name ? ` (${name})` : ''} to recommend a price.`,
  feeFor: (code: string) => `Your ${ucr} fee for ${code}`,
  saveFee: 'Save fee',
  feeSavedOnCard: (code: string) => `Fee for ${code} saved.`,
  enterAllFees: `Enter all your ${ucr} fees`,
  minimum: (amount: string) => `Minimum ${amount}/month`,

  // Editor
  editorNew: 'New plan',
  editorEdit: (name: string) => `Edit ${name}`,
  editorView: (name: string) => name,
  sectionNames: 'Name and description',
  sectionPrice: 'Price',
  sectionWho: 'Who can join',
  sectionVisibility: 'Where the plan is offered',
  sectionExtras: 'Worry-free, fees and discounts',
  sectionCare: 'Included care',
  planName: 'Plan name (English)',
  planNameEs: 'Plan name (Spanish)',
  description: 'Description (English)',
  descriptionEs: 'Description (Spanish)',
  notes: 'Internal notes',
  notesHelp: 'Only your team sees these.',
  monthlyPrice: 'Monthly price',
  annualPrice: 'Annual price',
  minimumHelp: (amount: string) => `The lowest monthly price for this plan is ${amount}.`,
  belowMinimum: (amount: string) => `The monthly price must be at least ${amount}.`,
  annualHelp: (amount: string) => `At least ${amount}, or 0 if the plan is not sold by the year.`,
  draftBelowMinimum:
    'This draft keeps a price from before the minimum: it can be saved as it is, but published only once the price meets the minimum.',
  recommendedLine: (monthly: string, annual: string) =>
    `Recommended from your ${ucr} fees: ${monthly} a month or ${annual} a year.`,
  useRecommended: 'Use recommended price',
  recommendedUnavailable: (code: string) =>
    `Couldn't find the UCR Value for ${code}. Enter it in Usual fees to get a recommended price.`,
  recommendedNeedsCare: 'Add the care this plan includes below to see the price we recommend from your usual fees.',
  savingsLine: (savings: string, value: string) =>
    `A member on the annual price saves ${savings} a year compared with paying your usual fees (${value}).`,
  noSavingsLine: (value: string) =>
    `The annual price is at or above what the included care costs at your usual fees (${value}).`,
  priceLocked: 'This plan has members, so its price is changed with Change price: current members are told first.',
  ageGroup: 'Age group',
  adults: 'Adults',
  children: 'Children',
  minAge: 'Minimum age',
  maxAge: 'Maximum age',
  ageHelp: 'Leave empty for no limit.',
  ageOrder: 'The minimum age must not be above the maximum age',
  forUninsured: 'Offer to patients without insurance',
  forInsured: 'Offer to patients with insurance',
  showOnEnrollmentMonthly: 'Online enrollment: monthly',
  showOnEnrollmentAnnual: 'Online enrollment: annual',
  showOnInternalEnrollmentMonthly: 'In-office enrollment: monthly',
  showOnInternalEnrollmentAnnual: 'In-office enrollment: annual',
  showOnBC: 'BusinessConnect (employer plans)',
  visibilityHelp: 'Online enrollment is your public sign-up page; in-office enrollment is the form your team uses.',
  worryFreeMonth: 'Worry-free guarantee on the monthly plan',
  worryFreeYear: 'Worry-free guarantee on the annual plan',
  activationFee: 'Activation fee',
  activationFeeHelp: 'One-time fee for monthly members; leave empty for none.',
  familyDiscounts: 'Family discounts',
  familyDiscountsHelp: 'Percent off when several family members join.',
  family: (n: number) => `${n} members`,
  disableGpp: 'Turn off guaranteed payment for this plan',
  disableFamilyDiscounts: 'Turn off family discounts for this plan',
  careHelp: 'What a member gets each year. The recommended price is built from these and your usual fees.',
  procedure: 'Procedure',
  quantity: 'Times a year',
  removeProcedure: (code: string) => `Remove ${code}`,
  addProcedure: 'Add procedure',
  lineValue: (fee: string, total: string) => `${fee} each · ${total}`,
  noFee: 'No usual fee yet',
  careTotal: (amount: string) => `Total at your usual fees: ${amount} a year`,
  savePlan: 'Save plan',
  createPlan: 'Create plan',
  close: 'Close',
  fixErrors: 'Please check the highlighted fields.',
  required: 'This field is required',
  invalidAmount: 'Enter an amount in dollars, like 29 or 29.50',
  invalidPercent: 'Enter a percent from 0 to 100',
  invalidAge: 'Enter a whole age from 0 to 120',
  invalidQuantity: 'Enter a number from 1 to 24',
  planNotFound: 'That plan could not be found.',

  // Change price
  changePriceTitle: (name: string) => `Change the price of ${name}`,
  currentPrice: (monthly: string, annual: string) => `Current price: ${monthly} a month, ${annual} a year.`,
  newMonthly: 'New monthly price',
  newAnnual: 'New annual price',
  changePriceHow:
    'New members pay the new price right away. Current members keep their price until their first renewal at least 30 days after we email them about it, in their language.',
  willNotify: (n: number) =>
    n === 0
      ? 'This plan has no members, so nobody needs to be told.'
      : `${plural(n, 'member', 'members')} will be emailed about the new price.`,
  notified: (n: number) => `${plural(n, 'member was', 'members were')} emailed about the new price.`,
  changePriceButton: 'Change price',
  samePrice: 'The new price is the same as the current one.',

  // Usual fees
  feesTitle: `Your usual fees (${ucr})`,
  feesLead: `What you charge patients without a plan for each procedure. Recommended plan prices and member savings are worked out from these.`,
  feeCode: 'Code',
  feeName: 'Procedure',
  feeAmount: `${ucr} fee`,
  feeLabel: (code: string, name: string) => `${ucr} fee for ${code} ${name}`,
  saveFees: 'Save fees',
  feesCaption: `Usual fees (${ucr}) by procedure code`,

  // Settings
  settingsProgram: 'Your membership program',
  programName: 'Program name',
  programNameHelp: 'Shown to patients above your plans, e.g. “Bright Smiles Membership”.',
  programDescription: 'Program description',
  specialty: 'Specialty',
  noSpecialty: 'Not set',
  settingsFamily: 'Family discounts (office default)',
  settingsFamilyLead: 'New plans start with these discounts; each plan can change its own.',
  settingsWorryFree: 'Worry-free amounts',
  settingsWorryFreeLead: 'What the worry-free guarantee adds to a plan that offers it.',
  adult: 'Adult',
  child: 'Child',
  perio: 'Perio',
  monthly: 'Monthly',
  annual: 'Annual',
  worryFreeLabel: (group: string, period: string) => `${group} worry-free, ${period.toLowerCase()}`,
  settingsPayments: 'Payments and enrollment',
  allowBankDraft: 'Let members pay by bank draft',
  gppTitle: 'Guaranteed payments',
  gppOn: 'On',
  gppOff: 'Off',
  gppNotEnrolled: 'Not enrolled',
  gppSwitchHelp: 'The practice owner turns guaranteed payments on or off, and accepts their terms, on its own page.',
  gppPage: 'Open the Guaranteed Payment Plan page',
  gppAdminOnlyWaive: 'Only platform admins may waive the setup fee',
  gppMemberWaive: 'Members may have the setup fee waived',
  gppAutomaticClaim: 'Claim missed payments automatically',
  disableEnrollment: 'Turn off enrollment',
  disableEnrollmentHelp: 'Stops new patients from joining any plan; current members are not affected.',
  saveSettings: 'Save settings',
} as const;

export type PlansText = typeof plansText;
