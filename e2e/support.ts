import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';
export const port = Number(process.env.E2E_PORT ?? 3100);
export const visionURL = `http://visionhq.localhost:${port}`;

/** Waits until finite animations (fades) have finished; endless ones (a spinner) never settle and are not measured. */
async function animationsSettled(page: Page): Promise<void> {
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

const inToast = (target: string) => target.includes('mantine-Notification');

/**
 * Fails on any serious or critical accessibility violation of the page as it is now, once its transitions have
 * settled: mid-fade (a toast or modal coming in) axe would measure the contrast of half-transparent text. A toast
 * may also begin to fade out (it closes itself after 5 seconds) while axe is reading the page: violations found
 * only inside toasts are measured again once that fade is over, so only a lasting one fails.
 */
export async function expectAccessible(page: Page): Promise<void> {
  await animationsSettled(page);
  let bad = await seriousViolations(page);
  const targets = bad.flatMap((v) => v.nodes.map((n) => n.target.join(' ')));
  if (targets.length > 0 && targets.every(inToast)) {
    await animationsSettled(page);
    bad = await seriousViolations(page);
  }
  expect(
    bad.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`),
    `accessibility on ${page.url()}`,
  ).toEqual([]);
}

let addressCounter = 0;
/** A client address of its own for each journey, so sign-in throttling never crosses journeys. */
export const test = base.extend<object>({
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads fixture dependencies from this pattern.
  extraHTTPHeaders: async ({}, use, info) => {
    addressCounter++;
    await use({ 'x-forwarded-for': `10.77.${info.workerIndex % 250}.${(addressCounter % 250) + 1}` });
  },
});
export { expect };

/** Signs in through the login page and waits for the landing page. */
export async function signIn(page: Page, email: string, password = DEMO_PASSWORD, baseURL = ''): Promise<void> {
  await page.goto(`${baseURL}/accounts/login`);
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/accounts/login'));
}

/**
 * The dev mailbox as a platform admin reads it: the mail to one address (only those whose subject matches, if
 * given), each message opened, since the list shows no text and every opening is written to the audit log. Answers
 * the opened mails' cards; mail to a platform user stays closed (its text is withheld by design).
 */
export async function openMailTo(admin: Page, to: string, subject?: string | RegExp): Promise<Locator> {
  await admin.goto('/admin/dev-mailbox');
  await admin.getByLabel('Recipient').fill(to);
  const cards = admin.getByRole('article');
  const mails = subject ? cards.filter({ has: admin.getByRole('heading', { name: subject }) }) : cards;
  // The list follows the recipient once typing pauses: until then it still shows everyone's mail.
  await expect
    .poll(
      async () => {
        const lines = await cards.getByText(/^To /).allTextContents();
        return lines.length > 0 && lines.every((line) => line.startsWith(`To ${to} · `)) && (await mails.count()) > 0;
      },
      `mail to ${to}${subject ? ` about ${subject}` : ''} in the dev mailbox`,
    )
    .toBe(true);
  const closed = mails.getByRole('button', { name: 'Open message' });
  for (let left = await closed.count(); left > 0; left = await closed.count()) await closed.first().click();
  await expect(mails.getByLabel('Opening the message')).toHaveCount(0);
  await expect(mails.locator('pre')).toHaveCount(await mails.getByRole('button', { name: 'Hide message' }).count());
  return mails;
}
