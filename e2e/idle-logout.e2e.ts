import { expect, expectAccessible, signIn, test } from './support';

// Timers shortened through the test setting the app reads (localStorage), never by editing code.
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    localStorage.setItem('devCanTimeout', 'true');
    localStorage.setItem('idleTimeoutMs', '2000');
    localStorage.setItem('idlePromptMs', '20000');
  });
});

test('an idle office user is warned with a countdown, may continue, and is then logged out', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  const warning = page.getByRole('dialog');
  await expect(warning).toBeVisible({ timeout: 8000 });
  await expect(warning).toContainText(/0:[0-2]\d/);
  await expectAccessible(page);
  await warning.getByRole('button', { name: /continue session/i }).click();
  await expect(warning).toBeHidden();
  await expect(page).toHaveURL(/\/dentist-new\/members$/);

  await expect(page.getByRole('dialog')).toBeVisible({ timeout: 8000 });
  await expect(page).toHaveURL(/\/accounts\/login/, { timeout: 40_000 });
  await page.goto('/dentist-new/members');
  await expect(page).toHaveURL(/\/accounts\/login/);
});

test('platform admins are never logged out for inactivity', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await page.waitForTimeout(7000);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/admin\/dentists$/);
});
