import { statusText } from '@mhq/domain';

/** Every error a use case may raise, with the HTTP status it maps to. */
export const ERROR_CODES = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  /** The payment processor refused a card or bank account. */
  PAYMENT_REQUIRED: 402,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  CONFLICT: 409,
  /** An Idempotency-Key sent again with a different request. */
  UNPROCESSABLE: 422,
  TOO_MANY_REQUESTS: 429,
  INTERNAL: 500,
  /** An outside service (the payment processor) could not be reached; nothing was done. */
  UNAVAILABLE: 503,
} as const;

export type ErrorCode = keyof typeof ERROR_CODES;

export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly fieldErrors: Record<string, string> | undefined;
  /** More of the answer beside `_message` and `errors` (a 409's new figures, say). */
  readonly extra: Record<string, unknown> | undefined;

  constructor(
    code: ErrorCode,
    message?: string,
    fieldErrors?: Record<string, string>,
    extra?: Record<string, unknown>,
  ) {
    const status = ERROR_CODES[code];
    super(message ?? statusText(status));
    this.code = code;
    this.status = status;
    this.fieldErrors = fieldErrors;
    this.extra = extra;
  }

  /** The body the client receives. */
  body(): Record<string, unknown> {
    return { ...this.extra, _message: this.message, ...(this.fieldErrors ? { errors: this.fieldErrors } : {}) };
  }
}

/** An answer kept as status and body (an idempotent request's, a payment's), as the error that gives it again. */
export function appErrorFrom(status: number, body: unknown): AppError {
  const code = (Object.entries(ERROR_CODES).find(([, s]) => s === status)?.[0] as ErrorCode | undefined) ?? 'INTERNAL';
  const { _message, errors, ...extra } = (body ?? {}) as { _message?: string; errors?: Record<string, string> };
  return new AppError(code, _message, errors, Object.keys(extra).length > 0 ? extra : undefined);
}

export const notFound = (message = 'Not Found') => new AppError('NOT_FOUND', message);
export const badRequest = (message: string, fieldErrors?: Record<string, string>) =>
  new AppError('BAD_REQUEST', message, fieldErrors);
export const unauthorized = (message = 'Unauthorized') => new AppError('UNAUTHORIZED', message);
