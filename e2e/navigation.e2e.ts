import { expect, expectAccessible, signIn, test } from './support';

test('an unknown path shows the 404 page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
  await expectAccessible(page);
  await page.goto('/error/404-not-found');
  await expect(page.getByRole('heading', { level: 1 })).toContainText(/not found|can.t find/i);
});

test('the redirects of the route list go where they should', async ({ page }) => {
  const cases: [string, RegExp][] = [
    ['/', /\/accounts\/login$/],
    ['/accounts/logout', /\/accounts\/login$/],
    ['/tos', /\/terms$/],
    ['/enroll-practice', /\/enroll\/practice$/],
    // An association's address leads to practice sign-up with its promotion; one without a promotion to plain sign-up.
    ['/accounts/partner-association', /\/enroll\/practice\?promo=PARTNER20$/],
    ['/accounts/state-association', /\/enroll\/practice$/],
  ];
  for (const [from, to] of cases) {
    await page.goto(from);
    await expect(page, from).toHaveURL(to);
  }
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/settings/membership-plan-legacy');
  await expect(page).toHaveURL(/\/account\/settings\/membership-plan$/);
});

test('a signed-out visitor to an office page is sent to sign in', async ({ page }) => {
  await page.goto('/dentist-new/members');
  await expect(page).toHaveURL(/\/accounts\/login/);
});
