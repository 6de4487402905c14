import path from 'node:path';
import { accessible, shoot as shootIn, toast } from './steps';
import { expect, expectAccessible, openMailTo, signIn, test, visionURL } from './support';

/*
 * The office track of issue 6: the owner describes the office, puts up a logo and takes it down, invites a
 * staff user who sets a password from the mailed link and signs in, then is deactivated and signed out.
 */

const shoot = (page: Parameters<typeof shootIn>[0], name: string) => shootIn(page, 'office-shots', name);

test('the owner edits the office profile and uploads and deletes a logo', async ({ page }) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/settings/office?tab=profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Office settings' })).toBeVisible();
  await expect(page.getByLabel('Street address')).toHaveValue('100 Congress Ave');
  await accessible(page);

  // Profile: a booking link, a new service, Saturday mornings.
  await page.getByLabel('Online booking link').fill('http://book.example.com');
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(page.getByText('Enter a full https:// address').first()).toBeVisible();
  await page.getByLabel('Online booking link').fill('https://book.example.com/downtown');
  const service = `Whitening ${Date.now() % 100000}`;
  await page.getByLabel('Services offered').fill(service);
  await page.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(page.getByRole('listitem').filter({ hasText: service })).toBeVisible();
  await page.getByLabel('Saturday: Open').check({ force: true });
  await page.getByRole('button', { name: 'Save profile' }).click();
  await expect(toast(page, 'Office profile saved')).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Online booking link')).toHaveValue('https://book.example.com/downtown');
  await expect(page.getByRole('listitem').filter({ hasText: service })).toBeVisible();

  // Logo: uploaded, shown in the shell, deleted.
  await page.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, 'fixtures', 'office-logo.png'));
  await expect(toast(page, 'Your Logo was added successfully')).toBeVisible();
  await expect(page.getByTestId('office-logo')).toBeVisible();
  await expect(page.getByRole('img', { name: /logo/ }).first()).toBeVisible();
  await accessible(page);
  await shoot(page, 'office-profile');
  await page.getByRole('button', { name: 'Delete logo' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'Your Logo was deleted successfully')).toBeVisible();
  await expect(page.getByTestId('office-logo')).toHaveCount(0);

  // The practice-management tab.
  await page.getByRole('tab', { name: 'Practice management' }).click();
  await expect(page).toHaveURL(/tab=pms/);
  await accessible(page);
});

test('the owner invites a front-desk user who sets a password, signs in, and is signed out when deactivated', async ({
  page,
  browser,
}) => {
  test.setTimeout(90_000);
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/settings/office?tab=users');
  await expect(page.getByTestId('team-row-owner@demo.test')).toBeVisible();
  await accessible(page);
  const email = `riley.${Date.now()}@demo.test`;
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Riley');
  await dialog.getByLabel('Last name').fill('Chen');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Job title').selectOption({ label: 'Front Desk' });
  await accessible(page);
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(toast(page, 'User added')).toBeVisible();
  const row = page.getByTestId(`team-row-${email}`);
  await expect(row.getByText('Invited')).toBeVisible();
  await shoot(page, 'office-users');

  // The invitation, as a platform admin reads it in the dev mailbox.
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.202.0.1' } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'platform@demo.test');
  const invitation = await openMailTo(admin, email, /You're invited to/);
  await expect(invitation).toHaveCount(1);
  const text = (await invitation.textContent()) ?? '';
  const link = /http:\/\/localhost:\d+\/accounts\/set-password\/[\w-]+/.exec(text)?.[0];
  expect(link, 'set-password link in the invitation').toBeTruthy();
  await adminContext.close();

  // The new user sets a password from the link and lands on their dashboard.
  const staffContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.202.0.2' } });
  const staff = await staffContext.newPage();
  await staff.goto(link as string);
  await staff.getByLabel('New password', { exact: true }).fill('front-desk-pass-1');
  await staff.getByLabel(/confirm/i).fill('front-desk-pass-1');
  await staff.getByRole('button', { name: /save password/i }).click();
  await expect(staff.getByText(/Your password is set/)).toBeVisible();
  await signIn(staff, email, 'front-desk-pass-1');
  await expect(staff).toHaveURL(/\/dentist-new\/members$/);

  // Their own settings page.
  await staff.goto('/account/settings/user');
  await expect(staff.getByRole('heading', { level: 1, name: 'Your settings' })).toBeVisible();
  await expect(staff.getByLabel('First name')).toHaveValue('Riley');
  await expectAccessible(staff);
  await shoot(staff, 'user-settings');

  // The owner deactivates them: they are signed out at once.
  await page.reload();
  await row.getByRole('button', { name: /Actions/ }).click();
  await page.getByRole('menuitem', { name: 'Deactivate' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Confirm' }).click();
  await expect(toast(page, 'User account is deactivated')).toBeVisible();
  await expect(row.getByText('Deactivated')).toBeVisible();
  await staff.reload();
  await expect(staff).toHaveURL(/\/accounts\/login/);
  await staffContext.close();
});

test('standard staff see the team and the profile read-only', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/dentist-new/users');
  await expect(page.getByTestId('team-row-owner@demo.test')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await accessible(page);
  await page.goto('/dentist-new/edit-profile');
  await expect(page.getByText('Only owners and office admins can change these settings.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save profile' })).toHaveCount(0);
  await accessible(page);
});

test('the vision brand offers its own job titles and specialties', async ({ page }) => {
  await signIn(page, 'owner@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/account/settings/office?tab=users`);
  await page.getByRole('button', { name: 'Add user' }).click();
  const jobTitle = page.getByRole('dialog').getByLabel('Job title');
  await expect(jobTitle.locator('option', { hasText: 'Optometrist' })).toHaveCount(1);
  await expect(jobTitle.locator('option', { hasText: 'Hygienist' })).toHaveCount(0);
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('tab', { name: 'Office profile' }).click();
  await expect(page.getByLabel('Specialty').locator('option', { hasText: 'Optometry' })).toHaveCount(1);
  await accessible(page);
});
