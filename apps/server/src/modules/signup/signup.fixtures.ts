import type { SignupForm } from '@mhq/contract';
import { desc, eq } from 'drizzle-orm';
import { mailOutbox } from '../../db/schema';
import type { TestApp } from '../../test/harness';

/*
 * Factories shared by the sign-up tests: every request goes through HTTP, as the sign-up pages send it.
 */

let counter = 0;

/** A valid sign-up form for a new practice, with an email no other test uses. */
export function signupForm(over: Partial<SignupForm> = {}): SignupForm {
  counter++;
  const tag = `${Date.now().toString(36)}${counter}`;
  return {
    officeName: `Riverside Family Dental ${tag}`,
    firstName: 'Avery',
    lastName: 'Lopez',
    email: `avery.${tag}@riverside.test`,
    phone: '(512) 555-0190',
    address: { line1: '12 River Rd', line2: '', city: 'Austin', state: 'TX', zip: '78704' },
    password: 'a-new-password-1',
    referralSource: 'webinar',
    pmsSystem: 'dentrix',
    agreeToTerms: true,
    ...over,
  };
}

export type SignedUp = { email: string; dentistInfoId: number; activationKey: string };

/** Signs a practice up and answers what the sign-up page keeps. */
export async function signUpPractice(
  t: TestApp,
  over: Partial<SignupForm> = {},
  headers: Record<string, string> = {},
): Promise<SignedUp> {
  const form = signupForm(over);
  const res = await t.call({
    method: 'POST',
    url: '/api/v1/accounts/signup',
    payload: form,
    remoteAddress: t.newIp(),
    headers,
  });
  if (res.status !== 200) throw new Error(`sign-up failed: ${res.status} ${JSON.stringify(res.body)}`);
  const body = res.body as { dentistInfoId: number; activationKey: string };
  return { email: form.email.toLowerCase(), ...body };
}

/** The newest confirmation code mailed to this address, read from the outbox. */
export async function mailedCode(t: TestApp, email: string): Promise<string> {
  const [mail] = await t.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.id))
    .limit(1);
  const code = /confirmation code is (\d{4})/.exec(mail?.text ?? '')?.[1];
  if (!code) throw new Error(`no code mailed to ${email}`);
  return code;
}

export const validate = (
  t: TestApp,
  email: string,
  code: string,
  over: Record<string, unknown> = {},
  ip = t.newIp(),
  headers: Record<string, string> = {},
) =>
  t.call({
    method: 'POST',
    url: '/api/v1/dentist-users/validate_code',
    payload: { email, code: code.split(''), tierLevel: 1, pricingPeriod: 'monthly', discountCode: '', ...over },
    remoteAddress: ip,
    headers,
  });

/** A practice signed up and confirmed: its owner's session token and first office. */
export async function confirmedPractice(t: TestApp, over: Partial<SignupForm> = {}) {
  const s = await signUpPractice(t, over);
  const res = await validate(t, s.email, await mailedCode(t, s.email));
  if (res.status !== 200) throw new Error(`validate failed: ${res.status} ${JSON.stringify(res.body)}`);
  return { ...s, token: (res.body as { token: string }).token };
}

/** A code that is not the given one. */
export const otherCode = (code: string) => String((Number(code) + 1) % 10_000).padStart(4, '0');
