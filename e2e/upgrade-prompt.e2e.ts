import { shoot } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

/*
 * The upgrade modal's rule (spec 01 section 9): an office still on its previous-platform account (Demo Downtown)
 * is asked to upgrade. Until the fixed day in August the notice can be put off and the modal closed; after it the
 * modal opens by itself and cannot be closed, unless a platform admin is signed in as the office. The browser's
 * clock is moved to see the day after; nothing here starts an upgrade, so other journeys see Downtown as it was.
 */

const AFTER_THE_DAY = new Date('2027-08-02T10:00:00');

test('before the deadline the owner may open the upgrade modal, close it, and put the notice off', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  // A notice of the shell's one notice area; disputes, more urgent, may come first.
  const notices = page.getByRole('region', { name: 'Notices' });
  const notice = notices.getByRole('group', { name: 'Upgrade your payment account' });
  await expect(notices.getByRole('group').first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  const more = notices.getByRole('button', { name: /more notice/ });
  if (await more.isVisible()) await more.click();
  await expect(notice).toContainText('by 08/01/2027');
  await expectAccessible(page);
  await shoot(page, 'upgrade-prompt', 'notice');

  await notice.getByRole('button', { name: 'Upgrade now' }).click();
  const modal = page.getByRole('dialog', { name: 'Upgrade your payment account' });
  await expect(modal.getByLabel(/Email for the new account/)).toBeVisible();
  // The modal's rule: the email is required and well-formed.
  await modal.getByRole('button', { name: 'Open my new account' }).click();
  await expect(modal.getByText('This field is required')).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();

  await notice.getByRole('button', { name: 'Dismiss: Upgrade your payment account' }).click();
  await expect(notice).toBeHidden();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(notice).toHaveCount(0);
});

test('after the deadline the modal opens by itself and cannot be closed', async ({ page }) => {
  await page.clock.setFixedTime(AFTER_THE_DAY);
  await signIn(page, 'staff@demo.test');
  const modal = page.getByRole('dialog', { name: 'Upgrade your payment account' });
  await expect(modal).toBeVisible();
  await expect(modal).toContainText('Since 08/01/2027');
  await expect(modal).toContainText('Only the practice owner can upgrade the payment account.');
  await expect(modal.getByRole('button', { name: /close/i })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'upgrade-prompt', 'required');
  await page.keyboard.press('Escape');
  await page.mouse.click(5, 5);
  await expect(modal).toBeVisible();
  // The way out is to sign out.
  await modal.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/accounts\/login/);
});

test('after the deadline a platform admin signed in as the office can still close it', async ({ page }) => {
  await page.clock.setFixedTime(AFTER_THE_DAY);
  await signIn(page, 'platform@demo.test');
  await page
    .getByRole('row', { name: /Dana Whitfield/ })
    .first()
    .getByRole('button', { name: /sign in as/i })
    .click();
  await expect(page).toHaveURL(/\/dentist-new\/members$/);
  const modal = page.getByRole('dialog', { name: 'Upgrade your payment account' });
  await expect(modal.getByLabel(/Email for the new account/)).toBeVisible();
  await expectAccessible(page);
  await page.keyboard.press('Escape');
  await expect(modal).toBeHidden();
});
