import { shoot } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

/*
 * The platform's fees (issue 24): a platform admin finds the Fees page among the back office's tools, gives an office
 * its own fee per member under an agreement, changes it, and puts the office back on the defaults.
 */

test('a platform admin gives an office its own fee per member and then puts it back on the defaults', async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'platform@demo.test');
  await page.goto('/admin/more');
  await page.getByRole('link', { name: 'Fees' }).click();
  await expect(page).toHaveURL(/\/admin\/fees$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Fees' })).toBeVisible();
  const defaults = page.getByRole('region', { name: "The platform's defaults" });
  await expect(defaults).toContainText('$1.00 per member and month');
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Give an office its own fees' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give an office its own fees' });
  await dialog.getByRole('combobox', { name: 'Office' }).fill('Uptown');
  await page.getByRole('option', { name: /Bright Smiles Dental Uptown/ }).click();
  await dialog.getByLabel('Fee per member and month ($)').fill('0.60');
  await dialog.getByLabel('Note').fill('Founding-practice agreement, approved by Sam');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Save fees' }).click();
  await expect(dialog).toBeHidden();

  const row = page.getByRole('row').filter({ hasText: 'Bright Smiles Dental Uptown' });
  await expect(row).toContainText('$0.60 per member and month');
  await expect(row).toContainText('Founding-practice agreement');
  await expect(row).toContainText('Default (10%)');
  await shoot(page, 'admin-fees', 'with-override');

  await row.getByRole('button', { name: /Change the fees of/ }).click();
  const edit = page.getByRole('dialog', { name: /Fees of Bright Smiles Dental Uptown/ });
  await edit.getByLabel('Setup fee (%)').fill('60');
  await edit.getByRole('button', { name: 'Save fees' }).click();
  await expect(edit.getByText('At most 50 percent.')).toBeVisible();
  await edit.getByLabel('Setup fee (%)').fill('8');
  await edit.getByRole('button', { name: 'Save fees' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('8%');

  await row.getByRole('button', { name: /back on the default fees/ }).click();
  const confirm = page.getByRole('dialog', { name: 'Use the default fees?' });
  await confirm.getByRole('button', { name: 'Use defaults' }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByRole('row').filter({ hasText: 'Bright Smiles Dental Uptown' })).toHaveCount(0);
});

test("a platform admin opens an office's plans from the office's pages and reads one in the editor", async ({
  page,
}) => {
  test.slow();
  await signIn(page, 'platform@demo.test');
  await page.goto('/admin/more');
  await page.getByRole('link', { name: 'Custom Membership' }).click();
  await expect(page).toHaveURL(/\/admin\/custom-membership$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Custom Membership' })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('combobox', { name: 'Office' }).fill('Harbor South');
  await page.getByRole('option', { name: /Harbor South/ }).click();
  await expect(page).toHaveURL(/\/admin\/custom-membership\?office=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans of Harbor South' })).toBeVisible();
  await expect(page.getByText(/changing Harbor South's plans as a platform admin/)).toBeVisible();
  const first = page.locator('tr[data-plan-id]').first();
  await expect(first).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-fees', 'custom-membership');

  // The office's own pages link here too.
  const officeId = new URL(page.url()).searchParams.get('office');
  await page.goto(`/admin/dentist-history/${officeId}`);
  await page.getByRole('navigation', { name: 'Office pages' }).getByRole('link', { name: 'Plans' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plans of Harbor South' })).toBeVisible();
});
