import { endpoints } from '@mhq/contract';
import { OFFICE_ACTIONS, type OfficeAction } from '@mhq/domain';
import { describe, expect, it } from 'vitest';
import { createTestApp } from '../harness';
import { apiRoutes } from './route-table';

/*
 * Which office action each money and membership route needs (issue 21): the office permission matrix in
 * @mhq/domain says who may take each action, the guard enforces what a route declares, and the isolation suite's
 * role sweep calls every declaring route as every office standing. This table is what a route must declare: a
 * refund route that forgot its action would let a standard dentist refund again, and fails here.
 */
const EXPECTED: Partial<Record<keyof typeof endpoints, OfficeAction>> = {
  addMembers: 'enrol',
  addAdditionalSubscription: 'enrol',
  activateCash: 'enrol',
  reEnroll: 'enrol',
  updatePaymentSource: 'collectPayment',
  subscribe: 'collectPayment',
  chargeLate: 'collectPayment',
  chargeDelinquent: 'collectPayment',
  pastDue: 'collectPayment',
  sendPaymentUpdateLink: 'collectPayment',
  toCash: 'recordCashPayment',
  renewCash: 'recordCashPayment',
  inOfficePayment: 'recordCashPayment',
  changePlan: 'changeMembership',
  dropPlanChange: 'changeMembership',
  updateTerm: 'changeMembership',
  transferMember: 'changeMembership',
  cancelPlan: 'cancelMembership',
  cancelCash: 'cancelMembership',
  toggleAutoRenew: 'cancelMembership',
  deleteMember: 'cancelMembership',
  confirmCancellationRequest: 'cancelMembership',
  keepCancellationRequest: 'cancelMembership',
  refund: 'refund',
  refundSingle: 'refund',
  clearDelinquency: 'writeOffDebt',
  respondToDispute: 'answerDispute',
  acceptDispute: 'acceptDispute',
  answerReview: 'answerReviews',
  // BusinessConnect's discount, offered plans and employers are plan pricing (issue 25).
  turnOnBusinessConnect: 'managePlans',
  turnOffBusinessConnect: 'managePlans',
  businessConnectSettings: 'managePlans',
  inviteBusiness: 'managePlans',
  resendBusinessInvite: 'managePlans',
  removeBusiness: 'managePlans',
  // A community group's discount and plans are plan pricing too (CommunityConnect).
  createCommunityGroup: 'managePlans',
  updateCommunityGroup: 'managePlans',
  setCommunityGroupStatus: 'managePlans',
  // The office's look and the print orders charged to its tier method (issue 26).
  saveOfficeBranding: 'manageMarketing',
  createPrintOrder: 'manageMarketing',
  payPrintOrder: 'manageMarketing',
  claimGuarantee: 'claimGuarantee',
  guaranteeToggle: 'offerGuarantee',
  payoutList: 'viewPayouts',
  payoutReport: 'viewPayouts',
  upgradePayoutReport: 'viewPayouts',
  monthlyStatement: 'viewPayouts',
  paymentLedger: 'viewPayouts',
  // Rewards and activity (issue 26): how the practice shows on the leaderboard; the feed of its payments and payouts.
  setLeaderboardOptIn: 'managePlans',
  officeActivity: 'viewPayouts',
  planSaveState: 'managePlans',
  updatePlanSettings: 'managePlans',
  changePlanPrice: 'managePlans',
  sortPlans: 'managePlans',
  updateReferralReward: 'managePlans',
  addTeamUser: 'manageTeam',
  deleteTeamUser: 'manageTeam',
  updateTeamUser: 'manageTeam',
  changeTeamPermissions: 'manageTeam',
  reactivateTeamUser: 'manageTeam',
  createPlaidLinkToken: 'managePayouts',
  plaidToken: 'managePayouts',
  addTierPaymentMethod: 'managePayouts',
  setDefaultTierPaymentMethod: 'managePayouts',
  removeTierPaymentMethod: 'managePayouts',
  startUpgrade: 'managePayouts',
  proceedUpgrade: 'managePayouts',
  resetUpgrade: 'managePayouts',
  // Multi-location (issue 23): owners and office admins see the organization; only owners add or change locations.
  multiLocationDashboard: 'viewOrganization',
  multiLocationBilling: 'viewOrganization',
  multiLocationReport: 'viewOrganization',
  manageLocations: 'viewOrganization',
  manageLocationDetail: 'manageLocations',
  duplicateOfficePreview: 'manageLocations',
  duplicateOffice: 'manageLocations',
  organizationGroups: 'viewOrganization',
  createGroup: 'viewOrganization',
  deleteGroups: 'viewOrganization',
  groupDetail: 'viewOrganization',
  updateGroup: 'viewOrganization',
  deleteGroup: 'viewOrganization',
  manageUsers: 'viewOrganization',
  userAssignments: 'viewOrganization',
  assignUsers: 'manageTeam',
  unassignUsers: 'manageTeam',
  managePlans: 'managePlans',
  groupPlans: 'managePlans',
  masterPlanDetails: 'managePlans',
  masterPlanSaveState: 'managePlans',
  changeMasterPlanPrice: 'managePlans',
  changeTarget: 'managePlans',
  organizationPlanSettings: 'managePlans',
  multiPlanSettings: 'managePlans',
  legacyOrgPlans: 'managePlans',
  mergeLegacyPlans: 'managePlans',
  // Email and text campaigns speak for the practice to its patients (issue 26).
  campaigns: 'sendCampaigns',
  campaignAudience: 'sendCampaigns',
  createCampaign: 'sendCampaigns',
  campaign: 'sendCampaigns',
  cancelCampaign: 'sendCampaigns',
  createCampaignTemplate: 'sendCampaigns',
  updateCampaignTemplate: 'sendCampaigns',
  deleteCampaignTemplate: 'sendCampaigns',
  // The office's PMS link (issue 28): connecting, the toggles and the ledger settings are the owner's and admin's.
  initiatePmsConnection: 'managePms',
  disconnectPmsConnection: 'managePms',
  toggleWriteAbilities: 'managePms',
  toggleNotifyUninsured: 'managePms',
  setProviderPayment: 'managePms',
  // The PMS's uninsured patients are PMS patient data, read by the team that matches charts.
  pmsUninsured: 'matchCharts',
  // Chart matches (issue 28): the whole team links members to their PMS charts; searching the PMS is part of enrolling.
  matchNewMembers: 'matchCharts',
  pmsMatches: 'matchCharts',
  setChartMatch: 'matchCharts',
  removeChartMatch: 'matchCharts',
  pmsPatientSearch: 'enrol',
  // The recall list names members and their visits from the PMS (issue 28): the whole team, as chart matching.
  recallList: 'matchCharts',
};

const t = await createTestApp();
const nameOf = new Map(Object.entries(endpoints).map(([name, e]) => [e as object, name]));
/** Each registered route's endpoint name and the office action it declares, if any (HEAD twins left out). */
const declared = new Map(
  apiRoutes(t.app, 'all')
    .filter((r) => r.meta && r.method !== 'HEAD')
    .map((r) => {
      const access = r.meta?.access;
      return [nameOf.get(r.meta?.endpoint as object) ?? r.key, access === 'public' ? undefined : access?.action];
    }),
);

describe('the money and membership routes declare the office action they need', () => {
  it.each(Object.entries(EXPECTED))('%s needs %s', (name, action) => {
    expect(declared.has(name), `${name} is not registered`).toBe(true);
    expect(declared.get(name)).toBe(action);
  });

  it('declares no action beyond the table, and every action of the matrix guards some route', () => {
    const extra = [...declared].filter(([name, action]) => action && !(name in EXPECTED)).map(([name]) => name);
    expect(extra, 'declared but not in the table above: add them').toEqual([]);
    const used = new Set(Object.values(EXPECTED));
    expect(OFFICE_ACTIONS.filter((a) => !used.has(a))).toEqual([]);
  });
});
