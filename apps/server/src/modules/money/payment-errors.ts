import { ENROLMENT_MESSAGES, type EnrolmentLanguage } from '@mhq/domain';
import { type DeclineCode, PaymentDeclined, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
import { DECLINE_MESSAGES } from '../../adapters/payments/simulated-rules';
import { AppError } from '../../http/app-error';

/**
 * Runs a call to the processor; its refusal becomes the user's message (402, or 400 for a bad token), and the
 * processor out of reach a plain 'try again' (the detail stays in the log).
 */
export async function atProcessor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclined) {
      throw new AppError(err.declineCode === 'invalid_token' ? 'BAD_REQUEST' : 'PAYMENT_REQUIRED', err.message);
    }
    if (err instanceof ProcessorUnavailable) throw new AppError('INTERNAL', DECLINE_MESSAGES.processor_error);
    throw err;
  }
}

/** The processor's refusal in the payer's words (a household's payment: an enrolment, a plan paid by card). */
export function declinedIn(language: EnrolmentLanguage, code: DeclineCode | null): AppError {
  return new AppError('PAYMENT_REQUIRED', ENROLMENT_MESSAGES[language][code ?? 'card_declined'], undefined, {
    declineCode: code ?? 'card_declined',
  });
}

/** Maps what the processor threw, on a household's payment, to what the payer reads. */
export async function atProcessorIn<T>(language: EnrolmentLanguage, call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclined) throw declinedIn(language, err.declineCode);
    if (err instanceof ProcessorUnavailable) {
      throw new AppError('UNAVAILABLE', ENROLMENT_MESSAGES[language].processor_error);
    }
    throw err;
  }
}
