import { shoot, toast } from './steps';
import { expect, expectAccessible, signIn, test } from './support';

// Issue 10: the practice owner opens the Guaranteed Payment Plan from the side menu, reads what it means, and claims
// the guarantee of a member whose payments stopped: the platform pays the practice the rest of the commitment year.

const SHOTS = 'shots/guarantee';

test('the owner claims the guarantee of a member whose payments stopped, from the Guaranteed Payment Plan page', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  await page.getByRole('button', { name: 'Financial Solutions' }).click();
  await page.getByRole('link', { name: 'Guaranteed Payment Plan' }).click();
  await expect(page).toHaveURL(/\/account\/inhouse-financing$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Guaranteed Payment Plan' })).toBeVisible();
  const status = page.getByRole('region', { name: 'Your guarantee' });
  await expect(status.getByText('On', { exact: true })).toBeVisible();
  await expect(status.getByRole('switch', { name: 'Guarantee new monthly plans' })).toBeChecked();
  await expect(page.getByRole('region', { name: 'How it works' })).toContainText('setup fee of 10%');
  const claimable = page.getByRole('region', { name: 'Plans you can claim' });
  const claims = claimable.getByRole('button', { name: /^Claim the guarantee for / });
  await expect(claims.first()).toBeVisible();
  const before = await claims.count();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'page');

  // The first plan to claim: its draw schedule, month by month, and what the guarantee pays.
  const row = claimable
    .getByRole('row')
    .filter({ has: page.getByRole('button', { name: /^Claim the guarantee for / }) })
    .first();
  const member = (await row.getByRole('link').textContent()) ?? '';
  await row.getByRole('button', { name: /^Claim the guarantee for / }).click();
  const dialog = page.getByRole('dialog', { name: `Claim the guarantee for ${member}` });
  await expect(dialog.getByRole('table')).toContainText('Paid');
  await expect(dialog.getByRole('table')).toContainText('Guarantee pays');
  await expect(dialog).toContainText('into your payout account for the 7 months left of');
  const confirm = dialog.getByRole('button', { name: /^Claim \$/ });
  const amount = ((await confirm.textContent()) ?? '').replace('Claim ', '');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'claim-dialog');
  await confirm.click();
  await expect(toast(page, `The guarantee paid ${amount} into your payout account`)).toBeVisible();
  await expect(dialog).toHaveCount(0);

  // It is paid: gone from the plans to claim, in the past claims, and in the month's payment ledger.
  await expect(claims).toHaveCount(before - 1);
  const past = page.getByRole('region', { name: 'Past claims' }).getByRole('row').filter({ hasText: member });
  await expect(past).toContainText('Paid');
  await expect(past).toContainText(amount);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'claimed');

  await page.goto('/dentist-new/payment-ledger');
  await expect(page.getByRole('heading', { level: 1, name: 'Payment ledger' })).toBeVisible();
  const line = page.getByRole('row').filter({ hasText: 'Paid by the guarantee' }).filter({ hasText: member });
  await expect(line).toContainText(amount);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'ledger');
});

test("the member's page offers to claim the guarantee of a guaranteed plan whose payments stopped", async ({
  page,
}) => {
  // The office admin claims (a standard user may not: the office permission matrix); the switch is the owner's.
  await signIn(page, 'admin@demo.test');
  await page.goto('/account/inhouse-financing');
  const claimable = page.getByRole('region', { name: 'Plans you can claim' });
  // The front desk reads the page; the switch is the owner's.
  await expect(page.getByText('Only the practice owner can turn the guarantee on or off.')).toBeVisible();
  const link = claimable.getByRole('link').last();
  const member = (await link.textContent()) ?? '';
  await link.click();
  await expect(page.getByRole('heading', { level: 1, name: member })).toBeVisible();
  await expect(page.getByText('Delinquent (Guaranteed)').first()).toBeVisible();
  await page
    .getByRole('button', { name: new RegExp(`${member}: Manage$`) })
    .first()
    .click();
  await page.getByRole('menuitem', { name: 'Claim the guarantee' }).click();
  const dialog = page.getByRole('dialog', { name: `Claim the guarantee for ${member}` });
  await expect(dialog.getByRole('button', { name: /^Claim \$/ })).toBeVisible();
  await expect(page.getByRole('menu')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'member-claim-dialog');
  // Not now: the dialog closes and nothing is claimed.
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});
