import type { APIRequestContext } from '@playwright/test';
import { DEMO_PASSWORD, expect } from './support';

// Steps the members journeys share: signing in through the API, a household enrolled through the front desk's
// call, and a link read from the dev mailbox.

type Office = { office: { id: number; phone: string | null }; plans: { id: number; name: string }[] };

/** Signs in through the API: answers the authorization header. */
export async function apiAs(request: APIRequestContext, email: string) {
  const login = await request.post('/api/v1/accounts/login', { data: { email, password: DEMO_PASSWORD } });
  expect(login.status()).toBe(200);
  const { token } = (await login.json()) as { token: string };
  return { authorization: `JWT ${token}` };
}

/** Who a front desk enrols, and where. */
export type DeskEnrolment = {
  slug: string;
  /** The plan offered there by this name, else the office's first. */
  planName?: string;
  /** Who works at the front desk (the office's owner, say). */
  desk: string;
  person: { first: string; last: string; email: string; birthDate: string; phone: string; address: Address };
  card?: string;
  expYear?: number;
};
type Address = { line1: string; line2: string; city: string; state: string; zip: string };

/**
 * A household enrolled by the front desk's call (`members/add`), paying by card: first with a stale price, which the
 * server answers with the current quote, charging nothing, then with that quote.
 */
export async function enrolledByDesk(request: APIRequestContext, e: DeskEnrolment) {
  const details = await request.get(`/api/v1/dentists/details/slug/${e.slug}/no-auth`);
  expect(details.status(), await details.text()).toBe(200);
  const office = (await details.json()) as Office;
  const plan = e.planName ? office.plans.find((p) => p.name === e.planName) : office.plans[0];
  if (!plan) throw new Error(`no plan ${e.planName ?? ''} offered at ${e.slug}`);
  const tokenized = await request.post('/sim-processor/v1/tokens', {
    data: {
      card: {
        number: e.card ?? '4242424242424242',
        exp_month: 4,
        exp_year: e.expYear ?? new Date().getFullYear() + 2,
        cvc: '123',
      },
    },
  });
  expect(tokenized.status()).toBe(200);
  const { id: token } = (await tokenized.json()) as { id: string };
  const headers = await apiAs(request, e.desk);
  const me = (await (await request.get('/api/v1/users/me/account', { headers })).json()) as {
    data: { userId: number };
  };
  const household = {
    dentistInfoId: office.office.id,
    owner: {
      firstName: e.person.first,
      lastName: e.person.last,
      birthDate: e.person.birthDate,
      planId: plan.id,
      insured: false,
      email: e.person.email,
      phone: e.person.phone,
      address: e.person.address,
    },
    members: [],
    term: 'monthly',
    payment: { method: 'card', token },
    agreements: { terms: true, autoRenew: true, planConfirm: true },
    language: 'en',
    expected: { todayCents: 0, recurringCents: 0 },
  };
  const url = `/api/v1/users/${me.data.userId}/members/add`;
  const stale = await request.post(url, { headers, data: household });
  expect(stale.status(), await stale.text()).toBe(409);
  const { quote } = (await stale.json()) as { quote: { todayCents: number; recurringCents: number } };
  const added = await request.post(url, {
    headers,
    data: { ...household, expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents } },
  });
  expect(added.status(), await added.text()).toBe(200);
  return { memberId: ((await added.json()) as { ownerMemberId: number }).ownerMemberId, office };
}

/**
 * The front desk enrols Maria's household paying by card, a Visa 4242 (or another test card) expiring in April two
 * years from now (through the API, as the front-desk journey does through its pages): answers her member id.
 */
export async function mariaEnrolled(
  request: APIRequestContext,
  email: string,
  tag: string,
  expYear: number,
  who: { first: string; last: string } = { first: 'Maria', last: `Paz${tag.replace(/\d/g, '')}` },
  card = '4242424242424242',
) {
  return enrolledByDesk(request, {
    slug: 'demo-downtown',
    planName: 'Adult Wellness',
    desk: 'owner@demo.test',
    person: {
      ...who,
      email,
      birthDate: '1986-06-14',
      phone: '512-555-0188',
      address: { line1: '21 Cedar St', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
    },
    card,
    expYear,
  });
}

/** The first link of a kind in the newest mails to an address, read from the dev mailbox as a platform admin reads it. */
async function linkMailed(request: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  const headers = await apiAs(request, 'platform@demo.test');
  for (let i = 0; i < 40; i++) {
    const res = await request.get(`/api/v1/admin/dev-mailbox?to=${encodeURIComponent(email)}&limit=5`, { headers });
    const { mails } = (await res.json()) as { mails: { id: number; withheld: boolean }[] };
    // The list has no text: each mail is opened, newest first, until one has the link (each opening is audited).
    for (const m of mails.filter((mail) => !mail.withheld)) {
      const opened = await request.get(`/api/v1/admin/dev-mailbox/${m.id}`, { headers });
      const link = pattern.exec(((await opened.json()) as { mail: { text: string } }).mail.text)?.[1];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no link like ${pattern} mailed to ${email}`);
}

/** The payment-update link in the newest mail to an address. */
export const mailedLink = (request: APIRequestContext, email: string) =>
  linkMailed(request, email, /(https?:\/\/\S+\/patient\/payment-update\/[A-Za-z0-9_-]+\/\d+)/);

/** The receipt link of a payment mailed to an address (the welcome mail's). */
export const mailedReceiptLink = (request: APIRequestContext, email: string) =>
  linkMailed(request, email, /(https?:\/\/\S+\/pn\/\d+-[A-Za-z0-9_-]+)/);

/** The first capture of `pattern` in the newest mails to an address (a link's token), read from the dev mailbox. */
export async function mailed(api: APIRequestContext, email: string, pattern: RegExp): Promise<string> {
  const headers = await apiAs(api, 'platform@demo.test');
  for (let i = 0; i < 40; i++) {
    const res = await api.get(`/api/v1/admin/dev-mailbox?to=${encodeURIComponent(email)}&limit=10`, { headers });
    const { mails } = (await res.json()) as { mails: { id: number; withheld: boolean }[] };
    for (const m of mails.filter((mail) => !mail.withheld)) {
      const opened = await api.get(`/api/v1/admin/dev-mailbox/${m.id}`, { headers });
      const found = pattern.exec(((await opened.json()) as { mail: { text: string } }).mail.text)?.[1];
      if (found) return found;
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`no link like ${pattern} mailed to ${email}`);
}

/** The set-password token of the welcome mail to a household's owner. */
export const setPasswordToken = (api: APIRequestContext, email: string) =>
  mailed(api, email, /\/accounts\/set-password\/([\w-]+)/);
