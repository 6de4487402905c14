import { shoot } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

/*
 * Associations (issue 24): a platform admin finds the demo's association with its sign-up address, offices and users,
 * creates a new one, is told when its address is taken, and changes its name.
 */

test('a platform admin creates an association with its sign-up address and reads who signed up through one', async ({
  page,
}, info) => {
  test.slow();
  const slug = `lakes-society-${info.workerIndex}${Date.now().toString(36)}`;
  await signIn(page, 'platform@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Associations' }).click();
  await expect(page).toHaveURL(/\/admin\/associations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Associations' })).toBeVisible();
  const state = page.locator('[data-association="state-association"]');
  await expect(state).toContainText('/accounts/state-association');
  await expectAccessible(page);
  await shoot(page, 'admin-associations', 'list');

  await state.getByRole('button', { name: /Offices and users of/ }).click();
  const detail = page.getByRole('dialog');
  await expect(detail).toContainText('association@demo.test');
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();

  await page.getByRole('button', { name: 'New association' }).click();
  const form = page.getByRole('dialog', { name: 'New association' });
  await form.getByLabel('Name').fill('Lakes Dental Society');
  await form.getByLabel('Sign-up address').fill('state-association');
  await form.getByRole('button', { name: 'Create association' }).click();
  await expect(form.getByText('Another association already uses this address')).toBeVisible();
  await form.getByLabel('Sign-up address').fill(slug);
  await expectAccessible(page);
  await form.getByRole('button', { name: 'Create association' }).click();
  await expect(form).toBeHidden();

  await page.getByLabel('Search associations').fill(slug);
  const row = page.locator(`[data-association="${slug}"]`);
  await expect(row).toContainText('Lakes Dental Society');
  await expect(row).toContainText('0 offices · 0 users');
  await row.getByRole('button', { name: 'Edit Lakes Dental Society' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Lakes Dental Society' });
  await edit.getByLabel('Name').fill('Lakes Dental Society of Minnesota');
  await edit.getByRole('button', { name: 'Save association' }).click();
  await expect(edit).toBeHidden();
  await expect(row).toContainText('Lakes Dental Society of Minnesota');
});
