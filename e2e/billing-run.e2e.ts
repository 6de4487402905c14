import { accessible, shoot } from './steps';
import { expect, signIn, test } from './support';

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
