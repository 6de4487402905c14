import { createServer, type Server } from 'node:http';
import type { FrameLocator, Locator, Page } from '@playwright/test';
import { accessible, shoot, tagOf } from './steps';
import { expect, expectAccessible, port, signIn, test, visionURL } from './support';

// Issue 27, enrolment from anywhere: the widget on a practice's own website (another origin), the waiting-room
// tablet that starts over after each patient, and the /start and /subscribe ways in. Axe on every page.

const SHOTS = 'shots/enrol-entry';
const APP = `http://localhost:${port}`;
/** The practice's own website: another origin (another host name and port) than the app's. */
const HOST_PORT = port + 1;
const HOST = `http://127.0.0.1:${HOST_PORT}`;

/** A date of birth `years` and a month ago, as the form takes it (MM/DD/YYYY). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

const EN = {
  owner: /^Account owner/,
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
  continue: 'Continue',
};
const ES: typeof EN = {
  owner: /^Titular de la cuenta/,
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
  continue: 'Continuar',
};

type Scope = Page | FrameLocator;

/** Fills the account owner (a 37-year-old without insurance) and picks their plan. */
async function fillOwner(scope: Scope, w: typeof EN, who: { first: string; email: string }, plan: RegExp) {
  const owner = scope.getByRole('region', { name: w.owner });
  const field = (label: string): Locator => owner.getByLabel(label, { exact: true });
  await field(w.first).fill(who.first);
  await field(w.last).fill('Navarro');
  await field(w.birth).fill(bornYearsAgo(37));
  await field(w.email).fill(who.email);
  await field(w.confirmEmail).fill(who.email);
  await field(w.phone).fill('512-555-0142');
  await field(w.address).fill('40 Oak St');
  await field(w.city).fill('Austin');
  await field(w.state).selectOption('TX');
  await field(w.zip).fill('78704');
  await field(w.confirmZip).fill('78704');
  await owner.getByRole('radio', { name: plan }).check();
  return owner;
}

/** Confirm, then the card 4242 4242 4242 4242 and the agreements, then Pay. */
async function confirmAndPay(scope: Scope, w: typeof EN) {
  await scope.getByRole('button', { name: w.continue }).click();
  await scope.getByRole('button', { name: w.continue }).click();
  await scope.getByLabel(/^(Card number|Número de tarjeta)$/).fill('4242 4242 4242 4242');
  await scope.getByLabel(/^(Expiration|Vencimiento)/).fill('12/34');
  await scope.getByLabel(/^(Security code|Código de seguridad)$/).fill('123');
  const boxes = scope.getByRole('checkbox');
  await expect(boxes.first()).toBeVisible();
  for (const box of await boxes.all()) await box.check();
  await scope.getByRole('button', { name: /^(Pay|Pagar) \$/ }).click();
}

/** The practice's own page with the pasted script tag, served from another origin for the length of `run`. */
async function withPracticeSite(run: () => Promise<void>) {
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Uptown Smiles: membership</title>
<style>body{font-family:sans-serif;margin:0;padding:16px;color:#222}.widget{max-width:400px}</style></head>
<body><main><h1>Join our membership plan</h1><p>No insurance? Our plan covers your check-ups.</p>
<div class="widget"><script src="${APP}/embed.js" data-office="demo-uptown" async></script></div>
</main></body></html>`;
  const server: Server = createServer((_req, res) => {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(html);
  });
  await new Promise<void>((resolve) => server.listen(HOST_PORT, '127.0.0.1', resolve));
  try {
    await run();
  } finally {
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }
}

test('a patient enrolls through the widget on the practice’s own website and sees the success inside it', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  // The widget's own page, axed directly.
  await page.goto('/enroll/embed?office=demo-uptown');
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await expect(page.getByText(/Membership plans by DentalHQ/)).toBeVisible();
  await expectAccessible(page);

  await withPracticeSite(async () => {
    await page.goto(HOST);
    const widget = page.frameLocator('iframe[title="Membership plan enrollment"]');
    await expect(widget.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
    // The widget sizes itself: its frame grows to its content, with no scroll bar of its own.
    const frame = page.locator('iframe');
    await expect.poll(async () => (await frame.boundingBox())?.height ?? 0).toBeGreaterThan(900);
    const box = await frame.boundingBox();
    expect(box?.width).toBeLessThanOrEqual(400);
    await expectAccessible(page);
    await shoot(page, SHOTS, 'widget-on-practice-site');

    const email = `widget.${tagOf(info)}@e2e.test`;
    await fillOwner(widget, EN, { first: 'Rosa', email }, /Adult Wellness/);
    await confirmAndPay(widget, EN);
    await expect(widget.getByRole('heading', { name: 'Welcome! You are enrolled.' })).toBeVisible({ timeout: 20_000 });
    await expect(widget.getByText(/Rosa Navarro/)).toBeVisible();
    await expect(page).toHaveURL(HOST); // the practice's page never left
    await expectAccessible(page);
    await shoot(page, SHOTS, 'widget-success');
  });
});

test('the waiting-room tablet enrolls a patient in Spanish, thanks them, and starts over empty', async ({
  page,
}, info) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 820, height: 1180 });
  // The tablet's own timers (the thank-you's 20 seconds) run on a clock the journey can hold.
  await page.clock.install();
  // Without a practice, the tablet asks for its link name and stays a tablet.
  await page.goto('/office-enroll');
  await page.getByLabel('Practice link name').fill('second-lakeside');
  await page.getByRole('button', { name: 'Open' }).click();
  await expect(page).toHaveURL(/\/office-enroll\?office=second-lakeside/);
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { level: 1, name: /^Inscríbase en/ })).toBeVisible();
  // Nothing on the tablet leads away from it.
  await expect(page.locator('a[href]')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'kiosk-es-start');

  const email = `kiosk.${tagOf(info)}@e2e.test`;
  await fillOwner(page, ES, { first: 'Lucía', email }, /Bienestar para adultos/);
  await confirmAndPay(page, ES);
  await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByText('Por favor, devuelva la tableta a la recepción.')).toBeVisible();
  await expect(page.getByText(/Volvemos al inicio para el siguiente paciente en \d+ s/)).toBeVisible();
  await expect(page.getByRole('heading', { name: '¡Bienvenido! Ya está inscrito.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Siguiente paciente' })).toBeVisible();
  await expectAccessible(page);
  // Held while the screenshots are taken; then the 20 seconds pass and the tablet starts over by itself.
  await page.clock.pauseAt(Date.now() + 1_000);
  await shoot(page, SHOTS, 'kiosk-es-thanks');
  await page.clock.runFor(21_000);
  await page.clock.resume();
  // The next patient starts where the front desk opened the tablet: in English, every field empty.
  const owner = page.getByRole('region', { name: EN.owner });
  await expect(owner.getByLabel(EN.first, { exact: true })).toHaveValue('');
  await expect(owner.getByLabel(EN.email, { exact: true })).toHaveValue('');
  await expect(owner.getByLabel(EN.birth, { exact: true })).toHaveValue('');
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  expect(new URL(page.url()).searchParams.get('tab')).toBeNull();
  const kept = await page.evaluate(() => Object.keys(sessionStorage).filter((k) => k.startsWith('enrolmentDraft:')));
  expect(kept).toEqual([]);
  await expectAccessible(page);
});

test('the waiting-room tablet clears a half-filled form after two minutes untouched', async ({ page }) => {
  await page.clock.install();
  await page.goto('/office-enroll?office=second-lakeside');
  const owner = page.getByRole('region', { name: EN.owner });
  await owner.getByLabel(EN.first, { exact: true }).fill('Walked');
  await owner.getByLabel(EN.email, { exact: true }).fill('walked.away@e2e.test');
  await page.getByRole('button', { name: 'Español' }).click();
  await page.clock.fastForward('01:30');
  await expect(page.getByRole('region', { name: ES.owner }).getByLabel(ES.first, { exact: true })).toHaveValue(
    'Walked',
  );
  await page.clock.fastForward('00:40');
  // Back to the language the tablet was opened in, every field empty.
  const fresh = page.getByRole('region', { name: EN.owner });
  await expect(fresh.getByLabel(EN.first, { exact: true })).toHaveValue('');
  await expect(fresh.getByLabel(EN.email, { exact: true })).toHaveValue('');
});

test('/start leads a patient to a practice by ZIP code, link name or group code, or to sign in', async ({ page }) => {
  test.setTimeout(120_000);
  await page.goto('/start');
  await expect(page.getByRole('heading', { level: 1, name: 'Save on dental care without insurance' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How a membership works' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'start');

  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByText('Enter a 5-digit ZIP code.')).toBeVisible();
  await page.getByLabel('ZIP code').fill('78704');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search\?zip=78704$/);

  await page.goto('/start');
  const link = page.getByLabel('Practice link name or group code');
  await link.fill('no-such-practice-anywhere');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText(/We found no practice or group with this name or code/)).toBeVisible();
  await expectAccessible(page);
  await link.fill('demo-uptown');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/signup\/demo-uptown$/);
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();

  await page.goto('/start');
  await page.getByLabel('Practice link name or group code').fill('gracechurch');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/\/community-enroll\/GRACECHURCH$/);

  await page.goto('/start');
  await page.getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/accounts\/login$/);

  // The vision brand, in Spanish: its own words.
  await page.goto(`${visionURL}/start?lang=es`);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Ahorre en el cuidado de la vista sin seguro' }),
  ).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'start-vision-es');
});

test('/subscribe opens the practice’s enrolment with the chosen plan, or explains the way in', async ({
  page,
  request,
}) => {
  test.setTimeout(120_000);
  const office = await request.get('/api/v1/dentists/details/slug/demo-uptown/no-auth');
  const { plans } = (await office.json()) as { plans: { id: number; name: string }[] };
  const adult = plans.find((p) => p.name === 'Adult Wellness');
  expect(adult).toBeDefined();

  await page.goto('/subscribe');
  await expect(page.getByRole('heading', { level: 1, name: 'Subscribe to a membership plan' })).toBeVisible();
  await expect(page.getByLabel('ZIP code')).toBeVisible();
  await expect(page.getByLabel('Practice link name or group code')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'subscribe-explained');

  await page.goto('/subscribe?office=demo-uptown');
  await expect(page.getByRole('heading', { level: 1, name: /^Join / })).toBeVisible();

  await page.goto(`/subscribe?office=demo-uptown&plan=${adult?.id}`);
  await expect(page.getByText('You chose Adult Wellness.', { exact: false })).toBeVisible();
  const owner = page.getByRole('region', { name: EN.owner });
  await owner.getByLabel(EN.birth, { exact: true }).fill(bornYearsAgo(37));
  await expect(owner.getByRole('radio', { name: /Adult Wellness/ })).toBeChecked();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'subscribe-plan-chosen');

  // A new visitor (this tab kept the household typed above, as the enrolment page does).
  await page.evaluate(() => sessionStorage.clear());
  await page.goto('/subscribe?office=demo-uptown&plan=999999');
  await expect(page.getByText(/The plan in your link is not one .* offers right now/)).toBeVisible();
  await owner.getByLabel(EN.birth, { exact: true }).fill(bornYearsAgo(37));
  await expect(owner.getByRole('radio', { name: /Adult Wellness/ })).not.toBeChecked();
  await expectAccessible(page);
});

test('the office finds the widget’s snippets and the waiting-room tablet on its marketing page', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/marketing?tab=link');
  const card = page.getByRole('region', { name: 'Enroll from your website' });
  await expect(card.getByRole('textbox', { name: 'Script tag (recommended)' })).toHaveValue(
    new RegExp(`^<script src="${APP}/embed\\.js" data-office="[a-z0-9-]+" async></script>$`),
  );
  await expect(card.getByRole('textbox', { name: 'Iframe' })).toHaveValue(
    new RegExp(`^<iframe src="${APP}/enroll/embed\\?office=`),
  );
  await expect(card.getByRole('button', { name: 'Copy the script tag' })).toBeVisible();
  await expect(card.getByRole('link', { name: 'Waiting-room tablet' })).toHaveAttribute(
    'href',
    new RegExp(`^${APP}/office-enroll\\?office=[a-z0-9-]+$`),
  );
  await accessible(page);
  await shoot(page, SHOTS, 'marketing-card');
});
