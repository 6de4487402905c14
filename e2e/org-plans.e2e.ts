import type { Page } from '@playwright/test';
import { createMasterPlan, offeredOn, ORG_PLANS as PAGE, planAction, publishPlan, planRow as row } from './org-steps';
import { accessible, pick, shoot, tagOf } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Issue 23's plans for a whole organization, beyond what the organization journey proves (a master plan published
 * everywhere and its price changed with notices): Harbor's owner reads the catalogue and filters it, moves a plan of
 * its own to one location with a preview of who keeps it, previews merging an older location plan into the master
 * plan, and opens the plan settings by location. On a phone the catalogue reads as a card per plan. The seeded plans
 * keep their prices and members: only the plan made here changes.
 */

const SHOTS = 'org-plans';

test('the Harbor owner filters the catalogue, moves a plan to one location and previews a merge', async ({
  page,
}, info) => {
  test.setTimeout(300_000);
  const name = `Harbor Smile Saver ${tagOf(info)}`;
  await signIn(page, 'group@demo.test');
  await page.goto(PAGE);
  await expect(page.getByRole('heading', { level: 1, name: /^Plans for / })).toBeVisible();
  const catalogue = page.getByTestId('org-plan-catalogue');
  await expect(catalogue.getByText('All locations').first()).toBeVisible();
  await expect(catalogue.getByText(/^Group: /).first()).toBeVisible();
  await expect(catalogue.getByText(/ only$/).first()).toBeVisible();
  await expect(catalogue.getByText(/^Harbor North: \d+$/).first()).toBeVisible();

  // The filter: master plans only, kept in the address.
  await pick(page, 'Show', 'Master plans (every location)');
  await expect(page).toHaveURL(/filterById=master/);
  await expect(catalogue.getByText(/^Group: /)).toHaveCount(0);
  await accessible(page);

  // A master plan of its own, published, then moved to Harbor South only: the preview says North stops offering it
  // (its members, none, would keep it).
  await createMasterPlan(page, name);
  await shoot(page, SHOTS, 'draft');
  await publishPlan(page, name);
  await planAction(page, name, 'Change where it is offered');
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
  await page.getByRole('radio', { name: 'The locations you choose' }).check();
  await expect(page.getByRole('checkbox', { name: 'Harbor South' })).toBeChecked();
  await accessible(page);
  await shoot(page, SHOTS, 'settings');
});

test('on a phone the catalogue is a card per plan, on the vision brand too', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'group@demo.test', undefined, visionURL);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto(`${visionURL}${PAGE}`);
  await expect(page.getByRole('heading', { level: 1, name: /^Plans for / })).toBeVisible();
  const catalogue = page.getByRole('list', { name: /^Plans of the organization/ });
  const card = catalogue.getByRole('listitem').filter({ hasText: 'All locations' }).first();
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: /^Actions for / })).toBeVisible();
  await expect(card).toContainText(/\$[\d.,]+\/mo/);
  await expect(page.getByRole('table')).toHaveCount(0);
  // Nothing wider than the phone: the page does not scroll sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(375);
  await accessible(page);
  await shoot(page, SHOTS, 'catalogue-vision');
});

/** Harbor South's id, from the catalogue's filter options. */
async function southId(page: Page): Promise<string> {
  await page.goto(PAGE);
  await pick(page, 'Show', 'Offered at Harbor South');
  await expect(page).toHaveURL(/filterById=location-\d+/);
  return /filterById=location-(\d+)/.exec(page.url())?.[1] ?? '';
}
