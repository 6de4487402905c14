import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'demo-password-1';
export const port = Number(process.env.E2E_PORT ?? 3100);
export const visionURL = `http://visionhq.localhost:${port}`;

/**
 * Fails on any serious or critical accessibility violation of the page as it is now, once its transitions have
 * settled: mid-fade (a toast or modal coming in) axe would measure the contrast of half-transparent text.
 */
export async function expectAccessible(page: Page): Promise<void> {
  // Endless animations (a spinner) never settle and are not what is measured; finite ones (fades) are waited for.
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every((a) => a.playState !== 'running' || a.effect?.getComputedTiming().endTime === Number.POSITIVE_INFINITY),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const bad = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
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
