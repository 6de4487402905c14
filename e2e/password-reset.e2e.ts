import { expect, expectAccessible, openMailTo, signIn, test } from './support';

test('a forgotten password: the mail arrives, its link sets a new password that works, and works once', async ({
  page,
  browser,
}) => {
  await page.goto('/accounts/login');
  await page.getByRole('link', { name: /forgot/i }).click();
  await expect(page).toHaveURL(/\/accounts\/forgot-password$/);
  await expectAccessible(page);
  await page.getByLabel('Email').fill('owner2@demo.test');
  await page.getByRole('button', { name: /send|reset/i }).click();
  await expect(page.getByText(/If an account exists for that email/)).toBeVisible();

  // The mail, as a platform admin reads it in the dev mailbox.
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.201.0.1' } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'platform@demo.test');
  const mail = await openMailTo(admin, 'owner2@demo.test', /Reset your DentalHQ password/);
  await expectAccessible(admin);
  const text = (await mail.first().textContent()) ?? '';
  const link = /http:\/\/localhost:\d+\/accounts\/reset-password\/[\w-]+/.exec(text)?.[0];
  expect(link, 'reset link in the mail').toBeTruthy();
  await adminContext.close();

  await page.goto(link as string);
  await expectAccessible(page);
  await page.getByLabel('New password', { exact: true }).fill('harbor-lights-42');
  await page.getByLabel(/confirm/i).fill('harbor-lights-43');
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(page.getByText('Passwords must match')).toBeVisible();
  await page.getByLabel('New password', { exact: true }).fill('harbor-lights-42');
  await page.getByLabel(/confirm/i).fill('harbor-lights-42');
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(page.getByText(/Your password has been changed/)).toBeVisible();

  await signIn(page, 'owner2@demo.test', 'harbor-lights-42');
  await expect(page).toHaveURL(/\/dentist-new\/members$/);

  // The same link a second time is refused.
  await page.goto(link as string);
  await page.getByLabel('New password', { exact: true }).fill('another-password-9');
  await page.getByLabel(/confirm/i).fill('another-password-9');
  await page.getByRole('button', { name: /save password/i }).click();
  await expect(page.getByText(/expired or has already been used/)).toBeVisible();
});
