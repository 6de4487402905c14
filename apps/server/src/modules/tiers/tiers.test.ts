import { addDays, addMonths, isSideMenuDisabled } from '@mhq/domain';
import { describe, expect, it } from 'vitest';
import { billingFixtures } from '../../jobs/billing.fixtures';
import { createTestApp } from '../../test/harness';
import { officeIds, practiceWithPlan } from '../money/money.fixtures';
import { tierFixtures } from './tiers.fixtures';

// The platform bills each practice for its tier (issue 21): on its own schedule, once per organization and period,
// to the platform (no connected account, no fee), recorded as the platform's revenue, with a receipt; refused
// payments are tried again on the dunning schedule with a notice each time, the last one suspends the tier (level 0:
// the practice menu is covered), and a new card pays what is owed at once and gives the tier back.

const t = await createTestApp();
const { runNow, moveDays, today } = await billingFixtures(t);
const {
  call,
  billing,
  addCard,
  account,
  processorCharges,
  periods,
  tierLedger,
  mailsTo,
  tierLevel,
  shellOfficeOfAccount,
} = tierFixtures(t);
const ids = await officeIds(t);
const riverside = () => t.login('riverside@demo.test');
const PASSWORD = 'a-new-password-1';

describe('the demo practices', () => {
  it('show their owner the tier periods already paid, with their receipts', async () => {
    const page = await billing(await t.login('owner@demo.test'), ids.downtown);
    expect(page.charges.map((c) => [c.status, c.amountCents])).toEqual([
      ['paid', 9_900],
      ['paid', 9_900],
      ['paid', 9_900],
    ]);
    expect(page.owed).toBeNull();
    expect(await tierLedger(page.organizationId)).toMatchObject({ revenue: 29_700, unbalanced: 0 });
  });
});

describe('a practice on a monthly tier with a card on file', () => {
  it('is charged once for the period however often the run repeats, to the platform, with a receipt', async () => {
    const added = await addCard(await riverside(), ids.riverside, '4242424242424242');
    const org = added.organizationId;
    // Nothing is charged until the billing run's day comes.
    expect(await processorCharges(org)).toEqual([]);
    await runNow();
    await runNow();
    const charged = await processorCharges(org);
    expect(charged).toEqual([
      expect.objectContaining({ status: 'succeeded', amount: 9_900, fee: 0, destination: null }),
    ]);
    const page = await billing(await riverside(), ids.riverside);
    expect(page.charges).toEqual([
      expect.objectContaining({
        status: 'paid',
        amountCents: 9_900,
        tierName: 'Essentials',
        periodStart: today(),
        periodEnd: addMonths(today(), 1),
      }),
    ]);
    expect(page.owed).toBeNull();
    const receipts = (await mailsTo('riverside@demo.test')).filter((m) => m.subject.startsWith('Receipt:'));
    expect(receipts).toHaveLength(1);
    expect(receipts[0]?.text).toContain('$99.00');
    expect(await tierLedger(org)).toEqual({ revenue: 9_900, paidByPractice: 9_900, practiceBalance: 0, unbalanced: 0 });
  });

  it('is charged again when its next month begins, and only then', async () => {
    const org = (await billing(await riverside(), ids.riverside)).organizationId;
    await moveDays(20);
    expect(await processorCharges(org)).toHaveLength(1);
    await moveDays(15);
    await runNow();
    expect((await processorCharges(org)).map((c) => c.status)).toEqual(['succeeded', 'succeeded']);
    expect((await periods(org)).map((p) => p.status)).toEqual(['paid', 'paid']);
    expect(await tierLedger(org)).toMatchObject({ revenue: 19_800, unbalanced: 0 });
  });
});

describe('a practice that chose the annual Growth tier with a discount code at sign-up', () => {
  it('pays the yearly price less its code once, and nothing more until the year is over', async () => {
    const practice = await practiceWithPlan(t, { tierLevel: 2, pricingPeriod: 'annual', discountCode: 'WELCOME10' });
    const added = await addCard(practice.token, practice.dentistInfoId, '4242424242424242');
    await runNow();
    // Growth is $199.00 a month, $1,990.00 a year; WELCOME10 takes 10% off.
    expect((await processorCharges(added.organizationId)).map((c) => c.amount)).toEqual([179_100]);
    const [period] = await periods(added.organizationId);
    expect(period).toMatchObject({ discountCode: 'WELCOME10', discountCents: 19_900, pricingPeriod: 'annual' });
    expect(period?.periodEnd).toBe(addMonths(period?.periodStart ?? '', 12));
    await moveDays(40);
    expect(await processorCharges(added.organizationId)).toHaveLength(1);
  });
});

describe('a practice whose card is refused', () => {
  it('is tried again on the schedule with a notice each time, then suspended (tier 0, menu covered) until a new card pays', async () => {
    const practice = await practiceWithPlan(t, { tierLevel: 1, pricingPeriod: 'monthly' });
    const login = () => t.login(practice.email, PASSWORD);
    // 0341 attaches, then every charge of it is refused.
    const added = await addCard(practice.token, practice.dentistInfoId, '4000000000000341');
    const org = added.organizationId;
    const start = today();
    await runNow();
    const notices = async () =>
      (await mailsTo(practice.email)).filter((m) => /did not go through|suspended until paid/.test(m.subject));
    expect(await notices()).toHaveLength(1);
    expect((await notices())[0]?.text).toContain('/account/settings/billing');
    let page = await billing(await login(), practice.dentistInfoId);
    expect(page.owed).toMatchObject({ amountCents: 9_900, suspended: false, nextTryOn: addDays(start, 3) });

    // Tried again 3, 7 and 14 days after the first refusal, never in between.
    await moveDays(2);
    expect(await processorCharges(org)).toHaveLength(1);
    await moveDays(1);
    expect(await processorCharges(org)).toHaveLength(2);
    await moveDays(4);
    expect(await processorCharges(org)).toHaveLength(3);
    expect(await tierLevel(org)).toBe(1);
    await moveDays(7);
    expect((await processorCharges(org)).map((c) => c.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    expect((await notices()).map((m) => m.subject.includes('suspended'))).toEqual([false, false, false, true]);

    // The last refusal: tier level 0 with the tier customer kept; the shell covers the practice menu.
    expect(await tierLevel(org)).toBe(0);
    const me = await account(await login());
    expect(me.tieredPayment).toEqual({ tierLevel: 0, stripeCustomerId: expect.stringMatching(/^cus_sim_/) });
    const office = shellOfficeOfAccount(me);
    expect(isSideMenuDisabled(office && { ...office, membershipCount: 1 }, me.tieredPayment)).toBe(true);
    page = await billing(await login(), practice.dentistInfoId);
    expect(page.owed).toMatchObject({ amountCents: 9_900, suspended: true, nextTryOn: null });
    expect(page.plan).toMatchObject({ tierName: 'Essentials' });

    // Suspended, no new period opens (nothing more is owed for the time the menu is locked).
    await moveDays(30);
    expect(await periods(org)).toHaveLength(1);

    // A new card pays what is owed at once and gives the tier back.
    const paid = await addCard(await login(), practice.dentistInfoId, '4242424242424242');
    expect(paid._message).toContain('We charged the $99.00 owed');
    expect(paid.methods.filter((m) => m.isDefault).map((m) => m.last4)).toEqual(['4242']);
    expect(paid.owed).toBeNull();
    expect(paid.charges.map((c) => c.status)).toEqual(['paid']);
    expect(await tierLevel(org)).toBe(1);
    const after = await account(await login());
    expect(after.tieredPayment?.tierLevel).toBe(1);
    const restored = shellOfficeOfAccount(after);
    expect(isSideMenuDisabled(restored && { ...restored, membershipCount: 1 }, after.tieredPayment)).toBe(false);
    expect(await tierLedger(org)).toMatchObject({ revenue: 9_900, unbalanced: 0 });

    // The schedule goes on from the day the tier came back.
    await runNow();
    const all = await periods(org);
    expect(all.map((p) => [p.periodStart, p.status])).toEqual([
      [start, 'paid'],
      [today(), 'paid'],
    ]);
  });

  it('is paid at once when the owner makes another card the default while a try is pending', async () => {
    const practice = await practiceWithPlan(t, { tierLevel: 1, pricingPeriod: 'monthly' });
    await addCard(practice.token, practice.dentistInfoId, '4000000000000341');
    const both = await addCard(practice.token, practice.dentistInfoId, '4242424242424242');
    const org = both.organizationId;
    await runNow();
    const page = await billing(await t.login(practice.email, PASSWORD), practice.dentistInfoId);
    expect(page.owed).toMatchObject({ suspended: false });
    const good = page.methods.find((m) => m.last4 === '4242');
    const res = await call('setDefaultTierPaymentMethod', await t.login(practice.email, PASSWORD), {
      dentistInfoId: practice.dentistInfoId,
      paymentMethodId: good?.id,
    });
    expect(res.status).toBe(200);
    expect((res.body as { _message: string })._message).toContain('We charged the $99.00 owed');
    expect((await processorCharges(org)).map((c) => c.status).sort()).toEqual(['failed', 'succeeded']);
    // Paid: the scheduled retry does not charge again.
    await moveDays(3);
    expect(await processorCharges(org)).toHaveLength(2);
  });
});
