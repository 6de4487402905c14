import { mailedReceiptLink, mariaEnrolled } from './member-steps';
import { shoot, tagOf } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Issue 9: the practice owner reads what reached the bank: the payouts, one payout line by line with its report as a
// spreadsheet, and a month's statement; a patient reads a payment's receipt at the link mailed to them.

const SHOTS = 'shots/payouts';

test('the owner opens the payouts, reads one line by line, downloads it, and reads the month', async ({ page }) => {
  await signIn(page, 'owner@demo.test');
  await page.goto('/dentist-new/payment-ledger');
  await page.getByRole('link', { name: 'Payouts' }).click();
  await expect(page).toHaveURL(/\/account\/reports$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Reports' })).toBeVisible();
  await expect(page.getByText('Owed to you now')).toBeVisible();
  await expect(page.getByText('Every Monday, with what was paid until the Saturday before')).toBeVisible();
  const latest = page.getByRole('link', { name: /^View the payout of \d{2}\/\d{2}\/\d{4}$/ }).first();
  await expect(latest).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'reports');

  await latest.click();
  await expect(page).toHaveURL(/\/web-payout\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Payout of \d{2}\/\d{2}\/\d{4}$/ })).toBeVisible();
  await expect(
    page.getByText(/^Payments until \d{2}\/\d{2}\/\d{4}\. Sent to STRIPE TEST BANK ending in 6789\./),
  ).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'To the payout' })).toBeVisible();
  await expect(page.getByText(/^\d+ lines?, oldest first\.$/)).toBeVisible();
  const saved = page.waitForEvent('download');
  await page.getByRole('button', { name: /^Download the payout of .+ as CSV$/ }).click();
  expect((await saved).suggestedFilename()).toMatch(/^payout-\d{4}-\d{2}-\d{2}\.csv$/);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'payout');

  await page.getByRole('link', { name: 'All payouts' }).click();
  const month = page.getByRole('link', { name: /^[A-Z][a-z]+ \d{4}$/ }).first();
  const monthName = (await month.textContent()) ?? '';
  await month.click();
  await expect(page.getByRole('heading', { level: 1, name: `${monthName} statement` })).toBeVisible();
  for (const figure of ['Balance at the start', 'Earned to your balance', 'Paid out', 'Balance at the end']) {
    await expect(page.getByText(figure, { exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { name: 'Payouts made in the month' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'statement');
});

test('a patient opens the receipt linked from their welcome mail, without signing in, and downloads it', async ({
  page,
  request,
}, info) => {
  const tag = tagOf(info);
  const email = `receipt.${tag}@members.e2e.test`;
  await mariaEnrolled(request, email, tag, new Date().getFullYear() + 2, { first: 'Rocio', last: 'Vidal' });
  const link = await mailedReceiptLink(request, email);
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { level: 1, name: 'Payment receipt' })).toBeVisible();
  await expect(page.getByText('Bright Smiles Dental Downtown').first()).toBeVisible();
  await expect(page.getByText('Rocio Vidal').first()).toBeVisible();
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Total paid' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download the receipt (PDF)' })).toHaveAttribute(
    'href',
    /^\/api\/v1\/payments\/\d+-[A-Za-z0-9_-]+\?type=pdf&lang=en$/,
  );
  await expectAccessible(page);
  await shoot(page, SHOTS, 'receipt');
  // In Spanish, the receipt's own words too (the PDF asked for in Spanish).
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Recibo de pago' })).toBeVisible();
  await expect(page.getByText('Visa terminada en 4242')).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Total pagado' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Descargar el recibo (PDF)' })).toHaveAttribute('href', /&lang=es$/);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'receipt-es');
  // A link changed by a character is not a receipt (said in the language the patient chose).
  await page.goto(`${new URL(link).pathname.slice(0, -1)}${link.endsWith('A') ? 'B' : 'A'}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Este enlace de recibo no funciona' })).toBeVisible();
  await expectAccessible(page);
});
