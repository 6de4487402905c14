import { closeToasts, pick, shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test, visionURL } from './support';

/*
 * The lists the platform owns (issue 24): a platform admin adds a lead source and a new practice names it at sign-up;
 * the admin looks after the services of a specialty; then writes and publishes a release note, which an office user
 * reads once after signing in, closes, and does not see again.
 */

test('a platform admin adds a lead source that a new practice names at sign-up', async ({ page, browser }, info) => {
  test.slow();
  const tag = tagOf(info);
  const source = `Harbor Dental Guild ${tag}`;
  await signIn(page, 'platform@demo.test');
  await page.getByRole('link', { name: 'Lead Sources' }).click();
  await expect(page).toHaveURL(/\/admin\/leadSource$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Lead Sources' })).toBeVisible();
  await expect(page.locator('[data-lead-source="American Dental Association"]')).toContainText('1 practice');
  await page.getByRole('button', { name: 'Add lead source' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add lead source' });
  await dialog.getByLabel('Name').fill('american dental association');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog.getByText('A lead source with this name already exists')).toBeVisible();
  await dialog.getByLabel('Name').fill(source);
  await dialog.getByLabel('Kind').selectOption('partner');
  await dialog.getByRole('button', { name: 'Add' }).click();
  await expect(dialog).toBeHidden();
  const row = page.locator(`[data-lead-source="${source}"]`);
  await expect(row).toContainText('Partner');
  await expect(row).toContainText('0 practices');
  // First in the list, so the sign-up form offers it first.
  await row.getByRole('button', { name: `Move ${source} up` }).click();
  await expect(row.getByRole('button', { name: `Move ${source} up` })).toBeEnabled();
  await closeToasts(page);
  await expectAccessible(page);
  await shoot(page, 'admin-lists', 'lead-sources');

  // A new practice signs up and names it.
  const visitor = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.231.0.1' } });
  const signup = await visitor.newPage();
  await signup.goto('/accounts/dentist-signup');
  await expect(signup.getByRole('heading', { level: 1, name: /Sign up as a dentist/ })).toBeVisible();
  await signup.getByLabel('Office name').fill(`Harbor Lights ${tag}`);
  await signup.getByLabel('Office phone').fill('(512) 555-0190');
  await signup.getByLabel('Street address').fill('12 River Rd');
  await signup.getByRole('combobox', { name: 'City or ZIP' }).fill('78704');
  await signup.getByRole('option', { name: 'Austin, TX 78704' }).click();
  await signup.getByLabel('First name').fill('Avery');
  await signup.getByLabel('Last name').fill('Lopez');
  await signup.getByRole('textbox', { name: 'Email', exact: true }).fill(`owner.${tag}@e2e.test`);
  await signup.getByLabel(/^Password/).fill('harbor-lights-42');
  await pick(signup, 'How did you hear about us?', 'Webinar');
  await pick(signup, 'Practice-management system', 'Dentrix');
  await pick(signup, 'Which association or partner referred you?', source);
  await signup.getByLabel(/I agree to the/).check();
  await expectAccessible(signup);
  await signup.getByRole('button', { name: 'Create my account' }).click();
  await expect(signup).toHaveURL(/\/accounts\/complete-dentist-signup\/\d+\/[\w-]+$/);
  await visitor.close();

  await page.reload();
  await expect(row).toContainText('1 practice');

  // Services: each specialty with its own; one added to Orthodontics, then taken out of use.
  await page.goto('/admin/more');
  await page.getByRole('link', { name: 'Services' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  const ortho = page.locator('[data-specialty="Orthodontics"]');
  await expect(ortho).toContainText('Clear aligners');
  await ortho.getByRole('button', { name: 'Add a service to Orthodontics' }).click();
  const add = page.getByRole('dialog', { name: 'Add a service to Orthodontics' });
  await add.getByLabel('Service').fill(`Night guards ${tag}`);
  await add.getByRole('button', { name: 'Add' }).click();
  await expect(add).toBeHidden();
  await ortho.getByRole('button', { name: `Deactivate Night guards ${tag}` }).click();
  await expect(ortho.locator(`[data-service="Night guards ${tag}"]`)).toContainText('Inactive');
  await closeToasts(page);
  await expectAccessible(page);
  await shoot(page, 'admin-lists', 'services');
});

test('an office user reads a published release note once after signing in', async ({ page, browser }, info) => {
  test.slow();
  const tag = tagOf(info);
  const title = `Faster payouts ${tag}`;
  // On the vision brand only, so the note stays out of the dental journeys running beside this one.
  await signIn(page, 'platform@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/admin/releaseNotes`);
  await expect(page.getByRole('heading', { level: 1, name: 'Release Notes' })).toBeVisible();
  await page.getByRole('button', { name: 'Write a note' }).click();
  const dialog = page.getByRole('dialog', { name: 'Write a release note' });
  await dialog.getByLabel('Title').fill(title);
  await dialog.getByLabel('What changed').fill('Payouts now arrive a day sooner.\nNothing to change on your side.');
  await dialog.getByLabel('Shown to').selectOption('vision');
  await dialog.getByRole('button', { name: 'Save draft' }).click();
  await expect(dialog).toBeHidden();
  const card = page.locator(`[data-release-note="${title}"]`);
  await expect(card).toContainText('Draft');
  await closeToasts(page);
  await expectAccessible(page);

  // The office user signs in before the note is published: nothing shows yet.
  const office = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.232.0.1' } });
  const staff = await office.newPage();
  await signIn(staff, 'staff@demo.test', undefined, visionURL);
  await expect(staff.getByRole('main')).toBeVisible();

  await card.getByRole('button', { name: `Publish ${title}` }).click();
  await page
    .getByRole('dialog', { name: `Publish “${title}”?` })
    .getByRole('button', { name: 'Publish' })
    .click();
  await expect(card).toContainText('Published');
  try {
    await staff.reload();
    const note = staff.getByRole('dialog', { name: `What's new: ${title}` });
    await expect(note).toBeVisible();
    await expect(note).toContainText('Payouts now arrive a day sooner.');
    await expectAccessible(staff);
    await shoot(staff, 'admin-lists', 'release-note-modal');
    await note.getByRole('button', { name: 'Got it' }).click();
    await expect(note).toBeHidden();
    await staff.reload();
    await expect(staff.getByRole('main')).toBeVisible();
    await expect(staff.getByRole('dialog', { name: `What's new: ${title}` })).toHaveCount(0);
    await page.reload();
    await expect(card).toContainText('Seen by 1 office user');
    await shoot(page, 'admin-lists', 'release-notes');
  } finally {
    // Taken back to draft, so no other journey's office user meets it.
    await page.goto(`${visionURL}/admin/releaseNotes`);
    await card.getByRole('button', { name: `Unpublish ${title}` }).click();
    await expect(card).toContainText('Draft');
    await office.close();
  }
});
