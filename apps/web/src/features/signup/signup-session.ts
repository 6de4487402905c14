/** What the sign-up pages pass on to each other in this tab: the office being set up and the offices to review. */
import type { OfficeRow } from '@mhq/domain';

const OFFICE_KEY = 'signupOfficeId';
const ROWS_KEY = 'signupOfficeRows';

export function rememberSignupOffice(officeId: number): void {
  sessionStorage.setItem(OFFICE_KEY, String(officeId));
}

/** The office from the page's ?dentistInfoId, else the one remembered at confirmation. */
export function signupOfficeId(search: URLSearchParams): number | null {
  const id = Number(search.get('dentistInfoId') ?? sessionStorage.getItem(OFFICE_KEY));
  return Number.isInteger(id) && id > 0 ? id : null;
}

export function rememberOfficeRows(rows: OfficeRow[]): void {
  sessionStorage.setItem(ROWS_KEY, JSON.stringify(rows));
}

export function rememberedOfficeRows(): OfficeRow[] {
  try {
    const rows = JSON.parse(sessionStorage.getItem(ROWS_KEY) ?? '[]') as unknown;
    return Array.isArray(rows) ? (rows as OfficeRow[]) : [];
  } catch {
    return [];
  }
}

export const forgetOfficeRows = (): void => sessionStorage.removeItem(ROWS_KEY);
