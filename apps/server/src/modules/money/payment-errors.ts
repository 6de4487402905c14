import { PaymentDeclined } from '../../adapters/payments/payment-gateway';
import { AppError } from '../../http/app-error';

/** Runs a call to the processor; its refusal becomes the user's message (402, or 400 for a bad token). */
export async function atProcessor<T>(call: () => Promise<T>): Promise<T> {
  try {
    return await call();
  } catch (err) {
    if (err instanceof PaymentDeclined) {
      throw new AppError(err.declineCode === 'invalid_token' ? 'BAD_REQUEST' : 'PAYMENT_REQUIRED', err.message);
    }
    throw err;
  }
}
