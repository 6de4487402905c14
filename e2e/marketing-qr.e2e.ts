import { readFileSync } from 'node:fs';
import type { Download, Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { pdfQrCodes, pdfText } from '../apps/server/src/modules/marketing-documents/pdf-reading';
import { shoot } from './steps';
import { expect, expectAccessible, port, signIn, test, visionURL } from './support';

/*
 * QR signs (issue 26): the Downtown owner opens the Marketing Portal, moves to the QR signs tab with the keyboard,
 * downloads a counter sign and a Spanish table tent, and each PDF's QR code, read back from the file by a real
 * decoder, opens the office's enrolment page in the sign's language. The decoded address then opens that page.
 */

const SHOTS = 'marketing-qr';
const OFFICE = 'Bright Smiles Dental Downtown';

async function pdfOf(download: Download) {
  const bytes = readFileSync(await download.path());
  expect(bytes.subarray(0, 5).toString()).toBe('%PDF-');
  await PDFDocument.load(bytes);
  return { text: await pdfText(bytes), codes: await pdfQrCodes(bytes) };
}

async function downloadSign(page: Page) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download PDF' }).click(),
  ]);
  return download;
}

test("the owner prints QR signs whose codes open the office's enrolment page in the sign's language", async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/marketing?tab=print');
  await expect(page.getByRole('heading', { level: 1, name: 'Marketing Portal' })).toBeVisible();

  // The tabs take the keyboard: the arrow key moves to the next tab and opens it; the address follows.
  await page.getByRole('tab', { name: 'Printable form' }).focus();
  await page.keyboard.press('ArrowRight');
  const qrTab = page.getByRole('tab', { name: 'QR signs' });
  await expect(qrTab).toHaveAttribute('aria-selected', 'true');
  await expect(qrTab).toBeFocused();
  await expect(page).toHaveURL(/\/account\/marketing\?tab=qr$/);

  const panel = page.getByRole('region', { name: 'QR signs' });
  await expect(panel.getByRole('radio', { name: /Counter sign/ })).toBeChecked();
  await expect(panel.getByRole('img', { name: 'QR code of the counter sign, English' })).toBeVisible();
  await expect(panel.getByText(OFFICE)).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'qr-signs');

  const counter = await downloadSign(page);
  expect(counter.suggestedFilename()).toBe('demo-downtown-counter-sign.pdf');
  const english = await pdfOf(counter);
  expect(english.text).toContain(OFFICE);
  expect(english.text).toContain('Adult Wellness');
  expect(english.codes).toEqual([`http://localhost:${port}/signup/demo-downtown?lang=en`]);

  // A Spanish table tent: the preview's code changes with the language.
  await panel.getByRole('radio', { name: /Table tent/ }).click();
  await panel.getByRole('radio', { name: 'Español' }).check();
  await expect(panel.getByRole('img', { name: 'QR code of the table tent, Español' })).toBeVisible();
  await expect(panel.getByText('Escanee para inscribirse hoy')).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'qr-signs-es');
  const tent = await downloadSign(page);
  expect(tent.suggestedFilename()).toBe('demo-downtown-table-tent-es.pdf');
  const spanish = await pdfOf(tent);
  expect(spanish.text).toContain('Escanee para inscribirse hoy');
  expect(spanish.text).toContain('Bienestar para adultos');
  expect(spanish.codes).toEqual([`http://localhost:${port}/signup/demo-downtown?lang=es`]);

  // What a patient's phone opens: the office's enrolment page, in Spanish.
  await page.goto(spanish.codes[0] ?? '');
  await expect(page.getByText(OFFICE).first()).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');

  // The practice menu's other address for the page opens the same tab.
  await page.goto('/dentist-new/marketing?tab=qr');
  await expect(page.getByRole('tab', { name: 'QR signs' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('region', { name: 'QR signs' })).toBeVisible();
  // The next tab is the office's campaigns, reached by the keyboard too, with its own address.
  await page.getByRole('tab', { name: 'QR signs' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Campaigns' })).toHaveAttribute('aria-selected', 'true');
  await expect(page).toHaveURL(/\/dentist-new\/marketing\?tab=campaigns$/);
});

test("on the vision brand the sign speaks of eye care and its code opens the vision brand's page", async ({ page }) => {
  await signIn(page, 'owner@demo.test', undefined, visionURL);
  await page.goto(`${visionURL}/account/marketing?tab=qr`);
  const panel = page.getByRole('region', { name: 'QR signs' });
  await expect(panel.getByText('Join our eye care membership plan')).toBeVisible();
  await panel.getByRole('radio', { name: /Flyer/ }).click();
  await expect(panel.getByRole('img', { name: 'QR code of the flyer, English' })).toBeVisible();
  await expectAccessible(page);
  await shoot(page, SHOTS, 'qr-signs-vision');
  const flyer = await pdfOf(await downloadSign(page));
  expect(flyer.text).toContain('Join our eye care membership plan');
  expect(flyer.text).toContain('optometrist');
  expect(flyer.codes).toEqual([`${visionURL}/signup/demo-downtown?lang=en`]);
});
