import { shoot } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

/*
 * The platform's texts (issue 24): the super admin opens SMS Setup, sees the demo's simulated provider, sends a test
 * message to a number and watches it go out; then finds it in the SMS Report (sent, then delivered), next to the
 * demo's failed-payment texts in every status, and stops and allows a number on the opt-out list.
 */
test('a super admin sends a test message and finds it in the SMS report', async ({ page }, info) => {
  test.slow();
  // A number of this run's own: 512-58x-xxxx.
  const last4 = String(1000 + ((Date.now() + info.workerIndex) % 8999));
  const phone = `512-58${info.workerIndex % 10}-${last4}`;
  await signIn(page, 'super@demo.test');
  await page.getByRole('link', { name: 'SMS Setup' }).click();
  await expect(page).toHaveURL(/\/admin\/smsSetup$/);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Setup' })).toBeVisible();
  const provider = page.getByRole('region', { name: 'Provider' });
  await expect(provider).toContainText('Simulated provider (demo)');
  await expect(page.getByRole('region', { name: 'Sending' }).getByText('Sending is on')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'admin-sms', 'setup');

  const form = page.getByRole('region', { name: 'Send a test message' });
  await form.getByLabel('Mobile number').fill(phone);
  await form.getByLabel('Message').fill(`Journey test ${last4}`);
  await form.getByRole('button', { name: 'Send test message' }).click();
  const result = form.getByRole('status');
  await expect(result).toContainText(/Test message sent/);
  // The simulated network reports it delivered a few seconds later; the page follows it.
  await expect(result).toContainText('Delivered', { timeout: 30_000 });
  await shoot(page, 'admin-sms', 'test-sent');

  await result.getByRole('link', { name: 'See it in the SMS report' }).click();
  await expect(page).toHaveURL(/\/admin\/smsLogs\?search=/);
  await expect(page.getByRole('heading', { level: 1, name: 'SMS Report' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Journey test ${last4}` });
  await expect(row).toHaveCount(1);
  await expect(row).toContainText(phone);
  await expect(row).toContainText('Delivered');
  await expectAccessible(page);

  // The demo's texts in every status, with the household each went to.
  await page.getByLabel('Search texts').fill('');
  await expect(page.getByRole('row').filter({ hasText: 'Blocked' }).first()).toBeVisible();
  await expect(page.getByRole('row').filter({ hasText: 'unreachable' }).first()).toBeVisible();
  await page.getByLabel('Status').selectOption('failed');
  await expect(page.getByRole('row').filter({ hasText: 'Delivered' })).toHaveCount(0);
  await shoot(page, 'admin-sms', 'report');

  // Stop texts to the number, then allow it again.
  const optOuts = page.getByRole('region', { name: 'Opt-out list' });
  await optOuts.getByLabel('Mobile number to stop').fill(phone);
  await optOuts.getByRole('button', { name: 'Stop texts to this number' }).click();
  await expect(optOuts.getByRole('status')).toContainText(`Texts to ${phone} are stopped`);
  await expect(optOuts.getByRole('row').filter({ hasText: phone })).toContainText('Stopped by an admin');
  await expectAccessible(page);
  await optOuts.getByRole('button', { name: `Allow texts to ${phone} again` }).click();
  await expect(optOuts.getByRole('status')).toContainText(`Texts to ${phone} are allowed again`);
  await expect(optOuts.getByRole('row').filter({ hasText: phone })).toHaveCount(0);
});

test('another platform admin is told the SMS pages are for a super admin', async ({ page }) => {
  await signIn(page, 'platform@demo.test');
  await expect(page.getByRole('link', { name: 'SMS Setup' })).toHaveCount(0);
  await page.goto('/admin/smsSetup');
  await expect(page.getByText('Only a super admin can see the SMS setup and report.')).toBeVisible();
});
