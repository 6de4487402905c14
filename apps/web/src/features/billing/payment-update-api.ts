import type { PaymentLinkGoneBody, PaymentLinkUpdateRequest } from '@mhq/contract';
import { ApiError, call } from '../../app/api';
import type { Lang } from '../enrolment/enrolment-texts';

/** The two public calls of a payment-update link: no sign-in, the link's key is the credential. */

export type LinkRef = { activationKey: string; memberId: string };

export const fetchPaymentLink = (link: LinkRef, lang: Lang, signal?: AbortSignal) =>
  call('paymentUpdateLink', { params: link, query: { language: lang }, signal, successToast: false });

export const savePaymentLink = (
  link: LinkRef,
  payment: PaymentLinkUpdateRequest['payment'],
  lang: Lang,
  idempotencyKey: string,
) =>
  call('usePaymentUpdateLink', {
    params: link,
    body: { payment, language: lang },
    headers: { 'Idempotency-Key': idempotencyKey },
    successToast: false,
  });

/**
 * A link that does not work (404, the same for an unknown, used or expired key; 400 for a mangled address): the
 * office to call, when the server could name it. Anything else: undefined.
 */
export function goneOf(error: unknown): { office: PaymentLinkGoneBody['office'] } | undefined {
  if (!(error instanceof ApiError) || (error.status !== 404 && error.status !== 400)) return undefined;
  const body = error.body as Partial<PaymentLinkGoneBody> | null;
  return { office: body?.office ?? null };
}
