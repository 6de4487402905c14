import type { APIRequestContext, Page } from '@playwright/test';
import { shoot as shootIn, tagOf } from './steps';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './support';

// Issue 6, money track: the owner of a practice with no payout account (Riverside, seeded for this) connects
// one with the test bank account after the failing one is refused, adds a platform-tier card after a declined
// one, signs the BAA and sees the signed copy; the platform admin sees the mail with the PDF attached. A practice
// that signed up with a discount code sees its platform plan with the discount, and pays it from a bank account.

const BILLING = '/account/settings/billing';

const shoot = (page: Page, name: string) => shootIn(page, 'shots', `money-${name}`);

/** Signs in and waits for the landing page, so the next navigation is not cut short by the landing redirect. */
async function signInLanded(page: Page, email: string) {
  await signIn(page, email);
  await page.waitForURL(/\/(dentist-new\/members|account\/dashboard|admin\/dentists)/);
}

const paymentEntry = (page: Page, name: string) => page.getByRole('navigation').getByRole('link', { name });

async function connectBank(page: Page, account: string, routing = '110000000') {
  const dialog = page.getByRole('dialog', { name: 'Connect bank account' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account holder name').fill('Riverside Dental LLC');
  await dialog.getByLabel('Routing number').fill(routing);
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill(account);
  await dialog.getByLabel('Confirm account number').fill(account);
  await dialog.getByRole('button', { name: 'Connect' }).click();
  return dialog;
}

async function addCard(page: Page, number: string) {
  await page.getByRole('button', { name: 'Add card' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add a card' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Card number').fill(number);
  await dialog.getByLabel('Expiry (MM/YY)').fill('12/34');
  await dialog.getByLabel('CVC').fill('123');
  await dialog.getByRole('button', { name: 'Save card' }).click();
  return dialog;
}

test('an owner connects payouts, adds a tier card and signs the BAA', async ({ page }) => {
  test.setTimeout(120_000);
  await signInLanded(page, 'riverside@demo.test');
  await page.goto(BILLING);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing and payouts' })).toBeVisible();
  await expect(paymentEntry(page, 'Payment Account Setup')).toBeVisible();
  await expect(page.getByText('No payout account yet.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'billing-empty');

  // The modal checks the numbers as the bank would before anything is sent.
  await page.getByRole('button', { name: 'Connect bank account' }).click();
  let dialog = await connectBank(page, '000123456789', '110000001');
  await expect(dialog.getByText('Routing number must be 9 digits with a valid check digit')).toBeVisible();
  await expectAccessible(page);

  // The failing test account is refused by the bank.
  dialog = await connectBank(page, '000111111116');
  await expect(dialog.getByRole('alert')).toContainText('could not verify this account');
  // The good one connects.
  dialog = await connectBank(page, '000123456789');
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('payout-bank')).toHaveText('STRIPE TEST BANK •••• 6789');
  await expect(page.getByText('Payouts on')).toBeVisible();
  await expect(paymentEntry(page, 'View Payment Account')).toBeVisible();
  await expect(paymentEntry(page, 'Payment Account Setup')).toHaveCount(0);

  // Platform-tier billing: a declined card, then 4242.
  dialog = await addCard(page, '4000 0000 0000 0002');
  await expect(dialog.getByRole('alert')).toContainText('Your card was declined.');
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  dialog = await addCard(page, '4242 4242 4242 4242');
  await expect(dialog).toBeHidden();
  const methods = page.getByRole('list', { name: 'Payment methods for the platform plan' });
  await expect(methods.getByText('Visa •••• 4242')).toBeVisible();
  await expect(methods.getByText('Default')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'billing-connected');

  // The BAA: read, sign, see the signed copy.
  await page.getByRole('link', { name: 'Read and sign' }).click();
  await expect(page).toHaveURL(/\/BAA-signed$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Business Associate Agreement' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  await expect(page.getByText('Please enter your full name')).toBeVisible();
  await page.getByLabel('Your full name').fill('Dana Whitfield');
  await page.getByLabel('Your title').fill('Owner, DDS');
  await page.getByLabel(/I have read this agreement/).check();
  await page.getByRole('button', { name: 'Sign agreement' }).click();
  const signature = page.getByTestId('baa-signature');
  await expect(signature).toContainText('Dana Whitfield');
  await expect(signature).toContainText('Owner, DDS');
  await expect(signature).toContainText('riverside@demo.test');
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download PDF' }).click();
  expect((await download).suggestedFilename()).toBe('business-associate-agreement.pdf');
  await expectAccessible(page);
  await shoot(page, 'baa-signed');

  // The mail with the PDF, in the dev mailbox.
  await page.context().clearCookies();
  await page.evaluate(() => window.localStorage.clear());
  await signInLanded(page, 'platform@demo.test');
  await page.goto('/admin/dev-mailbox');
  await page.getByLabel('Recipient').fill('riverside@demo.test');
  const mail = page.getByRole('article').filter({ hasText: 'Your signed Business Associate Agreement' });
  await expect(mail).toBeVisible();
  await expect(mail.getByText('Attachment: business-associate-agreement.pdf')).toBeVisible();
  await expectAccessible(page);
});

test('an office admin sees billing but cannot change it', async ({ page }) => {
  await signInLanded(page, 'admin@demo.test');
  await page.goto(BILLING);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing and payouts' })).toBeVisible();
  await expect(page.getByTestId('payout-bank')).toContainText('6789');
  await expect(page.getByText('Only the practice owner can change payout and billing details.').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Add card' })).toHaveCount(0);
  await expectAccessible(page);
});

test('the owner upgrades an office from its old-platform account to a standard account', async ({ page }) => {
  test.setTimeout(90_000);
  await signInLanded(page, 'owner@demo.test');
  await page
    .getByRole('button', { name: /Downtown/ })
    .first()
    .click();
  await page.getByRole('menuitem', { name: /Uptown/ }).click();
  await expect(page.getByText('Everyone enrolled at Bright Smiles Dental Uptown', { exact: false })).toBeVisible();

  await page.goto('/dentist-new/upgrade');
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade your payment account' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Start the upgrade' }).click();

  // The upgrade modal's rule: email required and well-formed.
  await expect(page.getByRole('heading', { level: 1, name: 'Upgrade to a new account' })).toBeVisible();
  await page.getByRole('button', { name: 'Open my new account' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await page.getByLabel(/Email for the new account/).fill('not-an-email');
  await page.getByRole('button', { name: 'Open my new account' }).click();
  await expect(page.getByText('Invalid email')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'upgrade-form');
  await page.getByLabel(/Email for the new account/).fill('owner@demo.test');
  await page.getByRole('button', { name: 'Open my new account' }).click();

  await expect(page).toHaveURL(/\/account\/upgrade\?dentistInfoId=\d+/);
  await expect(page.getByText('Opened for owner@demo.test')).toBeVisible();
  await expect(paymentEntry(page, "I'm Ready to Upgrade")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('button', { name: 'Connect bank account', exact: true }).click();
  const dialog = await connectBank(page, '000123456789');
  await expect(dialog).toBeHidden();
  await expect(page.getByText('Bank •••• 6789 connected')).toBeVisible();
  await page.getByRole('button', { name: 'Proceed with the upgrade' }).click();
  await expect(page.getByText(/Upgrade complete on/)).toBeVisible();
  // Off the entry's own page the Manage group is closed: open it to read the entry.
  await page.getByRole('navigation').getByText('Manage', { exact: true }).click();
  await expect(paymentEntry(page, 'View Payment Account')).toBeVisible();
  await expect(paymentEntry(page, "I'm Ready to Upgrade")).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, 'upgrade-done');
});

/** The newest confirmation code mailed to an address, read from the dev mailbox as a platform admin reads it. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const login = await request.post('/api/v1/accounts/login', {
    data: { email: 'platform@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < 40; i++) {
    const auth = { headers: { authorization: `JWT ${token}` } };
    const res = await request.get(`/api/v1/admin/dev-mailbox?to=${encodeURIComponent(email)}&limit=5`, auth);
    const { mails } = (await res.json()) as { mails: { id: number }[] };
    // The list has no text: the newest mail is opened (each opening is audited).
    const newest = mails[0] && (await request.get(`/api/v1/admin/dev-mailbox/${mails[0].id}`, auth));
    const text = newest ? ((await newest.json()) as { mail: { text: string } }).mail.text : '';
    const code = /confirmation code is (\d{4})/.exec(text)?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

/**
 * A practice that signed itself up (through the API, as the sign-up journeys do through its pages) and chose the
 * Growth tier, billed yearly, with the WELCOME10 code: answers the owner's email.
 */
async function practiceSignedUpWithDiscount(request: APIRequestContext, tag: string): Promise<string> {
  const email = `owner.${tag}@money.e2e.test`;
  const signup = await request.post('/api/v1/accounts/signup', {
    data: {
      officeName: `Harbor Dental ${tag}`,
      firstName: 'Avery',
      lastName: 'Lopez',
      email,
      phone: '(512) 555-0190',
      address: { line1: '12 River Rd', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
      password: 'harbor-lights-42',
      referralSource: 'webinar',
      pmsSystem: 'dentrix',
      agreeToTerms: true,
      discountCode: 'WELCOME10',
    },
  });
  expect(signup.status()).toBe(200);
  const code = await mailedCode(request, email);
  const confirmed = await request.post('/api/v1/dentist-users/validate_code', {
    data: { email, code: code.split(''), tierLevel: 2, pricingPeriod: 'annual', discountCode: 'WELCOME10' },
  });
  expect(confirmed.status()).toBe(200);
  return email;
}

async function addBankAccount(page: Page, account: string) {
  const dialog = page.getByRole('dialog', { name: 'Add a bank account' });
  if (!(await dialog.isVisible())) await page.getByRole('button', { name: 'Add bank account' }).click();
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Account holder name').fill('Harbor Dental LLC');
  await dialog.getByLabel('Routing number').fill('110000000');
  await dialog.getByRole('textbox', { name: /^Account number/ }).fill(account);
  await dialog.getByLabel('Confirm account number').fill(account);
  await dialog.getByRole('button', { name: 'Save bank account' }).click();
  return dialog;
}

test('a practice sees its platform plan with its sign-up discount and pays it from a bank account', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const email = await practiceSignedUpWithDiscount(request, tagOf(info));
  await signIn(page, email, 'harbor-lights-42');
  await page.goto(BILLING);
  await expect(page.getByRole('heading', { level: 1, name: 'Billing and payouts' })).toBeVisible();

  // The plan chosen at sign-up, its discount and what is paid, as the API computed them.
  const plan = page.getByTestId('platform-plan');
  await expect(plan.getByText('Growth')).toBeVisible();
  await expect(plan.getByText('Billed yearly')).toBeVisible();
  await expect(plan.getByText('$1,990.00 / year')).toBeVisible();
  await expect(plan.getByText('Discount code')).toBeVisible();
  await expect(plan.getByText('WELCOME10 · 10% off')).toBeVisible();
  await expect(plan.getByText('−$199.00')).toBeVisible();
  await expect(page.getByTestId('plan-you-pay')).toHaveText('$1,791.00 / year');
  await expect(page.getByText('No payment method yet.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'billing-plan');

  // The bank checks the numbers: the failing test account is refused, the good one is added.
  let dialog = await addBankAccount(page, '000111111116');
  await expect(dialog.getByRole('alert')).toContainText('could not verify this account');
  await expect(dialog.getByText(/authorize .* to debit this account/)).toBeVisible();
  await expectAccessible(page);
  dialog = await addBankAccount(page, '000123456789');
  await expect(dialog).toBeHidden();
  const methods = page.getByRole('list', { name: 'Payment methods for the platform plan' });
  const bank = methods.getByRole('listitem').filter({ hasText: 'STRIPE TEST BANK •••• 6789' });
  await expect(bank).toBeVisible();
  await expect(bank.getByText('Bank account', { exact: true })).toBeVisible();
  await expect(bank.getByText('Default')).toBeVisible();
  await expect(page.getByText('Your bank account ending in 6789 was added.')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, 'billing-bank');
});
