import type { APIRequestContext, Page } from '@playwright/test';
import { accessible, shoot as shootIn, tagOf } from './steps';
import { DEMO_PASSWORD, expect, signIn, test, visionURL } from './support';

/*
 * The practice dashboard of issue 8: the owner reads the office's figures and charts, opens the late members from
 * their tile, looks at all locations together and switches office; on the vision brand it is where the owner lands.
 * A practice that has just signed up sees its set-up steps and what to do to get its first members.
 */

const shoot = (page: Page, name: string) => shootIn(page, 'dashboard-shots', name);

const FIGURES = ['active', 'new', 'renewal', 'past_due', 'delinquent'] as const;

/** The number on a figure tile. */
async function figure(page: Page, filter: (typeof FIGURES)[number]): Promise<number> {
  const text = await page.getByTestId(`figure-${filter}`).innerText();
  return Number(text.replace(/\D/g, ''));
}

const figures = async (page: Page) => Promise.all(FIGURES.map((f) => figure(page, f)));

async function api(request: APIRequestContext, base: string, email: string) {
  const login = await request.post(`${base}/api/v1/accounts/login`, { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  const headers = { authorization: `JWT ${token}` };
  const me = (await (await request.get(`${base}/api/v1/users/me/account`, { headers })).json()) as {
    data: { userId: number };
  };
  return { headers, userId: me.data.userId };
}

/**
 * The front desk enrols a patient who pays in the office and takes the payment (through the API, as the front-desk
 * journey does through its pages), so the month has revenue: answers what was paid, in cents.
 */
async function cashPaymentAtDowntown(request: APIRequestContext, base: string, tag: string): Promise<number> {
  const office = (await (await request.get(`${base}/api/v1/dentists/details/slug/demo-downtown/no-auth`)).json()) as {
    office: { id: number };
    plans: { id: number; name: string }[];
  };
  const plan = office.plans.find((p) => p.name === 'Adult Wellness');
  if (!plan) throw new Error('no Adult Wellness plan at Downtown');
  const { headers, userId } = await api(request, base, 'owner@demo.test');
  const household = {
    dentistInfoId: office.office.id,
    owner: {
      firstName: 'Marisol',
      lastName: `Quintero${tag.replace(/\d/g, '')}`,
      birthDate: '1984-03-09',
      planId: plan.id,
      insured: false,
      email: `marisol.${tag}@dashboard.e2e.test`,
      phone: '512-555-0173',
      address: { line1: '8 Elm St', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
    },
    members: [],
    term: 'monthly',
    payment: { method: 'cash' },
    agreements: { terms: true, autoRenew: true, planConfirm: true },
    language: 'en',
    expected: { todayCents: 0, recurringCents: 0 },
  };
  // The price the page would show: the server answers a stale one with the current quote.
  const url = `${base}/api/v1/users/${userId}/members/add`;
  const stale = await request.post(url, { headers, data: household });
  expect(stale.status()).toBe(409);
  const { quote } = (await stale.json()) as { quote: { todayCents: number; recurringCents: number } };
  const added = await request.post(url, {
    headers,
    data: { ...household, expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents } },
  });
  expect(added.status()).toBe(200);
  const { ownerMemberId } = (await added.json()) as { ownerMemberId: number };
  const paid = await request.post(
    `${base}/api/v1/dentists/${office.office.id}/subscription/members/${ownerMemberId}/activate_cash`,
    { headers, data: { membershipId: plan.id } },
  );
  expect(paid.status()).toBe(200);
  return ((await paid.json()) as { amountCents: number }).amountCents;
}

/** Chooses another office in the top bar (in the menu below the phone breakpoint). */
async function switchOffice(page: Page, to: RegExp) {
  if ((page.viewportSize()?.width ?? 1280) < 576) await page.getByRole('button', { name: 'Open navigation' }).click();
  await page
    .getByRole('button', { name: /^Switch office/ })
    .filter({ visible: true })
    .click();
  await page.getByRole('menuitem', { name: to }).click();
}

/** The journey itself, on either brand and at either width, from the dashboard of Downtown. */
async function readSwitchAndFollowUp(page: Page, base: string, name: string) {
  await expect(page.getByRole('heading', { level: 1, name: /Downtown/ })).toBeVisible();
  const tiles = page.getByTestId('member-figures');
  await expect(tiles.getByRole('link')).toHaveCount(5);
  expect(await figure(page, 'active')).toBeGreaterThan(0);
  // The demo has members in every status: some are late.
  expect(await figure(page, 'past_due')).toBeGreaterThan(0);
  await expect(page.getByTestId('revenue-gross')).not.toHaveText('$0.00');
  // Bars drawn (a month with nothing has a bar of no height, which is not seen).
  for (const chart of ['enrolled-chart', 'revenue-chart']) {
    await expect(
      page.getByTestId(chart).locator('.recharts-bar-rectangle path').filter({ visible: true }).first(),
    ).toBeVisible();
  }
  await expect(page.getByRole('table', { name: 'Revenue per month' })).toBeAttached();
  await accessible(page);
  await shoot(page, `${name}-downtown`);

  // The Late tile opens the members list filtered to the late members.
  await tiles.getByRole('link', { name: /^Late/ }).click();
  await expect(page).toHaveURL(`${base}/account/members?filter=past_due`);
  await page.goBack();
  await expect(page.getByTestId('member-figures')).toBeVisible();
  const downtown = await figures(page);

  // All locations: the organization's figures, and the tiles open the list of all locations.
  await page.getByText(/^All locations \(2\)$/).click();
  await expect(page).toHaveURL(/\/account\/dashboard\?locations=all$/);
  await expect(page.getByRole('heading', { level: 1, name: 'All locations' })).toBeVisible();
  await expect.poll(() => figure(page, 'active')).toBeGreaterThan(downtown[0] ?? 0);
  await expect(tiles.getByRole('link', { name: /^Late/ })).toHaveAttribute(
    'href',
    '/account/members?filter=past_due&locations=all',
  );
  await accessible(page);
  await page.getByText(/^This office$/).click();
  await expect(page).toHaveURL(/\/account\/dashboard$/);

  // Another office in the top bar: its own figures (Uptown has fewer members, and none late).
  await switchOffice(page, /Uptown/);
  if (!page.url().endsWith('/account/dashboard')) {
    // The dental brand lands on its members list after a switch; the dashboard is a click away.
    await page.waitForURL(/\/dentist-new\/members/);
    await page.goto(`${base}/account/dashboard`);
  }
  await expect(page.getByRole('heading', { level: 1, name: /Uptown/ })).toBeVisible();
  await expect.poll(() => figures(page)).not.toEqual(downtown);
  expect(await figure(page, 'active')).toBeLessThan(downtown[0] ?? 0);
  await accessible(page);
  await shoot(page, `${name}-uptown`);
}

test('the owner reads the dashboard, opens the late members, looks at all locations and switches office', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const paid = await cashPaymentAtDowntown(request, '', tagOf(info));
  expect(paid).toBeGreaterThan(0);
  await signIn(page, 'owner@demo.test');
  await page.goto('/account/dashboard');
  await readSwitchAndFollowUp(page, new URL(page.url()).origin, 'dental');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 375, height: 812 } });

  test('a vision owner lands on the dashboard after signing in, and it works the same on a phone', async ({
    page,
    request,
  }, info) => {
    test.setTimeout(120_000);
    // The same server and database under the vision host name (which only the browser resolves).
    await cashPaymentAtDowntown(request, '', tagOf(info));
    await signIn(page, 'owner@demo.test', DEMO_PASSWORD, visionURL);
    await expect(page).toHaveURL(`${visionURL}/account/dashboard`);
    await expect(page.locator('html')).toHaveAttribute('data-tenant', 'vision');
    await readSwitchAndFollowUp(page, visionURL, 'vision');
  });
});

test('a practice that has just signed up sees its set-up steps and how to get its first members', async ({
  page,
  request,
}, info) => {
  test.setTimeout(90_000);
  const tag = tagOf(info);
  const email = `owner.${tag}@dashboard.e2e.test`;
  const signup = await request.post('/api/v1/accounts/signup', {
    data: {
      officeName: `Cedar Creek Dental ${tag}`,
      firstName: 'Priya',
      lastName: 'Raman',
      email,
      phone: '(512) 555-0191',
      address: { line1: '40 Cedar Ln', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
      password: 'cedar-creek-42',
      referralSource: 'webinar',
      pmsSystem: 'dentrix',
      agreeToTerms: true,
    },
  });
  expect(signup.status()).toBe(200);
  await signIn(page, email, 'cedar-creek-42');
  await page.goto('/account/dashboard');
  await expect(page.getByRole('heading', { level: 1, name: `Cedar Creek Dental ${tag}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Next steps' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Create your membership plans' })).toBeVisible();
  const empty = page.getByTestId('dashboard-empty');
  await expect(empty.getByRole('heading', { name: 'No members yet' })).toBeVisible();
  // No plans yet: the first thing to do is to create one.
  await expect(empty.getByRole('link', { name: 'Create a plan' })).toHaveAttribute(
    'href',
    '/account/settings/membership-plan',
  );
  await accessible(page);
  await shoot(page, 'new-practice');
});
