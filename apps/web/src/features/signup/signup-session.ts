/** What the sign-up pages pass on to each other in this tab: the office being set up and the offices to review. */
import { EMPTY_OFFICE_ROW, type OfficeRow, type OfficeRowProblems } from '@mhq/domain';

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

/** Offices being set up, with the problems their file had (kept until the field is fixed). */
export type RememberedOffices = { rows: OfficeRow[]; problems: OfficeRowProblems[] };

export function rememberOfficeRows(rows: OfficeRow[], problems: OfficeRowProblems[] = []): void {
  sessionStorage.setItem(ROWS_KEY, JSON.stringify({ rows, problems }));
}

export function rememberedOfficeRows(): RememberedOffices {
  try {
    const saved = JSON.parse(sessionStorage.getItem(ROWS_KEY) ?? '{}') as Partial<RememberedOffices> | null;
    // A row kept by an older page may lack the newer fields: they start empty.
    const rows = Array.isArray(saved?.rows) ? saved.rows.map((row) => ({ ...EMPTY_OFFICE_ROW, ...row })) : [];
    const problems = Array.isArray(saved?.problems) ? saved.problems : [];
    return { rows, problems };
  } catch {
    return { rows: [], problems: [] };
  }
}

export const forgetOfficeRows = (): void => sessionStorage.removeItem(ROWS_KEY);
