import type { Page } from '@playwright/test';
import { mailedLink, mariaEnrolled } from './member-steps';
import { accessible, shoot as shootIn, tagOf } from './steps';
import { expect, signIn, test } from './support';

/*
 * The secure payment-update link (issue 8): the front desk mails it to a household's account owner, who opens it on
 * their phone without signing in, sees the card on file, is refused a declined card in place, saves a good one, and
 * finds the link used up when opening it again.
 */

const shoot = async (page: Page, name: string) => {
  await shootIn(page, 'payment-update-shots', name);
  await page.setViewportSize({ width: 375, height: 812 });
};

async function typeCard(page: Page, number: string) {
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel(/^Expiration/).fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

test('an account owner replaces her card on her phone through the secure link the front desk mailed', async ({
  page,
  browser,
  request,
}, info) => {
  const tag = tagOf(info);
  const email = `maria.${tag}@payment-update.e2e.test`;
  const expYear = new Date().getFullYear() + 2;
  const { memberId, office } = await mariaEnrolled(request, email, tag, expYear);

  // The owner signs in and sends the link (its button belongs to the member page, built apart).
  await signIn(page, 'owner@demo.test');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  const sent = await page.request.post(`/api/v1/dentists/${office.office.id}/members/sendSecurePaymentUpdateLink`, {
    headers: { authorization: `JWT ${token}` },
    data: { memberId },
  });
  expect(sent.status()).toBe(200);
  expect(((await sent.json()) as { _message: string })._message).toBe(
    'A secure link to update the card was sent to m***@payment-update.e2e.test.',
  );
  const link = await mailedLink(request, email);

  // Maria opens it on her phone, signed out.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    hasTouch: true,
    extraHTTPHeaders: { 'x-forwarded-for': `10.206.${info.workerIndex % 250}.${(Date.now() % 250) + 1}` },
  });
  const patient = await phone.newPage();
  await patient.goto(link);
  await expect(patient.getByRole('heading', { level: 1, name: 'Update your card' })).toBeVisible();
  await expect(patient.getByRole('heading', { level: 2, name: 'Hello Maria' })).toBeVisible();
  await expect(patient.getByText(`Visa ending in 4242, expires 04/${expYear}`)).toBeVisible();
  await expect(patient.getByText('Bright Smiles Dental Downtown').first()).toBeVisible();
  await accessible(patient);
  await shoot(patient, 'link-opened');

  // A declined card is refused in place; nothing is saved and the numbers stay to correct.
  await typeCard(patient, '4000 0000 0000 0002');
  await patient.getByRole('button', { name: 'Save' }).click();
  const refusal = patient.getByRole('alert');
  await expect(refusal).toContainText('Not saved');
  await expect(refusal).toContainText('Your card was declined.');
  await expect(patient.getByLabel('Security code')).toHaveValue('123');
  await accessible(patient);
  await shoot(patient, 'card-declined');

  await typeCard(patient, '4242 4242 4242 4242');
  await patient.getByRole('button', { name: 'Save' }).click();
  await expect(patient.getByRole('heading', { level: 2, name: 'Your card was updated. Thank you!' })).toBeVisible();
  await expect(patient.getByText('Visa ending in 4242, expires 12/2034')).toBeVisible();
  await accessible(patient);
  await shoot(patient, 'card-saved');

  // The link worked once: opened again, it says so calmly, with the office's phone to ask for a new one.
  await patient.reload();
  await expect(patient.getByRole('heading', { level: 1, name: 'This link no longer works' })).toBeVisible();
  await expect(patient.getByText(/expired or was already used/)).toBeVisible();
  await expect(patient.getByRole('link', { name: /^Call / })).toHaveAttribute('href', /^tel:/);
  await accessible(patient);
  await shoot(patient, 'link-used');

  // In Spanish, the same calm words.
  await patient.getByRole('button', { name: /Español/ }).click();
  await expect(patient.getByRole('heading', { level: 1, name: 'Este enlace ya no funciona' })).toBeVisible();
  await accessible(patient);
  await phone.close();
});
