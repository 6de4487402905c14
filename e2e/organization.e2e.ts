import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { mailed } from './member-steps';
import {
  addLocation,
  createGroup,
  createMasterPlan,
  enrolAt,
  figure,
  groupCard,
  locationCard,
  offeredOn,
  openLocations,
  openSwitcher,
  planAction,
  planRow,
  publishPlan,
} from './org-steps';
import { accessible, pick, shoot as shootIn, tagOf, toast } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 23's proof: the owner of Harbor (Harbor North and Harbor South) adds a third location, groups it with Harbor
 * South, assigns a new front-desk user to it, publishes a master plan that every location's enrolment page offers,
 * changes its price with notices (the member who joined keeps her price until renewal), reads the new location on the
 * master dashboard and downloads a report with a row per location; the front-desk user then sees only their location.
 * Everything is made here under names of its own: Harbor North, Harbor South and Coast stay as other journeys read
 * them.
 */

const shoot = (page: Page, name: string) => shootIn(page, 'organization-shots', name);

test('the Harbor owner runs three locations as one organization', async ({ page, browser, request }, info) => {
  test.setTimeout(420_000);
  const tag = tagOf(info);
  const east = `Harbor East ${tag}`;
  const group = `South Bay ${tag}`;
  const staff = `Sam Okafor ${tag}`;
  const staffEmail = `sam.${tag}@e2e.test`;
  const plan = `Harbor Smile Saver ${tag}`;
  await signIn(page, 'group@demo.test');

  // A third location, sharing Harbor North's payout account.
  await openLocations(page);
  await expect(locationCard(page, 'Harbor North')).toBeVisible();
  await accessible(page);
  const slug = await addLocation(page, east, { check: true });
  await accessible(page);
  await shoot(page, 'locations');

  // Harbor South and the new location, grouped.
  await page.getByRole('link', { name: 'Groups of locations' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await createGroup(page, group, ['Harbor South', east], { check: true });
  await expect(groupCard(page, group)).toContainText(east);
  await accessible(page);

  // A new front-desk user, working at the new location only.
  await page.goto('/account/manage-users');
  await expect(page.getByRole('heading', { name: 'Who works at which location' })).toBeVisible();
  await accessible(page);
  await page.getByRole('button', { name: 'Add user' }).click();
  const add = page.getByRole('dialog');
  await add.getByLabel('First name').fill('Sam');
  await add.getByLabel('Last name').fill(`Okafor ${tag}`);
  await add.getByLabel('Email').fill(staffEmail);
  await add.getByLabel('Job title').selectOption({ label: 'Front Desk' });
  await add.getByRole('button', { name: 'Add and send invitation' }).click();
  await expect(toast(page, 'User added')).toBeVisible();
  const sam = page.getByTestId(`org-user-${staffEmail}`);
  await expect(sam.getByText('Invited')).toBeVisible();
  await sam.getByRole('button', { name: `Assign locations: ${staff}` }).click();
  const assign = page.getByRole('dialog', { name: `Locations of ${staff}` });
  await assign.getByRole('checkbox', { name: east, exact: true }).check();
  for (const other of ['Harbor North', 'Harbor South']) {
    await assign.getByRole('checkbox', { name: other, exact: true }).uncheck();
  }
  await expect(assign.getByText(`After saving, ${staff} works at ${east}.`)).toBeVisible();
  await accessible(page);
  await assign.getByRole('button', { name: 'Save locations' }).click();
  await expect(toast(page, `${staff} now works at ${east}.`)).toBeVisible();
  await expect(sam.getByText(east)).toBeVisible();
  await expect(sam.getByText('Harbor North')).toHaveCount(0);

  // The plan catalogue of all the locations: a master plan, published.
  await page.goto('/account/manage-plans');
  await page
    .getByRole('navigation', { name: 'Which plans to show' })
    .getByRole('link', { name: 'All locations' })
    .click();
  await expect(page).toHaveURL(/view=organization/);
  await expect(page.getByRole('heading', { level: 1, name: /^Plans for / })).toBeVisible();
  await accessible(page);
  await createMasterPlan(page, plan, { check: true });
  await publishPlan(page, plan);
  await expect(planRow(page, plan)).toContainText(east);
  await shoot(page, 'catalogue');
  const oldMonthly = Number(/\$([\d.]+)\/mo/.exec(await planRow(page, plan).innerText())?.[1]);
  expect(oldMonthly).toBeGreaterThan(0);

  // Offered on each location's public enrolment page, the new one's too.
  for (const location of ['harbor-north', 'harbor-south', slug]) {
    await expect(offeredOn(page, location, plan, { check: true })).resolves.toBe(1);
  }

  // A patient joins the new location on it (the front desk's call, as the members journeys enrol).
  const rosa = await enrolAt(request, slug, tag, plan);

  // A new price: the preview names who is told where; she keeps her price until her renewal.
  await page.goto('/account/manage-plans?view=organization&filterById=master');
  await expect(planRow(page, plan)).toContainText(`${east}: 1`);
  await planAction(page, plan, 'Change price');
  const price = page.getByRole('dialog', { name: `Change the price of ${plan}` });
  await price.getByLabel('Monthly price').fill('61');
  await price.getByLabel('Annual price').fill('650');
  await price.getByRole('button', { name: 'Preview who is told' }).click();
  const notices = price.getByTestId('price-notice-preview');
  const told = notices.getByRole('row').filter({ has: page.getByRole('cell', { name: east, exact: true }) });
  await expect(told.getByRole('cell')).toHaveText([east, '1', '1', '0']);
  await accessible(page);
  await shoot(page, 'price-preview');
  await price.getByRole('button', { name: 'Change the price and send the notices' }).click();
  await expect(price.getByText(/^Price changed\. \d+ households? (was|were) emailed\.$/)).toBeVisible();
  await price.getByRole('button', { name: 'Done' }).click();
  await expect(planRow(page, plan)).toContainText('$61/mo');
  await expect(planRow(page, plan)).toContainText(/\d+ price change pending/);

  // The plan settings these plans are sold under, saved at every location at once, the new one included.
  await page.getByRole('tab', { name: 'Plan settings by location' }).click();
  await expect(page.getByRole('radio', { name: 'Every location you work at' })).toBeChecked();
  await expect(page.getByLabel('Program name')).not.toHaveValue('');
  await accessible(page);
  await page.getByRole('button', { name: 'Save settings' }).click();
  await expect(toast(page, /Plan settings saved for \d+ locations/)).toBeVisible();
  await page.goto(
    `/dentist-new/members?locations=all&searchQuery=${encodeURIComponent(rosa.name.split(' ')[1] ?? '')}`,
  );
  const member = page.getByRole('row').filter({ hasText: rosa.name });
  await expect(member).toContainText(`${plan} · $${oldMonthly.toFixed(2)}/mo`);
  await expect(member).toContainText('Change pending');
  await accessible(page);

  // The master dashboard: the new location beside the others, with her enrolment.
  await openSwitcher(page);
  await page.getByRole('menuitem', { name: 'Master Dashboard' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Master Dashboard' })).toBeVisible();
  const table = page.getByTestId('location-figures');
  await expect(table.getByRole('rowheader', { name: east })).toBeVisible();
  expect(await figure(page, east, 'Members')).toBe(1);
  expect(await figure(page, east, 'Enrolments')).toBe(1);
  const rows = await table.getByRole('rowheader').allInnerTexts();
  let members = 0;
  // A closed location's name carries a 'Closed' badge on a line of its own.
  for (const name of rows.slice(0, -1)) members += await figure(page, name.split('\n')[0] ?? '', 'Members');
  expect(await figure(page, 'All locations', 'Members')).toBe(members);
  await accessible(page);
  await shoot(page, 'master-dashboard');

  // This month's revenue by location, downloaded: a row for each location, hers with her first payment.
  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Multi-location reports' })).toBeVisible();
  await page.getByRole('tab', { name: 'Revenue' }).click();
  await pick(page, 'Period', 'This month');
  await expect(page).toHaveURL(/period=this_month/);
  // One month: the new location's one row (the year's twelve until the month's report is in).
  await expect(page.getByTestId('report-table').getByRole('cell', { name: east, exact: true })).toHaveCount(1);
  await accessible(page);
  const [csv] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ]);
  const lines = readFileSync(await csv.path(), 'utf8')
    .trim()
    .split('\r\n');
  expect(lines[0]).toBe('Location,Month,Payments,Received ($),Platform fee ($),Net revenue ($)');
  expect(lines.at(-1)).toMatch(/^Total,/);
  const locations = lines.slice(1, -1).map((l) => l.split(',')[0]);
  expect(new Set(locations).size, 'one row per location').toBe(locations.length);
  expect(locations).toEqual(expect.arrayContaining(['Harbor North', 'Harbor South', east]));
  expect(lines.find((l) => l.startsWith(`${east},`))).toMatch(/^[^,]+,\d{4}-\d{2},1,\d+\.\d{2},/);

  // The front-desk user sets a password from the mailed link: the new location is the only office they have.
  const token = await mailed(request, staffEmail, /\/accounts\/set-password\/([\w-]+)/);
  const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.204.${info.workerIndex}.1` } });
  const desk = await context.newPage();
  await desk.goto(`/accounts/set-password/${token}`);
  await desk.getByLabel('New password', { exact: true }).fill('sam-password-1');
  await desk.getByLabel(/confirm/i).fill('sam-password-1');
  await desk.getByRole('button', { name: /save password/i }).click();
  await expect(desk.getByText(/Your password is set/)).toBeVisible();
  await signIn(desk, staffEmail, 'sam-password-1');
  const switcher = desk.getByRole('button', { name: new RegExp(`Switch office: ${east}`) });
  await expect(switcher).toBeVisible();
  await switcher.click();
  await expect(desk.getByRole('menuitem', { name: east })).toBeVisible();
  await expect(desk.getByRole('menuitem', { name: /^Harbor (North|South)$/ })).toHaveCount(0);
  await desk.keyboard.press('Escape');
  await desk.goto('/dentist-new/members');
  await expect(desk.getByText(`Everyone enrolled at ${east}`)).toBeVisible();
  await expect(desk.getByText(rosa.name)).toBeVisible();
  await accessible(desk);
  await context.close();
});
