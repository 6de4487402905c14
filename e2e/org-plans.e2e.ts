import type { Locator, Page } from '@playwright/test';
import { accessible, pick, shoot, tagOf } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 23's plans for a whole organization: Harbor's owner opens the plan catalogue of both locations, creates a
 * master plan, publishes it and finds it on each location's public enrolment page, changes its price (and previews
 * who a seeded plan's price change would tell, per location), moves it to one location with a preview of who keeps
 * it, and previews merging an older location plan into the master plan. The seeded plans keep their prices and
 * members: only the plan made here changes.
 */

const PAGE = '/account/manage-plans?view=organization';
const SHOTS = 'org-plans';

const row = (page: Page, name: string): Locator => page.locator(`tr[data-plan="${name}"]`);

async function rowAction(page: Page, name: string, action: string) {
  await row(page, name)
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

test('the Harbor owner runs one plan catalogue for both locations', async ({ page }, info) => {
  test.setTimeout(300_000);
  const name = `Harbor Smile Saver ${tagOf(info)}`;
  await signIn(page, 'group@demo.test');
  // The office's plans page offers every location's plans beside its own.
  await page.goto('/account/manage-plans');
  const views = page.getByRole('navigation', { name: 'Which plans to show' });
  await expect(views.getByRole('link', { name: 'This office’s plans' })).toHaveAttribute('aria-current', 'page');
  await views.getByRole('link', { name: 'All locations' }).click();
  await expect(page).toHaveURL(/view=organization/);
  await expect(page.getByRole('heading', { level: 1, name: /^Plans for / })).toBeVisible();
  const catalogue = page.getByTestId('org-plan-catalogue');
  await expect(catalogue.getByText('All locations').first()).toBeVisible();
  await expect(catalogue.getByText(/^Group: /).first()).toBeVisible();
  await expect(catalogue.getByText(/ only$/).first()).toBeVisible();
  await expect(catalogue.getByText(/^Harbor North: \d+$/).first()).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'catalogue');

  // The filter: master plans only, kept in the address.
  await pick(page, 'Show', 'Master plans (every location)');
  await expect(page).toHaveURL(/filterById=master/);
  await expect(catalogue.getByText(/^Group: /)).toHaveCount(0);
  await accessible(page);

  // A new master plan, from a preset, kept a draft.
  await page.getByRole('button', { name: 'New plan' }).click();
  await expect(page.getByRole('dialog', { name: 'Start a new plan' })).toBeVisible();
  const card = await pricedPreset(page);
  await card.getByRole('button', { name: /^Use / }).click();
  const editor = page.getByRole('dialog', { name: 'New plan', exact: true });
  await expect(editor.getByRole('radio', { name: 'Every location' })).toBeChecked();
  await editor.getByLabel('Plan name (English)').fill(name);
  await editor.getByLabel('Plan name (Spanish)').fill(`${name} (es)`);
  await editor.getByRole('button', { name: 'Use recommended price' }).click();
  await accessible(page);
  await shoot(page, SHOTS, 'new-plan');
  await editor.getByRole('button', { name: 'Create plan' }).click();
  await expect(editor).toBeHidden();
  await expect(row(page, name).getByText('Draft', { exact: true })).toBeVisible();
  await expect(row(page, name)).toContainText('All locations');

  // Published: offered on both locations' enrolment pages.
  await rowAction(page, name, 'Publish');
  await expect(row(page, name).getByText('Published', { exact: true })).toBeVisible();
  for (const slug of ['harbor-north', 'harbor-south']) {
    await expect(offeredOn(page, slug, name)).resolves.toBe(1);
    await accessible(page);
  }

  // Its price: no member yet, so nobody is told; the new price shows in the catalogue.
  await page.goto(`${PAGE}&filterById=master`);
  await rowAction(page, name, 'Change price');
  const price = page.getByRole('dialog', { name: `Change the price of ${name}` });
  await price.getByLabel('Monthly price').fill('61');
  await price.getByLabel('Annual price').fill('650');
  await price.getByRole('button', { name: 'Preview who is told' }).click();
  await expect(price.getByText('No current member is on this plan, so no one needs to be told.')).toBeVisible();
  await accessible(page);
  await price.getByRole('button', { name: 'Change the price and send the notices' }).click();
  await expect(price.getByText('Price changed. No member needed a notice.')).toBeVisible();
  await price.getByRole('button', { name: 'Done' }).click();
  await expect(row(page, name)).toContainText('$61/mo');

  // A seeded master plan with members: the preview says who would be told at each location (nothing is changed).
  const seeded = catalogue
    .locator('tr[data-plan]')
    .filter({ hasText: /Harbor North: \d+/ })
    .first();
  const seededName = (await seeded.getAttribute('data-plan')) ?? '';
  await rowAction(page, seededName, 'Change price');
  const seededPrice = page.getByRole('dialog', { name: `Change the price of ${seededName}` });
  await seededPrice.getByLabel('Monthly price').fill('99');
  await seededPrice.getByLabel('Annual price').fill('999');
  await seededPrice.getByRole('button', { name: 'Preview who is told' }).click();
  const notices = seededPrice.getByTestId('price-notice-preview');
  await expect(notices.getByRole('cell', { name: 'Harbor North' })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'price-preview');
  await seededPrice.getByRole('button', { name: 'Cancel' }).click();
  await expect(seededPrice).toBeHidden();

  // Moved to Harbor South only: the preview says North stops offering it (its members, none, would keep it).
  await rowAction(page, name, 'Change where it is offered');
  const move = page.getByRole('dialog', { name: `Where ${name} is offered` });
  await move.getByRole('radio', { name: 'One location' }).check();
  await pick(page, 'Location', 'Harbor South');
  await move.getByRole('button', { name: 'Preview the change' }).click();
  await expect(move.getByText('Harbor North: stops offering it; 0 members keep it')).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'move-preview');
  await move.getByRole('button', { name: 'Move the plan' }).click();
  await expect(move).toBeHidden();
  await page.goto(`${PAGE}&filterById=location-${await southId(page)}`);
  await expect(row(page, name)).toContainText('Harbor South only');
  await expect(offeredOn(page, 'harbor-north', name)).resolves.toBe(0);
  await expect(offeredOn(page, 'harbor-south', name)).resolves.toBe(1);

  // Older plans: a location's own duplicate of a master plan, with the members who would move.
  await page.goto(`${PAGE}&tab=legacy`);
  const legacy = page.getByTestId('legacy-plans');
  await expect(legacy.getByRole('checkbox').first()).toBeVisible();
  await legacy.getByRole('checkbox').first().check();
  await page.getByRole('button', { name: 'Preview the merge' }).click();
  const merge = page.getByTestId('merge-preview');
  await expect(merge.getByRole('heading', { name: /^Merge into / })).toBeVisible();
  await expect(page.getByRole('button', { name: /^Move \d+ members? and retire the older plans$/ })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'legacy-preview');

  // Plan settings at chosen locations.
  await page.getByRole('tab', { name: 'Plan settings by location' }).click();
  await expect(page.getByRole('checkbox', { name: 'Harbor South' })).toBeChecked();
  await accessible(page);
  await shoot(page, SHOTS, 'settings');
});

/** How many of the plans an adult may pick on a location's public enrolment page carry this name. */
async function offeredOn(page: Page, slug: string, plan: string): Promise<number> {
  await page.goto(`/signup/${slug}`);
  const owner = page.getByRole('region', { name: 'Account owner' });
  await owner.getByLabel('Date of birth').fill('01/15/1988');
  // The adult plans are listed once the age is known; wait for them before counting.
  await expect(owner.getByRole('radio').first()).toBeVisible();
  return owner.getByRole('radio', { name: new RegExp(plan) }).count();
}

/** Harbor South's id, from the catalogue's filter options. */
async function southId(page: Page): Promise<string> {
  await page.goto(PAGE);
  await pick(page, 'Show', 'Offered at Harbor South');
  await expect(page).toHaveURL(/filterById=location-\d+/);
  return /filterById=location-(\d+)/.exec(page.url())?.[1] ?? '';
}
