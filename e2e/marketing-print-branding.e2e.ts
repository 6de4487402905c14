import type { Page } from '@playwright/test';
import { shoot } from './steps';
import { expect, expectAccessible, signIn, test, visionURL } from './support';

/*
 * Print materials and branding (issue 26): the Downtown owner orders 500 member cards, paid at once on the practice's
 * plan card, and an admin starts its production; the owner switches the enrolment page's theme (a custom colour that
 * white text cannot be read on is refused before saving) and the public page's header takes the new colours. Vision
 * offers its brochures in its own quantities.
 */

const SHOTS = 'print-branding';

/** Opens the public enrolment page and expects its header painted in `rgb` (the office's theme, once loaded). */
async function expectHeader(page: Page, slug: string, rgb: string): Promise<void> {
  await page.goto(`/signup/${slug}`);
  await expect(page.locator('.enrol-themed .enrol-top')).toHaveCSS('background-color', rgb);
}

test('the owner orders 500 member cards, sees the order paid, and an admin starts its production', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  await page.getByRole('navigation').getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Print Materials' }).click();
  await expect(page).toHaveURL(/\/account\/order-info-cards$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Order member cards' })).toBeVisible();
  // The demo's earlier orders, shipped and in production.
  const orders = page.getByTestId('print-orders');
  await expect(orders.getByText('Shipped')).toBeVisible();
  await expect(orders.getByText('In production')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'order-page');

  await page.getByRole('radio', { name: '500 for $99' }).check();
  await page.getByRole('radio', { name: 'Standard' }).check();
  await page.getByLabel('Street address').fill('100 Congress Ave');
  await page.getByLabel('City').fill('Austin');
  await page.getByLabel('State').fill('TX');
  await page.getByLabel('ZIP code').fill('78701');
  await page.getByRole('button', { name: 'Order and pay $99' }).click();
  await expect(page.getByTestId('order-done')).toContainText(/500 member cards are ordered and paid: \$99 on your/);
  const paid = orders.getByRole('row').filter({ hasText: '500 member cards, English' }).filter({ hasText: 'Paid' });
  await expect(paid).toHaveCount(1);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'ordered');

  // The platform's admin moves it on from the print orders section of /admin/manage.
  const adminContext = await browser.newContext();
  const admin = await adminContext.newPage();
  await signIn(admin, 'platform@demo.test');
  await admin.goto('/admin/manage');
  const section = admin.getByRole('region', { name: 'Print orders' }).or(admin.getByTestId('admin-print-orders'));
  await expect(section.first()).toBeVisible();
  await admin.getByLabel('Status').selectOption('paid');
  const row = admin
    .getByTestId(/^admin-print-order-/)
    .filter({ hasText: '500 member cards, English' })
    .first();
  await expect(row).toBeVisible();
  await expectAccessible(admin);
  await shoot(admin, SHOTS, 'admin');
  await row.getByRole('button', { name: /Start production/ }).click();
  await expect(admin.getByTestId(/^admin-print-order-/).filter({ hasText: '500 member cards, English' })).toHaveCount(
    0,
  );
  await admin.getByLabel('Status').selectOption('in_production');
  await expect(
    admin
      .getByTestId(/^admin-print-order-/)
      .filter({ hasText: '500 member cards, English' })
      .first(),
  ).toBeVisible();
  await adminContext.close();

  await page.reload();
  await expect(orders.getByRole('row').filter({ hasText: '500 member cards, English' }).first()).toContainText(
    'In production',
  );
});

test('vision offers its brochures in its own quantities at one price', async ({ page }) => {
  await signIn(page, 'owner@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/account/order-info-cards`);
  await expect(page.getByRole('heading', { level: 1, name: 'Order brochures' })).toBeVisible();
  for (const label of ['250 for $210', '500 for $335', '750 for $415', '1,000 for $480']) {
    await expect(page.getByRole('radio', { name: label })).toBeVisible();
  }
  await expect(page.getByRole('radio', { name: /Premium/ })).toHaveCount(0);
  await expect(page.getByText('Plans printed (up to 3)')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'vision-order-page');
});

test('the owner switches the theme and the public enrolment page takes its colours', async ({ page, browser }) => {
  test.setTimeout(120_000);
  const visitor = await (await browser.newContext()).newPage();
  // The demo's Downtown wears Navy & Orange.
  await expectHeader(visitor, 'demo-downtown', 'rgb(27, 42, 74)');
  await expectAccessible(visitor);
  await shoot(visitor, SHOTS, 'enrolment-navy');

  await signIn(page, 'owner@demo.test');
  await page.goto('/account/branding');
  await expect(page.getByRole('heading', { level: 1, name: 'Branding' })).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Navy & Orange' })).toBeChecked();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'branding');

  // Custom: red cannot carry white text at 4.5:1, so it is refused before anything is sent.
  await page.getByRole('radio', { name: 'Custom' }).check();
  await page.getByLabel(/Primary colour/).fill('#ff0000');
  await expect(page.getByTestId('contrast-problem')).toContainText('contrast of 4.0:1');
  await expect(page.getByRole('button', { name: 'Save theme' })).toBeDisabled();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'branding-contrast');

  await page.getByRole('radio', { name: 'Blue & Green' }).check();
  await expect(page.getByTestId('branding-preview').locator('.enrol-top')).toHaveCSS(
    'background-color',
    'rgb(24, 100, 171)',
  );
  await page.getByRole('button', { name: 'Save theme' }).click();
  await expect(page.getByText('Blue & Green is now the theme of your enrollment page')).toBeVisible();

  await expectHeader(visitor, 'demo-downtown', 'rgb(24, 100, 171)');
  await expect(visitor.locator('.enrol-public')).toHaveCSS('--brand-strong', '#1864ab');
  await expectAccessible(visitor);
  await shoot(visitor, SHOTS, 'enrolment-blue-green');
});
