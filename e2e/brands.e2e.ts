import { expect, expectAccessible, signIn, test, visionURL } from './support';

test('the dental brand shows its own name, logo and colours', async ({ page }) => {
  await page.goto('/accounts/login');
  await expect(page).toHaveTitle(/DentalHQ/);
  await expect(page.getByRole('img', { name: /DentalHQ/ }).first()).toBeVisible();
  expect(await page.locator('html').getAttribute('data-tenant')).toBe('dental');
  await expectAccessible(page);
});

test('the vision brand, picked by host name, shows its own brand and lands an optometrist on the dashboard', async ({
  page,
}) => {
  await page.goto(`${visionURL}/accounts/login`);
  await expect(page).toHaveTitle(/VisionHQ/);
  await expect(page.getByRole('img', { name: /VisionHQ/ }).first()).toBeVisible();
  expect(await page.locator('html').getAttribute('data-tenant')).toBe('vision');
  await expectAccessible(page);
  await signIn(page, 'owner@demo.test', undefined, visionURL);
  await expect(page).toHaveURL(/\/account\/dashboard$/);
  await expectAccessible(page);
});
