import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { figure, openSwitcher } from './org-steps';
import { accessible, pick, shoot as shootIn } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Issue 23's organization-wide pages, beyond what the organization journey proves (a new location on the master
 * dashboard, a report downloaded as csv): the owner of Harbor's locations reads a year on the master dashboard with a
 * chart per location, opens the organization's billing, downloads a report as xlsx and reads the enrolments report;
 * 'All Locations' opens the members of every location. The front desk, who works at one location, is told kindly
 * the pages are not theirs. Nothing here changes data (other journeys read the same demo).
 */

const shoot = (page: Page, name: string) => shootIn(page, 'multi-location-shots', name);

test('the group owner reads a year of the master dashboard, billing and reports, and downloads one', async ({
  page,
}) => {
  test.setTimeout(240_000);
  await signIn(page, 'group@demo.test');
  await page.goto('/account/multi-location-dashboard');
  await expect(page.getByRole('heading', { level: 1, name: 'Master Dashboard' })).toBeVisible();
  // A year's view: the enrolments of 12 months, at least those of this month.
  const thisMonth = await figure(page, 'All locations', 'Enrolments');
  await pick(page, 'Period', 'Last 12 months');
  await expect(page).toHaveURL(/period=last_12_months/);
  await expect.poll(() => figure(page, 'All locations', 'Enrolments')).toBeGreaterThanOrEqual(Math.max(thisMonth, 1));
  // A chart per location of the table (other journeys may add a location meanwhile: one table, one set of charts).
  const table = page.getByTestId('location-figures');
  await expect(table.getByRole('rowheader', { name: 'Harbor North' })).toBeVisible();
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

  // The spec's other address of the reports; a year of revenue as an Excel file.
  await page.goto('/dentist-new/multiLocationReports?tab=revenue');
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-location reports' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Revenue' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('report-table').getByText('Harbor North').first()).toBeVisible();
  await shoot(page, 'multi-reports');
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
