import { readFile } from 'node:fs/promises';
import type { APIRequestContext, Page } from '@playwright/test';
import { DEMO_PASSWORD, expect, expectAccessible, test, visionURL } from './support';

// Journeys of issue 6 (signup track): a practice signs itself up from an empty browser, confirms its email with
// the mailed code, chooses a platform tier, sets up its office and reaches the plans page, on both brands; and a
// group imports its other offices, with their specialties and booking links, from a CSV whose bad rows the review
// step flags.

const tagOf = (info: { workerIndex: number; retry: number }) =>
  `${info.workerIndex}${info.retry}${Date.now().toString(36)}`;

/** The newest confirmation code mailed to this address, read from the outbox as a platform admin reads it. */
async function mailedCode(request: APIRequestContext, email: string): Promise<string> {
  const headers = { 'x-forwarded-for': '10.203.0.1' };
  const login = await request.post('/api/v1/accounts/login', {
    data: { email: 'platform@demo.test', password: DEMO_PASSWORD },
    headers,
  });
  const { token } = (await login.json()) as { token: string };
  for (let i = 0; i < 40; i++) {
    const res = await request.get(`/api/v1/admin/dev-mailbox?to=${encodeURIComponent(email)}&limit=5`, {
      headers: { ...headers, authorization: `JWT ${token}` },
    });
    const { mails } = (await res.json()) as { mails: { text: string }[] };
    const code = /confirmation code is (\d{4})/.exec(mails[0]?.text ?? '')?.[1];
    if (code) return code;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no code mailed to ${email}`);
}

async function pick(page: Page, label: string | RegExp, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

/** Fills and sends the sign-up form; answers the email used. */
async function signUp(page: Page, base: string, tag: string, pms: string, title: RegExp): Promise<string> {
  const email = `owner.${tag}@e2e.test`;
  await page.goto(`${base}/accounts/dentist-signup`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Office name').fill(`Harbor Lights ${tag}`);
  await page.getByLabel('Office phone').fill('(512) 555-0190');
  await page.getByLabel('Street address').fill('12 River Rd');
  await page.getByRole('combobox', { name: 'City or ZIP' }).fill('78704');
  await page.getByRole('option', { name: 'Austin, TX 78704' }).click();
  await expect(page.getByRole('textbox', { name: 'City', exact: true })).toHaveValue('Austin');
  await expect(page.getByLabel('ZIP code')).toHaveValue('78704');
  await page.getByLabel('First name').fill('Avery');
  await page.getByLabel('Last name').fill('Lopez');
  // The email is checked as soon as it is left.
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill('owner@demo.test');
  await page.getByLabel(/^Password/).click();
  await expect(page.getByText('This email is already in use')).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel(/^Password/).fill('harbor-lights-42');
  await pick(page, 'How did you hear about us?', 'Webinar');
  await pick(page, 'Practice-management system', pms);
  await page.getByLabel(/I agree to the/).check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Create my account' }).click();
  await expect(page).toHaveURL(/\/accounts\/complete-dentist-signup\/\d+\/[\w-]+$/);
  return email;
}

/** Enters the code before choosing a plan (refused with the spec's toast), then chooses and confirms. */
async function confirmWithCode(page: Page, request: APIRequestContext, email: string, offices: 'one' | 'several') {
  await expect(page.getByRole('heading', { name: 'Confirm your email and choose your plan' })).toBeVisible();
  await expectAccessible(page);
  const code = await mailedCode(request, email);
  await page.getByLabel('Digit 1 of 4').fill(code.slice(0, 1));
  await expect(page.getByLabel('Digit 2 of 4')).toBeFocused();
  // A paste is spread over the boxes that are left.
  await page.getByLabel('Digit 2 of 4').evaluate((el, rest) => {
    const data = new DataTransfer();
    data.setData('text', `${rest[0]} - ${rest.slice(1)}`);
    el.dispatchEvent(new ClipboardEvent('paste', { clipboardData: data, bubbles: true, cancelable: true }));
  }, code.slice(1));
  await expect(page.getByText('Please select your plan first')).toBeVisible();
  // The toast closes itself after 5 seconds (spec 01 section 9).
  await expect(page.getByText('Please select your plan first')).toBeHidden({ timeout: 10_000 });
  await page.getByLabel('Monthly').check();
  await page.getByRole('button', { name: 'Choose Essentials' }).click();
  if (offices === 'several') await page.getByLabel('More than one office').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}

async function singleOfficeJourney(
  page: Page,
  request: APIRequestContext,
  base: string,
  tag: string,
  brand: 'dental' | 'vision',
) {
  test.setTimeout(120_000);
  const email = await signUp(
    page,
    base,
    tag,
    brand === 'dental' ? 'Dentrix' : 'OfficeMate',
    brand === 'dental' ? /Sign up as a dentist/ : /Sign up as an optometrist/,
  );
  await confirmWithCode(page, request, email, 'one');
  await expect(page).toHaveURL(/\/single-setup\?dentistInfoId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: /Set up Harbor Lights/ })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel('Online booking link').fill('http://not-secure.example');
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page.getByText('Enter a full https:// address').first()).toBeVisible();
  await page.getByLabel('Online booking link').fill('https://book.example.test/harbor');
  await page.getByLabel('Enrollment page address').fill(`harbor-${tag}`);
  await page.getByRole('button', { name: 'Save and continue' }).click();
  await expect(page).toHaveURL(/\/signup-complete$/);
  await expect(page.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Open my launch checklist' }).click();
  await expect(page).toHaveURL(/\/dentist-new\/get-started$/);
  const items = page.locator('[data-item]');
  await expect(items).toHaveCount(brand === 'dental' ? 8 : 6);
  await expect(page.locator('[data-item="emailConfirmed"]')).toHaveAttribute('data-done', 'true');
  await expect(page.locator('[data-item="planPublished"]')).toHaveAttribute('data-done', 'false');
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Publish your first plan' }).click();
  await expect(page).toHaveURL(/\/account\/settings\/membership-plan$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Membership Plans' })).toBeVisible();
  await expectAccessible(page);
}

test('a dental practice signs itself up, confirms its email, chooses a tier, sets up its office and reaches its plans', async ({
  page,
  request,
}, info) => {
  await singleOfficeJourney(page, request, '', tagOf(info), 'dental');
});

test('an eye care practice does the same on the vision brand', async ({ page, request }, info) => {
  await singleOfficeJourney(page, request, visionURL, tagOf(info), 'vision');
});

test('an association link leads to sign-up with its logo and promo', async ({ page }) => {
  await page.goto('/accounts/partner-association');
  await expect(page).toHaveURL(/\/enroll\/practice\?promo=PARTNER20$/, { timeout: 20_000 });
  await expect(page.getByRole('img', { name: /Association/ })).toBeVisible();
  await expect(page.getByLabel('Discount code (optional)')).toHaveValue('PARTNER20');
  await expect(page.getByText('Discount code applied: 20% off')).toBeVisible();
  await expectAccessible(page);
});

test('a group imports three offices from a CSV with specialties and booking links; the review flags the bad rows, which are fixed before saving', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = tagOf(info);
  const email = await signUp(page, '', tag, 'Dentrix', /Sign up as a dentist/);
  await confirmWithCode(page, request, email, 'several');
  await expect(page).toHaveURL(/\/multi-setup\?dentistInfoId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Add your other offices' })).toBeVisible();
  await expectAccessible(page);

  // The template names the columns, the new ones included.
  const download = page.waitForEvent('download');
  await page.getByRole('link', { name: 'Download a template' }).click();
  const template = await readFile((await (await download).path()) ?? '', 'utf8');
  expect(template.split(/\r?\n/)[0]).toBe('Office name,Email,Phone,Street,City,State,ZIP,Slug,Specialty,Booking link');

  // Header names in any case; a bad ZIP with a plain-http booking link, and a specialty the brand does not offer.
  const csv = [
    'Office name,Email,Phone,Street,City,State,ZIP,specialty,BOOKING LINK',
    `North ${tag},north@e2e.test,(512) 555-0144,1 North St,Austin,TX,78701,Orthodontics,https://book.example.test/north`,
    `South ${tag},,512-555-0145,2 South St,Austin,TX,7870,pediatric dentistry,http://book.example.test/south`,
    `East ${tag},east@e2e.test,512 555 0146,3 East St,Austin,TX,78702,Dermatology,`,
  ].join('\n');
  await page.locator('input[type="file"]').setInputFiles({
    name: 'offices.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from(csv),
  });
  await expect(page).toHaveURL(/\/multi-csv-review\?dentistInfoId=\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Review your offices' })).toBeVisible();
  await expect(page.locator('[data-office-row]')).toHaveCount(3);
  await expect(page.getByText('2 offices need fixing.')).toBeVisible();
  await expect(page.getByLabel('Specialty, Office 1')).toHaveValue('4');
  const south = page.locator('[data-office-row="2"]');
  await expect(south.getByText('2 problems')).toBeVisible();
  await expect(south.getByText('Must be exactly 5 or 9 digits')).toBeVisible();
  await expect(south.getByText('Enter a full https:// address')).toBeVisible();
  await expect(south.getByLabel('Specialty, Office 2')).toHaveValue('2');
  const east = page.locator('[data-office-row="3"]');
  await expect(east.getByText('1 problem')).toBeVisible();
  await expect(east.getByText(/"Dermatology" is not one of the specialties offered/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save 3 offices' })).toBeDisabled();
  await expectAccessible(page);

  await south.getByLabel('ZIP, Office 2').fill('78704');
  await south.getByLabel('Online booking link (optional), Office 2').fill('https://book.example.test/south');
  await east.getByLabel('Specialty, Office 3').selectOption({ label: 'General Dentistry' });
  await expect(page.getByText('Every office is ready to save.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Save 3 offices' }).click();
  await expect(page).toHaveURL(/\/signup-complete$/);
  await expect(page.getByText('3 offices added')).toBeVisible();
  await expectAccessible(page);

  // Each office's profile holds its specialty and booking link, read as the office settings page reads it.
  const profiles = await page.evaluate(async () => {
    const headers = { authorization: `JWT ${localStorage.getItem('token')}`, 'content-type': 'application/json' };
    const me = (await (await fetch('/api/v1/users/me/account', { headers })).json()) as {
      data: { id: number; otherOffices: { id: number; officeName: string }[] };
    };
    return Promise.all(
      me.data.otherOffices.map(async (office) => {
        const res = await fetch(`/api/v1/users/${me.data.id}/dentist-info/full`, {
          method: 'POST',
          headers,
          body: JSON.stringify({ dentistInfoId: office.id }),
        });
        const { profile } = (await res.json()) as { profile: { specialtyId: number | null; bookingUrl: string } };
        return { officeName: office.officeName, specialtyId: profile.specialtyId, bookingUrl: profile.bookingUrl };
      }),
    );
  });
  expect(profiles.sort((a, b) => a.officeName.localeCompare(b.officeName))).toEqual([
    { officeName: `East ${tag}`, specialtyId: 1, bookingUrl: '' },
    { officeName: `North ${tag}`, specialtyId: 4, bookingUrl: 'https://book.example.test/north' },
    { officeName: `South ${tag}`, specialtyId: 2, bookingUrl: 'https://book.example.test/south' },
  ]);
});
