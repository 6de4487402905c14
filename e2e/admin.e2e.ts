import { expect, expectAccessible, openMailTo, signIn, test } from './support';

test('a platform admin signs in as an office owner and gets back with Back to Admin', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  const row = page.getByRole('row', { name: /Dana Whitfield/ }).first();
  await row.getByRole('button', { name: /sign in as/i }).click();
  await expect(page).toHaveURL(/\/dentist-new\/members$/);
  await expect(page.getByText('Bright Smiles Dental Downtown').first()).toBeVisible();
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /back to admin/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/admin\/dentists$/);
  await expect(page.getByRole('button', { name: /back to admin/i })).toHaveCount(0);
});

test('an office user asks for help through Need Assistance? and support receives it', async ({ page, browser }) => {
  await signIn(page, 'owner@demo.test');
  await page
    .getByRole('button', { name: /support/i })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: /Need Assistance\?/ });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('support@dentalhq.example');
  await expectAccessible(page);
  await dialog.getByLabel(/how can we help/i).fill('Our front desk cannot find the printable enrollment form.');
  await dialog.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(page.getByText(/Your message was sent to our support team/)).toBeVisible();

  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.202.0.1' } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'platform@demo.test');
  const requests = await openMailTo(admin, 'support@dentalhq.example', /^Support request #/);
  await expect(requests.filter({ hasText: 'cannot find the printable enrollment form' }).first()).toBeVisible();
  await adminContext.close();
});
