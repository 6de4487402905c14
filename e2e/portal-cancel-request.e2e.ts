import type { Locator, Page } from '@playwright/test';
import { apiAs, mailed, mariaEnrolled } from './member-steps';
import { accessible, shoot, tagOf } from './steps';
import { expect, port, signIn, test, visionURL } from './support';

/*
 * Issue 22, 'Leave': a patient asks, on her phone, to cancel her plan. She reads what leaving means (the paid month,
 * refunds) before the request can be sent; the plan stays active. The office (owner@demo.test) finds the request at the
 * top of its members list with her reason and note, talks to her and keeps the plan; she asks again later and the
 * office confirms it, the plan then ending at the end of the paid period. A household of her own, enrolled for this
 * journey, so no other journey's demo members change.
 */

const SHOTS = 'portal-cancel-request-shots';
const PASSWORD = 'lena-portal-pass-1';
const PHONE = { width: 375, height: 812 };

test.use({ viewport: PHONE });

/** The patient's membership page, and the dialog of her plan's cancellation request opened. */
async function openRequest(page: Page, base: string, first: string): Promise<Locator> {
  await page.goto(`${base}/patient/membership-info`);
  await page.getByRole('button', { name: `Request cancellation: ${first}, Adult Wellness` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading', { name: `Cancel ${first}'s Adult Wellness` })).toBeVisible();
  return dialog;
}

/** The office's members list, and the card of this member's request in its panel. */
async function officeRequestCard(page: Page, base: string, name: string): Promise<Locator> {
  await page.goto(`${base}/dentist-new/members`);
  await expect(page.getByRole('heading', { name: /asked to cancel a plan$/ })).toBeVisible({ timeout: 60_000 });
  return page.getByTestId('cancellation-request').filter({ hasText: name });
}

test('a patient asks to cancel her plan on her phone; the office keeps it, then confirms her second request', async ({
  page,
  browser,
  request: api,
}, info) => {
  test.setTimeout(420_000);
  const tag = tagOf(info);
  const first = 'Lena';
  const last = `Quill${tag.replace(/\d/g, '')}`;
  const name = `${first} ${last}`;
  const email = `lena.${tag}@portal-cancel.e2e.test`;
  // The office at its desk, in a browser context of its own (axe needs a page of a context it can open).
  const desk = await browser.newContext({
    baseURL: `http://localhost:${port}`,
    viewport: { width: 1280, height: 900 },
    extraHTTPHeaders: { 'x-forwarded-for': `10.123.${info.workerIndex % 250}.11` },
  });
  const office = await desk.newPage();
  try {
    const enrolled = await mariaEnrolled(api, email, tag, new Date().getFullYear() + 2, { first, last });
    const setToken = await mailed(api, email, /https?:\/\/\S+\/accounts\/set-password\/([\w-]+)/);
    const set = await api.post('/api/v1/accounts/set-password', { data: { token: setToken, password: PASSWORD } });
    expect(set.status(), await set.text()).toBe(200);

    // On her phone she opens her plan's terms: the month paid runs on, nothing is refunded but by the office.
    await signIn(page, email, PASSWORD);
    let dialog = await openRequest(page, '', first);
    await expect(dialog.getByRole('heading', { name: 'What happens next' })).toBeVisible();
    await expect(
      dialog.getByText(/still covers you through \d\d\/\d\d\/\d{4}, the end of the month already paid/),
    ).toBeVisible();
    await expect(dialog.getByText(/the office may choose to refund it in full/)).toBeVisible();
    await expect(dialog.getByText(/plan stays active until the office confirms/)).toBeVisible();
    // Not sent before she says she read them.
    await dialog.getByRole('radio', { name: 'I no longer need the plan' }).check();
    await dialog.getByRole('button', { name: 'Send cancellation request' }).click();
    await expect(dialog.getByText('Please confirm you have read the terms.')).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'dental-terms');

    await dialog.getByLabel('Anything the office should know? (optional)').fill('Moving to Denver in March.');
    await dialog.getByRole('checkbox', { name: 'I have read what happens when the plan ends' }).check();
    await dialog.getByRole('button', { name: 'Send cancellation request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await expect(dialog.getByText(/stays active until the office confirms it/)).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'dental-sent');
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The office finds it at the top of its members list, with her reason and note, and keeps the plan after a call.
    await signIn(office, 'owner@demo.test');
    let card = await officeRequestCard(office, '', name);
    await expect(card).toContainText('Reason: Patient request');
    await expect(card).toContainText('Moving to Denver in March.');
    await expect(card).toContainText(/Confirmed today, it ends on \d\d\/\d\d\/\d{4}/);
    await accessible(office);
    await shoot(office, SHOTS, 'dental-office-list');
    await card.getByRole('button', { name: 'Keep the plan' }).click();
    const keep = office.getByRole('dialog');
    await keep.getByLabel('Note for the history (optional)').fill('Called: she stays until the move.');
    await accessible(office);
    await keep.getByRole('button', { name: 'Keep the plan' }).click();
    await expect(card).toHaveCount(0);

    // Later she asks again (her plan is active again, so she may).
    dialog = await openRequest(page, '', first);
    await dialog.getByRole('radio', { name: 'Another reason' }).check();
    await dialog.getByRole('checkbox', { name: 'I have read what happens when the plan ends' }).check();
    await dialog.getByRole('button', { name: 'Send cancellation request' }).click();
    await expect(dialog.getByRole('heading', { name: 'Request sent' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();
    // Opened again, it says the request waits for the office.
    dialog = await openRequest(page, '', first);
    await expect(dialog.getByText(/You asked to cancel this plan on/)).toBeVisible();
    await dialog.getByRole('button', { name: 'Done' }).click();

    // The vision brand shows the same dialog and list in its own colours.
    await signIn(page, email, PASSWORD, visionURL);
    dialog = await openRequest(page, visionURL, first);
    await expect(dialog.getByText(/You asked to cancel this plan on/)).toBeVisible();
    await accessible(page);
    await shoot(page, SHOTS, 'vision-requested');
    await signIn(office, 'owner@demo.test', undefined, visionURL);
    card = await officeRequestCard(office, visionURL, name);
    await expect(card).toContainText('Reason: Other');
    await accessible(office);
    await shoot(office, SHOTS, 'vision-office-list');

    // This time the office confirms: the plan ends at the end of the paid month.
    card = await officeRequestCard(office, '', name);
    await card.getByRole('button', { name: 'Confirm cancellation' }).click();
    const confirm = office.getByRole('dialog');
    await expect(confirm).toContainText(
      /The plan ends on \d\d\/\d\d\/\d{4}, at the end of the period already paid for/,
    );
    await confirm.getByRole('button', { name: 'Confirm cancellation' }).click();
    await expect(card).toHaveCount(0);

    const headers = await apiAs(api, 'owner@demo.test');
    const me = (await (await api.get('/api/v1/users/me/account', { headers })).json()) as { data: { userId: number } };
    const details = await api.post(`/api/v1/users/${me.data.userId}/members/memberDetails`, {
      headers,
      data: { dentistInfoId: enrolled.office.office.id, memberId: enrolled.memberId },
    });
    const text = await details.text();
    expect(text).toContain('"status":"cancellation_requested"');
    expect(text).toMatch(/"endsOn":"\d{4}-\d\d-\d\d"/);
    await page.goto('/patient/membership-info');
    dialog = await openRequest(page, '', first);
    await expect(
      dialog.getByText('This plan is already set to end. Call the office if you have questions.'),
    ).toBeVisible();
  } finally {
    await desk.close();
  }
});
