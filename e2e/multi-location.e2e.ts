import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { accessible, pick, shoot as shootIn } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Issue 23's organization-wide pages: the owner of Harbor's two locations opens the Master Dashboard from the office
 * switcher, reads each location's figures, opens the organization's billing, reads a report and downloads it as csv
 * and xlsx; 'All Locations' opens the members of both. The front desk, who works at one location, is told kindly
 * the pages are not theirs. Nothing here changes data (other journeys read the same demo).
 */

const shoot = (page: Page, name: string) => shootIn(page, 'multi-location-shots', name);

async function openSwitcher(page: Page) {
  await page
    .getByRole('button', { name: /^Switch office/ })
    .filter({ visible: true })
    .click();
}

/** A location's cell in the master dashboard's table, by the column's header. */
async function cell(page: Page, location: RegExp, column: string): Promise<number> {
  const table = page.getByTestId('location-figures');
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === column);
  const row = table.locator('tr').filter({ has: page.getByRole('rowheader', { name: location }) });
  const text = await row.locator('th, td').nth(index).innerText();
  return Number(text.replace(/[^\d.-]/g, ''));
}

test('the group owner reads the master dashboard, billing and a report, and downloads it', async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, 'group@demo.test');
  await openSwitcher(page);
  await page.getByRole('menuitem', { name: 'Master Dashboard' }).click();
  await expect(page).toHaveURL(/\/account\/multi-location-dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Master Dashboard' })).toBeVisible();
  // Two seeded locations, and any the locations journey added meanwhile (closed again, with its history).
  await expect(page.getByText(/Harbor .*\d+ locations, side by side/)).toBeVisible();
  const table = page.getByTestId('location-figures');
  await expect(table.getByRole('rowheader', { name: 'Harbor North' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Harbor South' })).toBeVisible();
  const north = await cell(page, /Harbor North/, 'Members');
  const south = await cell(page, /Harbor South/, 'Members');
  expect(north).toBeGreaterThan(0);
  expect(await cell(page, /All locations/, 'Members')).toBe(north + south);
  // A year's view: the enrolments of 12 months, at least those of this month.
  const thisMonth = await cell(page, /All locations/, 'Enrolments');
  await pick(page, 'Period', 'Last 12 months');
  await expect(page).toHaveURL(/period=last_12_months/);
  await expect.poll(() => cell(page, /All locations/, 'Enrolments')).toBeGreaterThanOrEqual(Math.max(thisMonth, 1));
  // A chart per location of the table.
  const rows = await table.getByRole('rowheader').count();
  await expect(page.getByTestId(/^location-chart-/)).toHaveCount(rows - 1);
  await accessible(page);
  await shoot(page, 'master-dashboard');

  await page.getByRole('link', { name: 'Billing' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-location billing' })).toBeVisible();
  const locations = page.getByTestId('billing-locations');
  await expect(locations.getByRole('rowheader', { name: 'Harbor North' })).toBeVisible();
  await expect(locations.getByRole('rowheader', { name: 'Harbor South' })).toBeVisible();
  await expect(page.getByTestId('organization-plan')).toBeVisible();
  await accessible(page);
  await shoot(page, 'multi-billing');

  await page.goto('/account/multi-location-reports?tab=revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-location reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('report-table').getByText('Harbor North').first()).toBeVisible();
  await accessible(page);
  await shoot(page, 'multi-reports');

  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Location,Month,Payments,Received ($),Platform fee ($),Net revenue ($)');
  // Harbor North or South, or a location the locations journey added meanwhile.
  expect(lines[1]).toMatch(/^Harbor [^,]+,\d{4}-\d{2},\d+,-?\d+\.\d{2},-?\d+\.\d{2},-?\d+\.\d{2}$/);
  expect(lines.some((l) => l.startsWith('Harbor North,'))).toBe(true);
  expect(lines.at(-1)).toMatch(/^Total,/);
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download Excel' }).click(),
  ]);
  expect(xlsx.suggestedFilename()).toBe('revenue-by-location.xlsx');
  // An xlsx file is a zip archive.
  expect(
    readFileSync(await xlsx.path())
      .subarray(0, 2)
      .toString(),
  ).toBe('PK');

  // The enrolments tab names each member and where they joined.
  await page.getByRole('tab', { name: 'Enrolments' }).click();
  await expect(page).toHaveURL(/tab=enrolments/);
  await expect(page.getByTestId('report-table').getByRole('columnheader', { name: 'Member' })).toBeVisible();
  await accessible(page);

  // The spec's other address of the reports.
  await page.goto('/dentist-new/multiLocationReports');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-location reports' })).toBeVisible();

  // 'All Locations' in the switcher: the members of both locations.
  await openSwitcher(page);
  await page.getByRole('menuitem', { name: /All Locations/i }).click();
  await expect(page).toHaveURL(/locations=all/);
  await expect(page.getByText('Every member of your locations.')).toBeVisible();
  await accessible(page);
});

test('the master dashboard reads right on the vision brand', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'group@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/account/multi-location-dashboard`);
  await expect(page.getByRole('heading', { level: 1, name: 'Master Dashboard' })).toBeVisible();
  await expect(page.getByTestId('location-figures').getByRole('rowheader', { name: 'Harbor South' })).toBeVisible();
  await accessible(page);
  await shoot(page, 'master-dashboard-vision');
  await openSwitcher(page);
  await page.getByRole('menuitem', { name: /All Locations/i }).click();
  await expect(page).toHaveURL(/\/account\/members\?locations=all/);
  await expect(page.getByText('Every member of your locations.')).toBeVisible();
});

test('the front desk of one location is told kindly the master dashboard is not theirs', async ({ page }) => {
  await signIn(page, 'frontdesk@demo.test');
  await page.goto('/account/multi-location-dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'This page is for owners and office admins' }),
  ).toBeVisible();
  await expect(page.getByText(/Ask your office admin/)).toBeVisible();
  await accessible(page);
  await shoot(page, 'master-dashboard-refused');
});
