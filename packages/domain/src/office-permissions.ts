/**
 * Who in an office may move money and change memberships (issue 21). Spec 01 section 6 names the office roles
 * (owner, office_admin, dentist_standard, office_admin_temp, and a plan coordinator flag) but leaves their
 * permissions unshown; this matrix is our decision, written once and read by the server's guard (every route
 * declares the action it needs), the web's menus and buttons, and the isolation suite's role sweep.
 *
 * The principle a practice manager would expect: money coming in (enrolling, taking a payment owed, recording
 * cash) is front-desk work anyone on the team may do; money going out (refunds, write-offs, conceding a dispute,
 * claiming the guarantee) and ending a membership need the owner or the office admin; the payout account and the
 * guarantee's switch are the owner's alone; the plan catalogue is the owner's, the office admin's and the plan
 * coordinator's.
 *
 * | action            | owner | office_admin | dentist_standard | office_admin_temp | plan coordinator |
 * |-------------------|:-----:|:------------:|:----------------:|:-----------------:|:----------------:|
 * | enrol             |   ✓   |      ✓       |        ✓         |         ✓         |        –         |
 * | collectPayment    |   ✓   |      ✓       |        ✓         |         ✓         |        –         |
 * | recordCashPayment |   ✓   |      ✓       |        ✓         |         ✓         |        –         |
 * | changeMembership  |   ✓   |      ✓       |        ✓         |                   |        ✓         |
 * | cancelMembership  |   ✓   |      ✓       |                  |                   |                  |
 * | refund            |   ✓   |      ✓       |                  |                   |                  |
 * | writeOffDebt      |   ✓   |      ✓       |                  |                   |                  |
 * | answerDispute     |   ✓   |      ✓       |                  |                   |                  |
 * | acceptDispute     |   ✓   |      ✓       |                  |                   |                  |
 * | claimGuarantee    |   ✓   |      ✓       |                  |                   |                  |
 * | viewPayouts       |   ✓   |      ✓       |                  |                   |                  |
 * | managePlans       |   ✓   |      ✓       |                  |                   |        ✓         |
 * | manageTeam        |   ✓   |      ✓       |                  |                   |                  |
 * | answerReviews     |   ✓   |      ✓       |        ✓         |                   |                  |
 * | sendCampaigns     |   ✓   |      ✓       |                  |                   |                  |
 * | offerGuarantee    |   ✓   |              |                  |                   |                  |
 * | managePayouts     |   ✓   |              |                  |                   |                  |
 * | viewOrganization  |   ✓   |      ✓       |                  |                   |                  |
 * | manageMarketing   |   ✓   |      ✓       |                  |                   |                  |
 * | manageLocations   |   ✓   |              |                  |                   |                  |
 *
 * The plan coordinator is a flag on top of a role: a standard dentist who coordinates plans holds both columns.
 * Platform admins acting for an office may do everything; patients act only on their own household, by the
 * guard's own checks, and never through this matrix.
 */
import { isOfficeUser, isPlatformAdmin, type UserType } from './roles';

/** The standing a user holds in one office: a role, plus the plan coordinator's grant where flagged. */
export const OFFICE_STANDINGS = [
  'owner',
  'office_admin',
  'dentist_standard',
  'office_admin_temp',
  'plan_coordinator',
] as const;
export type OfficeStanding = (typeof OFFICE_STANDINGS)[number];

/** Who may take an action, what it does (the refusal's words), and the spec's own refusal where it gives one. */
type Permission = { roles: readonly OfficeStanding[]; does: string; refusal?: string };

const OWNER_ADMIN = ['owner', 'office_admin'] as const;
const WHOLE_TEAM = ['owner', 'office_admin', 'dentist_standard', 'office_admin_temp'] as const;

/** The matrix: each action, who may take it, and what it does (the words of a refusal). */
export const OFFICE_PERMISSIONS = {
  enrol: { roles: WHOLE_TEAM, does: 'enrol patients' },
  collectPayment: { roles: WHOLE_TEAM, does: "take a household's payment" },
  recordCashPayment: { roles: WHOLE_TEAM, does: 'record payments made in the office' },
  changeMembership: {
    roles: ['owner', 'office_admin', 'dentist_standard', 'plan_coordinator'],
    does: "change a member's plan",
  },
  cancelMembership: { roles: OWNER_ADMIN, does: 'cancel memberships' },
  refund: { roles: OWNER_ADMIN, does: 'refund payments' },
  writeOffDebt: { roles: OWNER_ADMIN, does: 'write off a missed payment' },
  answerDispute: { roles: OWNER_ADMIN, does: 'answer a disputed payment' },
  acceptDispute: { roles: OWNER_ADMIN, does: 'accept a disputed payment' },
  claimGuarantee: { roles: OWNER_ADMIN, does: 'claim the payment guarantee' },
  viewPayouts: { roles: OWNER_ADMIN, does: "see the office's payouts and ledger" },
  managePlans: { roles: ['owner', 'office_admin', 'plan_coordinator'], does: 'change membership plans' },
  manageTeam: { roles: OWNER_ADMIN, does: "manage the office's users" },
  // An answer is published under the practice's name: the team that treats patients, not a temporary admin.
  answerReviews: { roles: ['owner', 'office_admin', 'dentist_standard'], does: "answer patients' reviews" },
  // Issue 26: a blast to the practice's patients speaks for the practice: the owner and the office admin send it.
  sendCampaigns: { roles: OWNER_ADMIN, does: 'send marketing campaigns' },
  offerGuarantee: { roles: ['owner'], does: 'switch the payment guarantee on or off' },
  managePayouts: { roles: ['owner'], does: 'change the payout account or billing' },
  // Issue 23: the organization's figures across its locations (master dashboard, billing, reports), its groups and
  // staff assignments are the owner's and the office admin's; adding, editing and closing locations is the owner's
  // alone (spec 01 section 5: office admins are told to contact support).
  viewOrganization: { roles: OWNER_ADMIN, does: "see the organization's locations together" },
  // Issue 26: the office's look (template theme) and the print orders charged to the practice's tier method.
  manageMarketing: { roles: OWNER_ADMIN, does: "change the office's branding or order print materials" },
  // Issue 28: the link to the practice-management system writes to the practice's charts and ledger: the owner and the
  // office admin connect it and switch its writing; the whole front desk links members to their charts.
  managePms: { roles: OWNER_ADMIN, does: 'connect the practice-management system or change what it writes' },
  matchCharts: { roles: WHOLE_TEAM, does: 'link members to their practice-management charts' },
  manageLocations: {
    roles: ['owner'],
    does: 'add, change or close locations',
    refusal: 'Office admins cannot add or change locations themselves: please contact support',
  },
} as const satisfies Record<string, Permission>;

export type OfficeAction = keyof typeof OFFICE_PERMISSIONS;
export const OFFICE_ACTIONS = Object.keys(OFFICE_PERMISSIONS) as OfficeAction[];

/** How an office user is linked to one office: their user type, and the link's owner and coordinator flags. */
export type OfficeLink = { type: UserType; isOwner: boolean; planCoordinator: boolean };

/**
 * The standings of an office user in one office. Ownership is per office (the link's flag); a `dentist` who does
 * not own this office stands as an office admin here, as an owner who is demoted becomes one.
 */
export function officeStandings(link: OfficeLink): OfficeStanding[] {
  // Anyone but an office user (a patient, a partner) stands nowhere, whatever the link says.
  if (!isOfficeUser(link.type)) return [];
  const role: OfficeStanding = link.isOwner ? 'owner' : link.type === 'dentist' ? 'office_admin' : link.type;
  return link.planCoordinator && role !== 'owner' ? [role, 'plan_coordinator'] : [role];
}

/** Whether someone of these standings may take the action. */
export const standingsMay = (standings: readonly OfficeStanding[], action: OfficeAction): boolean =>
  standings.some((s) => (OFFICE_PERMISSIONS[action].roles as readonly OfficeStanding[]).includes(s));

/**
 * Whether a signed-in user may take the action in the office they are linked to by `link`: platform admins
 * always; office users by the matrix; anyone else (no link, another kind of user) never.
 */
export function mayInOffice(type: UserType, link: Omit<OfficeLink, 'type'> | null, action: OfficeAction): boolean {
  if (isPlatformAdmin(type)) return true;
  if (!link) return false;
  return standingsMay(officeStandings({ type, ...link }), action);
}

const STANDING_NAMES: Record<OfficeStanding, string> = {
  owner: 'an owner',
  office_admin: 'an office admin',
  dentist_standard: 'a standard user',
  office_admin_temp: 'a temporary admin',
  plan_coordinator: 'the plan coordinator',
};

/** The refusal a caller gets for an action the matrix does not give them: who may, and what. */
export function officeActionRefusal(action: OfficeAction): string {
  const own: Permission = OFFICE_PERMISSIONS[action];
  if (own.refusal) return own.refusal;
  const names = OFFICE_PERMISSIONS[action].roles.map((r) => STANDING_NAMES[r]);
  const who = names.length === 1 ? names[0] : `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
  return `Only ${who} of this office can ${OFFICE_PERMISSIONS[action].does}`;
}
