import type { APIRequestContext, Page } from '@playwright/test';
import { devMailbox, shoot, tagOf } from './steps';
import { DEMO_PASSWORD, expect, expectAccessible, signIn, test, visionURL } from './support';

/*
 * Campaigns (issue 26): the Downtown owner imports a small list, sees its bad row, fixes it, and sends a Spanish text
 * blast from the built-in template; the text (read from the demo's SMS outbox, as a platform admin reads it) carries
 * the office's enrolment link; a patient opens it and enrols; the campaign then shows its click and 1 enrolment.
 */

const SHOTS = 'campaigns';
const CAMPAIGNS_URL = '/account/marketing?tab=campaigns';

/** A date of birth `years` and a month ago, as the form takes it (MM/DD/YYYY). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The newest text to a number, as the SMS report gives it to a super admin. */
async function textTo(request: APIRequestContext, phone: string): Promise<string> {
  const headers = { 'x-forwarded-for': '10.204.0.1' };
  const login = await request.post('/api/v1/accounts/login', {
    data: { email: 'super@demo.test', password: DEMO_PASSWORD },
    headers,
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < 40; i++) {
    const res = await request.get(`/api/v1/admin/sms/texts?search=${encodeURIComponent(phone)}`, {
      headers: { ...headers, authorization: `JWT ${token}` },
    });
    const { texts } = (await res.json()) as { texts: { text: string }[] };
    if (texts[0]) return texts[0].text;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no text to ${phone}`);
}

async function fillOwner(page: Page, email: string) {
  const owner = page.getByRole('region', { name: /^(Account owner|Titular de la cuenta)/ });
  const field = (label: RegExp) => owner.getByLabel(label).first();
  await field(/^(First name|Nombre)$/).fill('Lucía');
  await field(/^(Last name|Apellido)$/).fill('García');
  await field(/^(Date of birth|Fecha de nacimiento)$/).fill(bornYearsAgo(36));
  await field(/^(Email|Correo electrónico)$/).fill(email);
  await field(/^(Confirm email|Confirme el correo electrónico)$/).fill(email);
  await field(/^(Mobile phone|Teléfono celular)$/).fill('512-555-0166');
  await field(/^(Home address|Domicilio)$/).fill('12 Chapel Rd');
  await field(/^(City|Ciudad)$/).fill('Austin');
  await field(/^(State|Estado)$/).selectOption('TX');
  await field(/^(ZIP code|Código postal)$/).fill('78702');
  await field(/^(Confirm ZIP code|Confirme el código postal)$/).fill('78702');
  await owner.getByRole('radio', { name: /Adult Wellness|Bienestar para adultos/ }).check();
}

test('an owner sends a Spanish text blast to an imported list and a patient enrols through it', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = tagOf(info).replace(/[^A-Za-z0-9]/g, '');
  const name = `Primavera ${tag}`.slice(0, 60);
  const last4 = String(1000 + ((Date.now() + info.workerIndex) % 8999));
  const phone = `512-57${info.workerIndex % 10}-${last4}`;
  const other = `512-57${info.workerIndex % 10}-${String(((Number(last4) + 1) % 8999) + 1000)}`;

  await signIn(page, 'owner@demo.test');
  await page.goto(CAMPAIGNS_URL);
  await expect(page.getByRole('heading', { name: 'Email and text campaigns' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Campaigns' })).toContainText('Primavera: plan de membresía');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'list');

  await page.getByRole('button', { name: 'New campaign' }).click();
  const form = page.getByRole('dialog', { name: 'New campaign' });
  await form.getByRole('radio', { name: 'Text message' }).check();
  await form.getByRole('radio', { name: 'Spanish' }).check();
  await form.getByLabel('Start from a template').selectOption({ label: 'Invitación (texto) (built in)' });
  await expect(form.getByRole('textbox', { name: 'Message', exact: true })).toHaveValue(/Hola \{firstName\}/);
  await form.getByLabel('Campaign name').fill(name);
  // Downtown's PMS is connected and tells of its uninsured patients: they are an audience too (no consent to texts
  // given here, so none would get this text).
  await form.getByRole('radio', { name: 'Uninsured patients in your practice-management system' }).check();
  await form.getByRole('button', { name: 'Check the list' }).click();
  await expect(form.getByRole('status', { name: 'Who gets the message' })).toContainText(
    /^0 will get the message · \d+ opted out · [1-9]\d* without consent to texts/,
  );
  await expectAccessible(page);
  await form.getByRole('radio', { name: 'Import a list (CSV)' }).check();
  // A list with a bad row: it is named, and nothing is sent.
  const bad = `first name,last name,email,phone,consent to texts\nLucía,García,,${phone},sí\nBen,Ortiz,,12,yes\n`;
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
  await form.getByRole('button', { name: 'Check the list' }).click();
  await expect(form.getByRole('list', { name: 'Rows with problems' })).toContainText(
    'Row 3: phone "12" is not a number',
  );
  await expectAccessible(page);
  await shoot(page, SHOTS, 'bad-row');

  const good = `first name,last name,email,phone,consent to texts\nLucía,García,,${phone},sí\nBen,Ortiz,,${other},no\n`;
  await form
    .locator('input[type="file"]')
    .setInputFiles({ name: 'patients.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
  await form.getByRole('button', { name: 'Check the list' }).click();
  await expect(form.getByRole('status', { name: 'Who gets the message' })).toContainText(
    '1 will get the message · 0 opted out · 1 without consent to texts',
  );
  await shoot(page, SHOTS, 'new-campaign');
  await form.getByRole('button', { name: 'Send campaign' }).click();
  await expect(form).toBeHidden();
  const row = page.getByRole('row').filter({ hasText: name });
  await expect(row).toContainText('Sent');
  await expectAccessible(page);

  // The patient's text: in Spanish, with the STOP line and the office's link carrying its token.
  const text = await textTo(request, phone);
  expect(text).toMatch(/Hola Lucía/);
  expect(text).toMatch(/Responda STOP para no recibir más mensajes\.$/);
  const link = /(https?:\/\/\S+\/signup\/demo-downtown\?c=[\w-]+&lang=es)/.exec(text)?.[1] ?? '';
  expect(link).not.toBe('');

  const patientContext = await browser.newContext({ extraHTTPHeaders: { 'x-forwarded-for': '10.78.2.9' } });
  const patient = await patientContext.newPage();
  const url = new URL(link);
  await patient.goto(`${new URL(page.url()).origin}${url.pathname}${url.search}`);
  await fillOwner(patient, `lucia.${tag.toLowerCase()}@e2e.test`);
  await expectAccessible(patient);
  await shoot(patient, SHOTS, 'enrol');
  await patient.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
  await expect(patient.getByRole('heading', { level: 2, name: 'Revise sus planes' })).toBeVisible();
  await expectAccessible(patient);
  await patient.getByRole('button', { name: /^(Continue|Continuar)$/ }).click();
  await expect(patient.getByRole('button', { name: /^Pagar \$/ })).toBeVisible();
  for (const box of await patient.getByRole('checkbox').all()) await box.check();
  await patient.getByLabel(/^(Card number|Número de tarjeta)/).fill('4242 4242 4242 4242');
  await patient.getByLabel(/^(Expiration|Vencimiento)/).fill('12/34');
  await patient.getByLabel(/^(Security code|Código de seguridad)/).fill('123');
  await patient.getByRole('button', { name: /^(Pay|Pagar) \$/ }).click();
  await expect(patient.getByRole('heading', { level: 2, name: '¡Bienvenido! Ya está inscrito.' })).toBeVisible({
    timeout: 30_000,
  });
  await expectAccessible(patient);
  await patientContext.close();

  await page.reload();
  const sent = page.getByRole('row').filter({ hasText: name });
  await expect(sent.getByRole('cell').nth(5)).toHaveText('1');
  await expect(sent.getByRole('cell').nth(6)).toHaveText('1');
  await sent.getByRole('button', { name: `See ${name}` }).click();
  const detail = page.getByRole('dialog', { name });
  await expect(detail.getByRole('table', { name: 'Recipients' })).toContainText('No consent to texts');
  await expect(detail).toContainText('1 clicks · 1 enrolments');
  await expectAccessible(page);
  await shoot(page, SHOTS, 'detail');
});

test('a mail’s unsubscribe link records the opt-out, on either brand', async ({ page, request }, info) => {
  test.setTimeout(90_000);
  const email = `zoe.${tagOf(info)
    .replace(/[^A-Za-z0-9]/g, '')
    .toLowerCase()}@e2e.test`;
  const headers = { 'x-forwarded-for': '10.205.0.1' };
  const login = await request.post('/api/v1/accounts/login', {
    data: { email: 'owner@demo.test', password: DEMO_PASSWORD },
    headers,
  });
  const { token } = (await login.json()) as { token: string };
  const me = await request.get('/api/v1/users/me/account', { headers: { ...headers, authorization: `JWT ${token}` } });
  const officeId = ((await me.json()) as { data: { dentistInfo: { id: number } } }).data.dentistInfo.id;
  const created = await request.post(`/api/v1/office/${officeId}/marketing/campaigns`, {
    headers: { ...headers, authorization: `JWT ${token}` },
    data: {
      name: 'Invitation by mail',
      channel: 'email',
      language: 'en',
      subject: 'Join {officeName}',
      body: 'Hi {firstName}, join: {link}',
      audience: { kind: 'csv', csv: `first name,last name,email,phone,consent to texts\nZoe,Kim,${email},,no` },
      consentNote: '',
      sendAt: null,
    },
  });
  expect(created.status()).toBe(200);
  const path = await devMailbox(request)(email, /https?:\/\/[^/\s]+(\/unsubscribe\/[\w-]+)/);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
  await expect(page.getByText(/campaign messages to z\*\*\*@e2e\.test\?/)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'unsubscribe');
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(page.getByRole('status')).toContainText('You are unsubscribed');
  await expectAccessible(page);

  await page.goto(`${visionURL}/unsubscribe/AAAAAAAAAAAAAAAAAAAAAAAA`);
  await expect(page.getByText('This unsubscribe link is not valid.')).toBeVisible();
  await expectAccessible(page);
});
