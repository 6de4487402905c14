import { accessible, shoot } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 9: a platform admin opens the Billing Run from the side menu, reads what is due today and runs billing by
 * hand. (Moving the demo's clock ends every session, so the shared demo server's journeys never do it; the API
 * tests move it day by day.)
 */
test('a platform admin reads what billing has due today and runs it now', async ({ page }) => {
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
});
