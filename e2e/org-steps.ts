import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { enrolledByDesk } from './member-steps';
import { accessible, toast } from './steps';
import { expect } from './support';

// Steps the journeys of a group of practices share (issue 23): Harbor's locations and groups, its plan catalogue,
// an enrolment at one location, and the master dashboard's office switcher and figures.

/** The organization's plan catalogue. */
export const ORG_PLANS = '/account/manage-plans?view=organization';

/** A location's card on the Locations page. */
export const locationCard = (page: Page, name: string): Locator =>
  page.locator('[data-testid^="location-"]').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** The side menu's Manage > Locations. */
export async function openLocations(page: Page) {
  const menu = page.getByRole('navigation', { name: 'Main menu' });
  if (!(await menu.getByRole('link', { name: 'Locations' }).isVisible())) {
    await menu.getByRole('button', { name: 'Manage' }).click();
  }
  await menu.getByRole('link', { name: 'Locations' }).click();
  await expect(page).toHaveURL(/\/account\/manage-locations$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Locations' })).toBeVisible();
}

/** Fills the location form of the open dialog. */
export async function fillLocation(page: Page, name: string, phone: string) {
  const form = page.getByRole('dialog');
  await form.getByLabel('Location name').fill(name);
  await form.getByLabel('Email').fill(`east.${Date.now().toString(36)}@harbor.demo.test`);
  await form.getByLabel('Phone').fill(phone);
  await form.getByLabel('Street address').fill('400 Seaside Way');
  await form.getByLabel('City').fill('Oceanside');
  await form.getByLabel('State').selectOption('CA');
  await form.getByLabel('ZIP code').fill('92054');
}

/**
 * From the Locations page, the 'add location' modal: a location sharing Harbor North's payout account. Answers the
 * slug of its enrolment page. With `check`, the modal is checked for accessibility too.
 */
export async function addLocation(page: Page, name: string, opts: { check?: boolean } = {}): Promise<string> {
  await page.getByRole('button', { name: 'Add location' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a location' });
  await expect(dialog).toBeVisible();
  await fillLocation(page, name, '760-555-0140');
  await dialog.getByRole('radio', { name: 'The same account as another location' }).check();
  await expect(dialog.getByLabel('Share the account of')).toHaveValue(/\d+/);
  if (opts.check) await accessible(page);
  await dialog.getByRole('button', { name: 'Add location' }).click();
  await expect(toast(page, `${name} was added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const added = locationCard(page, name);
  await expect(added).toContainText('Open');
  await expect(added).toContainText('0 members');
  await expect(added).toContainText('Shared with Harbor North');
  const enrolPath = await added.getByRole('link', { name: `Open the enrollment page of ${name}` }).getAttribute('href');
  expect(enrolPath).toMatch(/^\/signup\/[a-z0-9-]+$/);
  return (enrolPath ?? '').replace('/signup/', '');
}

/** A group's card on the Groups page. */
export const groupCard = (page: Page, name: string): Locator =>
  page.locator('[data-testid^="group-"]').filter({ hasText: name });

/** On the Groups page, a new group of the locations named. */
export async function createGroup(page: Page, name: string, locations: string[], opts: { check?: boolean } = {}) {
  await page.getByRole('button', { name: 'Create group' }).click();
  const create = page.getByRole('dialog', { name: 'New group' });
  await create.getByLabel('Group name').fill(name);
  for (const location of locations) await create.getByRole('checkbox', { name: location, exact: true }).check();
  if (opts.check) await accessible(page);
  await create.getByRole('button', { name: 'Create group' }).click();
  await expect(toast(page, `The group ${name} was created.`)).toBeVisible();
  await expect(groupCard(page, name)).toContainText(`${locations.length} locations`);
}

/**
 * A patient enrols at a location through the front desk's call, paying by card (the owner works at every location),
 * on the plan named or the location's first. Set-up through the API, as the members journeys enrol.
 */
export async function enrolAt(request: APIRequestContext, slug: string, tag: string, planName?: string) {
  const last = `Marin${tag.replace(/\d/g, '')}`;
  await enrolledByDesk(request, {
    slug,
    ...(planName ? { planName } : {}),
    desk: 'group@demo.test',
    person: {
      first: 'Rosa',
      last,
      email: `rosa.${tag}@example.test`,
      birthDate: '1984-03-09',
      phone: '760-555-0143',
      address: { line1: '12 Pier St', line2: '', city: 'Oceanside', state: 'CA', zip: '92054' },
    },
  });
  return { name: `Rosa ${last}` };
}

/** A plan of the catalogue (a table row on a wide screen, a card on a phone). */
export const planRow = (page: Page, name: string): Locator => page.locator(`[data-plan="${name}"]`);

export async function planAction(page: Page, name: string, action: string) {
  await planRow(page, name)
    .getByRole('button', { name: `Actions for ${name}` })
    .click();
  await page.getByRole('menuitem', { name: action }).click();
}

/** A preset of the New plan picker, its missing usual fees entered on its card until it is priced. */
async function pricedPreset(page: Page): Promise<Locator> {
  const card = page.locator('[data-preset="general_adult"]');
  await expect(card).toBeVisible();
  for (let i = 0; i < 6; i++) {
    if (!(await card.getByText("Couldn't find the UCR Value").isVisible())) break;
    await card.getByLabel(/fee for/).fill('95');
    await card.getByRole('button', { name: 'Save fee' }).click();
    await expect(card.getByText(/^Fee for \S+ saved\.$/)).toBeVisible();
  }
  await expect(card.getByText('Recommended')).toBeVisible();
  return card;
}

/**
 * From the catalogue, a new master plan from a preset at its recommended price, kept a draft. With `check`, the
 * editor is checked for accessibility.
 */
export async function createMasterPlan(page: Page, name: string, opts: { check?: boolean } = {}) {
  await page.getByRole('button', { name: 'New plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Start a new plan' })).toBeVisible();
  const card = await pricedPreset(page);
  await card.getByRole('button', { name: /^Use / }).click();
  const editor = page.getByRole('dialog', { name: 'New plan', exact: true });
  await expect(editor.getByRole('radio', { name: 'Every location' })).toBeChecked();
  await editor.getByLabel('Plan name (English)').fill(name);
  await editor.getByLabel('Plan name (Spanish)').fill(`${name} (es)`);
  await editor.getByRole('button', { name: 'Use recommended price' }).click();
  if (opts.check) await accessible(page);
  await editor.getByRole('button', { name: 'Create plan' }).click();
  await expect(editor).toBeHidden();
  await expect(planRow(page, name).getByText('Draft', { exact: true })).toBeVisible();
  await expect(planRow(page, name)).toContainText('All locations');
}

/** Publishes a draft of the catalogue. */
export async function publishPlan(page: Page, name: string) {
  await planAction(page, name, 'Publish');
  await expect(planRow(page, name).getByText('Published', { exact: true })).toBeVisible();
}

/** How many of the plans an adult may pick on a location's public enrolment page carry this name. */
export async function offeredOn(page: Page, slug: string, plan: string, opts: { check?: boolean } = {}) {
  await page.goto(`/signup/${slug}`);
  const owner = page.getByRole('region', { name: 'Account owner' });
  await owner.getByLabel('Date of birth').fill('01/15/1988');
  // The adult plans are listed once the age is known; wait for them before counting.
  await expect(owner.getByRole('radio').first()).toBeVisible();
  if (opts.check) await accessible(page);
  return owner.getByRole('radio', { name: new RegExp(plan) }).count();
}

/** The office switcher of the top bar, opened. */
export async function openSwitcher(page: Page) {
  await page
    .getByRole('button', { name: /^Switch office/ })
    .filter({ visible: true })
    .click();
}

/** A location's figure in the master dashboard's table, by the column's header. */
export async function figure(page: Page, location: RegExp | string, column: string): Promise<number> {
  const table = page.getByTestId('location-figures');
  const name = typeof location === 'string' ? new RegExp(`^${location}`) : location;
  const row = table.locator('tr').filter({ has: page.getByRole('rowheader', { name }) });
  // The table comes once the figures are in: until then there is no column to find.
  await expect(row).toBeVisible();
  const headers = await table.locator('thead th').allInnerTexts();
  const index = headers.findIndex((h) => h.trim() === column);
  expect(index, `a column '${column}'`).toBeGreaterThan(0);
  const text = await row.locator('th, td').nth(index).innerText();
  return Number(text.replace(/[^\d.-]/g, ''));
}
