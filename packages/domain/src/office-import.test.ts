import { describe, expect, it } from 'vitest';
import { officeRowProblems, officeRowsFromCsv, parseCsv } from './office-import';

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
    const { rows, error } = officeRowsFromCsv(CSV);
    expect(error).toBeNull();
    expect(rows).toHaveLength(3);
    expect(rows[0]).toMatchObject({ officeName: 'North Smiles', state: 'TX', zip: '78701', slug: '' });
    expect(rows[1]).toMatchObject({ officeName: 'Smiles, South', street: '2 "Old" Rd' });
  });

  it('refuses a file without an office name column, or without rows', () => {
    expect(officeRowsFromCsv('foo,bar\n1,2').error).toMatch(/Office name/);
    expect(officeRowsFromCsv('Office name\n').error).toMatch(/no offices/);
    expect(officeRowsFromCsv('').error).toMatch(/empty/);
  });

  it('lists every problem of a bad row and none for good ones', () => {
    const { rows } = officeRowsFromCsv(CSV);
    const problems = officeRowProblems(rows);
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
    const { rows } = officeRowsFromCsv(CSV);
    const first = rows[0];
    if (!first) throw new Error('no row');
    const twins = [first, { ...first, slug: 'north-smiles' }];
    const problems = officeRowProblems(twins);
    expect(problems.map((p) => p.slug)).toEqual([
      'Two offices in this list have the same address',
      'Two offices in this list have the same address',
    ]);
  });
});
