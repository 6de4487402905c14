import path from 'node:path';
import type { APIRequestContext, Browser, Page } from '@playwright/test';
import {
  accessible,
  type Brand,
  checklistItem,
  confirmEmail,
  connectBank,
  type MailReader,
  shoot,
  signUp,
  tagOf,
  toast,
} from './steps';
import { expect, expectAccessible, port, signIn, test } from './support';

/*
 * Issue 6's 'done when': a practice goes from nothing to ready to build plans, on a platform with no seeded data
 * (e2e/harness/empty-platform.ts: an empty database, mail delivered over SMTP). The owner signs up, confirms the
 * emailed code, chooses a tier, sets up the office, then works down the launch checklist: profile and logo, a staff
 * user who signs in from the mailed invitation, the BAA, the payout account, and on to the plans page.
 */

const emptyPort = port + 10;
const BASE: Record<Brand, string> = {
  dental: `http://localhost:${emptyPort}`,
  vision: `http://visionhq.localhost:${emptyPort}`,
};

/** Reads delivered mail from the harness's catcher, waiting for it to arrive. */
const mailReader =
  (request: APIRequestContext): MailReader =>
  async (email, pattern) => {
    for (let i = 0; i < 60; i++) {
      const res = await request.get(`http://127.0.0.1:${emptyPort + 2}/messages?to=${encodeURIComponent(email)}`);
      const { mails } = (await res.json()) as { mails: { text: string }[] };
      const found = mails.map((m) => pattern.exec(m.text)?.[1]).find(Boolean);
      if (found) return found;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no mail to ${email} matching ${pattern}`);
  };

async function openChecklist(page: Page, base: string) {
  await page.goto(`${base}/dentist-new/get-started`);
  await expect(page.getByRole('heading', { level: 1, name: 'Get started' })).toBeVisible();
}

/** The staff user sets a password from the mailed invitation, in a browser of their own, and signs in. */
async function staffAcceptsInvitation(browser: Browser, readMail: MailReader, base: string, email: string) {
  const link = await readMail(email, /(https?:\/\/\S+\/accounts\/set-password\/[\w-]+)/);
  // The link opens on the brand the practice signed up on.
  expect(link.startsWith(`${base}/`)).toBe(true);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.111.${emptyPort % 250}.9` } });
  const staff = await context.newPage();
  await staff.goto(link);
  await staff.getByLabel('New password', { exact: true }).fill('front-desk-pass-1');
  await staff.getByLabel(/confirm/i).fill('front-desk-pass-1');
  await expectAccessible(staff);
  await staff.getByRole('button', { name: /save password/i }).click();
  await expect(staff.getByText(/Your password is set/)).toBeVisible();
  await signIn(staff, email, 'front-desk-pass-1', base);
  await expect(staff).toHaveURL(/\/(dentist-new\/members|account\/dashboard)$/);
  await expect(staff.getByRole('heading', { level: 1 })).toBeVisible();
  await expectAccessible(staff);
  await context.close();
}

async function fromNothing(page: Page, browser: Browser, request: APIRequestContext, brand: Brand, tag: string) {
  test.setTimeout(180_000);
  const base = BASE[brand];
  const readMail = mailReader(request);

  // Sign-up, the emailed code, a tier, single-office setup.
  const email = await signUp(page, base, tag, brand);
  await confirmEmail(page, readMail, email, 'one');
  await expect(page).toHaveURL(/\/single-setup\?dentistInfoId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Set up Harbor Lights/ })).toBeVisible();
  await page.getByLabel('Online booking link').fill('http://not-secure.example');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter a full https:// address').first()).toBeVisible();
  await page.getByLabel('Online booking link').fill('https://book.example.test/harbor');
  await page.getByLabel('Enrollment page address').fill(`harbor-${tag}`);
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await page.getByRole('link', { name: 'Open my launch checklist' }).click();
  await expect(page.locator('[data-item]')).toHaveCount(brand === 'dental' ? 8 : 6);
  await expect(checklistItem(page, 'emailConfirmed')).toHaveAttribute('data-done', 'true');
  await expect(page.getByText(`1 of ${brand === 'dental' ? 8 : 6} done`)).toBeVisible();
  await expectAccessible(page);

  // The office profile is complete once it has a logo.
  await page.getByRole('link', { name: 'Complete your office profile' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Office settings' })).toBeVisible();
  await page.locator('input[type=file]').setInputFiles(path.join(import.meta.dirname, 'fixtures', 'office-logo.png'));
  await expect(toast(page, 'Your Logo was added successfully')).toBeVisible();
  await expect(page.getByTestId('office-logo')).toBeVisible();
  await accessible(page);

  // The team: a front-desk user, invited by mail.
  await openChecklist(page, base);
  await expect(checklistItem(page, 'profileComplete')).toHaveAttribute('data-done', 'true');
  await page.getByRole('link', { name: 'Invite your team' }).click();
  await expect(page).toHaveURL(/tab=users/);
  const staffEmail = `front.${tag}@e2e.test`;
  await page.getByRole('button', { name: 'Add user' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('First name').fill('Riley');
  await dialog.getByLabel('Last name').fill('Chen');
  await dialog.getByLabel('Email').fill(staffEmail);
  await dialog.getByLabel('Job title').selectOption({ label: 'Front Desk' });
  await dialog.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(toast(page, 'User added')).toBeVisible();
  await expect(page.getByTestId(`team-row-${staffEmail}`).getByText('Invited')).toBeVisible();
  await accessible(page);
  await staffAcceptsInvitation(browser, readMail, base, staffEmail);

  // The BAA.
  await openChecklist(page, base);
  await expect(checklistItem(page, 'teamInvited')).toHaveAttribute('data-done', 'true');
  await page.getByRole('link', { name: 'Sign the BAA' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Business Associate Agreement' })).toBeVisible();
  await page.getByLabel('Your full name').fill('Avery Lopez');
  await page.getByLabel('Your title').fill('Owner');
  await page.getByLabel(/I have read this agreement/).check();
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByTestId('baa-signature')).toContainText('Avery Lopez');
  await accessible(page);
  // The signed copy arrives as a PDF attachment.
  await readMail(email, /filename="?(business-associate-agreement\.pdf)/);

  // The payout account.
  await openChecklist(page, base);
  await expect(checklistItem(page, 'baaSigned')).toHaveAttribute('data-done', 'true');
  await page.getByRole('list').getByRole('link', { name: 'Connect your payout account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Billing and payouts' })).toBeVisible();
  await page.getByRole('button', { name: 'Connect bank account' }).click();
  const bank = await connectBank(page, `Harbor Lights ${tag} LLC`, '000123456789');
  await expect(bank).toBeHidden();
  await expect(page.getByTestId('payout-bank')).toContainText('6789');
  await accessible(page);

  // Ready to build plans: every step but the plan (and the dental brand's two optional programs) is done.
  await openChecklist(page, base);
  await expect(checklistItem(page, 'payoutConnected')).toHaveAttribute('data-done', 'true');
  await expect(checklistItem(page, 'planPublished')).toHaveAttribute('data-done', 'false');
  await expect(page.getByText(`5 of ${brand === 'dental' ? 8 : 6} done`)).toBeVisible();
  await accessible(page);
  await shoot(page, 'from-nothing', `${brand}-checklist`);
  await page.getByRole('link', { name: 'Publish your first plan' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  await expect(page.getByText('Create your first membership plan to unlock the menu.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'New plan' })).toBeEnabled();
  await accessible(page);
  await shoot(page, 'from-nothing', `${brand}-plans`);
}

test('a dental practice goes from nothing to ready to build plans on a platform with no demo data', async ({
  page,
  browser,
  request,
}, info) => {
  await fromNothing(page, browser, request, 'dental', tagOf(info));
});

test('an eye care practice does the same on the vision brand', async ({ page, browser, request }, info) => {
  await fromNothing(page, browser, request, 'vision', tagOf(info));
});
