import type { Page } from '@playwright/test';
import { mariaEnrolled } from './member-steps';
import { shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Each seeded role signs in and lands in its own area with its own navigation (spec 01 §2 'After login').
const roles = [
  { email: 'owner@demo.test', lands: '/dentist-new/members', menu: ['Dashboard', 'Add Member', 'Manage'] },
  // Menus carry only the entries of built areas (issue 21: packages/domain nav-built.ts); the rest come back as
  // later issues build them.
  { email: 'admin@demo.test', lands: '/dentist-new/members', menu: ['Dashboard', 'Manage', 'BusinessConnect'] },
  { email: 'staff@demo.test', lands: '/dentist-new/members', menu: ['Dashboard'], not: ['Activity'] },
  {
    email: 'platform@demo.test',
    lands: '/admin/dentists',
    menu: ['Dentists', 'Billing Run', 'Audit Log'],
    not: ['Super Admin', 'SMS Setup'],
  },
  {
    email: 'super@demo.test',
    lands: '/admin/dentists',
    menu: ['Dentists', 'Billing Run', 'Audit Log', 'Super Admin', 'SMS Setup', 'SMS Report'],
  },
  {
    email: 'business@demo.test',
    lands: '/business/members',
    menu: ['Members', 'Reports', 'Settings', 'Contact Admin'],
  },
  { email: 'association@demo.test', lands: '/associations/dentists', menu: ['Offices', 'Reporting', 'Users'] },
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
  for (const entry of ['Membership Plans', 'Marketing Portal', 'Edit Office Profile', 'Users']) {
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
  await expect(page.getByText('Your payments are up to date.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Payment method' }).getByText(/ending in \d{4}, expires/),
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

/** What one office user is offered for a household that paid by card: the side menu, the plan's menu, the payments. */
async function offered(page: Page, memberId: number, shots: string) {
  const nav = page.getByRole('navigation', { name: /main|menu|navigation/i }).first();
  await expect(nav.getByText('Dashboard', { exact: true }).first()).toBeVisible();
  // The Manage group may already be open (it opens by itself around the page in view): open it only when closed.
  const plans = nav.getByText('Membership Plans', { exact: true });
  await expect(async () => {
    if (!(await plans.isVisible())) await nav.getByText('Manage', { exact: true }).click();
    await expect(plans).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 15_000 });
  const menu = {
    guarantee: await nav.getByText('Financial Solutions', { exact: true }).count(),
    users: await nav.getByText('Users', { exact: true }).count(),
  };
  await page.goto(`/dentist-new/members?id=${memberId}`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The plan's own menu ('Adult Wellness, Irene ...: Manage'), not the side menu's Manage.
  await page
    .getByRole('button', { name: /: Manage$/ })
    .first()
    .click();
  await expect(page.getByRole('menuitem', { name: 'Change plan' })).toBeVisible();
  const plan = {
    cancel: await page.getByRole('menuitem', { name: 'Cancel plan' }).count(),
    autoRenew: await page.getByRole('menuitem', { name: 'Turn auto-renew off' }).count(),
  };
  await shoot(page, shots, 'member-menu');
  // Axe reads the page with the plan's menu closed (an open Mantine menu is measured by the other journeys' dialogs).
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page);
  await page.goto(`/dentist-new/payment-history/${memberId}`);
  await expect(page.getByRole('button', { name: /^Receipt: \$/ })).toHaveCount(1);
  const refunds = await page.getByRole('button', { name: /^Refund \$/ }).count();
  await expectAccessible(page);
  await shoot(page, shots, 'payments');
  return { ...menu, ...plan, refunds };
}

test('a standard dentist is offered no refund, cancellation or money entry; the owner is offered them all', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = tagOf(info);
  const last = `Vos${tag.replace(/\d/g, '')}`;
  const year = new Date().getFullYear() + 2;
  const { memberId } = await mariaEnrolled(request, `roles.${tag}@members.e2e.test`, tag, year, {
    first: 'Irene',
    last,
  });

  await signIn(page, 'staff@demo.test');
  expect(await offered(page, memberId, 'shots/roles/standard-dentist')).toEqual({
    guarantee: 0,
    users: 0,
    cancel: 0,
    autoRenew: 0,
    refunds: 0,
  });

  await page.evaluate(() => localStorage.clear());
  await page.context().clearCookies();
  await signIn(page, 'owner@demo.test');
  expect(await offered(page, memberId, 'shots/roles/owner')).toEqual({
    guarantee: 1,
    users: 1,
    cancel: 1,
    autoRenew: 1,
    refunds: 1,
  });
});
