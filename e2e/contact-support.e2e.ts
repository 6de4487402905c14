import { accessible, shoot, toast } from './steps';
import { expect, expectAccessible, openMailTo, signIn, test } from './support';

/*
 * Support (issue 6): from the top bar's Support an office admin opens the Contact Admin page (the legacy header that
 * linked it went in issue 21), writes to support and reports an issue
 * (what it is about, at most 500 characters); support receives both. A business user has the same page.
 */

test('an office admin writes to support and reports an issue from the Contact Admin page', async ({
  page,
  browser,
}) => {
  await signIn(page, 'admin@demo.test');
  await page.getByRole('banner').getByRole('button', { name: 'Support' }).click();
  await page
    .getByRole('dialog', { name: 'Need Assistance?' })
    .getByRole('link', { name: /Report an issue/ })
    .click();
  await expect(page).toHaveURL(/\/dentist\/contact-admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'support', 'contact-admin');

  // A message: required, then sent, and the form is ready for the next one.
  const message = page.getByRole('region', { name: 'Send us a message' });
  await message.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(message.getByText('This field is required')).toBeVisible();
  await message.getByLabel(/How can we help/).fill('Please add our new hygienist to the team.');
  await message.getByRole('button', { name: 'SUBMIT' }).click();
  await expect(toast(page, 'Your message was sent to our support team')).toBeVisible();
  await expect(message.getByLabel(/How can we help/)).toHaveValue('');

  // An issue report: about a plan, held to 500 characters.
  await page.getByRole('button', { name: 'Report an issue' }).click();
  const dialog = page.getByRole('dialog', { name: 'Report an issue' });
  await dialog.getByLabel('What is it about?').selectOption({ label: 'A plan' });
  const what = dialog.getByLabel(/What happened/);
  await what.fill('x'.repeat(520));
  await expect(what).toHaveValue('x'.repeat(500));
  await expect(dialog.getByText('500 of 500 characters')).toBeVisible();
  await what.fill('The Child Wellness plan shows last year’s price on the enrollment page.');
  await accessible(page);
  await shoot(page, 'support', 'report-issue');
  await dialog.getByRole('button', { name: 'Send report' }).click();
  await expect(dialog).toBeHidden();
  await expect(toast(page, 'Thank you for reporting this.')).toBeVisible();

  // Support receives it, saying what it is about.
  const adminContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.204.0.1' } });
  const admin = await adminContext.newPage();
  await signIn(admin, 'platform@demo.test');
  const reports = await openMailTo(admin, 'support@dentalhq.example', /^Issue report #/);
  const report = reports.filter({ hasText: 'shows last year’s price' });
  await expect(report).toContainText('Issue report #');
  await expect(report).toContainText('About: A plan');
  await adminContext.close();
});

test('a business user has the same support page', async ({ page }) => {
  await signIn(page, 'business@demo.test');
  await page.goto('/business/contact-admin');
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Report an issue' })).toBeVisible();
  await expectAccessible(page);
});

test('an office admin who tries to add locations is told to ask support, and finds it', async ({ page }) => {
  await signIn(page, 'admin@demo.test');
  const officeId = await page.evaluate(async () => {
    const res = await fetch('/api/v1/users/me/account', {
      headers: { authorization: `JWT ${localStorage.getItem('token')}` },
    });
    return ((await res.json()) as { data: { dentistInfo: { id: number } } }).data.dentistInfo.id;
  });
  await page.goto(`/multi-setup?dentistInfoId=${officeId}`);
  await expect(page.getByText('Office admins cannot add locations themselves.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Contact support' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact support' })).toBeVisible();
});
