import type { EnrolmentResponse, PublicOfficeResponse, SelfEnrolmentRequest } from '@mhq/contract';
import { quoteEnrolment } from '@mhq/domain';
import type { Clock } from '../../clock';
import type { TestApp } from '../../test/harness';

/** Test households, priced as the page prices them. */

export type Household = SelfEnrolmentRequest;

/** A card tokenized at the simulated processor from a fresh address (its token endpoint is rate-limited). */
export async function cardToken(t: TestApp, number = '4242424242424242'): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/sim-processor/v1/tokens',
    payload: { card: { number, exp_month: 12, exp_year: t.clock.now().getUTCFullYear() + 2, cvc: '123' } },
    remoteAddress: t.newIp(),
  });
  if (res.status !== 200) throw new Error(`token: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

/** A bank account tokenized for a payer (a bank draft). */
export async function bankToken(t: TestApp, account = '000123456789'): Promise<string> {
  const res = await t.call({
    method: 'POST',
    url: '/sim-processor/v1/bank_tokens',
    payload: { routing_number: '110000000', account_number: account, account_holder_name: 'Lucia Garcia' },
    remoteAddress: t.newIp(),
  });
  if (res.status !== 200) throw new Error(`bank token: ${res.status} ${JSON.stringify(res.body)}`);
  return (res.body as { id: string }).id;
}

export async function officePage(t: TestApp, slug: string): Promise<PublicOfficeResponse> {
  const res = await t.call({ method: 'GET', url: `/api/v1/dentists/details/slug/${slug}/no-auth` });
  if (res.status !== 200) throw new Error(`office ${slug}: ${res.status}`);
  return res.body as PublicOfficeResponse;
}

/** The office's plan of that name (English). */
export function planNamed(page: PublicOfficeResponse, name: string): number {
  const plan = page.plans.find((p) => p.name === name);
  if (!plan) throw new Error(`no plan ${name}`);
  return plan.id;
}

/** Birth date of someone `years` old today (by the test's clock). */
export function bornYearsAgo(t: { clock: Clock }, years: number): string {
  const birthday = new Date(t.clock.now());
  birthday.setUTCFullYear(birthday.getUTCFullYear() - years);
  // Their birthday was ten days ago: they are `years` old, whatever today is.
  birthday.setUTCDate(birthday.getUTCDate() - 10);
  return birthday.toISOString().slice(0, 10);
}

let serial = 0;
/** A unique email for a new household. */
export const newEmail = (name = 'family') => `${name}.${Date.now().toString(36)}.${++serial}@example.test`;

/** Prices a household as the page does and fills in `expected`. */
export function priced(page: PublicOfficeResponse, h: Omit<Household, 'expected'>): Household {
  const people = [h.owner, ...h.members];
  const quote = quoteEnrolment({
    plans: page.plans,
    people: people.map((p) => ({ planId: p.planId, waiveFee: p.waiveFee, payor: p.payor })),
    term: h.term,
    gppActive: page.gppActive,
    setupFeePercent: page.setupFeePercent,
    // Through an employer's link (or a community code) the page prices with its discount.
    dentistDiscountPercent: page.business?.discountPercent ?? page.community?.discountPercent ?? 0,
  });
  return { ...h, expected: { todayCents: quote.todayCents, recurringCents: quote.recurringCents } };
}

/** A household of one, or with family members, paying by the given method. */
export function household(
  t: { clock: Clock },
  page: PublicOfficeResponse,
  opts: {
    adultPlan: number;
    childPlan?: number;
    family?: Household['members'];
    payment: Household['payment'];
    email?: string;
    language?: 'en' | 'es';
    term?: 'monthly' | 'annual';
  },
): Household {
  return priced(page, {
    owner: {
      firstName: 'Lucia',
      lastName: 'Garcia',
      birthDate: bornYearsAgo(t, 38),
      planId: opts.adultPlan,
      insured: false,
      email: opts.email ?? newEmail(),
      phone: '512-555-0142',
      address: { line1: '40 Oak St', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
    },
    members: opts.family ?? [],
    term: opts.term ?? 'monthly',
    payment: opts.payment,
    agreements: { terms: true, autoRenew: true, planConfirm: true },
    language: opts.language ?? 'en',
  });
}

/** A household of one enrolled on the office page's plan, paying by a fresh test card: the enrolment's answer. */
export async function enrolledByCard(t: TestApp, page: PublicOfficeResponse, adultPlan: number) {
  const body = household(t, page, { adultPlan, payment: { method: 'card', token: await cardToken(t) } });
  const res = await t.call({
    method: 'POST',
    url: `/api/v1/dentists/${page.office.id}/members/enroll`,
    payload: body,
    remoteAddress: t.newIp(),
  });
  if (res.status !== 200) throw new Error(`enrolment answered ${res.status}: ${JSON.stringify(res.body)}`);
  return res.body as EnrolmentResponse;
}
