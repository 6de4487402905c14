import type { Page } from '@playwright/test';
import { fillLocation, locationCard } from './org-steps';
import { accessible, shoot as shootIn, tagOf, toast } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 27's two office pieces: an office user who accepted an earlier version of the terms is asked to read what
 * changed and accept (once, recorded); the Harbor owner duplicates Harbor North's setup into a new location. Retry-safe:
 * a second try finds the terms accepted, and each try's location has its own name.
 */

const shoot = (page: Page, name: string) => shootIn(page, 'terms-duplicate-shots', name);

test('an office user reads what changed in the terms and accepts them once', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'frontdesk@demo.test');
  const notices = page.getByRole('region', { name: 'Notices' });
  const review = notices.getByRole('link', { name: 'Review the changes' });
  // A retry finds the terms already accepted: no notice, and the page says when.
  if (await review.isVisible().catch(() => false)) {
    await expect(notices).toContainText('We updated our terms of service');
    await accessible(page);
    await review.click();
  } else {
    await page.goto('/dentist-new/terms-update');
  }
  await expect(page).toHaveURL(/\/dentist-new\/terms-update$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Updated terms of service' })).toBeVisible();
  await expect(page.getByRole('heading', { name: /^What changed on / })).toBeVisible();
  const accepted = page.getByTestId('terms-accepted');
  if (!(await accepted.isVisible().catch(() => false))) {
    const button = page.getByRole('button', { name: 'Accept the updated terms' });
    await expect(button).toBeDisabled();
    await page.getByRole('checkbox', { name: /I have read the updated terms/ }).check();
    await accessible(page);
    await shoot(page, 'terms-update');
    await button.click();
    await expect(toast(page, 'You accepted the updated terms.')).toBeVisible();
  }
  await expect(accepted).toContainText('You accepted these terms on');
  await accessible(page);
  // The notice is gone from every page.
  await page.goto('/dentist-new/members');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Review the changes' })).toHaveCount(0);
});

test("the Harbor owner duplicates Harbor North's setup into a new location", async ({ page }, info) => {
  test.setTimeout(150_000);
  const name = `Harbor Copy ${tagOf(info)}`;
  await signIn(page, 'group@demo.test');
  await page.goto('/account/manage-locations');
  await locationCard(page, 'Harbor North')
    .getByRole('button', { name: 'Duplicate Harbor North into a new location' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'New location from Harbor North' });
  const copied = dialog.getByTestId('duplicate-copied');
  await expect(copied).toContainText('Its own plans, copied');
  await expect(copied).toContainText('The same groups: Coast');
  await expect(copied).toContainText('The same opening hours');
  await fillLocation(page, name, '760-555-0177');
  await accessible(page);
  await shoot(page, 'duplicate');
  await dialog.getByRole('button', { name: 'Create location' }).click();
  await expect(toast(page, `${name} was added`)).toBeVisible();
  await expect(dialog).toBeHidden();
  const card = locationCard(page, name);
  await expect(card).toContainText('Open');
  await expect(card).toContainText('Coast');
  await expect(card).toContainText('Shared with Harbor North');
  await accessible(page);
  // Its own enrolment page opens under its name (the copied plans are checked in duplicate-office.test.ts).
  const path = await card.getByRole('link', { name: `Open the enrollment page of ${name}` }).getAttribute('href');
  await page.goto(path ?? '/');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText(name).first()).toBeVisible();
});
