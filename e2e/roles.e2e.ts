import { shoot } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Each seeded role signs in and lands in its own area with its own navigation (spec 01 §2 'After login').
const roles = [
  { email: 'owner@demo.test', lands: '/dentist-new/members', menu: ['Dashboard', 'Add Member', 'Manage'] },
  { email: 'admin@demo.test', lands: '/dentist-new/members', menu: ['Dashboard', 'BusinessConnect', 'Manage'] },
  { email: 'staff@demo.test', lands: '/dentist-new/members', menu: ['Dashboard', 'Activity'] },
  {
    email: 'platform@demo.test',
    lands: '/admin/dentists',
    menu: ['Dentists', 'Members', 'Promo Codes'],
    not: ['Super Admin'],
  },
  { email: 'super@demo.test', lands: '/admin/dentists', menu: ['Dentists', 'Super Admin', 'SMS Setup', 'SMS Report'] },
  { email: 'business@demo.test', lands: '/business/members', menu: ['Members', 'Reports'] },
  { email: 'association@demo.test', lands: '/associations/dentists', menu: ['Offices', 'Reporting'] },
] as const;

for (const role of roles) {
  test(`${role.email} signs in and lands on ${role.lands} with its menu`, async ({ page }) => {
    await signIn(page, role.email);
    await expect(page).toHaveURL(new RegExp(`${role.lands}$`));
    const nav = page.getByRole('navigation', { name: /main|menu|navigation/i }).first();
    for (const entry of role.menu) await expect(nav.getByText(entry, { exact: true }).first()).toBeVisible();
    for (const entry of 'not' in role ? role.not : [])
      await expect(nav.getByText(entry, { exact: true })).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectAccessible(page);
  });
}

test('the practice menu opens Manage onto its entries, the payment account among them', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const nav = page.getByRole('navigation', { name: /main|menu|navigation/i }).first();
  await nav.getByText('Manage', { exact: true }).click();
  for (const entry of ['Membership Plans', 'Marketing Portal', 'Edit Office Profile', 'Users', 'Locations']) {
    await expect(nav.getByText(entry, { exact: true })).toBeVisible();
  }
  await nav.getByText('Add Member', { exact: true }).click();
  for (const entry of ['Enrollment Form', 'Invite Patient', 'Printable Enrollment Form']) {
    await expect(nav.getByText(entry, { exact: true })).toBeVisible();
  }
  await expectAccessible(page);
});

test('a patient lands on their dashboard as the primary account holder, without a side menu', async ({ page }) => {
  await signIn(page, 'patient@demo.test');
  await expect(page).toHaveURL(/\/patient-details\/dashboard$/);
  await expect(page.getByText('Primary account holder')).toBeVisible();
  await expect(page.getByText('Rosa', { exact: false }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Membership Plans' })).toHaveCount(0);
  // Their payments at a glance, read from the server (past_due): nothing owed, paid with the card on file.
  await expect(
    page.getByText(/Your payments are up to date\. They are paid with your .+ ending in \d{4}\./),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'shots/patient', 'dashboard');
  // Their household's payments, each with its receipt.
  await page.getByRole('link', { name: 'Payment history and receipts' }).click();
  await expect(page).toHaveURL(/\/patient-details\/payment-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment history' })).toBeVisible();
  await expect(page.getByText(/^Paid in all: |^No payment recorded yet\./)).toBeVisible();
  await expectAccessible(page);
});

test('the owner of two offices switches office and reaches the Master Dashboard entry', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await expect(page.getByText('Bright Smiles Dental Downtown').first()).toBeVisible();
  await page
    .getByRole('button', { name: /Bright Smiles Dental Downtown/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: /Master Dashboard/ })).toBeVisible();
  await page.getByRole('menuitem', { name: /Bright Smiles Dental Uptown/ }).click();
  await expect(page.getByText('Everyone enrolled at Bright Smiles Dental Uptown', { exact: false })).toBeVisible();
  await expectAccessible(page);
});

test('signing out ends the session: the back button does not bring the area back', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page
    .getByRole('button', { name: /log out/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/accounts\/login/);
  await page.goto('/dentist-new/members');
  await expect(page).toHaveURL(/\/accounts\/login/);
});

test('a session ended elsewhere sends the person back to sign in and forgets the token', async ({ page }) => {
  await signIn(page, 'association@demo.test');
  const token = await page.evaluate(() => localStorage.getItem('token'));
  expect(token).toBeTruthy();
  const ended = await page.request.post('/api/v1/accounts/logout', { headers: { authorization: `JWT ${token}` } });
  expect(ended.status()).toBe(200);
  await page.reload();
  await expect(page).toHaveURL(/\/accounts\/login/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
});
