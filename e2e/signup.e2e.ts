import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { confirmEmail, devMailbox, type MailReader, shoot, signUp, tagOf } from './steps';
import { expect, expectAccessible, port, signIn, test } from './support';

// Journeys of issue 6 (signup track) on the demo platform: an association's link leads to sign-up with its promo,
// and a group that signs up imports its other offices, with their specialties and booking links, from a CSV whose
// bad rows the review step flags. The single-office sign-up of both brands, from an empty platform to the plans
// page, is e2e/from-nothing.e2e.ts.

/**
 * Pastes the code before choosing a plan (refused with the spec's toast, spec 01 section 4 'Code entry'), then
 * chooses a tier for several offices and confirms.
 */
async function confirmPastingTheCodeFirst(page: Page, readMail: MailReader, email: string) {
  await expect(page.getByRole('heading', { name: 'Confirm your email and choose your plan' })).toBeVisible();
  await expectAccessible(page);
  const code = await readMail(email, /confirmation code is (\d{4})/);
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
  await page.getByLabel('More than one office').check();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Confirm and continue' }).click();
}

/*
 * Issue 21: an owner who signs up and leaves before setting the office up comes back another day, in another browser,
 * signs in the ordinary way and finishes the setup (the setup pages no longer need the link's ?dentistInfoId).
 */
test('an owner signs up, leaves before the setup, signs in later and finishes setting up the office', async ({
  page,
  browser,
  request,
}, info) => {
  test.setTimeout(120_000);
  const tag = tagOf(info);
  const email = await signUp(page, '', tag, 'dental');
  await confirmEmail(page, devMailbox(request), email, 'one');
  await expect(page).toHaveURL(/\/single-setup\?dentistInfoId=\d+$/);
  await page.close();

  const later = await browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.112.${port % 250}.${(info.workerIndex % 250) + 1}` },
  });
  const owner = await later.newPage();
  await signIn(owner, email, 'harbor-lights-42');
  await owner.goto('/single-setup');
  await expect(owner.getByRole('heading', { level: 1, name: `Set up Harbor Lights ${tag}` })).toBeVisible();
  await expect(owner.getByText('Please sign in to continue setting up your practice.')).toBeHidden();
  await expectAccessible(owner);
  await owner.getByLabel('Online booking link').fill('https://book.example.test/harbor-later');
  await owner.getByLabel('Enrollment page address').fill(`harbor-later-${tag}`);
  await shoot(owner, 'signup-shots', 'setup-later');
  await owner.getByRole('button', { name: 'Save and continue' }).click();
  await expect(owner.getByRole('heading', { level: 1, name: "You're all set" })).toBeVisible();
  await expectAccessible(owner);

  // The other offices can be added later the same way.
  await owner.goto('/multi-setup');
  await expect(owner.getByRole('heading', { level: 1, name: 'Add your other offices' })).toBeVisible();
  await expect(owner.getByText(`Harbor Lights ${tag}`).first()).toBeVisible();
  await expectAccessible(owner);
  await later.close();
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
  const email = await signUp(page, '', tag, 'dental', { takenEmail: 'owner@demo.test' });
  await confirmPastingTheCodeFirst(page, devMailbox(request), email);
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
