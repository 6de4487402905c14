import { describe, expect, it } from 'vitest';
import { parseEmailList } from './email-list';

describe('addresses pasted into the group invite', () => {
  it('reads addresses one per line, or separated by commas, semicolons or spaces', () => {
    expect(parseEmailList('ana@example.com\nben@example.com, cy@example.com;dee@example.com  eve@example.com')).toEqual(
      {
        emails: ['ana@example.com', 'ben@example.com', 'cy@example.com', 'dee@example.com', 'eve@example.com'],
        invalid: [],
      },
    );
  });

  it('keeps each address once, in lower case, in the order pasted', () => {
    expect(parseEmailList('Ben@Example.com\nana@example.com\nben@example.com').emails).toEqual([
      'ben@example.com',
      'ana@example.com',
    ]);
  });

  it('reads addresses as a mail program copies them, names and all', () => {
    expect(
      parseEmailList('"Ana Lopez" <ana@example.com>, Ben O’Neil <ben@example.com>, mailto:cy@example.com'),
    ).toEqual({
      emails: ['ana@example.com', 'ben@example.com', 'cy@example.com'],
      invalid: [],
    });
  });

  it('names what is not an address, as typed', () => {
    expect(parseEmailList('ana@example.com\nben@\nana.example.com\n42')).toEqual({
      emails: ['ana@example.com'],
      invalid: ['ben@', 'ana.example.com', '42'],
    });
  });

  it('reads nothing from blank text', () => {
    expect(parseEmailList(' \n ,, ')).toEqual({ emails: [], invalid: [] });
  });
});
