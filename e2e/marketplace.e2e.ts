import type { Page } from '@playwright/test';
import { shoot, tagOf } from './steps';
import { expect, expectAccessible, test, visionURL } from './support';

// Issue 27: a patient without insurance finds a practice near them, reads its page, and joins it in Spanish. The
// practice is one the marketplace seed adds (Barton Creek), so no other journey's counts move.

const SHOTS = 'shots/marketplace';

/** A date of birth `years` and a month ago, as the form takes it (MM/DD/YYYY). */
function bornYearsAgo(years: number): string {
  const d = new Date();
  d.setFullYear(d.getFullYear() - years);
  d.setMonth(d.getMonth() - 1);
  return `${String(d.getMonth() + 1).padStart(2, '0')}/${String(d.getDate()).padStart(2, '0')}/${d.getFullYear()}`;
}

/** The distances the result cards show, in order. */
async function distancesShown(page: Page): Promise<number[]> {
  const texts = await page.locator('.mkt-list .mkt-distance').allTextContents();
  return texts.map((t) => Number.parseFloat(t.replace(/[^\d.]/g, '')));
}

test('a patient finds a practice near their ZIP code, opens its page and joins it in Spanish by card', async ({
  page,
}, info) => {
  test.setTimeout(240_000);
  await page.goto('/search');
  await expect(page.getByRole('heading', { level: 1, name: 'Find a dental practice near you' })).toBeVisible();
  await expect(page).toHaveTitle(/Find a dental practice near you/);
  await expectAccessible(page);

  await page.getByLabel('ZIP code or city').fill('78701');
  await page.getByLabel('Distance').selectOption('25');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(
    page.getByRole('heading', { level: 2, name: /dental practices within 25 miles of 78701/ }),
  ).toBeVisible();
  const barton = page.locator('.mkt-card').filter({ hasText: 'Barton Creek Family Dental' });
  await expect(barton).toBeVisible();
  await expect(barton.getByText(/^from \$[\d,.]+\/month$/)).toBeVisible();
  // Nearest first, and the practice that chose not to be listed is not there.
  const distances = await distancesShown(page);
  expect(distances.length).toBeGreaterThan(3);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await expect(page.getByText('Clarksville Private Dental')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'search-desktop');
  await page.setViewportSize({ width: 375, height: 812 });
  await shoot(page, SHOTS, 'search-375');

  // A narrow search says what to try.
  await page.getByLabel('ZIP code or city').fill('79830');
  await page.getByLabel('Distance').selectOption('5');
  await page.getByRole('button', { name: 'Search' }).click();
  await expect(page.getByRole('heading', { level: 2, name: /No dental practices within 5 miles/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Search within 10 miles' })).toBeVisible();
  await expectAccessible(page);
  await page.goBack();

  await barton.getByRole('link', { name: 'View practice Barton Creek Family Dental' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Barton Creek Family Dental' })).toBeVisible();
  await expect(page.getByRole('table')).toContainText('Monday');
  await expect(page.getByRole('heading', { level: 2, name: 'Other practices nearby' })).toBeVisible();
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  const ld = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
  expect(ld).toMatchObject({ '@type': 'Dentist', name: 'Barton Creek Family Dental' });
  await expectAccessible(page);
  await shoot(page, SHOTS, 'profile-375');

  await page.getByRole('button', { name: 'Español' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 2, name: 'Horario' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'profile-es-375');
  await page.getByRole('link', { name: 'Unirse', exact: true }).click();

  await expect(page).toHaveURL(/\/signup\/demo-barton-creek\?lang=es$/);
  await expect(page.getByRole('heading', { level: 1, name: /Inscríbase en/ })).toBeVisible();
  await expectAccessible(page);
  const owner = page.getByRole('region', { name: /^Titular de la cuenta/ });
  const field = (label: string) => owner.getByLabel(label, { exact: true });
  const email = `rosa.${tagOf(info)}@e2e.test`;
  await field('Nombre').fill('Rosa');
  await field('Apellido').fill('Méndez');
  await field('Fecha de nacimiento').fill(bornYearsAgo(41));
  await field('Correo electrónico').fill(email);
  await field('Confirme el correo electrónico').fill(email);
  await field('Teléfono celular').fill('512-555-0199');
  await field('Domicilio').fill('12 Barton Springs Rd');
  await field('Ciudad').fill('Austin');
  await field('Estado').selectOption('TX');
  await field('Código postal').fill('78704');
  await field('Confirme el código postal').fill('78704');
  await owner.getByRole('radio', { name: /Bienestar para adultos/ }).check();
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Revise sus planes' })).toBeVisible();
  const dueToday = (await page.locator('.enrol-due strong').first().textContent())?.trim() ?? '';
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Continuar' }).click();

  await expect(page.getByRole('heading', { level: 2, name: 'Pago' })).toBeVisible();
  await expect(page.getByRole('checkbox').first()).toBeVisible();
  for (const box of await page.getByRole('checkbox').all()) await box.check();
  await page.getByLabel('Número de tarjeta').fill('4242 4242 4242 4242');
  await page.getByLabel(/^Vencimiento/).fill('12/34');
  await page.getByLabel('Código de seguridad').fill('123');
  await expectAccessible(page);
  const cents = dueToday.includes('.') ? dueToday : `${dueToday}.00`;
  await page.getByRole('button', { name: `Pagar ${cents}` }).click();
  await expect(page.getByRole('heading', { level: 2, name: '¡Bienvenido! Ya está inscrito.' })).toBeVisible({
    timeout: 30_000,
  });
  await expect(page.getByText('Visa terminada en 4242')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'joined-es-375');
});

test('the vision brand searches in its own words and colours', async ({ page }) => {
  await page.goto(`${visionURL}/search?zip=78701&miles=25`);
  await expect(page.getByRole('heading', { level: 1, name: 'Find an eye care practice near you' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('data-tenant', 'vision');
  await expect(page.getByText('Barton Creek Family Dental')).toHaveCount(0);
  await expectAccessible(page);
  await shoot(page, SHOTS, 'vision-search');
});
