import type { Browser, Page } from '@playwright/test';
import { mariaEnrolled, setPasswordToken } from './member-steps';
import { accessible, shoot, tagOf } from './steps';
import { expect, port, signIn, test, visionURL } from './support';

/*
 * Issue 22, reviews: Maria, a new member of Downtown, rates and reviews the practice on her phone; the owner answers
 * it; Maria reads the answer; a platform admin hides the review's words, and Maria and the office see the notice in
 * their place. Every page is checked with axe; screenshots at 1280 and 375 px, in both brands.
 */

const SHOTS = 'reviews-shots';
const PASSWORD = 'maria-reviews-pass-1';
const PHONE = { width: 375, height: 812 };

/** A page of its own (own cookies and client address) for another person in the journey. */
async function personPage(browser: Browser, n: number, base = `http://localhost:${port}`) {
  const context = await browser.newContext({
    baseURL: base,
    extraHTTPHeaders: { 'x-forwarded-for': `10.122.${n}.${(Date.now() % 250) + 1}` },
  });
  return context.newPage();
}

const reviewOf = (page: Page, name: string | RegExp) => page.getByRole('article').filter({ hasText: name });

test('a patient reviews her practice on her phone, the office answers, and a moderator hides the words', async ({
  page,
  browser,
  playwright,
}, info) => {
  test.setTimeout(420_000);
  const tag = tagOf(info);
  const api = await playwright.request.newContext({
    baseURL: `http://localhost:${port}`,
    extraHTTPHeaders: { 'x-forwarded-for': `10.123.${info.workerIndex % 250}.9` },
  });
  const email = `maria.${tag}@reviews.e2e.test`;
  const last = `Paz${tag.replace(/\d/g, '')}`;
  const name = `Maria ${last}`;
  const words = `Kind hygienist and no surprise bills. ${tag}`;
  try {
    await mariaEnrolled(api, email, tag, new Date().getFullYear() + 2, { first: 'Maria', last });
    const set = await api.post('/api/v1/accounts/set-password', {
      data: { token: await setPasswordToken(api, email), password: PASSWORD },
    });
    expect(set.status(), await set.text()).toBe(200);

    // Maria, on her phone: no review yet; a rating is required, words are optional.
    await page.setViewportSize(PHONE);
    await signIn(page, email, PASSWORD);
    await page.goto('/patient/your-reviews');
    await expect(page.getByRole('heading', { level: 1, name: 'Your review' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Rate your practice' })).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'patient-write');
    await page.setViewportSize(PHONE);
    await page.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText('Choose from 1 to 5 stars.')).toBeVisible();
    // The stars are radios drawn as their labels (the inputs sit off screen): a tap on the fourth star chooses it.
    const fourth = await page.getByRole('radio', { name: '4 stars' }).getAttribute('id');
    await page.locator(`label[for="${fourth}"]`).click();
    await expect(page.getByRole('radio', { name: '4 stars' })).toBeChecked();
    await expect(page.getByText('Choose from 1 to 5 stars.')).toHaveCount(0);
    await page.getByLabel('Your review (optional)').fill(words);
    await page.getByRole('button', { name: 'Post review' }).click();
    await expect(page.getByText(words)).toBeVisible();
    await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await expect(page.getByText(/has not answered yet/)).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'patient-posted');

    // The owner answers it from the office's reviews page.
    const office = await personPage(browser, 1);
    await signIn(office, 'owner@demo.test');
    await office.goto('/dentist-new/reviews');
    await expect(office.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    await expect(office.getByText('Average rating')).toBeVisible();
    const hers = reviewOf(office, name);
    await expect(hers).toContainText(words);
    await accessible(office);
    await hers.getByRole('button', { name: 'Answer' }).click();
    await hers.getByLabel('Your public answer').fill('Thank you, Maria! We are glad the plan keeps things simple.');
    await accessible(office);
    await hers.getByRole('button', { name: 'Post answer' }).click();
    await expect(hers.getByText('Your answer', { exact: true })).toBeVisible();
    await expect(hers).toContainText('Thank you, Maria!');
    await accessible(office);
    await shoot(office, SHOTS, 'office-answered');

    // Maria reads the answer under her review.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByText('Thank you, Maria! We are glad the plan keeps things simple.')).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'patient-answer');

    // A platform admin hides the review's words, with a reason.
    const admin = await personPage(browser, 2);
    await signIn(admin, 'platform@demo.test');
    await admin.goto('/admin/reviews');
    await expect(admin.getByRole('heading', { level: 1, name: 'Reviews' })).toBeVisible();
    const moderated = reviewOf(admin, words);
    await expect(moderated).toContainText(name);
    await accessible(admin);
    await moderated.getByRole('button', { name: 'Hide text' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Hide this review’s text' });
    await dialog.getByLabel('Reason').fill('Test of moderation: the words are hidden.');
    await accessible(admin);
    await dialog.getByRole('button', { name: 'Hide text' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(moderated.getByText('Hidden', { exact: true })).toBeVisible();
    await expect(moderated).toContainText('Reason: Test of moderation');
    await accessible(admin);
    await shoot(admin, SHOTS, 'admin-hidden');

    // Maria and the office see the notice in place of the words; the rating and the answer stay.
    await page.setViewportSize(PHONE);
    await page.reload();
    await expect(page.getByText('Your review’s text is hidden')).toBeVisible();
    await expect(page.getByText(words)).toHaveCount(0);
    await expect(page.getByRole('img', { name: '4 out of 5 stars' })).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'patient-hidden');
    await office.reload();
    const hidden = reviewOf(office, name);
    await expect(hidden).toContainText('Hidden by the platform’s moderators');
    await expect(hidden).not.toContainText(words);
    await accessible(office);

    // The vision brand: the same pages in its own words.
    const visionPatient = await personPage(browser, 3, visionURL);
    await signIn(visionPatient, email, PASSWORD, visionURL);
    await visionPatient.goto(`${visionURL}/patient/your-reviews`);
    await expect(visionPatient.getByText(/your visits with your optometrist/)).toBeVisible();
    await accessible(visionPatient);
    await shoot(visionPatient, SHOTS, 'vision-patient');
    const visionOffice = await personPage(browser, 4, visionURL);
    await signIn(visionOffice, 'owner@demo.test', undefined, visionURL);
    await visionOffice.goto(`${visionURL}/dentist-new/reviews`);
    await expect(visionOffice.getByText(/their optometrist/)).toBeVisible();
    await accessible(visionOffice);
    await shoot(visionOffice, SHOTS, 'vision-office');
  } finally {
    await api.dispose();
  }
});
