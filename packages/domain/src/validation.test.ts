import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CODE_LENGTH_DEFAULT,
  cardExpired,
  checked,
  dateMMddyyyy,
  digitsOnly,
  email,
  emailsMatch,
  escapeSearchApostrophes,
  exactDigits,
  fillMessage,
  groupCode,
  INVITE_FORM_DEFAULTS,
  ISSUE_REPORT_MAX_LENGTH,
  isCodeComplete,
  parseMMddyyyy,
  passwordsMatch,
  required,
  shouldSearch,
  usAreaCode,
  VALIDATION_MESSAGES,
  validateContactForm,
  validateInviteForm,
  validateIssueReport,
  zip,
  zipFromUsa,
} from './validation';

const pad = (n: number, width: number) => String(n).padStart(width, '0');
/** A UTC date written MM/dd/yyyy, as the date field shows it. */
const toMMddyyyy = (d: Date) =>
  `${pad(d.getUTCMonth() + 1, 2)}/${pad(d.getUTCDate(), 2)}/${pad(d.getUTCFullYear(), 4)}`;

describe('enrolment messages (spec 01 and 02 section 5)', () => {
  it('uses the spec wording exactly', () => {
    expect(Object.values(VALIDATION_MESSAGES).slice(0, 14)).toEqual([
      'This field is required',
      'Field must be checked',
      'Invalid email',
      'Email must match',
      'Passwords must match',
      'Invalid data',
      'Invalid date',
      'Date must follow format {format}',
      'Must be exactly {digits} digits',
      'Must be exactly 5 or 9 digits',
      'ZIP must be from USA',
      'Area code must be from USA',
      'Card expired',
      'group code is not valid',
    ]);
  });

  it('fills placeholders and leaves unknown ones alone', () => {
    expect(fillMessage(VALIDATION_MESSAGES.exactDigits, { digits: 10 })).toBe('Must be exactly 10 digits');
    expect(fillMessage('Date must follow format {format}', {})).toBe('Date must follow format {format}');
  });
});

describe('required and checked', () => {
  it.each([[''], ['   '], [null], [undefined], [[]], [Number.NaN]])('calls %o missing', (value) => {
    expect(required(value)).toBe('This field is required');
  });

  it.each([['a'], [0], [false], [['x']]])('accepts %o', (value) => {
    expect(required(value)).toBeNull();
  });

  it('wants a checkbox ticked', () => {
    expect(checked(true)).toBeNull();
    expect(checked(false)).toBe('Field must be checked');
    expect(checked(undefined)).toBe('Field must be checked');
  });
});

describe('email', () => {
  it.each(['jane@example.com', 'jane.doe+dental@mail.example.co', ' o.brien@clinic-1.org '])('accepts %s', (value) => {
    expect(email(value)).toBeNull();
  });

  it.each(['jane', 'jane@', '@example.com', 'jane@example', 'jane@@example.com', 'ja ne@example.com', 'jane@-x.com'])(
    'rejects %s',
    (value) => {
      expect(email(value)).toBe('Invalid email');
    },
  );

  it('leaves an empty email to required', () => {
    expect(email('')).toBeNull();
  });

  it('matches confirmation emails ignoring case and surrounding spaces', () => {
    expect(emailsMatch('Jane@Example.com', ' jane@example.com')).toBeNull();
    expect(emailsMatch('jane@example.com', 'jane@example.org')).toBe('Email must match');
  });

  it('matches passwords exactly', () => {
    expect(passwordsMatch('Secret-123', 'Secret-123')).toBeNull();
    expect(passwordsMatch('Secret-123', 'secret-123')).toBe('Passwords must match');
  });
});

describe('dates typed MM/dd/yyyy', () => {
  it.each([
    ['02/29/2024', null],
    ['12/31/1999', null],
    ['02/29/2023', 'Invalid date'],
    ['02/30/2024', 'Invalid date'],
    ['13/01/2020', 'Invalid date'],
    ['00/10/2020', 'Invalid date'],
    ['04/31/2020', 'Invalid date'],
    ['2020-01-01', 'Date must follow format MM/dd/yyyy'],
    ['1/2/2020', 'Date must follow format MM/dd/yyyy'],
    ['', null],
  ])('%s gives %s', (value, expected) => {
    expect(dateMMddyyyy(value)).toBe(expected);
  });

  it('reads a valid date into its parts', () => {
    expect(parseMMddyyyy('07/04/1976')).toEqual({ year: 1976, month: 7, day: 4 });
  });

  it('accepts every date formatted from a real Date', () => {
    fc.assert(
      fc.property(fc.date({ min: new Date('1000-01-01'), max: new Date('9999-12-31'), noInvalidDate: true }), (d) => {
        expect(dateMMddyyyy(toMMddyyyy(d))).toBeNull();
        expect(parseMMddyyyy(toMMddyyyy(d))).toEqual({
          year: d.getUTCFullYear(),
          month: d.getUTCMonth() + 1,
          day: d.getUTCDate(),
        });
      }),
    );
  });
});

describe('digits, ZIP and area code', () => {
  it('wants exactly n digits', () => {
    const tenDigits = exactDigits(10);
    expect(tenDigits('5125550150')).toBeNull();
    expect(tenDigits('512555015')).toBe('Must be exactly 10 digits');
    expect(tenDigits('512-555-0150')).toBe('Must be exactly 10 digits');
    expect(exactDigits(4)('1234')).toBeNull();
  });

  it.each([
    ['78701', null],
    ['78701-1234', null],
    ['787011234', null],
    ['7870', 'Must be exactly 5 or 9 digits'],
    ['78701-123', 'Must be exactly 5 or 9 digits'],
    ['787012', 'Must be exactly 5 or 9 digits'],
    ['7870a', 'Must be exactly 5 or 9 digits'],
  ])('ZIP %s gives %s', (value, expected) => {
    expect(zip(value)).toBe(expected);
  });

  it.each([
    ['00501', null],
    ['99950', null],
    ['10001-0001', null],
    ['00601', null],
    ['00000', 'ZIP must be from USA'],
    ['00499', 'ZIP must be from USA'],
    ['00412-3456', 'ZIP must be from USA'],
    ['99951', 'ZIP must be from USA'],
  ])('ZIP %s from the USA gives %s', (value, expected) => {
    expect(zipFromUsa(value)).toBe(expected);
  });

  it.each([
    ['512-555-0150', null],
    ['+1 (212) 555-0100', null],
    ['2125550100', null],
    ['012-555-0100', 'Area code must be from USA'],
    ['112-555-0100', 'Area code must be from USA'],
    ['411-555-0100', 'Area code must be from USA'],
    ['911-555-0100', 'Area code must be from USA'],
    ['295-555-0100', 'Area code must be from USA'],
    ['51', null],
  ])('phone %s gives %s', (value, expected) => {
    expect(usAreaCode(value)).toBe(expected);
  });
});

describe('card expiry', () => {
  const now = new Date('2024-06-15T12:00:00.000Z');

  it.each([
    [6, 2024, null],
    [7, 2024, null],
    [1, 2025, null],
    [5, 2024, 'Card expired'],
    [12, 2023, 'Card expired'],
    [6, 24, null],
    [5, 24, 'Card expired'],
    [0, 2025, 'Invalid data'],
    [13, 2025, 'Invalid data'],
  ])('%s/%s gives %s', (month, year, expected) => {
    expect(cardExpired(month, year, now)).toBe(expected);
  });
});

describe('group code', () => {
  it.each([
    ['ACME-2024', null],
    ['', null],
    ['ab', 'group code is not valid'],
    ['has space', 'group code is not valid'],
    ['x'.repeat(33), 'group code is not valid'],
  ])('%s gives %s', (value, expected) => {
    expect(groupCode(value)).toBe(expected);
  });
});

describe('search text', () => {
  it.each([
    ['', false],
    ['a', false],
    [' a ', false],
    ['ab', true],
    ["O'", true],
  ])('%o searches: %s', (text, expected) => {
    expect(shouldSearch(text)).toBe(expected);
  });

  it('escapes every apostrophe with a backslash', () => {
    expect(escapeSearchApostrophes("O'Brien")).toBe("O\\'Brien");
    expect(escapeSearchApostrophes("d'Arcy O'Neil")).toBe("d\\'Arcy O\\'Neil");
    expect(escapeSearchApostrophes('Smith')).toBe('Smith');
  });
});

describe('confirmation code input', () => {
  it('has four boxes by default', () => {
    expect(CODE_LENGTH_DEFAULT).toBe(4);
  });

  it.each([
    ['12-34', undefined, '1234'],
    ['code: 987654', undefined, '9876'],
    ['9 8 7 6 5 4', 6, '987654'],
    ['abc', undefined, ''],
  ])('reduces the paste %o to %s digits', (paste, length, expected) => {
    expect(digitsOnly(paste, length)).toBe(expected);
  });

  it('keeps only digits, never more than the boxes', () => {
    fc.assert(
      fc.property(fc.string(), fc.integer({ min: 0, max: 12 }), (paste, length) => {
        const code = digitsOnly(paste, length);
        expect(code).toMatch(/^\d*$/);
        expect(code.length).toBeLessThanOrEqual(length);
        expect(paste.replace(/\D/g, '').startsWith(code)).toBe(true);
      }),
    );
  });

  it('is complete only when every box holds a digit', () => {
    expect(isCodeComplete('1234')).toBe(true);
    expect(isCodeComplete('123')).toBe(false);
    expect(isCodeComplete('123456', 6)).toBe(true);
  });
});

describe('forms', () => {
  it('starts the invite in English', () => {
    expect(INVITE_FORM_DEFAULTS).toEqual({ email: '', spanish: false });
  });

  it.each([
    ['', { email: 'This field is required' }],
    ['not-an-email', { email: 'Invalid email' }],
    ['patient@example.com', {}],
  ])('invite with email %o gives %o', (value, errors) => {
    expect(validateInviteForm({ email: value, spanish: true })).toEqual(errors);
  });

  it('wants name, a valid email and a message on the contact form', () => {
    expect(validateContactForm({ name: '', email: 'x', message: ' ' })).toEqual({
      name: 'This field is required',
      email: 'Invalid email',
      message: 'This field is required',
    });
    expect(validateContactForm({ name: 'Jane', email: 'jane@example.com', message: 'Help' })).toEqual({});
  });

  it('caps an issue report at 500 characters', () => {
    expect(ISSUE_REPORT_MAX_LENGTH).toBe(500);
    expect(validateIssueReport({ message: 'x'.repeat(500) })).toEqual({});
    expect(validateIssueReport({ message: 'x'.repeat(501) })).toEqual({ message: 'Must be at most 500 characters' });
    expect(validateIssueReport({ message: '' })).toEqual({ message: 'This field is required' });
  });
});
