import { expect, expectAccessible, signIn, test } from './support';

test('a platform admin finds their own impersonation in the Audit Log', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  const row = page.getByRole('row', { name: /Dana Whitfield/ }).first();
  await row.getByRole('button', { name: /sign in as/i }).click();
  await expect(page).toHaveURL(/\/dentist-new\/members$/);
  await page
    .getByRole('button', { name: /back to admin/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/dentists$/);

  await page.getByRole('link', { name: 'Audit Log' }).first().click();
  await expect(page).toHaveURL(/\/admin\/audit-log$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Audit Log' })).toBeVisible();
  const table = page.getByRole('table', { name: /audit log entries/i });
  await expect(
    table
      .getByRole('row')
      .filter({ hasText: 'Impersonation started' })
      .filter({ hasText: 'platform@demo.test' })
      .first(),
  ).toBeVisible();
  await expectAccessible(page);
});
