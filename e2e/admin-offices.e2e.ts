import type { Page } from '@playwright/test';
import { closeToasts, confirmEmail, devMailbox, shoot, tagOf, toast } from './steps';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test, visionURL } from './support';

// Issue 24, the back office: a platform admin creates a promo code limited to one use, a new practice signs up with
// it and gets its discount, the code then shows 1 use and 'used up' and a second sign-up is refused; the admin opens
// an office's users, sends a reset, and reads its history and the incomplete sign-ups.

/** Screenshots (E2E_SHOTS=1) go to .tmp/admin-offices. */
const SHOTS = 'admin-offices';

/** The sign-up form up to its button, with a discount code typed in. */
async function fillSignup(page: Page, tag: string, code: string): Promise<string> {
  const email = `promo.${tag}@e2e.test`;
  await page.goto('/accounts/dentist-signup');
  await page.getByLabel('Office name').fill(`Promo Dental ${tag}`);
  await page.getByLabel('Office phone').fill('(512) 555-0190');
  await page.getByLabel('Street address').fill('12 River Rd');
  await page.getByRole('combobox', { name: 'City or ZIP' }).fill('78704');
  await page.getByRole('option', { name: 'Austin, TX 78704' }).click();
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Lopez');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill('harbor-lights-42');
  await page.getByRole('combobox', { name: 'How did you hear about us?' }).click();
  await page.getByRole('option', { name: 'Webinar', exact: true }).click();
  await page.getByRole('combobox', { name: 'Practice-management system' }).click();
  await page.getByRole('option', { name: 'Dentrix', exact: true }).click();
  await page.getByLabel('Discount code (optional)').fill(code);
  await page.getByLabel(/I agree to the/).check();
  await page.getByRole('button', { name: 'Create my account' }).click();
  return email;
}

test('a promo code limited to one use goes to the first practice; the admin supports an office', async ({
  browser,
  page,
  request,
}, info) => {
  test.setTimeout(360_000);
  const tag = tagOf(info);
  const code = `ONCE${tag}`.toUpperCase().slice(0, 32);

  // The admin creates the code.
  await signIn(page, 'platform@demo.test');
  await page.goto('/admin/promos');
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
  await expect(page.locator('[data-promo="WEBINAR-FALL"]')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'promos');
  await page.getByRole('button', { name: 'New code' }).click();
  const dialog = page.getByRole('dialog', { name: 'New discount code' });
  await dialog.getByLabel('Code').fill(code.toLowerCase());
  await dialog.getByLabel('Percent off each platform payment').fill('25');
  await dialog.getByLabel('Description (what it is for)').fill('One practice from the e2e webinar');
  await dialog.getByLabel(/Most practices that may use it/).fill('1');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'promo-new');
  await dialog.getByRole('button', { name: 'Create code' }).click();
  await expect(toast(page, `Discount code ${code} created`)).toBeVisible();
  const row = page.locator(`[data-promo="${code}"]`);
  await expect(row).toContainText('0 of 1');
  await expect(row).toContainText('Active');

  // A new practice signs up with it and gets its discount.
  const practice = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.205.${info.workerIndex}.1` },
  });
  const owner = await practice.newPage();
  const email = await fillSignup(owner, tag, code.toLowerCase());
  await expect(owner).toHaveURL(/\/accounts\/complete-dentist-signup\/\d+\/[\w-]+$/);
  await expect(owner.getByText('Discount applied: 25% off')).toBeVisible();
  await confirmEmail(owner, devMailbox(request, '10.204.0.1'), email, 'one');
  await expect(owner).toHaveURL(/\/single-setup\?dentistInfoId=\d+$/);

  // The code shows its one use and is used up; its report names the practice.
  await page.reload();
  await expect(row).toContainText('1 of 1');
  await expect(row).toContainText('Used up');
  await row.getByRole('link', { name: code }).click();
  await expect(page.getByRole('heading', { level: 1, name: code })).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(email) })).toContainText('Essentials');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'promo-report');

  // A second practice is refused it.
  const second = await practice.newPage();
  await fillSignup(second, `${tag}b`, code);
  await expect(second.getByText('This discount code has been used as many times as it allows').first()).toBeVisible();
  await expect(second).toHaveURL(/\/accounts\/dentist-signup/);
  await practice.close();

  // The admin opens an office's users from the offices list and sends a reset.
  await page.goto('/admin/dentists');
  await page.getByRole('link', { name: 'Users of Bright Smiles Dental Downtown' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Smiles Dental Downtown: users' })).toBeVisible();
  const staff = page.locator('[data-user="staff@demo.test"]');
  await expect(staff).toContainText('Active');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'office-users');
  await staff.getByRole('button', { name: 'Send Priya Shah a password reset' }).click();
  await expect(toast(page, 'A password reset link was sent to staff@demo.test')).toBeVisible();
  await closeToasts(page);

  // Its history, newest first, names the reset just sent.
  await page.getByRole('link', { name: 'History' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Bright Smiles Dental Downtown: history' })).toBeVisible();
  await expect(page.getByText('Sent Priya Shah a password reset link').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'office-history');

  // The incomplete sign-ups: Riverside has no payout account yet.
  await page.goto('/admin/incomplete');
  await expect(page.locator('[data-signup="riverside@demo.test"]')).toContainText('No payout account');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'incomplete');
});

test('the vision brand shows the promo codes', async ({ page }) => {
  await signIn(page, 'platform@demo.test', DEMO_PASSWORD, visionURL);
  await page.goto(`${visionURL}/admin/promos`);
  await expect(page.getByRole('heading', { level: 1, name: 'Promo Codes' })).toBeVisible();
  await expect(page.locator('[data-promo="WEBINAR-FALL"]')).toContainText('15% off');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'promos-vision');
});
