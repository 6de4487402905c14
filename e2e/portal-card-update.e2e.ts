import type { Page } from '@playwright/test';
import { startDemoAsNpmStart } from './harness/npm-start';
import { apiAs, mailed, mariaEnrolled } from './member-steps';
import { accessible, shoot, tagOf } from './steps';
import { expect, port, signIn, test } from './support';

/*
 * Issue 21, 'a patient whose card fails is stuck': Maria's monthly renewal is refused by her card; she signs in to her
 * portal, finds the late payment with the form for a new card open, types a card that is refused in turn, then a good
 * one, and her membership is active again. The demo's clock moves to her renewal day, so the journey runs on a demo
 * of its own (moving the shared demo's clock would end every other journey's session).
 */

const SHOTS = 'portal-card-update-shots';
const PASSWORD = 'maria-portal-pass-1';

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/^Expiration/).fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test('a patient whose renewal was refused puts a new card on file in her portal and is active again', async ({
  page,
  playwright,
}, info) => {
  test.setTimeout(300_000);
  const demo = await startDemoAsNpmStart(port + 31);
  const api = await playwright.request.newContext({
    baseURL: demo.url,
    extraHTTPHeaders: { 'x-forwarded-for': `10.121.${info.workerIndex % 250}.7` },
  });
  try {
    const tag = tagOf(info);
    const email = `maria.${tag}@portal-card.e2e.test`;
    const { memberId, office } = await mariaEnrolled(api, email, tag, new Date().getFullYear() + 2);

    // Maria sets her password from the welcome mail.
    const setLink = await mailed(api, email, /https?:\/\/\S+\/accounts\/set-password\/([\w-]+)/);
    const set = await api.post('/api/v1/accounts/set-password', { data: { token: setLink, password: PASSWORD } });
    expect(set.status(), await set.text()).toBe(200);

    // Her bank starts refusing the card on file (test card 0341 attaches, then every charge fails).
    const staff = await apiAs(api, 'staff@demo.test');
    const staffMe = (await (await api.get('/api/v1/users/me/account', { headers: staff })).json()) as {
      data: { userId: number };
    };
    const tokenOf = async (number: string) => {
      const res = await api.post('/sim-processor/v1/tokens', {
        data: { card: { number, exp_month: 12, exp_year: 2034, cvc: '123' } },
      });
      return ((await res.json()) as { id: string }).id;
    };
    const swapped = await api.post(`/api/v1/users/${staffMe.data.userId}/update-account/payment/sources`, {
      headers: staff,
      data: {
        dentistInfoId: office.office.id,
        memberId,
        payment: { method: 'card', token: await tokenOf('4000000000000341') },
      },
    });
    expect(swapped.status(), await swapped.text()).toBe(200);

    // A month on, the billing run's renewal of her plan is refused.
    const moved = await api.post('/api/v1/admin/billing/clock', {
      headers: await apiAs(api, 'platform@demo.test'),
      data: { days: 31 },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    await mailed(api, email, /(\/patient-details\/dashboard)/);

    await signIn(page, email, PASSWORD, demo.url);
    await page.goto(`${demo.url}/patient-details/dashboard`);
    await expect(page.getByText(/^A payment of \$[\d.]+ did not go through$/)).toBeVisible();
    await expect(page.getByRole('heading', { level: 3, name: 'New card or bank account' })).toBeVisible();
    await expect(page.getByText(/Saving it pays the late \$[\d.]+ at once/)).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'late-payment');

    // A card her bank refuses in turn: kept, the payment refused, and why, said plainly; the form is there again.
    await typeCard(page, '4000 0000 0000 0341');
    await page.getByRole('button', { name: /^Save and pay \$/ }).click();
    const refused = page.getByRole('alert').filter({ hasText: /was refused/ });
    await expect(refused).toContainText('declined');
    await expect(page.getByRole('button', { name: /^Save and pay \$/ })).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'payment-refused');

    await typeCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: /^Save and pay \$/ }).click();
    await expect(page.getByText('Paid: your membership is active again')).toBeVisible();
    await expect(page.getByText(/Visa card ending in 4242, expires 12\/2034/).first()).toBeVisible();
    await expect(page.getByText('Your payments are up to date.')).toBeVisible();
    await expect(page.getByText(/did not go through/)).toHaveCount(0);
    await accessible(page);
    await shoot(page, SHOTS, 'paid-active-again');

    // At any time after, the card can be changed again: the form opens on asking.
    await page.getByRole('button', { name: 'Change card or bank account' }).click();
    await expect(page.getByRole('button', { name: 'Save', exact: true })).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'change-any-time');
  } finally {
    await api.dispose();
    await demo.stop();
  }
});
