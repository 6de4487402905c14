import { describe, expect, it } from 'vitest';
import { type LaunchFacts, launchChecklist } from './launch-checklist';
import { LAUNCH_CHECKLIST_LENGTH } from './lists-marketing';
import { TENANTS } from './tenants';

const none: LaunchFacts = {
  emailConfirmed: false,
  profileComplete: false,
  planPublished: false,
  teamInvited: false,
  baaSigned: false,
  payoutConnected: false,
  gppActive: false,
  businessConnectOn: false,
  enrolmentTakesPayments: false,
};

describe('launch checklist', () => {
  it('has 8 items on the dental brand and 6 on the vision brand', () => {
    const office = { id: 7, activationKey: null };
    expect(launchChecklist(TENANTS.dental, office, none)).toHaveLength(LAUNCH_CHECKLIST_LENGTH.dental);
    expect(launchChecklist(TENANTS.vision, office, none)).toHaveLength(LAUNCH_CHECKLIST_LENGTH.vision);
  });

  it('ticks each item from its fact and links to where it is done', () => {
    const items = launchChecklist(TENANTS.vision, { id: 7, activationKey: 'k3y' }, { ...none, planPublished: true });
    expect(items.find((i) => i.key === 'planPublished')).toEqual({
      key: 'planPublished',
      done: true,
      path: '/account/settings/membership-plan',
      blocksEnrolment: false,
    });
    expect(items.find((i) => i.key === 'emailConfirmed')?.path).toBe('/accounts/complete-dentist-signup/7/k3y');
    expect(items.filter((i) => i.done)).toHaveLength(1);
  });

  it('says the enrolment page cannot take payments until the payout account is connected, on that item', () => {
    const office = { id: 7, activationKey: null };
    const blocked = launchChecklist(TENANTS.dental, office, none).filter((i) => i.blocksEnrolment);
    expect(blocked.map((i) => [i.key, i.path])).toEqual([['payoutConnected', '/account/settings/billing']]);
    const ready = launchChecklist(TENANTS.vision, office, { ...none, enrolmentTakesPayments: true });
    expect(ready.some((i) => i.blocksEnrolment)).toBe(false);
  });
});
