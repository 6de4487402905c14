import type { APIRequestContext, Page } from '@playwright/test';
import { shoot, tagOf } from './steps';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test } from './support';

// Issue 21, enrolment: the group and referral codes of the form, a family member the office already covers named
// on screen, and an office that cannot take payments saying so on the first page (and to the office itself).

const SHOTS = 'shots/enrolment-codes';

/** A date of birth `years` and a month ago, as the form takes it (MM/DD/YYYY); fixed per journey run. */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

async function fillOwner(page: Page, who: { first: string; last: string; email: string }) {
  const owner = page.getByRole('region', { name: /^Account owner/ });
  const field = (label: string) => owner.getByLabel(label, { exact: true });
  await field('First name').fill(who.first);
  await field('Last name').fill(who.last);
  await field('Date of birth').fill(bornYearsAgo(37));
  await field('Email').fill(who.email);
  await field('Confirm email').fill(who.email);
  await field('Mobile phone').fill('512-555-0142');
  await field('Home address').fill('40 Oak St');
  await field('City').fill('Austin');
  await field('State').selectOption('TX');
  await field('ZIP code').fill('78704');
  await field('Confirm ZIP code').fill('78704');
  await owner.getByRole('radio', { name: /Adult Wellness/ }).check();
}

async function addChild(page: Page, first: string) {
  await page.getByRole('button', { name: 'Add family member' }).click();
  const card = page.getByRole('region', { name: /^Family member 1/ });
  await card.getByLabel('First name', { exact: true }).fill(first);
  await card.getByLabel('Date of birth', { exact: true }).fill(bornYearsAgo(8));
  await card.getByLabel('Relationship', { exact: true }).selectOption('son');
  await card.getByRole('radio', { name: /Child Wellness/ }).check();
}

async function checkoutByCard(page: Page, payingEmployer?: string) {
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your plans' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  // An employer that pays for its employees is offered first; the household may pay with its own card instead.
  if (payingEmployer) {
    await expect(page.getByRole('radio', { name: `${payingEmployer} pays` })).toBeChecked();
    await page.getByRole('radio', { name: 'Card' }).check();
  }
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel(/^Expiration/).fill('12/34');
  await page.getByLabel('Security code').fill('123');
}

/** The demo patient's household referral code, as their portal shows it. */
async function rosasCode(request: APIRequestContext): Promise<string> {
  const login = await request.post('/api/v1/accounts/login', {
    data: { email: 'patient@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `JWT ${token}` };
  const me = (await (await request.get('/api/v1/users/me/account', { headers })).json()) as {
    data: { userId: number; dentistInfo: { id: number } };
  };
  const officeId = me.data.dentistInfo.id;
  const owed = (await (
    await request.post(`/api/v1/users/${me.data.userId}/account/payment/past_due`, {
      headers,
      data: { dentistInfoId: officeId },
    })
  ).json()) as { ownerMemberId: number };
  const referral = await request.get(`/api/v1/dentists/${officeId}/members/${owed.ownerMemberId}/referral`, {
    headers,
  });
  return ((await referral.json()) as { code: string }).code;
}

test('a patient enrols with an employer group code and a friend’s referral code; the friend sees the credit', async ({
  page,
  request,
}, info) => {
  test.setTimeout(150_000);
  const code = await rosasCode(request);
  await page.goto('/signup/demo-downtown');
  await fillOwner(page, { first: 'Maya', last: 'Chen', email: `maya.${tagOf(info)}@e2e.test` });
  const codes = page.getByRole('region', { name: 'Have a code?' });
  await codes.getByLabel('Group code (optional)').fill('NOTACODE');
  await codes.getByRole('button', { name: 'Apply' }).first().click();
  await expect(codes.getByText('group code is not valid')).toBeVisible();
  await expectAccessible(page);
  await codes.getByLabel('Group code (optional)').fill('acme10');
  await codes.getByRole('button', { name: 'Apply' }).first().click();
  await expect(codes.getByText('Acme Logistics: 10% off every plan.')).toBeVisible();
  await codes.getByLabel('Referral code (optional)').fill(code.toLowerCase());
  await codes.getByRole('button', { name: 'Apply' }).click();
  await expect(codes.getByText('Referral code accepted. Thank you!')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'codes-applied');

  await checkoutByCard(page, 'Acme Logistics');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });

  // The friend who referred Maya signs in: the credit waits for the next payment.
  await signIn(page, 'patient@demo.test');
  const card = page.getByTestId('household-referral');
  await expect(card.getByTestId('referral-code')).toHaveText(code);
  await expect(card.getByText(/Referral credit \+\$25\.00/).first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'portal-referral');
});

test('a family member the office already covers is named before paying, and the others are enrolled', async ({
  page,
}, info) => {
  test.setTimeout(150_000);
  const last = `Reyes${tagOf(info)}`.slice(0, 30);
  // The first parent enrols their son.
  await page.goto('/signup/demo-downtown');
  await fillOwner(page, { first: 'Ana', last, email: `ana.${tagOf(info)}@e2e.test` });
  await addChild(page, 'Nico');
  await checkoutByCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });

  // The other parent enrols themselves and the same son.
  await page.context().clearCookies();
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/signup/demo-downtown');
  await fillOwner(page, { first: 'Luis', last, email: `luis.${tagOf(info)}@e2e.test` });
  await addChild(page, 'Nico');
  await checkoutByCard(page);
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const notice = page.getByRole('alert').filter({ hasText: 'Not everyone can be added' });
  await expect(notice).toBeVisible({ timeout: 30_000 });
  await expect(notice).toContainText(`Nico ${last} already has a plan at this office`);
  await expect(notice).toContainText(`Nico ${last} was not added: already a member of this office.`);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'not-added-before-paying');
  await notice.getByRole('button', { name: /^Confirm and pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(`Nico ${last} was not added: already a member of this office.`)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'not-added-success');
});

test('an office that cannot take payments says so on its first page, and its owner is told how to fix it', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await page.goto('/signup/riverside');
  await expect(page.getByRole('heading', { level: 1, name: 'Online enrollment is not open yet' })).toBeVisible();
  await expect(page.getByText(/cannot take online enrollments yet/)).toBeVisible();
  await expect(page.getByRole('region', { name: /^Account owner/ })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'riverside-public');
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByText(/todavía no puede recibir inscripciones en línea/)).toBeVisible();
  await expectAccessible(page);

  await signIn(page, 'riverside@demo.test');
  await page.goto('/account/dashboard');
  const dashboard = page.getByTestId('enrolment-payments-blocked');
  await expect(dashboard).toContainText('Your enrollment page cannot take payments yet');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'riverside-dashboard');
  await page.goto('/dentist-new/get-started');
  const checklist = page.getByTestId('enrolment-payments-blocked');
  await expect(checklist).toBeVisible();
  await expect(page.getByText('Needed to take payments')).toBeVisible();
  await expect(page.getByText('spread treatment costs')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'riverside-checklist');
  await checklist.getByRole('link', { name: 'Connect your payout account' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/billing/);
});
