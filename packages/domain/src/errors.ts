/** The spec's error catalogue (spec 01 and 02 section 8). */

export const STATUS_TEXTS: Record<number, string> = {
  400: 'Bad Request',
  401: 'Unauthorized',
  403: 'Access Denied',
  404: 'Not Found',
  500: 'Internal Server Error',
  504: 'Server Timeout',
};

export function statusText(status: number): string {
  return STATUS_TEXTS[status] ?? STATUS_TEXTS[500] ?? 'Internal Server Error';
}

export const FAILED_TO_AUTHENTICATE = 'Failed to authenticate';
export const REQUEST_ENDPOINT_ERROR = 'Request endpoint Error';

/**
 * The message shown for a failed call: the response's _message, else a string errors field,
 * else a message inside the body, else the status text.
 */
export function errorMessageFrom(status: number, body: unknown): string {
  if (body && typeof body === 'object') {
    const b = body as Record<string, unknown>;
    if (typeof b._message === 'string' && b._message) return b._message;
    if (typeof b.errors === 'string' && b.errors) return b.errors;
    if (typeof b.message === 'string' && b.message) return b.message;
  }
  return statusText(status);
}

export const ERROR_MODAL_HEADING = 'uh-oh. Something went wrong.';
export const CANCELLATION_ERROR_HEADING = "WE'VE GOT GOOD NEWS... AND BAD NEWS.";
export const SUCCESS_MODAL_HEADING = 'SUCCESS!';
export const LEAVE_BEFORE_PAYMENT =
  'You have not completed payment. Are you sure you want to leave before clicking Finish & Pay?';
