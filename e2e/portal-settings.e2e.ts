import { mailed, mariaEnrolled } from './member-steps';
import { accessible, closeToasts, shoot, tagOf } from './steps';
import { expect, signIn, test } from './support';

/*
 * Issue 22, 'Profile and settings': an account owner on her phone switches her portal to Spanish (the menus and the
 * page turn Spanish), updates her mobile and address there (a ZIP of 4 digits is refused in Spanish), asks for a new
 * email and confirms it from the mailed link, and switches back to English. She is a patient of her own, enrolled
 * through the API, so the demo patient other journeys use is never touched.
 */

const SHOTS = 'portal-settings-shots';
const PASSWORD = 'lucia-settings-pass-1';

test('a patient switches her portal to Spanish, updates her mobile, address and email, and switches back', async ({
  page,
  request,
}, info) => {
  test.setTimeout(180_000);
  const tag = tagOf(info);
  const email = `lucia.${tag}@portal-settings.e2e.test`;
  const newEmail = `lucia.new.${tag}@portal-settings.e2e.test`;
  await mariaEnrolled(request, email, tag, new Date().getFullYear() + 2, {
    first: 'Lucia',
    last: `Settings${tag.replace(/\d/g, '')}`,
  });
  const token = await mailed(request, email, /https?:\/\/\S+\/accounts\/set-password\/([\w-]+)/);
  const set = await request.post('/api/v1/accounts/set-password', { data: { token, password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);

  await page.setViewportSize({ width: 375, height: 812 });
  await signIn(page, email, PASSWORD);
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Settings' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Current email')).toHaveValue(email);
  await accessible(page);
  await shoot(page, SHOTS, 'settings-en');

  // Spanish: saved at once, and the menus and the page follow.
  await page.getByRole('radio', { name: 'Español' }).click();
  await expect(page.getByRole('heading', { name: 'Configuración', level: 1 })).toBeVisible();
  const menu = page.getByRole('navigation').filter({ has: page.getByRole('link', { name: 'Configuración' }) });
  await expect(menu).toBeVisible();
  await expect(page.getByRole('radio', { name: 'Español' })).toBeChecked();
  await accessible(page);
  await shoot(page, SHOTS, 'settings-es');

  // A ZIP of 4 digits is refused with the form's message, in Spanish; then mobile and address are saved.
  await page.getByRole('textbox', { name: /^Teléfono celular/ }).fill('(737) 555-0123');
  await page.getByRole('textbox', { name: /^Dirección/ }).fill('77 Elm Ave');
  await page.getByRole('textbox', { name: /^Código postal/ }).fill('7870');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Debe tener exactamente 5 o 9 dígitos')).toBeVisible();
  await page.getByRole('combobox', { name: 'Busque su ciudad o código postal' }).fill('78701');
  await page.getByRole('option', { name: 'Austin, TX 78701' }).click();
  await expect(page.getByRole('textbox', { name: /^Código postal/ })).toHaveValue('78701');
  await page.getByRole('button', { name: 'Guardar datos' }).click();
  await expect(page.getByText('Sus datos se guardaron.')).toBeVisible();
  await closeToasts(page);

  // A new email: the page waits for its confirmation, which comes from the mailed link.
  await page.getByLabel('Correo electrónico nuevo').fill(newEmail);
  await page.getByRole('button', { name: 'Enviar enlace de confirmación' }).click();
  await expect(page.getByText(`Esperando confirmación en ${newEmail}.`)).toBeVisible();
  await accessible(page);
  const confirmToken = await mailed(request, newEmail, /https?:\/\/\S+\/accounts\/confirm-email\/([\w-]+)/);
  await page.goto(`/accounts/confirm-email/${confirmToken}`);
  await accessible(page);
  await page.getByRole('button', { name: /Confirm my new email/ }).click();
  await expect(page.getByText(`Su correo electrónico ahora es ${newEmail}.`)).toBeVisible();

  // Back in the portal (still signed in): the new email, the saved details; then English again.
  await page.goto('/patient/profile');
  await expect(page.getByRole('heading', { name: 'Su perfil', level: 1 })).toBeVisible();
  await expect(page.getByLabel('Correo electrónico actual')).toHaveValue(newEmail);
  await expect(page.getByRole('textbox', { name: /^Teléfono celular/ })).toHaveValue('737-555-0123');
  await expect(page.getByRole('textbox', { name: /^Ciudad/ })).toHaveValue('Austin');
  await accessible(page);
  await shoot(page, SHOTS, 'profile-es');
  await page.getByRole('link', { name: 'Abrir configuración' }).click();
  await page.getByRole('radio', { name: 'English' }).click();
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toBeVisible();
  await page.goto('/patient/profile');
  await expect(page.getByRole('heading', { name: 'Your profile', level: 1 })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'profile-en');
});
