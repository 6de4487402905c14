import { describe, expect, it } from 'vitest';
import { errorMessageFrom, FAILED_TO_AUTHENTICATE, LEAVE_BEFORE_PAYMENT, STATUS_TEXTS, statusText } from './errors';

describe('status texts (spec 01 section 8)', () => {
  it('names 400, 401, 403, 404, 500 and 504 as the spec does', () => {
    expect(STATUS_TEXTS).toEqual({
      400: 'Bad Request',
      401: 'Unauthorized',
      403: 'Access Denied',
      404: 'Not Found',
      500: 'Internal Server Error',
      504: 'Server Timeout',
    });
    expect(statusText(403)).toBe('Access Denied');
    expect(statusText(504)).toBe('Server Timeout');
  });

  it('answers the 500 text for a status it does not know', () => {
    for (const status of [0, 302, 409, 418, 422, 429, 502, 503]) {
      expect(statusText(status), String(status)).toBe('Internal Server Error');
    }
  });
});

describe('errorMessageFrom', () => {
  it("shows the response's _message first", () => {
    const body = { _message: 'Plan not found.', errors: 'ignored', message: 'ignored too' };
    expect(errorMessageFrom(404, body)).toBe('Plan not found.');
  });

  it('falls back to a string errors field when there is no _message', () => {
    expect(errorMessageFrom(400, { errors: 'Card declined', message: 'ignored' })).toBe('Card declined');
  });

  it('skips an errors field that is per-field, not a string', () => {
    expect(errorMessageFrom(400, { errors: { email: 'Invalid email' }, message: 'Check the form' })).toBe(
      'Check the form',
    );
    expect(errorMessageFrom(400, { errors: { email: 'Invalid email' } })).toBe('Bad Request');
  });

  it('falls back to a message inside the body, then to the status text', () => {
    expect(errorMessageFrom(500, { message: 'Stripe is down' })).toBe('Stripe is down');
    expect(errorMessageFrom(403, {})).toBe('Access Denied');
    expect(errorMessageFrom(401, { other: 1 })).toBe('Unauthorized');
  });

  it('treats an empty _message, errors or message as absent', () => {
    expect(errorMessageFrom(400, { _message: '', errors: 'From errors' })).toBe('From errors');
    expect(errorMessageFrom(400, { _message: '', errors: '', message: 'From message' })).toBe('From message');
    expect(errorMessageFrom(404, { _message: '', errors: '', message: '' })).toBe('Not Found');
  });

  it('ignores non-string fields', () => {
    expect(errorMessageFrom(400, { _message: 42, errors: ['a'], message: { text: 'x' } })).toBe('Bad Request');
  });

  it('shows the status text for a body that is not an object', () => {
    expect(errorMessageFrom(504, null)).toBe('Server Timeout');
    expect(errorMessageFrom(404, undefined)).toBe('Not Found');
    expect(errorMessageFrom(400, 'plain text body')).toBe('Bad Request');
  });

  it('shows 500 when the status is unknown and the body says nothing', () => {
    expect(errorMessageFrom(418, {})).toBe('Internal Server Error');
    expect(errorMessageFrom(0, null)).toBe('Internal Server Error');
  });
});

describe('fixed messages', () => {
  it('uses the exact wording of the spec', () => {
    expect(FAILED_TO_AUTHENTICATE).toBe('Failed to authenticate');
    expect(LEAVE_BEFORE_PAYMENT).toBe(
      'You have not completed payment. Are you sure you want to leave before clicking Finish & Pay?',
    );
  });
});
