import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { shoot, tagOf } from './steps';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test, visionURL } from './support';

// Issue 7, web part: patients join an office's plans and pay, on a phone, in English or Spanish; the front desk
// enrols a patient paying in the office and activates them. Every page state is checked with axe.

test.use({ viewport: { width: 375, height: 812 } });

const SHOTS = 'shots/enrolment';

/** A date of birth `years` and a month ago, as the form takes it (MM/DD/YYYY). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

type Words = {
  owner: RegExp;
  member: (n: number) => RegExp;
  first: string;
  last: string;
  birth: string;
  email: string;
  confirmEmail: string;
  phone: string;
  address: string;
  city: string;
  state: string;
  zip: string;
  confirmZip: string;
  relationship: string;
  addMember: string;
  continue: string;
};

const EN: Words = {
  owner: /^Account owner/,
  member: (n) => new RegExp(`^Family member ${n}`),
  first: 'First name',
  last: 'Last name',
  birth: 'Date of birth',
  email: 'Email',
  confirmEmail: 'Confirm email',
  phone: 'Mobile phone',
  address: 'Home address',
  city: 'City',
  state: 'State',
  zip: 'ZIP code',
  confirmZip: 'Confirm ZIP code',
  relationship: 'Relationship',
  addMember: 'Add family member',
  continue: 'Continue',
};

const ES: Words = {
  owner: /^Titular de la cuenta/,
  member: (n) => new RegExp(`^Miembro de la familia ${n}`),
  first: 'Nombre',
  last: 'Apellido',
  birth: 'Fecha de nacimiento',
  email: 'Correo electrónico',
  confirmEmail: 'Confirme el correo electrónico',
  phone: 'Teléfono celular',
  address: 'Domicilio',
  city: 'Ciudad',
  state: 'Estado',
  zip: 'Código postal',
  confirmZip: 'Confirme el código postal',
  relationship: 'Parentesco',
  addMember: 'Agregar miembro de la familia',
  continue: 'Continuar',
};

const field = (scope: Locator, label: string) => scope.getByLabel(label, { exact: true });

/** Fills the account owner's card and picks their plan. */
async function fillOwner(page: Page, w: Words, who: { first: string; last: string; email: string }, plan: RegExp) {
  const owner = page.getByRole('region', { name: w.owner });
  await field(owner, w.first).fill(who.first);
  await field(owner, w.last).fill(who.last);
  await field(owner, w.birth).fill(bornYearsAgo(37));
  await field(owner, w.email).fill(who.email);
  await field(owner, w.confirmEmail).fill(who.email);
  await field(owner, w.phone).fill('512-555-0142');
  await field(owner, w.address).fill('40 Oak St');
  await field(owner, w.city).fill('Austin');
  await field(owner, w.state).selectOption('TX');
  await field(owner, w.zip).fill('78704');
  await field(owner, w.confirmZip).fill('78704');
  await owner.getByRole('radio', { name: plan }).check();
  return owner;
}

/** Adds a family member's card and fills it; answers the card. */
async function addMember(page: Page, w: Words, n: number, who: { first: string; age: number; relationship: string }) {
  await page.getByRole('button', { name: w.addMember }).click();
  const card = page.getByRole('region', { name: w.member(n) });
  await field(card, w.first).fill(who.first);
  await field(card, w.birth).fill(bornYearsAgo(who.age));
  await field(card, w.relationship).selectOption(who.relationship);
  return card;
}

async function payByCard(page: Page, number: string) {
  await page.getByLabel(/^(Card number|Número de tarjeta)$/).fill(number);
  await page.getByLabel(/^(Expiration|Vencimiento)/).fill('12/34');
  await page.getByLabel(/^(Security code|Código de seguridad)$/).fill('123');
}

async function agreeAll(page: Page) {
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
}

test('a Spanish-speaking parent enrolls the family of four by card and sees the family discount', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.goto('/signup/demo-downtown');
  await expect(page.getByRole('heading', { level: 1, name: /Join Bright Smiles/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /Inscríbase en/ })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await shoot(page, SHOTS, 'es-member-info-empty');

  // Continuing with nothing typed shows the form's messages in Spanish.
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByText('Este campo es obligatorio').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'es-member-info-errors');

  const tag = tagOf(info);
  await fillOwner(
    page,
    ES,
    { first: 'Lucía', last: 'García', email: `lucia.${tag}@e2e.test` },
    /Bienestar para adultos/,
  );
  await addMember(page, ES, 1, { first: 'Andrés', age: 39, relationship: 'partner' });
  await page
    .getByRole('region', { name: ES.member(1) })
    .getByRole('radio', { name: /Bienestar para adultos/ })
    .check();
  const mateo = await addMember(page, ES, 2, { first: 'Mateo', age: 9, relationship: 'son' });
  // A 9-year-old is offered the child plans only: the adult plans start at 14.
  await expect(mateo.getByRole('radio', { name: /Bienestar infantil/ })).toBeVisible();
  await expect(mateo.getByRole('radio', { name: /Bienestar para adultos|Mantenimiento periodontal/ })).toHaveCount(0);
  await mateo.getByRole('radio', { name: /Bienestar infantil/ }).check();
  const sofia = await addMember(page, ES, 3, { first: 'Sofía', age: 6, relationship: 'daughter' });
  await sofia.getByRole('radio', { name: /Bienestar infantil/ }).check();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'es-member-info-family');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Confirm: each plan with the family discount, and what is paid today and then each month.
  await expect(page.getByRole('heading', { level: 2, name: 'Revise sus planes' })).toBeVisible();
  await expect(page.getByText('Descuento familiar: 15% en cada plan para 4 miembros.')).toBeVisible();
  await expect(page.getByText('Descuento familiar (15%)')).toHaveCount(4);
  await expect(page.getByText(/^Luego \$[\d,.]+ al mes$/).first()).toBeVisible();
  const dueToday = (await page.locator('.enrol-due strong').first().textContent())?.trim() ?? '';
  expect(dueToday).toMatch(/^\$[\d,.]+$/);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'es-confirm');
  await page.getByRole('button', { name: 'Continuar' }).click();

  // Checkout: the agreements, the card, and Pay with the same total.
  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await agreeAll(page);
  await payByCard(page, '4242 4242 4242 4242');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'es-checkout');
  const cents = dueToday.includes('.') ? dueToday : `${dueToday}.00`;
  await page.getByRole('button', { name: `Pagar ${cents}` }).click();

  await expect(page.getByRole('heading', { level: 2, name: '¡Bienvenido! Ya está inscrito.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(cents)).toBeVisible();
  await expect(page.getByText('Visa terminada en 4242')).toBeVisible();
  await expect(page.getByText(`lucia.${tag}@e2e.test`)).toBeVisible();
  await expect(page.getByText('Mateo García')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'es-success');
});

test('a declined card shows why, and the same form pays with another card', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto('/accounts/signup/my-dentist/1');
  await expect(page.getByRole('heading', { level: 1, name: /Join Bright Smiles/ })).toBeVisible();
  await fillOwner(page, EN, { first: 'Ava', last: 'Brooks', email: `ava.${tagOf(info)}@e2e.test` }, /Adult Wellness/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your plans' })).toBeVisible();
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAll(page);
  await payByCard(page, '4000 0000 0000 0002');
  await page.getByRole('button', { name: /^Pay \$/ }).click();

  const refusal = page.getByRole('alert').filter({ hasText: 'Payment not completed' });
  await expect(refusal).toBeVisible({ timeout: 30_000 });
  await expect(refusal).toContainText(/declined/i);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'en-declined');

  // The form stays filled: only the card number changes.
  await expect(page.getByLabel('Security code')).toHaveValue('123');
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Visa ending in 4242')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'en-success');
});

/** Raises a plan's monthly price by a dollar as the office's owner would, while a patient is on the page. */
async function raisePrice(request: APIRequestContext, slug: string, planName: string) {
  const office = (await (await request.get(`/api/v1/dentists/details/slug/${slug}/no-auth`)).json()) as {
    office: { id: number };
    plans: { id: number; name: string; pricing: { monthly: number; annually: number } }[];
  };
  const plan = office.plans.find((p) => p.name === planName);
  if (!plan) throw new Error(`${planName} not offered at ${slug}`);
  const login = await request.post('/api/v1/accounts/login', {
    data: { email: 'owner@demo.test', password: DEMO_PASSWORD },
  });
  const { token } = (await login.json()) as { token: string };
  const res = await request.post(`/api/v1/dentists/${office.office.id}/custom-memberships/changePlanPrice`, {
    headers: { authorization: `JWT ${token}` },
    data: { planId: plan.id, pricing: { ...plan.pricing, monthly: plan.pricing.monthly + 100 } },
  });
  expect(res.ok()).toBe(true);
}

test('prices that change while the patient pays are shown, and the new total is confirmed', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  await page.goto('/signup/demo-uptown');
  await fillOwner(page, EN, { first: 'Liam', last: 'Ortiz', email: `liam.${tagOf(info)}@e2e.test` }, /Adult Wellness/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAll(page);
  await payByCard(page, '4242 4242 4242 4242');
  const shown = await page.getByRole('button', { name: /^Pay \$/ }).textContent();

  await raisePrice(request, 'demo-uptown', 'Adult Wellness');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  const changed = page.getByRole('alert').filter({ hasText: 'Prices changed' });
  await expect(changed).toBeVisible({ timeout: 30_000 });
  await expect(changed).toContainText('The prices of this practice changed');
  const confirm = changed.getByRole('button', { name: /^Confirm and pay \$/ });
  expect(await confirm.textContent()).not.toBe(shown?.replace('Pay', 'Confirm and pay'));
  await expectAccessible(page);
  await shoot(page, SHOTS, 'en-prices-changed');
  await confirm.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });
});

test('the front desk enrolls a patient paying in the office, then marks the payment received', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/patient-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Enroll a patient' })).toBeVisible();
  await expectAccessible(page);
  const tabs = page.getByRole('navigation', { name: 'Enrollment form sections' });
  await tabs.getByRole('link', { name: 'View plans' }).click();
  await expect(page.getByText('Adult Wellness').first()).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-view-plans');
  await tabs.getByRole('link', { name: 'Enrollment form' }).click();

  const owner = await fillOwner(
    page,
    EN,
    { first: 'Noah', last: 'Patel', email: `noah.${tagOf(info)}@e2e.test` },
    /Adult Wellness/,
  );
  await field(owner, 'Chart ID (optional)').fill('CH-1042');
  await owner.getByLabel('Waive the setup or activation fee').check();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-member-info');

  // Leaving before payment asks first; staying keeps everything typed.
  await page.getByRole('link', { name: 'DentalHQ home' }).click();
  const leave = page.getByRole('dialog', { name: 'Leave without paying?' });
  await expect(leave).toBeVisible();
  await expectAccessible(page);
  await leave.getByRole('button', { name: 'Stay on this page' }).click();
  await expect(leave).toBeHidden();
  await expect(page).toHaveURL(/\/account\/patient-signup/);
  await expect(field(owner, EN.first)).toHaveValue('Noah');

  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Fee waived')).toBeVisible();
  await expect(page.getByText('Setup fee (one time)')).toHaveCount(0);
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAll(page);
  await page.getByRole('radio', { name: 'Pay in the office' }).check();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-checkout-cash');
  await page.getByRole('button', { name: 'Enroll, pay in the office' }).click();

  await expect(page.getByRole('heading', { name: 'Enrolled: payment to be taken in the office' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Waiting for payment in the office')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-pending-cash');
  await page.getByRole('button', { name: /^Payment received: activate/ }).click();
  await expect(page.getByText(/^Paid in the office\. Active through \d{2}\/\d{2}\/\d{4}\.$/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-activated');

  // The patient-facing form of the same office, for a tablet at the front desk.
  await page.goto('/external-patient-signup');
  await expect(page.getByRole('heading', { level: 1, name: 'Patient enrollment' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Who is joining?' })).toBeVisible();
  await expect(page.getByLabel('Chart ID (optional)')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-external-form');
});

test('a household enrolled to pay in the office pays by card at the counter instead', async ({ page }, info) => {
  test.setTimeout(120_000);
  await signIn(page, 'admin@demo.test');
  await page.goto('/account/patient-signup');
  await fillOwner(page, EN, { first: 'Grace', last: 'Kim', email: `grace.${tagOf(info)}@e2e.test` }, /Adult Wellness/);
  const child = await addMember(page, EN, 1, { first: 'Leo', age: 7, relationship: 'son' });
  await child.getByRole('radio', { name: /Child Wellness/ }).check();
  await page.getByRole('button', { name: 'Continue' }).click();
  const dueToday = (await page.locator('.enrol-due strong').first().textContent())?.trim() ?? '';
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAll(page);
  await page.getByRole('radio', { name: 'Pay in the office' }).check();
  await page.getByRole('button', { name: 'Enroll, pay in the office' }).click();
  await expect(page.getByRole('heading', { name: 'Enrolled: payment to be taken in the office' })).toBeVisible({
    timeout: 30_000,
  });

  // The patient would rather pay by card: the whole amount waiting, on one card kept on file.
  const byCard = page.getByRole('form', { name: 'Or take the payment by card now' });
  const charge = byCard.getByRole('button', {
    name: `Charge ${dueToday.includes('.') ? dueToday : `${dueToday}.00`} to this card`,
  });
  await expect(charge).toBeVisible();
  await payByCard(page, '4000 0000 0000 0002');
  await charge.click();
  const refusal = byCard.getByRole('alert').filter({ hasText: 'Payment not completed' });
  await expect(refusal).toContainText(/declined/i, { timeout: 30_000 });
  await expect(page.getByText('Waiting for payment in the office')).toHaveCount(2);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-by-card-declined');

  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await charge.click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText(/^Paid \$[\d,.]+ with Visa ending in 4242\. The membership is active\.$/)).toBeVisible();
  await expect(page.getByText(/^Paid by card\. Active through \d{2}\/\d{2}\/\d{4}\.$/)).toHaveCount(2);
  await expect(page.getByRole('button', { name: /^Payment received: activate/ })).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'desk-by-card-paid');
});

test('on the vision brand a patient pays by bank draft', async ({ page }, info) => {
  test.setTimeout(90_000);
  await page.goto(`${visionURL}/signup/demo-downtown?lang=en`);
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await expect(page.getByText('Does this person have vision insurance?')).toBeVisible();
  // One database serves both brands: the demo office is the same, in the vision brand's colours and words.
  await fillOwner(page, EN, { first: 'Mia', last: 'Chen', email: `mia.${tagOf(info)}@e2e.test` }, /Adult Wellness/);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'vision-member-info');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your plans' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAll(page);
  await page.getByRole('radio', { name: 'Bank account' }).check();
  await page.getByLabel('Routing number').fill('110000000');
  await page.getByLabel('Account number', { exact: true }).fill('000123456789');
  await page.getByLabel('Confirm account number').fill('000123456789');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'vision-checkout-bank');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Welcome! You are enrolled.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Bank account ending in 6789')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'vision-success');
});

test('the enrolment links: /enroll asks for the practice; ?lang=es, the optometrist link and /checkout find the page', async ({
  page,
}) => {
  await page.goto('/enroll');
  await expect(page.getByRole('heading', { level: 1, name: 'Find your practice' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'enroll-prompt');
  await page.getByLabel('Practice link name').fill('demo-downtown');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/signup\/demo-downtown$/);
  await expect(page.getByRole('heading', { level: 1, name: /Join Bright Smiles/ })).toBeVisible();

  // ?lang=es opens it in Spanish; the optometrist's link names the office by its id.
  await page.goto('/signup/demo-downtown?lang=es');
  await expect(page.getByRole('heading', { level: 1, name: /^Inscríbase en/ })).toBeVisible();
  await page.goto(`${visionURL}/accounts/signup/my-optometrist/1`);
  await expect(page.getByText('Does this person have vision insurance?')).toBeVisible();
  await expectAccessible(page);

  await page.goto('/enroll?office=no-such-practice');
  await expect(page.getByRole('heading', { level: 1, name: 'We could not find this practice' })).toBeVisible();
  await expectAccessible(page);

  // /checkout goes to the enrolment page of the practice last opened in this tab.
  await page.goto('/checkout');
  await expect(page).toHaveURL(/\/enroll\?tab=checkout$/);
  await expect(page.getByRole('heading', { level: 1, name: /Join Bright Smiles/ })).toBeVisible();
});

test("an employee coming through an employer's BusinessConnect link gets the office's discount", async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  // The demo's one small business, Acme Logistics, is the first the seed makes.
  await page.goto('/businessconnect/demo-downtown?business=1');
  await expect(page.getByRole('heading', { level: 1, name: /Join Bright Smiles/ })).toBeVisible();
  await expect(page.getByText(/^Through Acme Logistics: 10% off every plan/)).toBeVisible();
  await expectAccessible(page);
  await fillOwner(page, EN, { first: 'Kai', last: 'Morgan', email: `kai.${tagOf(info)}@e2e.test` }, /Adult Wellness/);
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Review your plans' })).toBeVisible();
  await expect(page.getByText('Employer discount (10%)')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'business-confirm');
  await page.getByRole('button', { name: 'Continue' }).click();
  await agreeAll(page);
  // Acme pays for its employees (the demo): offered first, and the employee may pay with their own card instead.
  await expect(page.getByRole('radio', { name: 'Acme Logistics pays' })).toBeChecked();
  await page.getByRole('radio', { name: 'Card' }).check();
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Pay \$/ }).click();
  await expect(page.getByRole('heading', { level: 2, name: /^Welcome/ })).toBeVisible({ timeout: 30_000 });
  await expectAccessible(page);
});
