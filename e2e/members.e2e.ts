import { mailedLink, mariaEnrolled } from './member-steps';
import { shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Issue 8: the front desk finds, understands and manages every member.

const SHOTS = 'shots/members';

test('the front desk finds a member by two letters and manages their plan, and the patient replaces the card', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = tagOf(info);
  // A household the front desk enrolled earlier, with a name no one else has.
  const last = `Zuluaga${tag.replace(/\d/g, '')}`;
  const email = `valeria.${tag}@members.e2e.test`;
  await mariaEnrolled(request, email, tag, new Date().getFullYear() + 2, { first: 'Valeria', last });

  await signIn(page, 'owner@demo.test');
  await expect(page).toHaveURL(/\/dentist-new\/members/);
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  await expect(page.getByText(/^Showing 15 of \d+/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'list');

  // Two letters find her; the list says what it searched.
  await page
    .getByRole('searchbox', { name: /search/i })
    .first()
    .fill('Zu');
  await expect(page).toHaveURL(/searchQuery=Zu/);
  const valeria = page.getByRole('link', { name: `Valeria ${last}` });
  await expect(valeria).toBeVisible();
  await expect(page.getByText('Results for “Zu”')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'search');
  await valeria.click();

  await expect(page.getByRole('heading', { level: 1, name: `Valeria ${last}` })).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expectAccessible(page);

  // A note.
  await page.getByLabel('New note').fill('Prefers morning appointments.');
  await page.getByRole('button', { name: 'Add note' }).click();
  await expect(page.getByText('Prefers morning appointments.').first()).toBeVisible();

  // The plan changes at renewal.
  const manage = page.getByRole('button', { name: /Adult Wellness, Valeria .*Manage/ });
  await manage.click();
  await page.getByRole('menuitem', { name: 'Change plan' }).click();
  const change = page.getByRole('dialog', { name: `Change the plan of Valeria ${last}` });
  await change.getByLabel('New plan').click();
  await page.getByRole('option', { name: 'Perio Maintenance' }).click();
  await expect(change.getByRole('radio', { name: /At renewal, on \d{2}\/\d{2}\/\d{4}/ })).toBeChecked();
  await expect(change.getByText(/^New price: \$[\d.,]+ a month, from \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'change-plan');
  await change.getByRole('button', { name: 'Change plan' }).click();
  await expect(change).toBeHidden();
  await expect(page.getByText(/Changes to Perio Maintenance on \d{2}\/\d{2}\/\d{4}/)).toBeVisible();

  // Cancel with a reason, at the end of the paid period.
  await manage.click();
  await page.getByRole('menuitem', { name: 'Cancel plan' }).click();
  const cancel = page.getByRole('dialog', { name: `Cancel Adult Wellness for Valeria ${last}` });
  await cancel.getByLabel('Reason').click();
  await page.getByRole('option', { name: 'Financial' }).click();
  await expectAccessible(page);
  await cancel.getByRole('button', { name: 'Cancel plan' }).click();
  await expect(cancel).toBeHidden();
  await expect(page.getByText('Cancellation Requested').first()).toBeVisible();
  await expect(page.getByText(/Ends \d{2}\/\d{2}\/\d{4}/)).toBeVisible();
  await shoot(page, SHOTS, 'cancel-requested');

  // Re-enroll: the cancellation is undone.
  await manage.click();
  await page.getByRole('menuitem', { name: 'Undo the cancellation' }).click();
  const undo = page.getByRole('dialog', { name: 'Undo the cancellation?' });
  await undo.getByRole('button', { name: 'Keep the plan' }).click();
  await expect(undo).toBeHidden();
  await expect(page.getByText('Cancellation Requested')).toHaveCount(0);
  await page.getByRole('tab', { name: 'History' }).click();
  await expect(page.getByText('Note: Prefers morning appointments.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'member');

  // A secure link to replace the card, which the patient uses on her phone.
  await page.getByRole('button', { name: 'Send a secure link to update the card' }).click();
  await expect(page.getByText(/^A secure link to update the card was sent to v\*\*\*@/)).toBeVisible();
  const link = await mailedLink(request, email);
  const phone = await browser.newContext({
    viewport: { width: 375, height: 812 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.207.${info.workerIndex % 250}.${(Date.now() % 250) + 1}` },
  });
  const patient = await phone.newPage();
  await patient.goto(link);
  await expect(patient.getByRole('heading', { level: 2, name: 'Hello Valeria' })).toBeVisible();
  await patient.getByLabel('Card number').fill('5555 5555 5555 4444');
  await patient.getByLabel(/^Expiration/).fill('11/33');
  await patient.getByLabel('Security code').fill('123');
  await patient.getByRole('button', { name: 'Save' }).click();
  await expect(patient.getByRole('heading', { level: 2, name: 'Your card was updated. Thank you!' })).toBeVisible();
  await expectAccessible(patient);
  await phone.close();

  await page.reload();
  await expect(page.getByText('Mastercard ending in 4444, expires 11/2033')).toBeVisible();
});

test('on a phone the list reads as cards and a filter narrows it', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, 'admin@demo.test');
  await page.goto('/dentist-new/members?searchFilter=past_due');
  await expect(page.getByRole('heading', { level: 1, name: 'Members' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Members' }).getByRole('listitem');
  await expect(cards.first()).toBeVisible();
  for (const text of await cards.allTextContents()) expect(text).toContain('Late');
  await expectAccessible(page);
  // The quick filters are chips: their labels take the click.
  await page
    .locator('label')
    .filter({ hasText: /^All \(\d+\)$/ })
    .click();
  await expect(page).not.toHaveURL(/searchFilter/);
});

test('the front desk charges a late payment now with the card on file, and the plan is active again', async ({
  page,
}) => {
  await signIn(page, 'staff@demo.test');
  await page.goto('/dentist-new/members?searchFilter=past_due');
  const rows = page.getByRole('table', { name: 'Members' }).getByRole('row');
  await expect(rows.nth(1)).toBeVisible();
  // The last late household on the page: the other journeys read the first ones.
  await rows.last().getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByText('Late').first()).toBeVisible();
  const charge = page.getByRole('button', { name: 'Charge the late payment now' });
  await expect(charge).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'late-member');
  await charge.click();
  await expect(page.locator('.mantine-Notification-root').filter({ hasText: /went through/ })).toBeVisible();
  await expect(charge).toHaveCount(0);
  await expect(page.getByText('Active').first()).toBeVisible();
  await shoot(page, SHOTS, 'late-paid');
});
