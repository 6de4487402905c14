import type { TenantId } from '@mhq/domain';

// The demo PMS's patients who are nobody's membership yet, and the near-duplicates a real PMS holds (a typo, a twin,
// a birth date typed day first), made from the members' own names so they read as the same families.

/** A PMS patient who is not a member: the uninsured ones are the office's campaign audience. */
export type OutsidePatient = {
  chartId: string;
  firstName: string;
  lastName: string;
  birthDate: string;
  email: string | null;
  phone: string | null;
  /** null: uninsured. */
  carrier: string | null;
};

const CARRIERS: Record<TenantId, readonly string[]> = {
  dental: ['Delta Dental', 'Cigna Dental', 'MetLife'],
  vision: ['VSP', 'EyeMed', 'Davis Vision'],
};

/** Downtown's patients without a plan: three uninsured, three insured, and a father and son of one name. */
export function downtownOutsiders(tenant: TenantId): OutsidePatient[] {
  const [a, b, c] = CARRIERS[tenant];
  return [
    outsider('D-1901', 'Nora', 'Castillo', '1986-01-20', null),
    outsider('D-1902', 'Walter', 'Briggs', '1958-12-02', null),
    outsider('D-1903', 'Keisha', 'Monroe', '1992-07-09', null),
    outsider('D-1904', 'Priya', 'Raman', '1979-03-15', a ?? null),
    outsider('D-1905', 'Owen', 'Fitzgerald', '2012-10-01', b ?? null),
    outsider('D-1906', 'Marcus', 'Bell', '1971-05-30', c ?? null),
    // A father and his son of the same name: only the birth date tells them apart.
    outsider('D-1907', 'Robert', 'Kline', '1969-02-11', null),
    outsider('D-1908', 'Robert', 'Kline', '2001-08-23', null),
  ];
}

/** Uptown's patients without a plan: Grace Holloway is the one the connect journey enrols. */
export function uptownOutsiders(tenant: TenantId): OutsidePatient[] {
  const [a] = CARRIERS[tenant];
  return [
    { ...outsider('U-2901', 'Grace', 'Holloway', '1988-06-14', null), email: 'grace.holloway@example.test' },
    outsider('U-2902', 'Tobias', 'Reed', '1964-11-27', null),
    outsider('U-2903', 'Lena', 'Fischer', '1990-02-02', a ?? null),
  ];
}

function outsider(chartId: string, firstName: string, lastName: string, birthDate: string, carrier: string | null) {
  const digits = chartId.replace(/\D/g, '');
  return { chartId, firstName, lastName, birthDate, email: null, phone: `512555${digits.padStart(4, '0')}`, carrier };
}

/** A twin's name: the sibling's with its last letter changed (Amelia and Amelie, Ethan and Ethen). */
export function twinName(first: string): string {
  const last = first.slice(-1);
  return `${first.slice(0, -1)}${last === 'e' ? 'a' : last === 'a' ? 'e' : 'y'}`;
}

/** The name typed with a letter missing: a doubled letter once (Emma: Ema), else the second-to-last letter. */
export function typoName(first: string): string {
  const doubled = /(.)\1/.exec(first);
  if (doubled) return first.slice(0, doubled.index) + first.slice(doubled.index + 1);
  return first.length > 3 ? first.slice(0, -2) + first.slice(-1) : `${first}${first.slice(-1)}`;
}

/** The birth date with day and month swapped, when that is a date other than itself (4 March as 3 April). */
export function swappedBirthDate(birthDate: string): string | null {
  const [y, m, d] = birthDate.split('-');
  if (!y || !m || !d || m === d || Number(d) > 12) return null;
  return `${y}-${d}-${m}`;
}
