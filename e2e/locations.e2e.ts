import type { APIRequestContext, Page } from '@playwright/test';
import { apiAs } from './member-steps';
import { accessible, shoot as shootIn, tagOf, toast } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 23's Locations and Groups: Harbor's owner adds a third location (it is listed and its enrolment page opens),
 * edits it, groups two locations and renames the group; a patient enrols there and the owner closes it, moving its
 * member to Harbor South. The office admin is told to contact support to add a location. Only locations and groups
 * this journey creates are changed: Harbor North, Harbor South and Coast stay as other journeys read them.
 */

const shoot = (page: Page, name: string) => shootIn(page, 'locations-shots', name);

const card = (page: Page, name: string) =>
  page.locator('[data-testid^="location-"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Fills the location form (add or edit) in `scope`. */
async function fillLocation(page: Page, name: string, phone: string) {
  const form = page.getByRole('dialog');
  await form.getByLabel('Location name').fill(name);
  await form.getByLabel('Email').fill(`east.${Date.now().toString(36)}@harbor.demo.test`);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Street address').fill('400 Seaside Way');
  await form.getByLabel('City').fill('Oceanside');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('ZIP code').fill('92054');
}

/** A patient enrols at a location through the front desk's call, paying by card (the owner works at every location). */
async function enrolAt(request: APIRequestContext, slug: string, tag: string) {
  const details = await request.get(`/api/v1/dentists/details/slug/${slug}/no-auth`);
  expect(details.status(), await details.text()).toBe(200);
  const office = (await details.json()) as { office: { id: number }; plans: { id: number; name: string }[] };
  const plan = office.plans[0];
  if (!plan) throw new Error(`no plan offered at ${slug}`);
  const tokenized = await request.post('/sim-processor/v1/tokens', {
    data: { card: { number: '4242424242424242', exp_month: 4, exp_year: new Date().getFullYear() + 2, cvc: '123' } },
  });
  const { id: token } = (await tokenized.json()) as { id: string };
  const headers = await apiAs(request, 'group@demo.test');
  const me = (await (await request.get('/api/v1/users/me/account', { headers })).json()) as {
    data: { userId: number };
  };
  const household = {
    dentistInfoId: office.office.id,
    owner: {
      firstName: 'Rosa',
      lastName: `Marin${tag.replace(/\d/g, '')}`,
      birthDate: '1984-03-09',
      planId: plan.id,
      insured: false,
      email: `rosa.${tag}@example.test`,
      phone: '760-555-0143',
      address: { line1: '12 Pier St', line2: '', city: 'Oceanside', state: 'CA', zip: '92054' },
    },
    members: [],
    term: 'monthly',
    payment: { method: 'card', token },
    agreements: { terms: true, autoRenew: true, planConfirm: true },
    language: 'en',
    expected: { todayCents: 0, recurringCents: 0 },
  };
  const url = `/api/v1/users/${me.data.userId}/members/add`;
  // The price the page would show: a stale one is answered with the current quote, charging nothing.
  const stale = await request.post(url, { headers, data: household });
  expect(stale.status(), await stale.text()).toBe(409);
  const { quote } = (await stale.json()) as { quote: { todayCents: number; recurringCents: number } };
  const added = await request.post(url, { headers, data: { ...household, expected: quote } });
  expect(added.status(), await added.text()).toBe(200);
}

test('the Harbor owner adds, edits, groups and closes a location', async ({ page, request }, info) => {
  test.setTimeout(240_000);
  const tag = tagOf(info);
  const name = `Harbor East ${tag}`;
  await signIn(page, 'group@demo.test');
  // The side menu's Manage > Locations.
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await menu.getByRole('link', { name: 'Locations' }).isVisible())) {
    await menu.getByRole('button', { name: 'Manage' }).click();
  }
  await menu.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/account\/manage-locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(card(page, 'Harbor North')).toBeVisible();
  await expect(card(page, 'Harbor South')).toContainText('Coast');
  await accessible(page);
  await shoot(page, 'locations');

  // The 'add location' modal: the new location shares Harbor North's payout account.
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await expect(dialog).toBeVisible();
  await fillLocation(page, name, '760-555-0140');
  await dialog.getByRole('radio', { name: 'The same account as another location' }).check();
  await expect(dialog.getByLabel('Share the account of')).toHaveValue(/\d+/);
  await accessible(page);
  await shoot(page, 'add-location');
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(toast(page, `${name} was added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = card(page, name);
  await expect(added).toBeVisible();
  await expect(added).toContainText('Open');
  await expect(added).toContainText('0 members');
  await expect(added).toContainText('Shared with Harbor North');

  // Its own enrolment page opens, under its name.
  const enrolLink = added.getByRole('link', { name: `Open the enrollment page of ${name}` });
  const enrolPath = await enrolLink.getAttribute('href');
  expect(enrolPath).toMatch(/^\/signup\/[a-z0-9-]+$/);
  const slug = (enrolPath ?? '').replace('/signup/', '');
  const [enrolment] = await Promise.all([page.waitForEvent('popup'), enrolLink.click()]);
  await expect(enrolment.getByText(name).first()).toBeVisible();
  await expectNoNotFound(enrolment);
  await enrolment.close();

  // Editing the location: a new phone number.
  await added.getByRole('link', { name: `Edit ${name}` }).click();
  await expect(page).toHaveURL(/\/account\/manage-locations\/edit\?id=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: `Edit ${name}` })).toBeVisible();
  const details = page.getByRole('form', { name: 'Location details' });
  await details.getByLabel('Phone').fill('760-555-0199');
  await details.getByRole('button', { name: 'Save location' }).click();
  await expect(toast(page, `${name} was saved.`)).toBeVisible();
  await accessible(page);
  await shoot(page, 'edit-location');
  await page.getByRole('link', { name: 'Back to locations' }).click();
  await expect(card(page, name)).toContainText('760-555-0199');

  // A group of two locations, renamed.
  await page.getByRole('link', { name: 'Groups of locations' }).click();
  await expect(page).toHaveURL(/\/account\/manage-groups$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Groups' })).toBeVisible();
  await expect(page.locator('[data-testid^="group-"]').filter({ hasText: 'Coast' })).toBeVisible();
  await accessible(page);
  await page.getByRole('button', { name: 'Create group' }).click();
  const create = page.getByRole('dialog', { name: 'New group' });
  await create.getByLabel('Group name').fill(`South Bay ${tag}`);
  await create.getByRole('checkbox', { name: 'Harbor South' }).check();
  await create.getByRole('checkbox', { name }).check();
  await accessible(page);
  await shoot(page, 'create-group');
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(toast(page, `The group South Bay ${tag} was created.`)).toBeVisible();
  const group = page.locator('[data-testid^="group-"]').filter({ hasText: `South Bay ${tag}` });
  await expect(group).toContainText('2 locations');
  await group.getByRole('button', { name: `Edit South Bay ${tag}` }).click();
  const edit = page.getByRole('dialog', { name: `Edit South Bay ${tag}` });
  await edit.getByLabel('Group name').fill(`Oceanside ${tag}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `The group Oceanside ${tag} was saved.`)).toBeVisible();
  const renamed = page.locator('[data-testid^="group-"]').filter({ hasText: `Oceanside ${tag}` });
  await expect(renamed).toContainText(name);
  await expect(renamed).toContainText('Harbor South');
  await accessible(page);
  await shoot(page, 'groups');

  // A patient enrols at the new location; closing it moves her to Harbor South, never orphaned.
  await enrolAt(request, slug, tag);
  await page.goto('/account/manage-locations');
  await expect(card(page, name)).toContainText('1 member');
  await card(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
  await expect(page.getByText('1 member has a plan here. Choose what happens to them:')).toBeVisible();
  await page.getByRole('radio', { name: /Move them to another location/ }).check();
  await page.getByLabel('Move members to').selectOption({ label: 'Harbor South' });
  await accessible(page);
  await shoot(page, 'close-location');
  await page.getByRole('button', { name: 'Close location' }).click();
  const confirmClose = page.getByRole('dialog', { name: 'Close this location' });
  await expect(confirmClose).toContainText(`Close ${name}? It will take no new members.`);
  await confirmClose.getByRole('button', { name: 'Confirm' }).click();
  await expect(
    toast(page, `${name} is closed. 1 member was moved to Harbor South; nothing was charged.`),
  ).toBeVisible();
  await expect(page.getByRole('heading', { name: 'This location is closed' })).toBeVisible();
  await accessible(page);

  await page.goto('/account/manage-locations');
  await expect(card(page, name)).toHaveCount(0);
  await page.getByRole('switch', { name: 'Show closed locations' }).check();
  await expect(card(page, name)).toContainText('Closed');
  await expect(card(page, name)).toContainText('0 members');
});

/** A page of the app that is not its 'Page not found'. */
async function expectNoNotFound(page: Page) {
  await expect(page.getByRole('heading', { name: /page not found/i })).toHaveCount(0);
}

test('the office admin is told to contact support to add a location', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'groupadmin@demo.test');
  await page.goto('/account/manage-locations');
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
  await expect(card(page, 'Harbor North')).toBeVisible();
  // Office admins see the locations but cannot change them.
  await expect(card(page, 'Harbor North').getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Adding a location goes through support' });
  await expect(dialog).toContainText('Office admins cannot add or change locations themselves');
  await expect(dialog.getByRole('link', { name: /@/ })).toBeVisible();
  await accessible(page);
  await shoot(page, 'admin-contact-support');
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await page.goto('/account/manage-locations/edit');
  await expect(page.getByText('Office admins cannot add or change locations themselves')).toBeVisible();
  await accessible(page);
});
