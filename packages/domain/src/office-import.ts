/**
 * Offices typed in or imported from a CSV at multi-office sign-up (spec 01 section 2 '/multi-setup',
 * '/multi-csv-review'): every row is checked and its problems listed before anything is saved.
 */
import { isValidSlug, slugFrom } from './office-profile';
import { isUsStateCode, SIGNUP_MESSAGES, usPhone, usZip } from './practice-signup';
import { email, required } from './validation';

export type OfficeRow = {
  officeName: string;
  email: string;
  phone: string;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** The public enrolment address; suggested from the name when left empty. */
  slug: string;
};

export type OfficeRowField = keyof OfficeRow;
export type OfficeRowProblems = Partial<Record<OfficeRowField, string>>;

export const OFFICE_ROW_FIELDS: readonly OfficeRowField[] = [
  'officeName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zip',
  'slug',
];

export const OFFICE_IMPORT_MAX_ROWS = 50;

export const EMPTY_OFFICE_ROW: OfficeRow = {
  officeName: '',
  email: '',
  phone: '',
  street: '',
  city: '',
  state: '',
  zip: '',
  slug: '',
};

/** Reads CSV text (RFC 4180: quoted fields, doubled quotes, CRLF or LF) into rows of cells; blank lines dropped. */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let quoted = false;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i];
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (c === '"') quoted = false;
      else cell += c;
    } else if (c === '"' && cell === '') quoted = true;
    else if (c === ',') {
      row.push(cell);
      cell = '';
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      row.push(cell);
      rows.push(row);
      row = [];
      cell = '';
    } else cell += c;
  }
  if (cell !== '' || row.length > 0) {
    row.push(cell);
    rows.push(row);
  }
  return rows.filter((r) => r.some((value) => value.trim() !== ''));
}

/** Header names a spreadsheet may use for each field, compared without case, spaces or punctuation. */
const HEADERS: Record<OfficeRowField, readonly string[]> = {
  officeName: ['officename', 'name', 'office', 'practicename', 'location', 'locationname'],
  email: ['email', 'officeemail', 'emailaddress'],
  phone: ['phone', 'officephone', 'phonenumber', 'telephone'],
  street: ['street', 'address', 'streetaddress', 'address1', 'addressline1'],
  city: ['city', 'town'],
  state: ['state', 'st'],
  zip: ['zip', 'zipcode', 'postalcode', 'postcode'],
  slug: ['slug', 'enrollmentslug', 'enrolmentslug', 'url', 'publicurl'],
};

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');

export type CsvImport = { rows: OfficeRow[]; error: string | null };

/** Turns CSV text into office rows by its header line; a file without an office-name column is refused. */
export function officeRowsFromCsv(text: string): CsvImport {
  const [header, ...body] = parseCsv(text);
  if (!header) return { rows: [], error: 'The file is empty.' };
  const columns = header.map((h) => {
    const key = headerKey(h);
    return OFFICE_ROW_FIELDS.find((f) => HEADERS[f].includes(key)) ?? null;
  });
  if (!columns.includes('officeName')) {
    return { rows: [], error: 'The first line must name the columns, including one called "Office name".' };
  }
  if (body.length === 0) return { rows: [], error: 'The file has no offices below its header line.' };
  if (body.length > OFFICE_IMPORT_MAX_ROWS) {
    return { rows: [], error: `A file can hold at most ${OFFICE_IMPORT_MAX_ROWS} offices.` };
  }
  const rows = body.map((cells) => {
    const row: OfficeRow = { ...EMPTY_OFFICE_ROW };
    columns.forEach((field, i) => {
      if (field) row[field] = (cells[i] ?? '').trim();
    });
    row.state = row.state.toUpperCase();
    return row;
  });
  return { rows, error: null };
}

/** The slug a row will get: its own, else one made from its name. */
export const rowSlug = (row: OfficeRow): string => row.slug.trim() || slugFrom(row.officeName);

/**
 * Each row's problems, in the row's order: required fields, email, phone, state and ZIP formats, slug format,
 * and two rows claiming the same slug (both are flagged). Whether a ZIP exists or a slug is taken by an office
 * already saved is for the server to add.
 */
export function officeRowProblems(rows: readonly OfficeRow[]): OfficeRowProblems[] {
  const slugCounts = new Map<string, number>();
  for (const row of rows) {
    const slug = rowSlug(row);
    if (slug) slugCounts.set(slug, (slugCounts.get(slug) ?? 0) + 1);
  }
  return rows.map((row) => {
    const problems: OfficeRowProblems = {};
    const set = (field: OfficeRowField, message: string | null | undefined) => {
      if (message && !problems[field]) problems[field] = message;
    };
    set('officeName', required(row.officeName));
    set('email', email(row.email));
    set('phone', required(row.phone) ?? usPhone(row.phone));
    set('street', required(row.street));
    set('city', required(row.city));
    set('state', required(row.state) ?? (isUsStateCode(row.state) ? null : SIGNUP_MESSAGES.invalidState));
    set('zip', required(row.zip) ?? usZip(row.zip));
    const slug = rowSlug(row);
    if (slug) {
      set('slug', isValidSlug(slug) ? null : 'Use 3 to 60 lowercase letters, digits and single hyphens');
      set('slug', (slugCounts.get(slug) ?? 0) > 1 ? SIGNUP_MESSAGES.slugDuplicate : null);
    }
    return problems;
  });
}

export const hasProblems = (p: OfficeRowProblems): boolean => Object.keys(p).length > 0;
