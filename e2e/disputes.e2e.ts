import { apiAs, mariaEnrolled } from './member-steps';
import { shoot, tagOf, toast } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Issue 9: a patient's bank disputes a payment; the office answers one dispute with its account, the patient's
// agreement and the plan's terms, and accepts another, from /account/disputes.

const SHOTS = 'shots/disputes';
const DISPUTING_CARD = '4000000000000259';

test('the office answers one disputed payment and accepts another', async ({ page, request }, info) => {
  test.setTimeout(120_000);
  const tag = tagOf(info);
  const last = `Ibarra${tag.replace(/\d/g, '')}`;
  const year = new Date().getFullYear() + 2;
  // Two households pay with the card whose bank disputes every payment; the billing run reads the disputes.
  await mariaEnrolled(request, `dispute.a.${tag}@members.e2e.test`, tag, year, { first: 'Alma', last }, DISPUTING_CARD);
  await mariaEnrolled(
    request,
    `dispute.b.${tag}@members.e2e.test`,
    tag,
    year,
    { first: 'Bruno', last },
    DISPUTING_CARD,
  );
  const run = await request.post('/api/v1/admin/billing/run', { headers: await apiAs(request, 'platform@demo.test') });
  expect(run.status()).toBe(200);

  await signIn(page, 'owner@demo.test');
  // The members page says something waits for an answer, and leads there.
  await page.goto('/dentist-new/members');
  await page.getByRole('link', { name: 'See disputes' }).click();
  await expect(page).toHaveURL(/\/account\/disputes$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Disputes' })).toBeVisible();
  const alma = page.getByRole('article').filter({ hasText: `Alma ${last}` });
  const bruno = page.getByRole('article').filter({ hasText: `Bruno ${last}` });
  await expect(alma).toContainText('Needs your answer');
  await expect(alma).toContainText('The cardholder says they did not make this payment');
  await expect(alma).toContainText(/Answer by \d{2}\/\d{2}\/\d{4} \(1[34] days left\)/);
  await expect(alma).toContainText('Adult Wellness');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'disputes');

  await alma.getByRole('button', { name: 'Answer the dispute' }).click();
  const dialog = page.getByRole('dialog', { name: /^Answer the dispute of \$/ });
  await expect(dialog.getByRole('checkbox', { name: "Include the patient's enrolment agreement" })).toBeChecked();
  await expect(dialog).toContainText(`Alma ${last} enrolled at the practice's front desk on`);
  await dialog
    .getByRole('textbox', { name: 'Your account of the payment' })
    .fill('Alma enrolled at the front desk and her first cleaning is booked for next week.');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'answer');
  await dialog.getByRole('button', { name: 'Send to the bank' }).click();
  await expect(toast(page, 'Your answer was sent to the bank.')).toBeVisible();
  await expect(dialog).toHaveCount(0);
  await expect(alma).toContainText('With the bank');
  await expect(alma).toContainText('What you sent the bank');

  await bruno.getByRole('button', { name: 'Accept' }).click();
  const confirm = page.getByRole('dialog', { name: /^Accept the dispute of \$/ });
  await expect(confirm).toContainText('This cannot be undone.');
  await expectAccessible(page);
  await confirm.getByRole('button', { name: 'Accept the dispute' }).click();
  await expect(toast(page, 'goes back to the cardholder.')).toBeVisible();
  // Decided disputes leave the open list; the decided list has it with its outcome.
  await expect(bruno).toHaveCount(0);
  await page
    .locator('label')
    .filter({ hasText: /^Decided$/ })
    .click();
  await expect(bruno).toContainText('Accepted');
  await expect(bruno).toContainText('You accepted it: the amount went back to the cardholder');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'decided');
});
