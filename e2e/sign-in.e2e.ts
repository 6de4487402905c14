import { DEMO_PASSWORD, expect, expectAccessible, test } from './support';

async function tryPassword(page: import('@playwright/test').Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /sign in/i }).click();
}

test('a wrong password shows a clear error and keeps the person on the sign-in page', async ({ page }) => {
  await page.goto('/accounts/login');
  await expectAccessible(page);
  await tryPassword(page, 'owner@demo.test', 'not-my-password');
  await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
  await expect(page).toHaveURL(/\/accounts\/login/);
  await expectAccessible(page);
});

test('after 10 failed tries on one account, further tries are refused for a while, even with the right password', async ({
  page,
  browser,
}) => {
  await page.goto('/accounts/login');
  for (let i = 1; i <= 10; i++) {
    await tryPassword(page, 'admin@demo.test', `wrong-password-${i}`);
    await expect(page.getByRole('alert')).toHaveText('Incorrect email or password.');
    await page.getByRole('button', { name: /sign in/i }).isEnabled();
  }
  await tryPassword(page, 'admin@demo.test', DEMO_PASSWORD);
  await expect(page.getByRole('alert')).toContainText('Too many failed sign-in attempts');
  await expect(page.getByRole('alert')).toContainText('15 minutes');
  await expect(page).toHaveURL(/\/accounts\/login/);

  // The real office admin, at another address, still signs in.
  const elsewhere = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.200.0.9' } });
  const other = await elsewhere.newPage();
  await other.goto('/accounts/login');
  await tryPassword(other, 'admin@demo.test', DEMO_PASSWORD);
  await expect(other).toHaveURL(/\/dentist-new\/members$/);
  await elsewhere.close();
});
