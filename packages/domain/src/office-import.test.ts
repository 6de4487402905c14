import { describe, expect, it } from 'vitest';
import {
  isBlankOfficeRow,
  newOfficeRow,
  OFFICE_CSV_COLUMNS,
  officeCsvTemplate,
  officeRowProblems,
  officeRowsFromCsv,
  parseCsv,
} from './office-import';
import { TENANTS } from './tenants';

const dental = TENANTS.dental;

const CSV = [
  'Office name,Email,Phone,Street,City,State,ZIP',
  'North Smiles,north@example.test,(512) 555-0144,1 North St,Austin,tx,78701',
  '"Smiles, South",,512-555-0145,"2 ""Old"" Rd",Austin,TX,78704',
  ',bad-email,555,3 East St,Austin,ZZ,7870',
].join('\r\n');

describe('office import', () => {
  it('reads quoted cells, doubled quotes, CRLF and a byte-order mark', () => {
    expect(parseCsv('\uFEFFa,"b,c","d""e"\r\n\r\nf,g,h\n')).toEqual([
      ['a', 'b,c', 'd"e'],
      ['f', 'g', 'h'],
    ]);
  });

  it('maps columns by their header and upper-cases the state', () => {
    const { rows, error } = officeRowsFromCsv(CSV, dental);
    expect(error).toBeNull();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ officeName: 'North Smiles', state: 'TX', zip: '78701', slug: '' });
    expect(rows[1]).toMatchObject({ officeName: 'Smiles, South', street: '2 "Old" Rd' });
  });

  it('refuses a file without an office name column, or without rows', () => {
    expect(officeRowsFromCsv('foo,bar\n1,2', dental).error).toMatch(/Office name/);
    expect(officeRowsFromCsv('Office name\n', dental).error).toMatch(/no offices/);
    expect(officeRowsFromCsv('', dental).error).toMatch(/empty/);
  });

  it('lists every problem of a bad row and none for good ones', () => {
    const { rows } = officeRowsFromCsv(CSV, dental);
    const problems = officeRowProblems(rows, 'dental');
    expect(problems[0]).toEqual({});
    expect(problems[1]).toEqual({});
    expect(problems[2]).toEqual({
      officeName: 'This field is required',
      email: 'Invalid email',
      phone: 'Must be exactly 10 digits',
      state: 'Choose a US state',
      zip: 'Must be exactly 5 or 9 digits',
    });
  });

  it('flags both rows that claim the same slug', () => {
    const { rows } = officeRowsFromCsv(CSV, dental);
    const first = rows[0];
    if (!first) throw new Error('no row');
    const twins = [first, { ...first, slug: 'north-smiles' }];
    const problems = officeRowProblems(twins, 'dental');
    expect(problems.map((p) => p.slug)).toEqual([
      'Two offices in this list have the same address',
      'Two offices in this list have the same address',
    ]);
  });

  it('reads the optional Specialty and Booking link columns, their headers and names in any case', () => {
    const csv = [
      'OFFICE NAME,specialty,BOOKING LINK',
      'North,orthodontics,https://book.example.test/north',
      'South,,',
    ].join('\n');
    const { rows, problems, error } = officeRowsFromCsv(csv, dental);
    expect(error).toBeNull();
    expect(rows[0]).toMatchObject({ specialtyId: 4, bookingUrl: 'https://book.example.test/north' });
    // An empty specialty takes the brand's default, as a row added by hand does.
    expect(rows[1]).toMatchObject({ specialtyId: 1, bookingUrl: '' });
    expect(problems).toEqual([{}, {}]);
  });

  it("flags a specialty the brand does not offer, saying what the file had, and leaves the row's specialty empty", () => {
    const csv = ['Office name,Specialty', 'North,Dermatology', 'South,Optometry'].join('\n');
    const { rows, problems } = officeRowsFromCsv(csv, dental);
    expect(rows.map((r) => r.specialtyId)).toEqual([null, null]);
    expect(problems[0]?.specialtyId).toMatch(/^"Dermatology" is not one of the specialties offered/);
    expect(problems[1]?.specialtyId).toMatch(/^"Optometry"/);
    // The vision brand offers Optometry.
    expect(officeRowsFromCsv(csv, TENANTS.vision).rows[1]?.specialtyId).toBe(21);
  });

  it("flags another brand's specialty and a booking link that is not a full https address", () => {
    const row = { ...newOfficeRow(dental), ...officeRowsFromCsv(CSV, dental).rows[0], slug: 'north-1' };
    const problems = officeRowProblems(
      [
        { ...row, specialtyId: 21, bookingUrl: 'http://book.example.test' },
        { ...row, slug: 'north-2', specialtyId: null, bookingUrl: 'https://book.example.test/n' },
      ],
      'dental',
    );
    expect(problems[0]).toEqual({
      specialtyId: 'Choose a specialty of this brand',
      bookingUrl: 'Enter a full https:// address',
    });
    expect(problems[1]).toEqual({});
    expect(officeRowProblems([{ ...row, specialtyId: 21 }], 'vision')[0]).toEqual({});
  });

  it('offers a template whose header the reader maps to every field, and whose example row is clean', () => {
    const template = officeCsvTemplate(dental);
    expect(parseCsv(template)[0]).toEqual([...OFFICE_CSV_COLUMNS]);
    const { rows, problems, error } = officeRowsFromCsv(template, dental);
    expect(error).toBeNull();
    expect(problems).toEqual([{}]);
    expect(rows[0]).toMatchObject({
      officeName: 'Example Office',
      zip: '78701',
      specialtyId: 1,
      bookingUrl: expect.stringMatching(/^https:\/\//),
    });
    expect(officeRowProblems(rows, 'dental')).toEqual([{}]);
    expect(officeRowsFromCsv(officeCsvTemplate(TENANTS.vision), TENANTS.vision).rows[0]?.specialtyId).toBe(21);
  });

  it('counts a new row as blank though its specialty comes chosen', () => {
    expect(isBlankOfficeRow(newOfficeRow(dental))).toBe(true);
    expect(isBlankOfficeRow({ ...newOfficeRow(dental), bookingUrl: 'https://x.example' })).toBe(false);
  });
});
