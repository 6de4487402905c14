import type { Page } from '@playwright/test';
import { shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test, visionURL } from './support';

/*
 * CommunityConnect (issue 25): the Downtown owner creates a church group with a 10% discount on two plans and copies
 * its link; a family enrols at the link paying the group's price; the group then shows its household. A wrong code
 * says 'group code is not valid'. An organizer asks a practice for a group.
 */

const SHOTS = 'community';

/** A date of birth `years` and a month ago, as the form takes it (MM/DD/YYYY). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

async function fillFamily(page: Page, email: string) {
  const owner = page.getByRole('region', { name: /^Account owner/ });
  const field = (label: string) => owner.getByLabel(label, { exact: true });
  await field('First name').fill('Grace');
  await field('Last name').fill('Okafor');
  await field('Date of birth').fill(bornYearsAgo(41));
  await field('Email').fill(email);
  await field('Confirm email').fill(email);
  await field('Mobile phone').fill('512-555-0166');
  await field('Home address').fill('12 Chapel Rd');
  await field('City').fill('Austin');
  await field('State').selectOption('TX');
  await field('ZIP code').fill('78702');
  await field('Confirm ZIP code').fill('78702');
  await owner.getByRole('radio', { name: /Adult Wellness/ }).check();
  await page.getByRole('button', { name: 'Add family member' }).click();
  const child = page.getByRole('region', { name: /^Family member 1/ });
  await child.getByLabel('First name', { exact: true }).fill('Tobi');
  await child.getByLabel('Date of birth', { exact: true }).fill(bornYearsAgo(9));
  await child.getByLabel('Relationship', { exact: true }).selectOption('son');
  await child.getByRole('radio', { name: /Child Wellness/ }).check();
}

test('the owner creates a community group, a family enrols with its link at the group’s price, and the group shows it', async ({
  page,
  context,
  browser,
}, info) => {
  test.setTimeout(180_000);
  const tag = tagOf(info)
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
  const name = `Hope Chapel ${tag}`.slice(0, 40);
  const code = `HOPE${tag}`.slice(0, 16);

  await signIn(page, 'owner@demo.test');
  await page.getByRole('navigation').getByRole('link', { name: 'CommunityConnect' }).click();
  await expect(page).toHaveURL(/\/account\/community-connect$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Community groups' })).toBeVisible();
  await expect(page.getByText('Grace Community Church')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'list');

  await page.getByRole('button', { name: 'New group' }).click();
  const form = page.getByRole('dialog', { name: 'New community group' });
  await form.getByLabel('Group name').fill(name);
  // The code is suggested from the name; the office types its own.
  await expect(form.getByLabel('Group code')).toHaveValue(/^HOPECHAPEL/);
  await form.getByLabel('Group code').fill('GRACECHURCH');
  await form.getByLabel('Discount for members (%)').fill('10');
  await form.getByRole('checkbox', { name: /Adult Wellness/ }).check();
  await form.getByRole('checkbox', { name: /Child Wellness/ }).check();
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form.getByText('This code is taken')).toBeVisible();
  await form.getByLabel('Group code').fill(code);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'new-group');
  await form.getByRole('button', { name: 'Create group' }).click();
  await expect(form).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText(`Code ${code} · 10% off · 2 plans`);
  await expect(card).toContainText('0 households enrolled');
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await card.getByRole('button', { name: `Copy the link of ${name}` }).click();
  await expect(card.getByRole('button', { name: `Copy the link of ${name}` })).toHaveText('Copied');
  const link = await card.getByRole('link', { name: /\/community-enroll\// }).getAttribute('href');
  expect(link).toMatch(new RegExp(`/community-enroll/${code}$`));

  // A family opens the link, signed out.
  const familyContext = await browser.newContext({
    baseURL: new URL(page.url()).origin,
    extraHTTPHeaders: { 'x-forwarded-for': '10.78.1.9' },
  });
  const family = await familyContext.newPage();
  await family.goto(new URL(link ?? '', page.url()).pathname);
  await expect(family.getByText(`Through ${name}: 10% off every plan`)).toBeVisible();
  await fillFamily(family, `grace.${tagOf(info)}@e2e.test`);
  await expectAccessible(family);
  await shoot(family, SHOTS, 'enrol');
  await family.getByRole('button', { name: 'Continue' }).click();
  await expect(family.getByRole('heading', { level: 2, name: 'Review your plans' })).toBeVisible();
  await expect(family.getByText('Group discount (10%)').first()).toBeVisible();
  await expectAccessible(family);
  await shoot(family, SHOTS, 'review');
  await family.getByRole('button', { name: 'Continue' }).click();
  // The payment step's boxes, once it shows: all() does not wait for them.
  await expect(family.getByRole('heading', { level: 2, name: 'Payment' })).toBeVisible();
  await expect(family.getByRole('checkbox').first()).toBeVisible();
  for (const box of await family.getByRole('checkbox').all()) await box.check();
  await family.getByLabel('Card number').fill('4242 4242 4242 4242');
  await family.getByLabel(/^Expiration/).fill('12/34');
  await family.getByLabel('Security code').fill('123');
  await family.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(family.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(family);

  // A wrong code says so.
  await family.goto('/community-enroll/NOSUCHGROUP1');
  await expect(family.getByRole('heading', { name: 'group code is not valid' })).toBeVisible();
  await expectAccessible(family);
  await shoot(family, SHOTS, 'invalid-code');
  await familyContext.close();

  await page.reload();
  await expect(card).toContainText('1 household enrolled');
  await card.getByRole('button', { name: 'Members' }).click();
  const members = page.getByRole('dialog', { name: `Members of ${name}` });
  await expect(members).toContainText('Grace Okafor');
  await expect(members).toContainText('Tobi Okafor');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'members');
  await page.keyboard.press('Escape');

  await page.goto('/dentist-new/landing-community-connect');
  await expect(page.getByRole('link', { name: 'Start with CommunityConnect' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'landing');
});

test('an organizer asks a practice for a group, on either brand', async ({ page }, info) => {
  test.setTimeout(120_000);
  await page.goto('/accounts/community-signup');
  await expect(
    page.getByRole('heading', { level: 1, name: 'A membership plan discount for your community' }),
  ).toBeVisible();
  await page.getByLabel('Group name').fill(`Eastside Scouts ${tagOf(info)}`);
  await page.getByLabel('Kind of group').selectOption('club');
  await page.getByLabel('About how many people').fill('45');
  await page.getByLabel('Your name').fill('Priya Nair');
  await page.getByLabel('Email').fill(`priya.${tagOf(info)}@e2e.test`);
  await page.getByLabel('Find the practice').fill('Downtown');
  await page
    .getByRole('radio', { name: /Downtown/ })
    .first()
    .check();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'organizer');
  await page.getByRole('button', { name: 'Send the request' }).click();
  await expect(page.getByRole('heading', { name: 'Request sent' })).toBeVisible();
  await expectAccessible(page);

  await page.goto(`${visionURL}/accounts/community-signup`);
  await expect(page.getByText(/optometrist on VisionHQ/)).toBeVisible();
  await expectAccessible(page);
  await page.goto(`${visionURL}/community-enroll/NOSUCHGROUP1`);
  await expect(page.getByRole('heading', { name: 'group code is not valid' })).toBeVisible();
  await expectAccessible(page);
});
