import { PaymentDeclined, ProcessorUnavailable } from '../../adapters/payments/payment-gateway';
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
