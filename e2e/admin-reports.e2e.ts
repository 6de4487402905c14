import { readFileSync } from 'node:fs';
import ExcelJS from 'exceljs';
import { accessible, shoot } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * A platform admin reads how the platform is doing after the demo's billing history (the KPIs, members by month adding
 * up), downloads an office owner's master report for last month and opens it, downloads an office's active members as
 * a spreadsheet, and reads revenue and fees by month, whose last month's fees are the KPI's. The vision brand says the
 * same in its own words.
 */

/** A month the pages name ('March 2026') and its key ('2026-03'). */
function monthOf(name: string): { key: string; name: string } {
  const d = new Date(`1 ${name} 12:00 UTC`);
  return { key: d.toISOString().slice(0, 7), name };
}
const number = (text: string | null) => Number((text ?? '').replace(/[$,]/g, ''));

test('a platform admin reads the KPIs, downloads a master report and an office’s active members', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'platform@demo.test');
  await page.getByRole('link', { name: 'KPIs' }).first().click();
  await expect(page).toHaveURL(/\/admin\/kpi$/);
  await expect(page.getByRole('heading', { level: 1, name: 'KPIs' })).toBeVisible();
  const figures = page.getByTestId('kpi-figures');
  // Every figure is counted when the page asks: on a busy machine that can take a while.
  await expect(figures).toBeVisible({ timeout: 30_000 });
  await expect(figures.getByText('Dental offices')).toBeVisible();
  await expect(figures.getByText('Platform fees last month')).toBeVisible();
  // Members by month: the twelve months add up to the total the page gives.
  const byMonth = page.getByTestId('members-by-month');
  await byMonth.getByText('Members enrolled by month: table').click();
  const table = page.getByTestId('members-by-month-table');
  const cells = await table.locator('tbody td').allTextContents();
  expect(cells).toHaveLength(12);
  const total = number(await page.getByTestId('members-by-month-total').textContent());
  expect(cells.reduce((sum, c) => sum + number(c), 0)).toBe(total);
  expect(total).toBeGreaterThan(0);
  await expect(byMonth.getByText(`${total.toLocaleString('en-US')} in all`)).toBeVisible();
  const feesLastMonth = await figures
    .getByText('Platform fees last month')
    .locator('xpath=following-sibling::*[1]')
    .textContent();
  expect(number(feesLastMonth)).toBeGreaterThan(0);
  // Last month by the platform's clock (the demo's clock may have been moved on), as the fees' line names it.
  const hint = await figures.getByText(/, net of refunds and disputes$/).textContent();
  const month = monthOf((hint ?? '').replace(', net of refunds and disputes', ''));
  await accessible(page);
  await shoot(page, 'admin-reports', 'kpi');

  // The monthly master report of Downtown's owner, for last month.
  await page.getByRole('link', { name: 'Reports' }).first().click();
  await expect(page).toHaveURL(/\/admin\/reports$/);
  await page.getByLabel('Month of the master report').selectOption(month.key);
  await page.getByLabel('Search offices').fill('Downtown');
  const downtown = page.getByTestId('office-reports').filter({ hasText: 'Bright Smiles Dental Downtown' });
  await expect(downtown).toHaveCount(1);
  await expect(page.getByTestId('office-reports')).toHaveCount(1);
  await accessible(page);
  await shoot(page, 'admin-reports', 'reports');
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    downtown.getByRole('button', { name: `Master report of Dana Whitfield's offices for ${month.name} (CSV)` }).click(),
  ]);
  expect(csv.suggestedFilename()).toBe(`master-report-${month.key}-dana-whitfield.csv`);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trimEnd()
    .split('\r\n');
  expect(lines[0]).toContain('Office,Organization,Active members at month end,New members');
  const row = lines.find((l) => l.includes('Bright Smiles Dental Downtown'))?.split(',') ?? [];
  expect(row[2]).toBe('Demo Dental Group');
  expect(Number(row[3])).toBeGreaterThan(0);
  // Gross collected, less refunds, disputes and fees, plus guarantee claims, is what reached the practice.
  const [gross, refunds, disputes, fees, claims, net] = row.slice(7, 13).map(Number) as number[];
  expect(gross).toBeGreaterThan(0);
  expect(Math.round(((gross ?? 0) - (refunds ?? 0) - (disputes ?? 0) - (fees ?? 0) + (claims ?? 0)) * 100)).toBe(
    Math.round((net ?? 0) * 100),
  );
  expect(lines.at(-1)).toMatch(/^,Total,/);

  // Downtown's active members as a spreadsheet.
  const [xlsx] = await Promise.all([
    page.waitForEvent('download'),
    downtown.getByRole('button', { name: 'Active members of Bright Smiles Dental Downtown (Excel)' }).click(),
  ]);
  const book = new ExcelJS.Workbook();
  await book.xlsx.load(readFileSync(await xlsx.path()) as unknown as ArrayBuffer);
  const sheet = book.getWorksheet('Active members');
  if (!sheet) throw new Error('the spreadsheet has no Active members sheet');
  expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual([
    'Member ID',
    'First name',
    'Last name',
    'Account owner',
    'Email',
    'Chart ID',
    'Plan',
    'Term',
    'Price ($)',
    'Status',
    'Enrolled',
    'Next renewal',
  ]);
  expect(sheet.rowCount).toBeGreaterThan(1);
  const statuses = new Set<string>();
  sheet.eachRow((r, n) => {
    if (n > 1) statuses.add(r.getCell(10).text);
  });
  expect([...statuses].every((s) => ['Active', 'Active (Cash)', 'Active (Imported)', 'Late'].includes(s))).toBe(true);

  // Revenue and fees by month: last month's platform fees are the KPI's.
  await page.getByRole('link', { name: 'Revenue and fees by month' }).click();
  await expect(page).toHaveURL(/\/admin\/reporting$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reporting' })).toBeVisible();
  const revenue = page.getByTestId('revenue-table');
  const last = revenue.getByRole('row').filter({ has: page.getByRole('rowheader', { name: month.name }) });
  await expect(revenue.getByRole('columnheader', { name: 'Platform fees' })).toBeVisible();
  const feeColumn = (await revenue.getByRole('columnheader').allTextContents()).indexOf('Platform fees');
  expect(feeColumn).toBeGreaterThan(0);
  await expect(last.locator('th, td').nth(feeColumn)).toHaveText(feesLastMonth ?? '');
  await accessible(page);
  await shoot(page, 'admin-reports', 'reporting');
  const [revenueCsv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  expect(readFileSync(await revenueCsv.path(), 'utf8')).toContain(`${month.key},`);
});

test('the KPIs and reports read in the vision brand’s words', async ({ page }) => {
  test.setTimeout(150_000);
  await signIn(page, 'platform@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/admin/kpi`);
  await expect(page.getByTestId('kpi-figures')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByTestId('kpi-figures').getByText('Eye care offices')).toBeVisible();
  await expect(page.getByText(/every eye care office/)).toBeVisible();
  await accessible(page);
  await shoot(page, 'admin-reports', 'kpi-vision');
  await page.goto(`${visionURL}/admin/reports`);
  await expect(page.getByText(/the active members of an eye care office/)).toBeVisible();
  await expect(page.getByTestId('office-reports').first()).toBeVisible();
  await accessible(page);
  await shoot(page, 'admin-reports', 'reports-vision');
  await page.goto(`${visionURL}/admin/reporting`);
  await expect(page.getByTestId('revenue-table')).toBeVisible();
  await accessible(page);
  await shoot(page, 'admin-reports', 'reporting-vision');
});
