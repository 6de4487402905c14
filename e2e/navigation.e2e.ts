import { expect, expectAccessible, signIn, test, visionURL } from './support';

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

/*
 * Issue 21: every link of every role's menus, top bar and notices opens a built page (the entries of areas later
 * issues build are not shown yet), exactly one menu entry is lit, and the office's notices share one area that
 * leaves the page's heading in view on a phone.
 */
const ROLES = [
  'owner@demo.test',
  'admin@demo.test',
  'staff@demo.test',
  'patient@demo.test',
  'super@demo.test',
  'business@demo.test',
  'association@demo.test',
];

for (const email of ROLES) {
  test(`every menu link of ${email} opens a built page`, async ({ page }) => {
    // An office user's menus and top bar hold a dozen links, each opened in turn.
    test.setTimeout(120_000);
    await signIn(page, email);
    // The signed-in shell is up (until its code loads the sign-in page stays on screen), its notices loaded.
    await expect(page.getByRole('button', { name: 'Log Out' }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    // Every notice shown, so their links are checked too.
    const more = page.getByRole('region', { name: 'Notices' }).getByRole('button', { name: /more notice/ });
    if (await more.count()) await more.click();
    const hrefs = await page.evaluate(() => [
      ...new Set(
        Array.from(document.querySelectorAll('a[href]'))
          .filter((a) => !a.closest('main'))
          .map((a) => a.getAttribute('href') ?? '')
          .filter((h) => h.startsWith('/') && !h.startsWith('/api')),
      ),
    ]);
    expect(hrefs.length, 'menu links found').toBeGreaterThan(2);
    for (const href of hrefs) {
      await page.goto(href);
      await expect(page.getByRole('heading', { level: 1 }).first(), href).toBeVisible();
      await expect(page.getByText(/page not found/i), href).toHaveCount(0);
    }
  });
}

test('one menu entry is lit at a time, and the FAQ answers in English and Spanish', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  await page.goto('/account/marketing');
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Marketing Portal']);
  await page.goto('/account/marketing?tab=invite');
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Invite Patient']);
  // Activity (issue 26) is its own entry, lit on its page.
  await menu.getByRole('link', { name: 'Activity' }).click();
  await expect(page).toHaveURL(/\/dentist-new\/activity$/);
  await expect(menu.locator('[aria-current="page"]')).toHaveText(['Activity']);

  await page.getByRole('banner').getByRole('link', { name: 'FAQ' }).click();
  await expect(page).toHaveURL(/\/faq$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  await page.getByText('Is a membership plan insurance?').click();
  await expect(page.getByText(/No\. It is an agreement directly between you and your dental practice/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Preguntas frecuentes' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expectAccessible(page);
});

test('the vision FAQ speaks of optometrists and eye care', async ({ page }) => {
  await page.goto(`${visionURL}/faq?lang=en`);
  await page.getByText('Is a membership plan insurance?').click();
  await expect(page.getByText(/your eye care practice/)).toBeVisible();
  await expect(page.getByText(/dental/i)).toHaveCount(0);
  await expectAccessible(page);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test("the office's notices share one area, most urgent first, and the Members heading stays in view", async ({
    page,
  }) => {
    await signIn(page, 'owner@demo.test');
    const heading = page.getByRole('heading', { level: 1, name: 'Members' });
    await expect(heading).toBeVisible();
    const notices = page.getByRole('region', { name: 'Notices' });
    // Disputes hold money now: they come before the upgrade deadline and the announcement.
    await expect(notices.getByRole('group').first()).toHaveAccessibleName('Disputed payments');
    await expect(notices.getByRole('button', { name: '2 more notices' })).toBeVisible();
    // No second header line repeating Dashboard and Log Out.
    await expect(page.getByRole('navigation', { name: 'Practice links' })).toHaveCount(0);
    expect((await heading.boundingBox())?.y ?? 999, 'the heading starts within the first 200 px').toBeLessThan(200);
    await expectAccessible(page);

    await notices.getByRole('button', { name: 'Dismiss: Disputed payments' }).click();
    await expect(notices.getByRole('group').first()).toHaveAccessibleName('Upgrade your payment account');
    await page.reload();
    await expect(heading).toBeVisible();
    await expect(notices.getByRole('group', { name: 'Disputed payments' })).toHaveCount(0);

    // The announcement's 'Learn more' opens the FAQ.
    await notices.getByRole('button', { name: '1 more notice' }).click();
    await notices.getByRole('group', { name: 'Announcement' }).getByRole('link', { name: 'Learn more' }).click();
    await expect(page).toHaveURL(/\/faq$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Frequently asked questions' })).toBeVisible();
  });
});

test("an association's portal gives its partner link, and the link opens practice sign-up", async ({ page }) => {
  await signIn(page, 'association@demo.test');
  const link = page.getByTestId('partner-link');
  await expect(link).toHaveText(/\/accounts\/state-association$/);
  await expectAccessible(page);
  await page.goto((await link.textContent()) ?? '');
  await expect(page).toHaveURL(/\/enroll\/practice$/);
});

test('at 1280 px the members table shows each status label whole', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dentist-new/members');
  const labels = page.locator('.member-status-cell .mantine-Badge-label');
  await expect(labels.first()).toBeVisible();
  const cut = await labels.evaluateAll((els) =>
    els.filter((el) => el.scrollWidth > el.clientWidth + 1).map((el) => el.textContent),
  );
  expect(cut, 'status labels cut short').toEqual([]);
});
