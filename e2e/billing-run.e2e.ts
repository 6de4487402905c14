import { startDemoAsNpmStart } from './harness/npm-start';
import { accessible, shoot } from './steps';
import { expect, port, signIn, test } from './support';

/*
 * Issue 9: a platform admin opens the Billing Run from the side menu, reads what is due today and runs billing by
 * hand. (Moving the demo's clock ends every session, so the shared demo server's journeys never do it; the API
 * tests move it day by day.)
 */
test('a platform admin reads what billing has due today, runs it now and reads its settings', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await page.getByRole('link', { name: 'Billing Run' }).first().click();
  await expect(page).toHaveURL(/\/admin\/toolbox$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing Run' })).toBeVisible();
  await expect(page.getByText('Renewals due')).toBeVisible();
  await expect(page.getByText(/Retried 3, 7, 14 days after a failure/)).toBeVisible();
  await expect(page.getByRole('heading', { name: "Move the demo's clock" })).toBeVisible();
  await accessible(page);

  await page.getByRole('button', { name: 'Run billing now' }).click();
  await expect(page.getByText(/^Billing run for \d{2}\/\d{2}\/\d{4}: \d+ paid/).first()).toBeVisible();
  await expect(page.getByRole('heading', { name: /^Run of / })).toBeVisible();
  await expect(page.getByText('Payments taken')).toBeVisible();
  await accessible(page);
  await shoot(page, 'billing-run-shots', 'billing-run');

  // The billing settings show what is in force; one that makes no sense is refused and nothing changes. (A real
  // change would alter the fees the other journeys on this shared server see: the API tests make it.)
  await expect(page.getByRole('heading', { name: 'Billing settings' })).toBeVisible();
  await expect(page.getByLabel('Platform fee per member and month')).toHaveValue('$1.00');
  const retries = page.getByLabel('Retry failed payments after (days)');
  await expect(retries).toHaveValue('3, 7, 14');
  await retries.fill('7, 3');
  await page.getByRole('button', { name: 'Save billing settings' }).click();
  await expect(page.getByRole('alert').filter({ hasText: 'Retries must come on increasing days.' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Retry failed payments after (days)')).toHaveValue('3, 7, 14');
  await accessible(page);
});

/*
 * Issue 21: the README's command. A demo started as `npm start` starts it (scripts/start.mjs: NODE_ENV=production,
 * DEMO=true), on a database of its own so that moving its clock ends no other journey's session: the platform admin
 * moves the demo's clock a day forward on the Billing Run page, and the platform's day follows.
 */
test("the demo started by `npm start` lets its Billing Run move the demo's clock", async ({ page }) => {
  test.setTimeout(180_000);
  const demo = await startDemoAsNpmStart(port + 20);
  try {
    await signIn(page, 'platform@demo.test', undefined, demo.url);
    await page.goto(`${demo.url}/admin/toolbox`);
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Run' })).toBeVisible();
    await expect(page.getByText('This installation runs on real time')).toBeHidden();
    const card = page.getByRole('heading', { name: "Move the demo's clock" });
    await expect(card).toBeVisible();
    const today = page.getByText('Today', { exact: true }).locator('xpath=following-sibling::*[1]');
    const before = await today.innerText();
    const [month, day, year] = before.split('/').map(Number) as [number, number, number];
    const next = new Date(Date.UTC(year, month - 1, day + 1));
    const tomorrow = `${String(next.getUTCMonth() + 1).padStart(2, '0')}/${String(next.getUTCDate()).padStart(2, '0')}/${next.getUTCFullYear()}`;
    await page.getByLabel('Days forward').fill('1');
    await accessible(page);
    await page.getByRole('button', { name: 'Move forward' }).click();
    await expect(page.getByText(`The clock moved 1 day to ${tomorrow}`, { exact: false }).first()).toBeVisible({
      timeout: 60_000,
    });
    // Every session ends with the time it was opened for: the admin signs in again and reads the new day.
    await signIn(page, 'platform@demo.test', undefined, demo.url);
    await page.goto(`${demo.url}/admin/toolbox`);
    await expect(today).toHaveText(tomorrow);
    await accessible(page);
  } finally {
    await demo.stop();
  }
});
