import { accessible, pick, shoot } from './steps';
import { expect, signIn, test, visionURL } from './support';

// Issue 24: a platform admin finds a patient across every office and reads their payments and memberships.

test('a platform admin finds a patient across offices and reads her payment and membership history', async ({
  page,
}) => {
  await signIn(page, 'platform@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Members' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  // Every office's members, a page at a time, with the total.
  await expect(page.getByText(/^Showing 1–25 of \d+ members$/)).toBeVisible();
  await accessible(page);

  await page.getByLabel('Search members').fill('Delgado');
  const rosa = page.getByRole('row', { name: /Rosa Delgado/ });
  await expect(rosa).toBeVisible();
  await expect(rosa).toContainText('Bright Smiles Dental Downtown');
  await expect(rosa).toContainText('Account owner');
  await shoot(page, 'admin-members', 'list');

  await rosa.getByRole('link', { name: 'Payments of Rosa Delgado' }).click();
  await expect(page).toHaveURL(/\/admin\/payment-history\/patient\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Payments of Rosa Delgado' })).toBeVisible();
  // Whose data this is, and where: the office and the organization, before any figure.
  await expect(page.getByText(/Bright Smiles Dental Downtown · /)).toBeVisible();
  await expect(page.getByRole('table').first()).toContainText(/\$\d/);
  await accessible(page);
  await shoot(page, 'admin-members', 'payments');

  await page.getByRole('link', { name: 'Membership history' }).click();
  await expect(page).toHaveURL(/\/admin\/membership-history\/patient\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Rosa Delgado' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /plans/i })).toBeVisible();
  await accessible(page);
  await shoot(page, 'admin-members', 'memberships');

  await page.getByRole('link', { name: 'Back to members' }).click();
  await expect(page).toHaveURL(/\/admin\/members$/);
});

test('the vision brand’s admin narrows every office’s members to the late ones, on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'platform@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/admin/members`);
  await expect(page.getByRole('heading', { name: 'Members', level: 1 })).toBeVisible();
  await pick(page, 'Status', 'Late');
  const rows = page.getByRole('row').filter({ has: page.getByText('Late', { exact: true }) });
  await expect(rows.first()).toBeVisible();
  expect(await page.getByRole('row').count()).toBe((await rows.count()) + 1);
  await accessible(page);
  // Nothing scrolls sideways on a phone, the list nor a member's memberships.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await rows
    .first()
    .getByRole('link', { name: /^Memberships of / })
    .click();
  await expect(page.getByRole('heading', { name: /plans/i })).toBeVisible();
  await accessible(page);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
});
