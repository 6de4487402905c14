import { readFileSync } from 'node:fs';
import { confirmEmail, devMailbox, shoot, signUp, tagOf, toast } from './steps';
import { expect, expectAccessible, signIn, test, visionURL } from './support';

/*
 * BusinessConnect (issue 25): a practice that just signed up reads what the program is, turns it on (the terms and
 * the addendum accepted), sets its discount and invites an employer; Downtown's owner sees the employees Acme
 * Logistics brought and the report, and downloads it; the platform's admins see every employer; the public documents
 * read well. Downtown's own settings are only read: other journeys rely on its 10% for Acme.
 */
const SHOTS = 'bc-office';

test('a practice turns BusinessConnect on, sets its discount and invites an employer', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = tagOf(info);
  const email = await signUp(page, '', tag, 'dental');
  await confirmEmail(page, devMailbox(request), email, 'one');
  await expect(page).toHaveURL(/\/single-setup\?dentistInfoId=\d+$/);
  await page.getByLabel('Online booking link').fill('https://book.example.test/harbor-bc');
  await page.getByLabel('Enrollment page address').fill(`harbor-bc-${tag}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();

  // While it is off, the menu leads to the page explaining it (a new practice's menu waits for its first plan).
  await page.goto('/dentist-new/members');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await expect(menu.locator('a[href="/dentist-new/landing-connect"]')).toHaveCount(1);
  await page.goto('/dentist-new/landing-connect');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Grow your membership with local employers' }),
  ).toBeVisible();
  await expect(page.getByText('No insurance involved')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'landing');

  await page.getByRole('link', { name: 'See how it works, step by step' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'How BusinessConnect works' })).toBeVisible();
  await expect(page.getByText('Step 5')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'video-connect');
  await page.getByRole('link', { name: 'Turn on BusinessConnect' }).click();
  await expect(page).toHaveURL(/\/dentist-new\/landing-connect$/);

  // Both documents must be accepted; each is linked.
  const terms = page.getByRole('link', { name: 'Read the BusinessConnect terms' });
  await expect(terms).toHaveAttribute('href', '/business-connect-terms');
  await page.getByRole('button', { name: 'Turn on BusinessConnect' }).click();
  await expect(page.getByText('Please accept the BusinessConnect terms')).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel(/I accept the BusinessConnect terms/).check();
  await page.getByLabel(/I accept the BusinessConnect addendum/).check();
  await page.getByRole('button', { name: 'Turn on BusinessConnect' }).click();
  await expect(page).toHaveURL(/\/account\/business-connect$/);
  await expect(toast(page, 'BusinessConnect is on')).toBeVisible();
  await expect(page.getByText(/Terms and addendum accepted by Avery Lopez/)).toBeVisible();
  // The menu now leads to the program itself.
  await expect(menu.locator('a[href="/account/business-connect"]')).toHaveCount(1);

  await page.getByLabel('Discount for employers’ staff (%)').fill('20');
  await page.getByRole('button', { name: 'Save discount and plans' }).click();
  await expect(toast(page, "Saved: employers' staff get 20% off")).toBeVisible();

  await page.getByRole('button', { name: 'Invite a business' }).click();
  const dialog = page.getByRole('dialog', { name: 'Invite a business' });
  await dialog.getByLabel('Business name').fill('Riverside Hardware');
  await dialog.getByLabel('Contact email').fill('not-an-email');
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog.getByText(/valid email/i)).toBeVisible();
  await dialog.getByLabel('Contact email').fill(`hr.${tag}@riverside-hw.test`);
  await dialog.getByLabel('Phone (optional)').fill('(512) 555-0166');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Send invitation' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator('[data-business="Riverside Hardware"]');
  await expect(row).toContainText('Invited');
  await expect(row.getByRole('link', { name: 'Enrollment link' })).toHaveAttribute(
    'href',
    new RegExp(`^/businessconnect/harbor-bc-${tag}\\?business=\\d+$`),
  );
  const activation = await devMailbox(request)(
    `hr.${tag}@riverside-hw.test`,
    /(\/accounts\/complete-business-signup\/\d+\/\S+)/,
  );
  expect(activation).toMatch(/complete-business-signup/);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'business-connect-fresh');
});

test("Downtown's owner sees the employees Acme brought and the report, and downloads it", async ({ page }) => {
  test.slow();
  await signIn(page, 'owner@demo.test');
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'BusinessConnect' }).click();
  await expect(page).toHaveURL(/\/account\/business-connect$/);
  const acme = page.locator('[data-business="Acme Logistics"]');
  await expect(acme).toContainText('Active');
  await expect(page.locator('[data-business="Riverbend Credit Union"]')).toContainText('Invited');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'business-connect-downtown');

  await acme.getByRole('button', { name: 'Employees of Acme Logistics' }).click();
  const employees = page.getByRole('dialog', { name: 'Employees of Acme Logistics' });
  await expect(employees.getByRole('row')).toHaveCount(5); // the header and the seeded four
  await expectAccessible(page);
  await shoot(page, SHOTS, 'acme-employees');
  await page.keyboard.press('Escape');

  await page.getByRole('link', { name: 'Reports' }).click();
  await expect(page).toHaveURL(/\/dentist-new\/business-connect-reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'BusinessConnect reports' })).toBeVisible();
  await expect(page.getByTestId('bc-by-month-table').getByRole('row')).toHaveCount(13);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'reports');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download CSV' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toBe('businessconnect-report.csv');
  const csv = readFileSync((await file.path()) ?? '', 'utf8');
  expect(csv).toContain('Business,Employees enrolled,Active members,Revenue to date ($)');
  expect(csv).toContain('Acme Logistics');

  // /dentist-new/business-connect is the same page.
  await page.goto('/dentist-new/business-connect');
  await expect(page.locator('[data-business="Acme Logistics"]')).toBeVisible();
});

test('the vision brand says plainly that BusinessConnect is not offered there', async ({ page }) => {
  await signIn(page, 'owner@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/dentist-new/landing-connect`);
  await expect(page.getByText(/BusinessConnect is not offered on/)).toBeVisible();
  await expect(
    page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'BusinessConnect' }),
  ).toHaveCount(0);
  await expectAccessible(page);
});

test("the platform's admins see every employer; the public documents read", async ({ page }) => {
  test.slow();
  await signIn(page, 'platform@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'Small Businesses' }).click();
  await expect(page).toHaveURL(/\/admin\/business-connect$/);
  await page.getByLabel('Search businesses').fill('Acme');
  const acme = page.locator('[data-business="Acme Logistics"]');
  await expect(acme).toContainText('Downtown');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'admin-list');
  await acme.getByRole('button', { name: 'Details of Acme Logistics' }).click();
  const detail = page.getByRole('dialog', { name: 'Acme Logistics' });
  await expect(detail).toContainText('business@demo.test');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'admin-detail');

  for (const [path, title] of [
    ['/business-connect-terms', 'BusinessConnect Terms'],
    ['/business-connect-addendum', 'BusinessConnect Addendum'],
    ['/business-faq', 'BusinessConnect questions for businesses'],
  ] as const) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectAccessible(page);
    await shoot(page, SHOTS, path.slice(1));
  }
});
