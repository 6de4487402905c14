import type { Locator, Page } from '@playwright/test';
import { expect, expectAccessible, signIn, test, visionURL } from './support';

// Journeys of issue 5: an owner turns a preset into a priced, published plan of their own, copies it, re-prices
// the copy and archives it; the standard office user sees the plans but cannot change them. The journeys share
// one server database, so every plan made here carries a name no other journey uses.

const PLANS = '/account/settings/membership-plan';

const uniqueName = (base: string, info: { workerIndex: number; retry: number }) =>
  `${base} ${info.workerIndex}-${info.retry}-${Date.now().toString(36)}`;

/** The row (wide screens) of the plan with exactly this name. */
const planRow = (page: Page, name: string): Locator =>
  page.locator('tr[data-plan-id]', { has: page.getByText(name, { exact: true }) });

/** Opens 'New plan' and gives the preset its missing usual fees, one code at a time, until it is priced. */
async function pricePreset(page: Page, presetType: string): Promise<Locator> {
  const card = page.locator(`[data-preset="${presetType}"]`);
  await expect(card).toBeVisible();
  for (let i = 0; i < 6; i++) {
    const missing = card.getByText("Couldn't find the UCR Value");
    if (!(await missing.isVisible())) break;
    if (i === 0) await expectAccessible(page);
    const label = await card
      .locator('label')
      .filter({ hasText: /fee for/ })
      .innerText();
    const code = /fee for (\S+)/.exec(label)?.[1] ?? '';
    await card.getByLabel(/fee for/).fill('95');
    await card.getByRole('button', { name: 'Save fee' }).click();
    // Said on the card, not in a toast over the picker's close button.
    await expect(card.getByText(`Fee for ${code} saved.`)).toBeVisible();
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0);
  }
  await expect(card.getByText('Recommended')).toBeVisible();
  return card;
}

async function planJourney(page: Page, base: string, preset: { type: string; name: string }, name: string) {
  // Ten page states, each checked by axe (about two seconds apiece), and three fees saved on the way.
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test', undefined, base);
  await page.goto(`${base}${PLANS}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  await expect(page.locator('tr[data-plan-id]').first()).toBeVisible();
  await expectAccessible(page);

  // New plan from the preset, its usual fees entered where it asks for them.
  await page.getByRole('button', { name: 'New plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Start a new plan' });
  await expect(chooser).toBeVisible();
  const card = await pricePreset(page, preset.type);
  await expectAccessible(page);
  await card.getByRole('button', { name: `Use ${preset.name}` }).click();

  // The editor: the preset's name made unique, the recommended price accepted.
  const editor = page.getByRole('dialog', { name: 'New plan', exact: true });
  await expect(editor).toBeVisible();
  // The minimum is said while the price is typed, not only at Publish.
  await editor.getByLabel('Monthly price').fill('0.50');
  await expect(editor.getByText(/^The monthly price must be at least \$/)).toBeVisible();
  await expectAccessible(page);
  await expect(editor.getByLabel('Plan name (English)')).toHaveValue(preset.name);
  await editor.getByLabel('Plan name (English)').fill(name);
  await editor.getByLabel('Plan name (Spanish)').fill(`${name} (es)`);
  await editor.getByLabel('Monthly price').fill('');
  await editor.getByRole('button', { name: 'Use recommended price' }).click();
  await expect(editor.getByLabel('Monthly price')).not.toHaveValue('');
  await expect(editor.getByText(/saves \$[\d,.]+ a year/)).toBeVisible();
  await expectAccessible(page);
  await editor.getByRole('button', { name: 'Create plan' }).click();
  await expect(page.getByText('Plan created').first()).toBeVisible();
  await expect(editor).toBeHidden();

  const row = planRow(page, name);
  await expect(row.getByText('Draft', { exact: true })).toBeVisible();

  // Publish it.
  await row.getByRole('button', { name: `Publish ${name}` }).click();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();
  await expect(page.getByText('Plan published').first()).toBeVisible();
  await expectAccessible(page);

  // Copy it: the copy is a draft named 'Copy of ...', and 'Copia de ...' in Spanish.
  await row.getByRole('button', { name: `More actions for ${name}` }).click();
  await page.getByRole('menuitem', { name: 'Copy' }).click();
  const copyName = `Copy of ${name}`;
  const copy = planRow(page, copyName);
  await expect(copy.getByText('Draft', { exact: true })).toBeVisible();
  await expect(copy).toContainText(`Copia de ${name} (es)`);

  // Change the copy's price: the modal says who keeps which price, and how many are told.
  await copy.getByRole('button', { name: `More actions for ${copyName}` }).click();
  await page.getByRole('menuitem', { name: 'Change price' }).click();
  const change = page.getByRole('dialog', { name: `Change the price of ${copyName}` });
  await expect(
    change.getByText(/Current members keep their price until their first renewal at least 30 days/),
  ).toBeVisible();
  await expect(change.getByText('This plan has no members, so nobody needs to be told.')).toBeVisible();
  await change.getByLabel('New monthly price').fill('61');
  await change.getByLabel('New annual price').fill('650');
  await expectAccessible(page);
  await change.getByRole('button', { name: 'Change price' }).click();
  await expect(change).toBeHidden();
  await expect(copy).toContainText('$61/mo');
  await expect(copy).toContainText('$650/yr');

  // Archive the copy (asked first: it is taken away from patients).
  await copy.getByRole('button', { name: `More actions for ${copyName}` }).click();
  await page.getByRole('menuitem', { name: 'Archive' }).click();
  const confirm = page.getByRole('dialog', { name: 'Archive this plan?' });
  await expect(page.getByRole('menu')).toHaveCount(0); // the actions menu has finished closing
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Archive plan' }).click();
  await expect(copy.getByText('Archived', { exact: true })).toBeVisible();
  await expect(row.getByText('Published', { exact: true })).toBeVisible();

  // Move the plan up a place (buttons, so it works from a keyboard too): the order is what patients see.
  await row.getByRole('button', { name: `Move ${name} up` }).click();
  await expect(page.getByText('Plan order saved').first()).toBeVisible();

  // The archived copy never had members, so it can be deleted (after a confirmation).
  await copy.getByRole('button', { name: `More actions for ${copyName}` }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await page.getByRole('dialog', { name: 'Delete this plan?' }).getByRole('button', { name: 'Delete plan' }).click();
  await expect(copy).toHaveCount(0);
  await expect(page.getByText('Plan deleted').first()).toBeVisible();

  // The other tabs: usual fees (saved with their own answer) and plan settings (the brand's worry-free rows).
  await page.getByRole('tab', { name: /Usual fees/ }).click();
  await expect(page.getByRole('heading', { name: /Your usual fees/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save fees' }).click();
  await expect(page.getByText(base === visionURL ? 'U&C fees saved' : 'UCR fees saved').first()).toBeVisible();
  await page.getByRole('tab', { name: 'Plan settings' }).click();
  await expect(page.getByLabel('Program name')).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Adult' })).toBeVisible();
  await expect(page.getByRole('rowheader', { name: 'Perio' })).toHaveCount(base === visionURL ? 0 : 1);
  await expectAccessible(page);
}

test('a plan from scratch starts at the brand pricing defaults', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto(PLANS);
  await page.getByRole('button', { name: 'New plan' }).click();
  const chooser = page.getByRole('dialog', { name: 'Start a new plan' });
  await chooser.getByRole('button', { name: 'Start from scratch' }).click();
  const editor = page.getByRole('dialog', { name: 'New plan', exact: true });
  await expect(editor.getByLabel('Monthly price')).toHaveValue('49');
  await expect(editor.getByLabel('Annual price')).toHaveValue('499');
  await expectAccessible(page);
});

test('an owner builds Adult Wellness from its preset, publishes it, copies, re-prices and archives the copy', async ({
  page,
}, info) => {
  await planJourney(page, '', { type: 'general_adult', name: 'Adult Wellness' }, uniqueName('Adult Wellness', info));
});

test('a vision owner does the same with a vision preset', async ({ page }, info) => {
  await planJourney(
    page,
    visionURL,
    { type: 'general_exam_eyewear', name: 'Exam & Eyewear' },
    uniqueName('Exam & Eyewear', info),
  );
});

test('a plan opens by its address, and the legacy paths and the side menu show the same page', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dentist-new/memberships');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  const first = page.locator('tr[data-plan-id]').first();
  const id = await first.getAttribute('data-plan-id');
  await page.goto(`${PLANS}/${id}`);
  await expect(page.getByRole('dialog', { name: /^Edit / })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(new RegExp(`${PLANS}$`));
  await page.goto('/dentist-new/custom-membership');
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  // The side menu's Manage › Membership Plans leads to the same page.
  await page.getByRole('navigation').getByRole('button', { name: 'Manage' }).click();
  await page.getByRole('navigation').getByRole('link', { name: 'Membership Plans' }).click();
  await expect(page).toHaveURL(/\/account\/manage-plans$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
});

test('a standard office user sees the plans read-only', async ({ page }) => {
  await signIn(page, 'staff@demo.test');
  await page.goto(PLANS);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  await expect(
    page.getByText(/Only the office owner, an office admin or the plan coordinator can change them/),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'New plan' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Publish / })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^More actions/ })).toHaveCount(0);
  await expectAccessible(page);
  await page
    .getByRole('button', { name: /^View / })
    .first()
    .click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.getByLabel('Plan name (English)')).toBeDisabled();
  await expect(viewer.getByRole('button', { name: /Save plan|Create plan/ })).toHaveCount(0);
  await expectAccessible(page);
  await viewer.getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('tab', { name: 'Plan settings' }).click();
  await expect(page.getByLabel('Program name')).toBeDisabled();
  await expect(page.getByRole('button', { name: 'Save settings' })).toHaveCount(0);
});

test('on a phone the plans read as cards with every action in reach', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'owner@demo.test');
  await page.goto(PLANS);
  const cards = page.locator('li[data-plan-id]');
  await expect(cards.first()).toBeVisible();
  await expect(cards.first().getByRole('button', { name: /^Edit / })).toBeVisible();
  const overflowing = await page.evaluate(() =>
    Array.from(document.querySelectorAll('main *'))
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth + 0.5)
      .map((el) => `${el.tagName}.${el.className}`),
  );
  expect(overflowing).toEqual([]);
  await expectAccessible(page);
});
