import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { startSmtpCatcher } from '../apps/server/src/test/smtp-catcher';
import { DEMO_ENV } from '../scripts/demo-env.mjs';
import { accessible, closeToasts, shoot, tagOf, toast } from './steps';
import { expect, port, signIn, test } from './support';

// Issue 24, the platform's own users: a super admin adds an admin, changes a role, deactivates (after a confirmation)
// and reactivates; the new admin sets a password from the mailed invitation and signs in to the back office; a plain
// admin sees Users but not Super Admin; every admin reads and edits their own profile.

/** Screenshots (E2E_SHOTS=1) go to .tmp/admin-users. */
const SHOTS = 'admin-users';

const menu = (page: Page) => page.getByRole('navigation').first();

test('a super admin adds, re-roles, deactivates and reactivates a platform user', async ({ page }, info) => {
  test.slow();
  const tag = tagOf(info);
  const email = `jordan.${tag}@platform.test`;
  await signIn(page, 'super@demo.test');
  await menu(page).getByRole('link', { name: 'Super Admin' }).click();
  await expect(page).toHaveURL(/\/admin\/super_admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Super Admin' })).toBeVisible();
  await expect(page.locator('[data-user="new.hire@demo.test"]')).toContainText('Invitation pending');
  await expect(page.locator('[data-user="former.admin@demo.test"]')).toContainText('Deactivated');
  // One's own role and access are not one's own to take away.
  await expect(page.getByRole('combobox', { name: 'Role of Sam Rivera' })).toBeDisabled();
  await accessible(page);
  await shoot(page, SHOTS, 'super-admin');

  // An email any account uses is refused on its field.
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a platform user' });
  await dialog.getByLabel('First name').fill('Jordan');
  await dialog.getByLabel('Last name').fill(`Lee ${tag}`);
  await dialog.getByLabel('Email').fill('owner@demo.test');
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(dialog.getByText('This email is already used by another account')).toBeVisible();
  await dialog.getByLabel('Email').fill(email);
  await accessible(page);
  await shoot(page, SHOTS, 'add-user');
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(toast(page, `Jordan Lee ${tag} was added as admin and invited by mail`)).toBeVisible();
  const row = page.locator(`[data-user="${email}"]`);
  await expect(row).toContainText('Invitation pending');
  await closeToasts(page);

  await row.getByRole('button', { name: /^Resend the invitation/ }).click();
  await expect(toast(page, `The invitation was sent again to ${email}`)).toBeVisible();
  await row.getByRole('combobox', { name: /^Role of/ }).selectOption('almost_super');
  await expect(toast(page, `Jordan Lee ${tag} is now almost super admin`)).toBeVisible();
  await expect(row).toContainText('Almost super');
  await closeToasts(page);

  // Deactivation asks first.
  await row.getByRole('button', { name: /^Deactivate/ }).click();
  const confirm = page.getByRole('dialog', { name: `Deactivate Jordan Lee ${tag}?` });
  await expect(confirm).toContainText('signed out everywhere at once');
  await accessible(page);
  await confirm.getByRole('button', { name: 'Deactivate' }).click();
  await expect(row).toContainText('Deactivated');
  await row.getByRole('button', { name: /^Reactivate/ }).click();
  await expect(row).toContainText('Active');

  // The Users list shows the same team, read-only, searched and filtered.
  await menu(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/users$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
  await page.getByLabel('Search users').fill(tag);
  await expect(page.getByRole('row')).toHaveCount(2);
  await expect(page.locator(`[data-user="${email}"]`)).toContainText('Almost super');
  await page.getByLabel('Search users').fill('');
  await page.getByLabel('Role', { exact: true }).selectOption('super_admin');
  await expect(page.locator('[data-user="super@demo.test"]')).toBeVisible();
  await expect(page.locator('[data-user="platform@demo.test"]')).toHaveCount(0);
  await accessible(page);
  await shoot(page, SHOTS, 'users');
});

test('a plain admin sees Users but not Super Admin, and edits their own profile', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await expect(menu(page).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
  await expect(menu(page).getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
  await menu(page).getByRole('link', { name: 'Users', exact: true }).click();
  await expect(page.locator('[data-user="ops@demo.test"]')).toContainText('Almost super');
  await expect(page.getByRole('button', { name: 'Add user' })).toHaveCount(0);
  await expect(page.getByRole('combobox', { name: /^Role of/ })).toHaveCount(0);
  await accessible(page);
  // The page itself tells a plain admin it is not theirs.
  await page.goto('/admin/super_admin');
  await expect(page.getByText('Only a super admin can manage the platform’s users.')).toBeVisible();
  await accessible(page);

  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page).toHaveURL(/\/admin\/profile$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your profile' })).toBeVisible();
  await expect(page.getByText('platform@demo.test')).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'profile');
  await page.getByRole('link', { name: 'Edit profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Edit profile' })).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Phone (optional)').fill('512-555');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByLabel('Phone (optional)')).toHaveAttribute('aria-invalid', 'true');
  await details.getByLabel('Phone (optional)').fill('(512) 555-0142');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(toast(page, 'Your profile was saved')).toBeVisible();
  // A wrong current password is refused on its field.
  const password = page.getByRole('form', { name: 'Password' });
  await password.getByLabel('Current password').fill('not-my-password');
  await password.getByLabel(/^New password/).fill('another-pass-123');
  await password.getByLabel('Confirm new password').fill('another-pass-123');
  await password.getByRole('button', { name: 'Change password' }).click();
  await expect(password.getByText(/current password/i).last()).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'edit-profile');
  await page.getByRole('link', { name: 'Back to profile' }).click();
  await expect(page.getByText('(512) 555-0142')).toBeVisible();
});

/**
 * The demo with its mail delivered over SMTP to a catcher this journey reads: the dev mailbox never shows mail to a
 * platform user (an invitation link would let one admin take over another's account), so the new admin's invitation
 * is read as it would be delivered. A server of its own, on a database of its own.
 */
async function demoWithMailCatcher(appPort: number) {
  const smtp = await startSmtpCatcher(0);
  const dataDir = `.tmp/e2e-admin-users-${appPort}`;
  rmSync(dataDir, { recursive: true, force: true });
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...process.env,
      ...DEMO_ENV,
      PORT: String(appPort),
      DATA_DIR: dataDir,
      PUBLIC_URL: `http://localhost:${appPort}`,
      SMTP_URL: smtp.url,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
  });
  const url = `http://localhost:${appPort}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    }
    await smtp.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  const readMail = async (to: string, pattern: RegExp) => {
    for (let i = 0; i < 80; i++) {
      const found = smtp.received
        .filter((m) => m.to.includes(to))
        .map((m) => pattern.exec(m.body)?.[1])
        .find(Boolean);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no mail to ${to} matching ${pattern}`);
  };
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the demo server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop, readMail };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error('the demo server did not answer within 180 s');
}

test('a new admin sets a password from the mailed invitation and signs in to the back office', async ({
  page,
  browser,
}) => {
  test.setTimeout(300_000);
  const demo = await demoWithMailCatcher(port + 40);
  try {
    const email = 'jamie.new@platform.test';
    await signIn(page, 'super@demo.test', undefined, demo.url);
    await page.goto(`${demo.url}/admin/super_admin`);
    await page.getByRole('button', { name: 'Add user' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a platform user' });
    await dialog.getByLabel('First name').fill('Jamie');
    await dialog.getByLabel('Last name').fill('Novak');
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
    await expect(page.locator(`[data-user="${email}"]`)).toContainText('Invitation pending');

    const link = await demo.readMail(email, /(https?:\/\/\S+\/accounts\/set-password\/[\w-]+)/);
    expect(link.startsWith(`${demo.url}/`)).toBe(true);
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.231.0.9' } });
    const jamie = await context.newPage();
    await jamie.goto(link);
    await jamie.getByLabel('New password', { exact: true }).fill('back-office-pass-1');
    await jamie.getByLabel(/confirm/i).fill('back-office-pass-1');
    await accessible(jamie);
    await jamie.getByRole('button', { name: /save password/i }).click();
    await expect(jamie.getByText(/Your password is set/)).toBeVisible();
    await signIn(jamie, email, 'back-office-pass-1', demo.url);
    await expect(jamie).toHaveURL(/\/admin\/dentists$/);
    await expect(menu(jamie).getByRole('link', { name: 'Users', exact: true })).toBeVisible();
    await expect(menu(jamie).getByRole('link', { name: 'Super Admin' })).toHaveCount(0);
    await accessible(jamie);
    await context.close();

    // The super admin's list shows the invitation accepted and the sign-in.
    await page.reload();
    const row = page.locator(`[data-user="${email}"]`);
    await expect(row).toContainText('Active');
    await expect(row).not.toContainText('Invitation pending');
    await expect(row).not.toContainText('Never');
  } finally {
    await demo.stop();
  }
});
