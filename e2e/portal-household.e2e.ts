import type { Page } from '@playwright/test';
import { accessible, shoot } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Issue 22, 'a patient comes back to check what the plan covers': Rosa, on her phone, opens her dashboard and finds
 * her household with each plan, its status, what it covers and the next payment; opens Membership info for the plans'
 * terms, the announced price change and the member cards with their QR codes; then Your dentist for the practice's
 * address, hours, phone and booking link. Only reads: the shared demo is left as it was.
 */

const SHOTS = 'portal-household-shots';
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/** Axe on the phone-sized page, then screenshots at both widths, back to the phone after. */
async function checkAndShoot(page: Page, name: string) {
  await accessible(page);
  await shoot(page, SHOTS, name);
  await page.setViewportSize(PHONE);
}

async function visitHousehold(page: Page, base: string, brand: 'dental' | 'vision') {
  await signIn(page, 'patient@demo.test', undefined, base);
  await expect(page).toHaveURL(/\/patient-details\/dashboard$/);

  // Dashboard: the household, each member with plan, status and next payment; payments and referral stay.
  const household = page.getByRole('region', { name: 'Your household' });
  await expect(household).toBeVisible();
  const cards = household.getByRole('article');
  await expect(cards.first()).toContainText('Rosa Delgado');
  await expect(cards.first()).toContainText('Account owner');
  // The demo household is Rosa and three family members (a journey of the shared demo may have added one).
  expect(await cards.count()).toBeGreaterThanOrEqual(4);
  await expect(household).toContainText(/Next payment: \$[\d,.]+ on \d{2}\/\d{2}\/\d{4}/);
  await expect(cards.first()).toContainText('What the plan covers');
  await expect(household).toContainText(/New price from \d{2}\/\d{2}\/\d{4}/);
  await expect(page.getByRole('heading', { name: 'Payments' })).toBeVisible();
  await checkAndShoot(page, `${brand}-dashboard`);

  // Membership info: terms, the agreement, and a member card with the practice's QR code for each member.
  await page.goto(`${base}/patient/membership-info`);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership info' })).toBeVisible();
  const rosaCard = page.getByRole('region', { name: /Member card/ }).first();
  await expect(rosaCard).toContainText('Rosa Delgado');
  await expect(rosaCard.getByRole('img', { name: /QR code that opens the membership page of/ })).toBeVisible();
  expect(await page.getByRole('button', { name: /^Print card/ }).count()).toBeGreaterThanOrEqual(4);
  await expect(page.getByRole('region', { name: 'Your enrolment agreement' })).toBeVisible();
  await expect(page.getByText(/Price change/).first()).toBeVisible();
  await checkAndShoot(page, `${brand}-membership-info`);

  // Your dentist (optometrist): address with a map link, hours, a phone to call, the booking link.
  await page.goto(`${base}/patient/your-dentist`);
  const professional = brand === 'dental' ? 'dentist' : 'optometrist';
  await expect(page.getByRole('heading', { level: 1, name: `Your ${professional}` })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Open in Google Maps' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.google\.com\/maps\/search\/\?api=1&query=.*100%20Congress%20Ave/,
  );
  await expect(page.getByRole('link', { name: /Call 512-555-0101/ })).toHaveAttribute('href', 'tel:+15125550101');
  // The seeded booking link, or the one the office journey saves on the same shared demo office.
  await expect(page.getByRole('link', { name: 'Book an appointment' })).toHaveAttribute(
    'href',
    /^https:\/\/(booking\.example\.com\/demo-downtown|book\.example\.com\/downtown)$/,
  );
  await expect(page.getByRole('row', { name: /Saturday/ })).toContainText('9:00 AM – 1:00 PM');
  await expect(page.getByRole('row', { name: /Sunday/ })).toContainText('Closed');
  await checkAndShoot(page, `${brand}-your-${professional}`);
}

test('a patient on her phone reads her household, its plans and member cards, and how to reach her dentist', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await visitHousehold(page, '', 'dental');
});

test('the vision brand shows the same household pages with the optometrist', async ({ page }) => {
  test.setTimeout(180_000);
  await visitHousehold(page, visionURL, 'vision');
});
