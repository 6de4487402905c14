import type { Page } from '@playwright/test';
import { addLocation, locationCard as card, createGroup, enrolAt, groupCard } from './org-steps';
import { accessible, shoot as shootIn, tagOf, toast } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 23's Locations and Groups, beyond what the organization journey proves (adding a location, grouping it): the
 * owner edits a location, renames and deletes a group, and closes a location a patient enrolled at, moving her to
 * Harbor South. The office admin is told to contact support to add a location. Only locations and groups this
 * journey creates are changed: Harbor North, Harbor South and Coast stay as other journeys read them.
 */

const shoot = (page: Page, name: string) => shootIn(page, 'locations-shots', name);

test('the Harbor owner edits a location, renames and deletes a group, and closes the location', async ({
  page,
  request,
}, info) => {
  test.setTimeout(240_000);
  const tag = tagOf(info);
  const name = `Harbor West ${tag}`;
  await signIn(page, 'group@demo.test');
  await page.goto('/account/manage-locations');
  await expect(card(page, 'Harbor South')).toContainText('Coast');
  const slug = await addLocation(page, name);
  await shoot(page, 'locations');

  // Editing the location: a new phone number.
  await card(page, name)
    .getByRole('link', { name: `Edit ${name}` })
    .click();
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

  // A group, renamed, then deleted: its locations stay.
  await page.getByRole('link', { name: 'Groups of locations' }).click();
  await expect(page).toHaveURL(/\/account\/manage-groups$/);
  await expect(groupCard(page, 'Coast')).toBeVisible();
  await createGroup(page, `South Bay ${tag}`, ['Harbor South', name]);
  await groupCard(page, `South Bay ${tag}`)
    .getByRole('button', { name: `Edit South Bay ${tag}` })
    .click();
  const edit = page.getByRole('dialog', { name: `Edit South Bay ${tag}` });
  await edit.getByLabel('Group name').fill(`Oceanside ${tag}`);
  await edit.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, `The group Oceanside ${tag} was saved.`)).toBeVisible();
  const renamed = groupCard(page, `Oceanside ${tag}`);
  await expect(renamed).toContainText(name);
  await expect(renamed).toContainText('Harbor South');
  await accessible(page);
  await shoot(page, 'groups');
  await renamed.getByRole('button', { name: `Delete Oceanside ${tag}` }).click();
  const sure = page.getByRole('dialog', { name: `Delete Oceanside ${tag}` });
  await expect(sure).toContainText('Its locations, members and plans stay as they are');
  await sure.getByRole('button', { name: 'Confirm' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(groupCard(page, 'Coast')).toBeVisible();

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
