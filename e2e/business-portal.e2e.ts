import type { Page } from '@playwright/test';
import { accessible, devMailbox, shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test, visionURL } from './support';

// Issue 25, the employer's side of BusinessConnect: a small business signs up choosing Downtown, activates its account
// from the mailed link, puts its card on file to pay for its employees and shares its enrolment link; two employees
// enrol through it (one paid by the employer, one with a card of their own) and appear on its members page and in the
// practice's BusinessConnect page and report.

const SHOTS = 'employer';

/** A date of birth `years` and a month ago, as the enrolment form takes it (MM/DD/YYYY). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** An employee enrols alone in Adult Wellness through the employer's link: paid by the employer, or by their card. */
async function employeeEnrols(
  page: Page,
  link: string,
  who: { first: string; last: string; email: string; employer: string | null },
) {
  await page.goto(link);
  await expect(page.getByText(/10% off every plan/).first()).toBeVisible();
  const owner = page.getByRole('region', { name: /^Account owner/ });
  const field = (label: string) => owner.getByLabel(label, { exact: true });
  await field('First name').fill(who.first);
  await field('Last name').fill(who.last);
  await field('Date of birth').fill(bornYearsAgo(34));
  await field('Email').fill(who.email);
  await field('Confirm email').fill(who.email);
  await field('Mobile phone').fill('512-555-0142');
  await field('Home address').fill('40 Oak St');
  await field('City').fill('Austin');
  await field('State').selectOption('TX');
  await field('ZIP code').fill('78704');
  await field('Confirm ZIP code').fill('78704');
  await owner.getByRole('radio', { name: /Adult Wellness/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Employer discount (10%)')).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  // The employer pays unless the employee chooses their own card.
  const employerPays = page.getByRole('radio', { name: /pays$/ });
  await expect(employerPays).toBeChecked();
  if (who.employer) {
    await expect(page.getByText(`${who.employer} pays for your membership`)).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'checkout-employer-pays');
    await page.getByRole('button', { name: 'Enroll', exact: true }).click();
  } else {
    await page.getByRole('radio', { name: 'Card' }).check();
    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByLabel(/^Expiration/).fill('12/34');
    await page.getByLabel('Security code').fill('123');
    await page.getByRole('button', { name: /^Pay \$/ }).click();
  }
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible({ timeout: 30_000 });
  if (who.employer) await expect(page.getByText(who.employer, { exact: true })).toBeVisible();
}

test('an employer signs up, activates its account, and sees the employees who enrolled through its link', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = tagOf(info);
  const email = `benefits.${tag}@employer.e2e.test`;
  const business = `Bluebonnet Movers ${tag}`;

  await page.goto('/accounts/small-business-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Offer membership plans to your employees' })).toBeVisible();
  await page.getByLabel('Business name').fill(business);
  await page.getByLabel('Number of employees').fill('18');
  await page.getByLabel('Your first name').fill('Robin');
  await page.getByLabel('Your last name').fill('Alvarez');
  await page.getByLabel('Work email').fill(email);
  await page.getByRole('textbox', { name: /^Phone/ }).fill('512-555-0166');
  await page.getByLabel('Business address').fill('77 Ranch Rd, Austin, TX 78745');
  await page.getByLabel('Find your practice').fill('Downtown');
  await page.getByRole('radio', { name: /Downtown/ }).click();
  await accessible(page);
  await shoot(page, SHOTS, 'signup');
  // Without the terms accepted, nothing is created and the box says why.
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page.getByText('Please accept the employer terms')).toBeVisible();
  await page.getByRole('checkbox', { name: /employer terms/ }).check();
  await page.getByRole('button', { name: 'Create business account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Check your email' })).toBeVisible();
  await expectAccessible(page);

  const path = await devMailbox(request, '10.236.0.9')(email, /(\/accounts\/complete-business-signup\/\d+\/[\w%-]+)/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: `Activate ${business}` })).toBeVisible();
  await expect(page.getByText(/Bright Smiles Dental Downtown/)).toBeVisible();
  await page.getByLabel('Choose a password').fill('employer-pass-1');
  await page.getByLabel('Repeat the password').fill('employer-pass-1');
  await page.getByRole('checkbox', { name: /employer terms/ }).check();
  await accessible(page);
  await shoot(page, SHOTS, 'activate');
  await page.getByRole('button', { name: 'Activate account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Your business account is active' })).toBeVisible();
  await expectAccessible(page);
  // The link works once.
  await page.goto(path);
  await expect(page.getByText(/already activated your account/)).toBeVisible();

  await signIn(page, email, 'employer-pass-1');
  await expect(page).toHaveURL(/\/business\/members/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your members' })).toBeVisible();
  await expect(page.getByText('No employee has enrolled through your link yet.')).toBeVisible();
  const link = (await page.getByTestId('enrol-link').textContent()) ?? '';
  expect(link).toMatch(/\/businessconnect\/demo-downtown\?business=\d+$/);
  await expect(page.getByRole('img', { name: /QR code of the enrolment link/ })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'members-empty');

  // The employer pays for its employees: a card first, then the switch.
  await page.getByRole('link', { name: 'Settings' }).click();
  const pay = page.getByRole('region', { name: 'Pay for your employees' });
  await expect(pay.getByRole('switch')).toBeDisabled();
  await pay.getByRole('button', { name: 'Add a card' }).click();
  const cardDialog = page.getByRole('dialog', { name: 'Add a card' });
  await cardDialog.getByLabel('Card number').fill('4242 4242 4242 4242');
  await cardDialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await cardDialog.getByLabel('CVC').fill('123');
  await cardDialog.getByRole('button', { name: 'Save card' }).click();
  await expect(pay.getByTestId('employer-card')).toContainText('ending in 4242');
  // The switch follows the server: on once the call says so.
  await pay.getByRole('switch').click();
  await expect(page.getByText('You now pay for the employees who enrol through your link')).toBeVisible();
  await expect(pay.getByRole('switch')).toBeChecked();
  await accessible(page);
  await shoot(page, SHOTS, 'settings-pays');
  await page.getByRole('link', { name: 'Members' }).click();

  // Two employees enrol through the link, each in a browser of their own: one paid by the employer, one by card.
  const employees = [
    { first: 'Jamie', last: `Ortega${tag}`.slice(0, 28), email: `jamie.${tag}@employee.e2e.test`, employer: business },
    { first: 'Taylor', last: `Nguyen${tag}`.slice(0, 28), email: `taylor.${tag}@employee.e2e.test`, employer: null },
  ];
  for (const [i, who] of employees.entries()) {
    const context = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': `10.236.1.${i + 1}` } });
    await employeeEnrols(await context.newPage(), link, who);
    await context.close();
  }

  await page.reload();
  for (const who of employees) {
    const row = page.locator(`[data-member="${who.first} ${who.last}"]`);
    await expect(row).toBeVisible();
    await expect(row.getByText('Active')).toBeVisible();
    await expect(row.getByText(/Adult Wellness/).filter({ visible: true })).toBeVisible();
  }
  await expect(page.getByText('Showing 1–2 of 2 employees')).toBeVisible();
  const rowOf = (who: { first: string; last: string }) => page.locator(`[data-member="${who.first} ${who.last}"]`);
  for (const who of employees) await expect(rowOf(who).getByText('Paid by you')).toHaveCount(who.employer ? 1 : 0);
  await accessible(page);
  await shoot(page, SHOTS, 'members');

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Employees enrolled').locator('..').getByText('2', { exact: true })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'reports');

  await page.getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  await page.getByLabel('Number of employees').fill('20');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your business details were saved')).toBeVisible();
  await expect(page.getByText('Your practice stays the same once employees have enrolled')).toBeVisible();
  await expect(page.getByText('Households you pay for').locator('..').getByText('1', { exact: true })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'settings');

  // The practice sees the employer with both employees, on its BusinessConnect page and in its report.
  const practice = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.236.2.1' } });
  const office = await practice.newPage();
  await signIn(office, 'owner@demo.test');
  await office.goto('/account/business-connect');
  const row = office.locator(`[data-business="${business}"]`);
  await expect(row).toContainText('Active');
  await row.getByRole('button', { name: `Employees of ${business}` }).click();
  const staff = office.getByRole('dialog', { name: `Employees of ${business}` });
  for (const who of employees) await expect(staff.getByText(`${who.first} ${who.last}`)).toBeVisible();
  await expectAccessible(office);
  await office.keyboard.press('Escape');
  await office.goto('/dentist-new/business-connect-reports');
  await expect(office.getByRole('heading', { level: 1, name: 'BusinessConnect reports' })).toBeVisible();
  const reported = office.getByRole('row', { name: new RegExp(business) });
  // Employees enrolled: both; active members: both.
  await expect(reported.getByRole('cell').nth(1)).toHaveText('2');
  await expect(reported.getByRole('cell').nth(2)).toHaveText('2');
  await expectAccessible(office);
  await practice.close();
});

test('the vision brand says plainly that it does not offer BusinessConnect', async ({ page }) => {
  await page.goto(`${visionURL}/accounts/small-business-signup`);
  await expect(page.getByRole('heading', { level: 1, name: /BusinessConnect is not offered on/ })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'vision-not-offered');
});
