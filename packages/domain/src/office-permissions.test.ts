import { describe, expect, it } from 'vitest';
import {
  mayInOffice,
  OFFICE_ACTIONS,
  type OfficeAction,
  officeActionRefusal,
  officeStandings,
  standingsMay,
} from './office-permissions';

const owner = { isOwner: true, planCoordinator: false };
const staff = { isOwner: false, planCoordinator: false };
const coordinator = { isOwner: false, planCoordinator: true };

describe("an office user's standing in an office", () => {
  it('is owner where the link says so, whatever the user type', () => {
    expect(officeStandings({ type: 'dentist', ...owner })).toEqual(['owner']);
    expect(officeStandings({ type: 'office_admin', ...owner })).toEqual(['owner']);
  });

  it('is office admin for a dentist who does not own this office (as a demoted owner becomes)', () => {
    expect(officeStandings({ type: 'dentist', ...staff })).toEqual(['office_admin']);
  });

  it('adds the plan coordinator to the role, and is nothing for a user who is not office staff', () => {
    expect(officeStandings({ type: 'dentist_standard', ...coordinator })).toEqual([
      'dentist_standard',
      'plan_coordinator',
    ]);
    expect(officeStandings({ type: 'office_admin_temp', ...staff })).toEqual(['office_admin_temp']);
    expect(officeStandings({ type: 'client', ...owner })).toEqual([]);
  });
});

describe('the permission matrix', () => {
  const may = (type: Parameters<typeof mayInOffice>[0], link: typeof owner | null, action: OfficeAction) =>
    mayInOffice(type, link, action);

  it('lets the owner do everything', () => {
    for (const action of OFFICE_ACTIONS) expect(may('dentist', owner, action), action).toBe(true);
  });

  it('lets the office admin run the front desk and the money, but not the payout account, the guarantee switch or the locations', () => {
    const refused = OFFICE_ACTIONS.filter((a) => !may('office_admin', staff, a));
    expect(refused.sort()).toEqual(['manageLocations', 'managePayouts', 'offerGuarantee']);
  });

  it('tells an office admin who tries to add a location to contact support, as the spec says', () => {
    expect(officeActionRefusal('manageLocations')).toMatch(/contact support/);
    expect(officeActionRefusal('viewOrganization')).toBe(
      "Only an owner or an office admin of this office can see the organization's locations together",
    );
  });

  it('keeps a standard dentist to enrolling, taking payments owed, changing a plan, answering reviews and linking charts: no money goes out', () => {
    const allowed = OFFICE_ACTIONS.filter((a) => may('dentist_standard', staff, a));
    expect(allowed.sort()).toEqual([
      'answerReviews',
      'changeMembership',
      'collectPayment',
      'enrol',
      'matchCharts',
      'recordCashPayment',
    ]);
    expect(may('dentist_standard', staff, 'managePms')).toBe(false);
    for (const a of ['refund', 'cancelMembership', 'answerDispute', 'acceptDispute', 'claimGuarantee'] as const) {
      expect(may('dentist_standard', staff, a), a).toBe(false);
    }
  });

  it('gives a temporary admin the front desk only', () => {
    const allowed = OFFICE_ACTIONS.filter((a) => may('office_admin_temp', staff, a));
    expect(allowed.sort()).toEqual(['collectPayment', 'enrol', 'matchCharts', 'recordCashPayment']);
  });

  it("gives the plan coordinator the plan catalogue and members' plans on top of their role", () => {
    expect(may('dentist_standard', coordinator, 'managePlans')).toBe(true);
    expect(may('dentist_standard', staff, 'managePlans')).toBe(false);
    expect(may('office_admin_temp', coordinator, 'changeMembership')).toBe(true);
    expect(may('dentist_standard', coordinator, 'refund')).toBe(false);
  });

  it('lets platform admins act for any office and nobody without a link to it', () => {
    expect(may('super_admin', null, 'managePayouts')).toBe(true);
    expect(may('dentist', null, 'enrol')).toBe(false);
    expect(may('client', owner, 'refund')).toBe(false);
  });

  it('never lets a lesser standing do what a greater one may not', () => {
    const ladder = [['owner'], ['office_admin'], ['dentist_standard'], ['office_admin_temp']] as const;
    for (const action of OFFICE_ACTIONS) {
      const allowed = ladder.map((s) => standingsMay(s, action));
      for (let i = 1; i < allowed.length; i++) expect(allowed[i - 1] || !allowed[i], action).toBe(true);
    }
  });
});

describe('the refusal', () => {
  it('says who may and what', () => {
    expect(officeActionRefusal('refund')).toBe('Only an owner or an office admin of this office can refund payments');
    expect(officeActionRefusal('managePlans')).toBe(
      'Only an owner, an office admin or the plan coordinator of this office can change membership plans',
    );
    expect(officeActionRefusal('managePayouts')).toBe(
      'Only an owner of this office can change the payout account or billing',
    );
  });
});
