import { readFileSync } from 'node:fs';
import { accessible, shoot, toast } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * The association portal (issue 25): the demo association's manager sees Downtown (which joined with its promo) with
 * its member count, reads the monthly report and downloads it, writes the profile's description, invites a user and
 * adds a recommended plan; then Downtown's owner finds that plan on the Membership Plans page and starts one from it.
 * Its own rows only (a new user, a new plan); the plan the owner opens is not saved.
 */

test('an association manager follows its practices, reports, profile, users and recommended plans', async ({
  page,
}, info) => {
  test.slow();
  const tag = `${info.workerIndex}${Date.now().toString(36)}`;
  const nav = page.getByRole('navigation', { name: /main|menu|navigation/i }).first();
  await signIn(page, 'association@demo.test');
  await expect(page).toHaveURL(/\/associations\/dentists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your dental practices' })).toBeVisible();
  const downtown = page.locator('[data-office$="Downtown"]');
  await expect(downtown).toContainText('Austin');
  await expect(downtown).toContainText('Live');
  expect(Number(await downtown.getByTestId('active-members').textContent())).toBeGreaterThan(0);
  await expect(page.getByTestId('partner-link')).toHaveText(/\/accounts\/state-association$/);
  await accessible(page);
  await shoot(page, 'association', 'practices');

  await nav.getByText('Reporting', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'By month' }).getByRole('row')).toHaveCount(14);
  await accessible(page);
  await shoot(page, 'association', 'reporting');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(csv.suggestedFilename()).toMatch(/^association-report-\d{4}-\d{2}\.csv$/);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toBe('Month,Practices joined,Members enrolled,Active members at month end,Platform fees ($)');
  expect(lines.at(-1)).toMatch(/^Total,/);

  await nav.getByText('Edit Profile', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Association profile' })).toBeVisible();
  const about = `Practices across the state, together (${tag}).`;
  await page.getByLabel('About your association').fill(about);
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'profile was saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('About your association')).toHaveValue(about);
  await accessible(page);
  await shoot(page, 'association', 'edit-profile');

  await nav.getByText('Users', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByRole('button', { name: 'Invite a user' }).click();
  const invite = page.getByRole('dialog', { name: 'Invite a user' });
  const email = `morgan-${tag}@portal.test`;
  await invite.getByLabel('First name').fill('Morgan');
  await invite.getByLabel('Last name').fill('Lee');
  await invite.getByLabel('Email').fill(email);
  await invite.getByLabel('Affiliate').check();
  await accessible(page);
  await invite.getByRole('button', { name: 'Send invitation' }).click();
  await expect(invite).toBeHidden();
  const row = page.locator(`[data-user="${email}"]`);
  await expect(row).toContainText('Affiliate');
  await expect(row).toContainText('Invited');
  await accessible(page);
  await shoot(page, 'association', 'users');

  await nav.getByText('Custom Membership', { exact: true }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recommended plans' })).toBeVisible();
  await page.getByRole('button', { name: 'New plan' }).click();
  const form = page.getByRole('dialog', { name: 'New recommended plan' });
  const planName = `Healthy Smiles ${tag}`;
  await form.getByLabel('Plan name').fill(planName);
  await form.getByLabel('Monthly price ($)').fill('31');
  await form.getByLabel('Benefit 1', { exact: true }).fill('Two cleanings a year');
  await form.getByLabel('Discount on other treatment (%)').fill('15');
  await accessible(page);
  await form.getByRole('button', { name: 'Add plan' }).click();
  await expect(form).toBeHidden();
  await expect(page.locator(`[data-plan="${planName}"]`)).toContainText('$31.00/mo');
  await accessible(page);
  await shoot(page, 'association', 'plans');

  await nav.getByText('Profile', { exact: true }).click();
  await expect(page).toHaveURL(/\/associations\/profile$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await accessible(page);

  // Downtown's owner: the association's recommendation on the plans page, and a plan of their own started from it.
  await page.evaluate(() => localStorage.clear());
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/settings/membership-plan');
  const recommended = page.getByTestId('recommended-plans');
  await expect(recommended.getByRole('heading', { name: /^Recommended by State Dental Association/ })).toBeVisible();
  const card = recommended.locator(`[data-plan="${planName}"]`);
  await expect(card).toContainText('15% off other treatment');
  await accessible(page);
  await shoot(page, 'association', 'office-plans');
  await card.getByRole('button', { name: `Use ${planName}` }).click();
  const editor = page.getByRole('dialog');
  await expect(editor.getByLabel('Plan name (English)')).toHaveValue(planName);
  await accessible(page);
  await page.keyboard.press('Escape');
});

test('the vision brand names its practices in its own words', async ({ page }) => {
  await signIn(page, 'association@demo.test', undefined, visionURL);
  await expect(page.getByRole('heading', { level: 1, name: 'Your vision practices' })).toBeVisible();
  await accessible(page);
});
