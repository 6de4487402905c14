/**
 * Offices typed in or imported from a CSV at multi-office sign-up (spec 01 section 2 '/multi-setup',
 * '/multi-csv-review'): every row is checked and its problems listed before anything is saved.
 */
import { isValidSlug, OFFICE_PROFILE_MESSAGES, slugFrom } from './office-profile';
import {
  defaultSpecialtyId,
  isUsStateCode,
  optionalHttpsUrl,
  SIGNUP_MESSAGES,
  usPhone,
  usZip,
} from './practice-signup';
import { isSpecialtyOf, SPECIALTIES } from './specialties';
import type { TenantConfig, TenantId } from './tenants';
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
  /** One of the brand's specialties, or none (as single-office setup sets it). */
  specialtyId: number | null;
  /** Where patients book a visit online: empty, or a full https address. */
  bookingUrl: string;
};

export type OfficeRowField = keyof OfficeRow;
/** Every field but the specialty, which is picked from the brand's list rather than typed. */
export type OfficeRowTextField = Exclude<OfficeRowField, 'specialtyId'>;
export type OfficeRowProblems = Partial<Record<OfficeRowField, string>>;

export const OFFICE_ROW_TEXT_FIELDS: readonly OfficeRowTextField[] = [
  'officeName',
  'email',
  'phone',
  'street',
  'city',
  'state',
  'zip',
  'slug',
  'bookingUrl',
];

export const OFFICE_ROW_FIELDS: readonly OfficeRowField[] = [...OFFICE_ROW_TEXT_FIELDS, 'specialtyId'];

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
  specialtyId: null,
  bookingUrl: '',
};

/** A new row: empty, with the brand's default specialty already chosen (the owner sees what will be saved). */
export const newOfficeRow = (tenant: TenantConfig): OfficeRow => ({
  ...EMPTY_OFFICE_ROW,
  specialtyId: defaultSpecialtyId(tenant),
});

/** A row not typed in yet: no text anywhere (the specialty comes chosen, so it does not count). */
export const isBlankOfficeRow = (row: OfficeRow): boolean => OFFICE_ROW_TEXT_FIELDS.every((f) => row[f].trim() === '');

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
  specialtyId: ['specialty', 'speciality', 'specialtyname'],
  bookingUrl: ['bookinglink', 'bookingurl', 'booking', 'onlinebooking', 'onlinebookinglink', 'onlinebookingurl'],
};

const headerKey = (h: string) => h.toLowerCase().replace(/[^a-z0-9]/g, '');
const nameKey = (name: string) => name.toLowerCase().replace(/\s+/g, ' ').trim();

/** The columns of the downloadable template, in the order the row editor shows them. */
export const OFFICE_CSV_COLUMNS = [
  'Office name',
  'Email',
  'Phone',
  'Street',
  'City',
  'State',
  'ZIP',
  'Slug',
  'Specialty',
  'Booking link',
] as const;

const csvCell = (value: string) => (/[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value);

/** A CSV template to fill in: the header line and one example office with one of the brand's specialties. */
export function officeCsvTemplate(tenant: TenantConfig): string {
  const example = [
    'Example Office',
    'office@example.com',
    '512-555-0100',
    '100 Congress Ave',
    'Austin',
    'TX',
    '78701',
    '',
    SPECIALTIES[tenant.id][0]?.name ?? '',
    'https://book.example.com/example-office',
  ];
  return `${[OFFICE_CSV_COLUMNS, example].map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`;
}

/**
 * What a file gave: its rows, and each row's problems found while reading it (a specialty the brand does not
 * offer: the row keeps none, and the problem says what the file had), or why the file was refused.
 */
export type CsvImport = { rows: OfficeRow[]; problems: OfficeRowProblems[]; error: string | null };

/**
 * Turns CSV text into office rows by its header line; a file without an office-name column is refused.
 * A specialty is matched by name, without case; an empty one takes the brand's default, as a new row does.
 */
export function officeRowsFromCsv(text: string, tenant: TenantConfig): CsvImport {
  const refused = (error: string): CsvImport => ({ rows: [], problems: [], error });
  const [header, ...body] = parseCsv(text);
  if (!header) return refused('The file is empty.');
  const columns = header.map((h) => {
    const key = headerKey(h);
    return OFFICE_ROW_FIELDS.find((f) => HEADERS[f].includes(key)) ?? null;
  });
  if (!columns.includes('officeName')) {
    return refused('The first line must name the columns, including one called "Office name".');
  }
  if (body.length === 0) return refused('The file has no offices below its header line.');
  if (body.length > OFFICE_IMPORT_MAX_ROWS) {
    return refused(`A file can hold at most ${OFFICE_IMPORT_MAX_ROWS} offices.`);
  }
  const specialties = SPECIALTIES[tenant.id];
  const problems: OfficeRowProblems[] = [];
  const rows = body.map((cells) => {
    const row = newOfficeRow(tenant);
    const found: OfficeRowProblems = {};
    columns.forEach((field, i) => {
      const cell = (cells[i] ?? '').trim();
      if (field === 'specialtyId') {
        if (cell === '') return;
        const specialty = specialties.find((s) => nameKey(s.name) === nameKey(cell));
        row.specialtyId = specialty?.id ?? null;
        if (!specialty) found.specialtyId = SIGNUP_MESSAGES.unknownSpecialty(cell);
      } else if (field) row[field] = cell;
    });
    row.state = row.state.toUpperCase();
    problems.push(found);
    return row;
  });
  return { rows, problems, error: null };
}

/** The slug a row will get: its own, else one made from its name. */
export const rowSlug = (row: OfficeRow): string => row.slug.trim() || slugFrom(row.officeName);

/**
 * Each row's problems, in the row's order: required fields, email, phone, state and ZIP formats, slug format,
 * two rows claiming the same slug (both are flagged), a specialty the brand does not offer and a booking link
 * that is not a full https address (the rule single-office setup uses). Whether a ZIP exists or a slug is taken
 * by an office already saved is for the server to add.
 */
export function officeRowProblems(rows: readonly OfficeRow[], tenant: TenantId): OfficeRowProblems[] {
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
      set('slug', isValidSlug(slug) ? null : OFFICE_PROFILE_MESSAGES.slugFormat);
      set('slug', (slugCounts.get(slug) ?? 0) > 1 ? SIGNUP_MESSAGES.slugDuplicate : null);
    }
    set('specialtyId', isSpecialtyOf(tenant, row.specialtyId) ? null : OFFICE_PROFILE_MESSAGES.specialty);
    set('bookingUrl', optionalHttpsUrl(row.bookingUrl));
    return problems;
  });
}

export const hasProblems = (p: OfficeRowProblems): boolean => Object.keys(p).length > 0;
