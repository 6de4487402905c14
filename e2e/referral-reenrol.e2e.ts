import type { APIRequestContext, Page } from '@playwright/test';
import { mailedReceiptLink, mariaEnrolled, setPasswordToken } from './member-steps';
import { accessible, shoot, tagOf } from './steps';
import { expect, signIn, test, visionURL } from './support';

/*
 * Issue 22, referrals and re-enrol: Maria shares her referral link; her friend opens it on a phone, sees Maria's
 * practice (and Maria's first name, nothing else), goes on to its enrolment page with Maria's code already applied,
 * and joins; Maria's portal then shows the credit and her link to share. Re-enrolling while still a member leads to
 * the patient area (rejoining as a former member is proven through HTTP in reenrol.test.ts). Households of the journey's own, so other journeys' data is untouched.
 */

const SHOTS = 'referral-reenrol-shots';
const PASSWORD = 'referral-journey-pass-1';
const PHONE = { width: 375, height: 812 };

/** The household's owner sets a password from the welcome mail, as a patient does. */
async function setPassword(api: APIRequestContext, email: string) {
  const token = await setPasswordToken(api, email);
  const set = await api.post('/api/v1/accounts/set-password', { data: { token, password: PASSWORD } });
  expect(set.status(), await set.text()).toBe(200);
}

/** The friend enrols online with the code the referral link applied (the enrolment form's own call). */
async function friendEnrols(api: APIRequestContext, officeId: number, planId: number, code: string, tag: string) {
  const tokenized = await api.post('/sim-processor/v1/tokens', {
    data: { card: { number: '4242424242424242', exp_month: 4, exp_year: new Date().getFullYear() + 2, cvc: '123' } },
  });
  const { id: token } = (await tokenized.json()) as { id: string };
  const body = {
    owner: {
      firstName: 'Jonah',
      lastName: 'Reed',
      birthDate: '1990-02-11',
      planId,
      insured: false,
      email: `jonah.${tag}@referral.e2e.test`,
      phone: '512-555-0177',
      address: { line1: '9 Elm St', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
    },
    members: [],
    term: 'monthly',
    payment: { method: 'card', token },
    agreements: { terms: true, autoRenew: true, planConfirm: true },
    language: 'en',
    referralCode: code,
    expected: { todayCents: 0, recurringCents: 0 },
  };
  const url = `/api/v1/dentists/${officeId}/members/enroll`;
  const stale = await api.post(url, { data: body });
  expect(stale.status()).toBe(409);
  const { quote } = (await stale.json()) as { quote: { todayCents: number; recurringCents: number } };
  const res = await api.post(url, { data: { ...body, expected: quote } });
  expect(res.status(), await res.text()).toBe(200);
}

async function phone(page: Page) {
  await page.setViewportSize(PHONE);
}

test('a friend joins through a referral link and the referrer is credited', async ({ page, request }, info) => {
  test.setTimeout(300_000);
  const tag = tagOf(info);
  const email = `maria.${tag}@referral.e2e.test`;
  const { office } = await mariaEnrolled(request, email, tag, new Date().getFullYear() + 2, {
    first: 'Maria',
    last: `Referrer${tag.replace(/\d/g, '')}`,
  });
  const receipt = await mailedReceiptLink(request, email);
  const id = receipt.split('/pn/')[1] ?? '';

  // The friend opens Maria's link on a phone: the practice and Maria's first name only.
  await phone(page);
  await page.goto(`/patient-referral/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Maria invites you to join Bright Smiles/ })).toBeVisible();
  await expect(page.getByText(/Referrer/)).toHaveCount(0);
  const code = (await page.getByTestId('referral-code').textContent())?.trim() ?? '';
  expect(code).toMatch(/^[A-Z0-9]{8}$/);
  await accessible(page);
  await shoot(page, SHOTS, 'patient-referral');
  await phone(page);

  // On to the practice's enrolment page: Maria's code is applied on the form.
  await page.getByRole('link', { name: 'See the plans and join' }).click();
  await expect(page).toHaveURL(new RegExp(`/signup/demo-downtown\\?ref=${code}`));
  await expect(page.getByLabel('Referral code')).toHaveValue(code);
  await accessible(page);
  await shoot(page, SHOTS, 'enrolment-with-code');
  const plan = office.plans.find((p) => p.name === 'Adult Wellness');
  await friendEnrols(request, office.office.id, plan?.id ?? 0, code, tag);

  // Maria's portal shows the credit her friend earned her, and her link to share.
  await setPassword(request, email);
  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  await signIn(page, email, PASSWORD);
  await page.goto('/patient-details/dashboard');
  await expect(page.getByTestId('referral-credit')).toHaveText('$25.00');
  await expect(page.getByTestId('referral-link')).toHaveValue(new RegExp(`/patient-referral/${id}$`));
  await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'portal-credit-and-share');

  // A recommendation to another practice, from the same link.
  await phone(page);
  await page.goto(`/office-referral/${id}`);
  await page.getByLabel('Practice name').fill('Riverside Family Dental');
  await page.getByLabel('Who to write to').fill('Dr. Ana Ruiz');
  await page.getByLabel('Their email').fill(`ana.${tag}@riverside.e2e.test`);
  await accessible(page);
  await shoot(page, SHOTS, 'office-referral-form');
  await phone(page);
  await page.getByRole('button', { name: 'Send the invitation' }).click();
  await expect(page.getByTestId('office-referral-thanks')).toContainText('Riverside Family Dental');
  await accessible(page);

  // The receipt itself offers the same sharing; and the pages read the same under the vision brand.
  await page.goto(`/pn/${id}`);
  await expect(page.getByTestId('receipt-share')).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'receipt-share');
  await page.goto(`${visionURL}/patient-referral/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: /Maria invites you/ })).toBeVisible();
  await accessible(page);
  await shoot(page, SHOTS, 'patient-referral-vision');
  await page.goto('/patient-referral');
  await accessible(page);
  await shoot(page, SHOTS, 'patient-referral-bare');

  // The re-enrol address, for a member whose plan still runs, leads to her patient area.
  await page.goto(`/reenroll/my-dentist/${office.office.id}`);
  await expect(page).toHaveURL(/\/patient-details\/dashboard/);
});
