import type { AddMembersRequest, EnrolmentQuote, EnrolmentResponse, SelfEnrolmentRequest } from '@mhq/contract';
import { ApiError, call, userMessageOf } from '../../app/api';
import { ProcessorError } from '../money/sim-processor';
import { type Lang, messageIn } from './enrolment-texts';

/** The calls of the enrolment pages, with what their refusals mean for the page. */

/** The query naming a BusinessConnect link's small business, when there is one. */
const businessQuery = (business: number | undefined) => (business ? { smBusinessInfoId: business } : {});

export const fetchOfficeBySlug = (slug: string, business: number | undefined, signal?: AbortSignal) =>
  call('publicOfficeBySlug', { params: { slug }, query: businessQuery(business), signal, successToast: false });

export const fetchOfficeById = (id: number, business: number | undefined, signal?: AbortSignal) =>
  call('publicOffice', { params: { id }, query: businessQuery(business), signal, successToast: false });

/** A community group's page by its code (/community-enroll/{code}): its office, its plans and its discount. */
export const fetchCommunityPage = (code: string, signal?: AbortSignal) =>
  call('communityEnrolmentPage', { params: { code }, signal, successToast: false });

/** A group or referral code checked with the office: its page as the code opens it, or 400 on the code's field. */
export const checkCodes = (officeId: number, codes: { groupCode?: string; referralCode?: string }) =>
  call('publicOffice', { params: { id: officeId }, query: codes, successToast: false });

/** People of the household the office already covers: left out of the new total, and named. */
export type NotAddedPerson = EnrolmentResponse['notAdded'][number];

/** How an enrolment ended when it did not: a refusal to show, new prices to confirm, or field errors. */
export type EnrolmentFailure =
  | { kind: 'refused'; message: string }
  | { kind: 'pricesChanged'; message: string; quote: EnrolmentQuote; notAdded: NotAddedPerson[] }
  | { kind: 'invalid'; message: string; errors: unknown };

const bodyOf = (error: unknown): Record<string, unknown> =>
  error instanceof ApiError && error.body && typeof error.body === 'object'
    ? (error.body as Record<string, unknown>)
    : {};

/** Reads a failed enrolment call: 402 refused (already in the patient's language), 409 new prices, 400 fields. */
export function enrolmentFailureOf(error: unknown): EnrolmentFailure {
  const status = error instanceof ApiError ? error.status : 0;
  const body = bodyOf(error);
  const message = typeof body._message === 'string' && body._message ? body._message : userMessageOf(error);
  if (status === 409 && body.quote && typeof body.quote === 'object') {
    const notAdded = Array.isArray(body.notAdded) ? (body.notAdded as NotAddedPerson[]) : [];
    return { kind: 'pricesChanged', message, quote: body.quote as EnrolmentQuote, notAdded };
  }
  if (status === 400) return { kind: 'invalid', message, errors: body.errors };
  return { kind: 'refused', message };
}

/** A failed payment as the page tells it: the processor's refusal of the numbers typed, or the server's answer. */
export function paymentFailureOf(error: unknown, lang: Lang): EnrolmentFailure {
  if (error instanceof ProcessorError)
    return { kind: 'refused', message: messageIn(lang, error.message) ?? error.message };
  return enrolmentFailureOf(error);
}

/** A fresh key for one press of Pay. */
export const newIdempotencyKey = (): string =>
  typeof crypto.randomUUID === 'function'
    ? crypto.randomUUID()
    : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`;

const NETWORK_RETRIES = 2;
const RETRY_DELAY_MS = 800;

/**
 * Sends one enrolment. When the network drops the request (no answer at all), it is sent again with the same
 * Idempotency-Key, so the server creates and charges at most once.
 */
async function withNetworkRetry<T>(send: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await send();
    } catch (error) {
      const networkLost = error instanceof TypeError;
      if (!networkLost || attempt >= NETWORK_RETRIES) throw error;
      await new Promise((resolve) => setTimeout(resolve, RETRY_DELAY_MS * (attempt + 1)));
    }
  }
}

export type EnrolmentSubmit = (
  body: Omit<SelfEnrolmentRequest, 'language'> & { language: 'en' | 'es' },
  idempotencyKey: string,
) => Promise<EnrolmentResponse>;

/** The patient's own enrolment, on the office's public page. */
export const selfEnrol =
  (officeId: number): EnrolmentSubmit =>
  (body, key) =>
    withNetworkRetry(() =>
      call('selfEnrol', {
        params: { id: officeId },
        body,
        headers: { 'Idempotency-Key': key },
        successToast: false,
      }),
    );

/** The front desk's enrolment, in one of the signed-in user's offices. */
export const addMembers =
  (userId: number, officeId: number): EnrolmentSubmit =>
  (body, key) =>
    withNetworkRetry(() =>
      call('addMembers', {
        params: { id: userId },
        body: { ...body, dentistInfoId: officeId } satisfies AddMembersRequest,
        headers: { 'Idempotency-Key': key },
        successToast: false,
      }),
    );

/** The front desk took a member's payment in the office: the pending plan becomes active. */
export const activateCash = (officeId: number, memberId: number, planId: number) =>
  call('activateCash', {
    params: { dentistInfoId: officeId, userId: memberId },
    body: { membershipId: planId },
  });

/**
 * A household of the office, enrolled to pay in the office, pays by card instead: the card goes on file, then pays
 * what the page showed (the server refuses another amount).
 */
export async function payPendingByCard(
  ids: { userId: number; officeId: number; memberId: number },
  token: string,
  expectedCents: number,
  key: string,
) {
  const billed = { dentistInfoId: ids.officeId, memberId: ids.memberId };
  await call('updatePaymentSource', {
    params: { id: ids.userId },
    body: { ...billed, payment: { method: 'card', token } },
    headers: { 'Idempotency-Key': `${key}:source` },
    successToast: false,
  });
  return call('subscribe', {
    params: { id: ids.userId },
    body: { ...billed, expectedCents },
    headers: { 'Idempotency-Key': `${key}:subscribe` },
    successToast: false,
  });
}
