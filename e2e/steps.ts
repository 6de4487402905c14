import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible } from './support';

// Steps several journeys take the same way: sign-up, the emailed code, the bank modal, toasts and screenshots.

/** Reads the newest mail to an address and answers what `pattern`'s first group matched in it. */
export type MailReader = (email: string, pattern: RegExp) => Promise<string>;

/** Mail as a platform admin reads it in the dev mailbox through the API (the demo keeps mail in its outbox). */
export const devMailbox =
  (request: APIRequestContext, ip = '10.203.0.1'): MailReader =>
  async (email, pattern) => {
    const headers = { 'x-forwarded-for': ip };
    const login = await request.post('/api/v1/accounts/login', {
      data: { email: 'platform@demo.test', password: DEMO_PASSWORD },
      headers,
    });
    const { token } = (await login.json()) as { token: string };
    for (let i = 0; i < 40; i++) {
      const auth = { headers: { ...headers, authorization: `JWT ${token}` } };
      const res = await request.get(`/api/v1/admin/dev-mailbox?to=${encodeURIComponent(email)}&limit=5`, auth);
      const { mails } = (await res.json()) as { mails: { id: number }[] };
      // The list has no text: the newest mail is opened (each opening is audited).
      const newest = mails[0] && (await request.get(`/api/v1/admin/dev-mailbox/${mails[0].id}`, auth));
      const text = newest ? ((await newest.json()) as { mail: { text: string } }).mail.text : '';
      const found = pattern.exec(text)?.[1];
      if (found) return found;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`no mail to ${email} matching ${pattern}`);
  };

/** A unique tag for names a journey creates, so journeys sharing one database never collide. */
export const tagOf = (info: { workerIndex: number; retry: number }) =>
  `${info.workerIndex}${info.retry}${Date.now().toString(36)}`;

export async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/**
 * Toasts sit over the page's corner (past a phone's edge) and fade out over what axe measures: close them before
 * a screenshot or an accessibility check.
 */
export async function closeToasts(page: Page) {
  const toasts = page.locator('.mantine-Notification-root');
  for (let i = 0; i < 10 && (await toasts.count()) > 0; i++) {
    // A toast may close itself between the count and the click.
    await toasts
      .first()
      .getByRole('button')
      .click({ timeout: 2_000 })
      .catch(() => undefined);
  }
  await expect(toasts).toHaveCount(0);
}

/** Axe on the page as it settles, without toasts. */
export async function accessible(page: Page) {
  await closeToasts(page);
  await expectAccessible(page);
}

/**
 * Screenshots of the page at desktop and phone widths under .tmp/<folder>, for a person to look at, when E2E_SHOTS is
 * set (`E2E_SHOTS=1 npx playwright test ...`); CI's runs take none. Either way the page ends at 1280 x 900, so a
 * journey goes on the same whether it took them or not.
 */
export async function shoot(page: Page, folder: string, name: string) {
  await closeToasts(page);
  if (!process.env.E2E_SHOTS) {
    await page.setViewportSize({ width: 1280, height: 900 });
    return;
  }
  const dir = path.join('.tmp', folder);
  mkdirSync(dir, { recursive: true });
  for (const width of [1280, 375]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 900 });
    await page.waitForTimeout(400); // the side menu slides away below the breakpoint
    await page.screenshot({ path: path.join(dir, `${name}-${width}.png`), fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

export const toast = (page: Page, text: string | RegExp) =>
  page.locator('.mantine-Notification-root').filter({ hasText: text });

export type Brand = 'dental' | 'vision';

/** What differs between the brands' sign-up pages. */
export const SIGNUP_BY_BRAND: Record<Brand, { title: RegExp; pms: string }> = {
  dental: { title: /Sign up as a dentist/, pms: 'Dentrix' },
  vision: { title: /Sign up as an optometrist/, pms: 'OfficeMate' },
};

/** Fills and sends the sign-up form; answers the owner's email. With `takenEmail`, first sees that one refused. */
export async function signUp(
  page: Page,
  base: string,
  tag: string,
  brand: Brand,
  opts: { takenEmail?: string } = {},
): Promise<string> {
  const email = `owner.${tag}@e2e.test`;
  await page.goto(`${base}/accounts/dentist-signup`);
  await expect(page.getByRole('heading', { level: 1, name: SIGNUP_BY_BRAND[brand].title })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Office name').fill(`Harbor Lights ${tag}`);
  await page.getByLabel('Office phone').fill('(512) 555-0190');
  await page.getByLabel('Street address').fill('12 River Rd');
  await page.getByRole('combobox', { name: 'City or ZIP' }).fill('78704');
  await page.getByRole('option', { name: 'Austin, TX 78704' }).click();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Austin');
  await expect(page.getByLabel('ZIP code')).toHaveValue('78704');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Lopez');
  if (opts.takenEmail) {
    // The email is checked as soon as it is left.
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(opts.takenEmail);
    await page.getByLabel(/^Password/).click();
    await expect(page.getByText('This email is already in use')).toBeVisible();
  }
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill('harbor-lights-42');
  await pick(page, 'How did you hear about us?', 'Webinar');
  await pick(page, 'Practice-management system', SIGNUP_BY_BRAND[brand].pms);
  await page.getByLabel(/I agree to the/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/accounts\/complete-dentist-signup\/\d+\/[\w-]+$/);
  return email;
}

/** Chooses Essentials monthly, then types the mailed code into the four boxes: the last digit sends it. */
export async function confirmEmail(page: Page, readMail: MailReader, email: string, offices: 'one' | 'several') {
  await expect(page.getByRole('heading', { name: 'Confirm your email and choose your plan' })).toBeVisible();
  const code = await readMail(email, /confirmation code is (\d{4})/);
  await page.getByLabel('Monthly').check();
  await page.getByRole('button', { name: 'Choose Essentials' }).click();
  if (offices === 'several') await page.getByLabel('More than one office').check();
  await expectAccessible(page);
  for (const [i, digit] of [...code].entries()) await page.getByLabel(`Digit ${i + 1} of 4`).fill(digit);
}

/** Fills and sends the connect-bank modal (already open); answers the dialog. */
export async function connectBank(page: Page, holder: string, account: string, routing = '110000000') {
  const dialog = page.getByRole('dialog', { name: 'Connect bank account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account holder name').fill(holder);
  await dialog.getByLabel('Routing number').fill(routing);
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill(account);
  await dialog.getByLabel('Confirm account number').fill(account);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  return dialog;
}

/** A launch-checklist item by its key, with whether it is done. */
export const checklistItem = (page: Page, key: string): Locator => page.locator(`[data-item="${key}"]`);
