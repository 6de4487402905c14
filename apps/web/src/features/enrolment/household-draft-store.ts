import type { HouseholdDraft } from './household';

/*
 * The household typed so far, kept for the browser tab (sessionStorage) so a reload, a language switch or the
 * /checkout link finds it again. Never payment details. Cleared once the enrolment is done.
 */

const PREFIX = 'enrolmentDraft:';
const LAST_OFFICE = 'enrolmentLastOffice';

const looksLikeDraft = (value: unknown): value is HouseholdDraft => {
  const d = value as Partial<HouseholdDraft> | null;
  return Boolean(
    d && typeof d === 'object' && d.owner && typeof d.owner === 'object' && Array.isArray(d.members) && d.term,
  );
};

export function loadDraft(key: string): HouseholdDraft | null {
  try {
    const raw = sessionStorage.getItem(PREFIX + key);
    const parsed: unknown = raw ? JSON.parse(raw) : null;
    return looksLikeDraft(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: HouseholdDraft): void {
  try {
    sessionStorage.setItem(PREFIX + key, JSON.stringify(draft));
  } catch {
    // Storage full or refused: the form still works, it is only not kept across a reload.
  }
}

export function clearDraft(key: string): void {
  try {
    sessionStorage.removeItem(PREFIX + key);
  } catch {
    // nothing kept
  }
}

/** Every household kept in this tab, and the office last enrolled with: the waiting-room tablet's fresh start. */
export function clearAllDrafts(): void {
  try {
    for (const key of Object.keys(sessionStorage)) {
      if (key.startsWith(PREFIX) || key === LAST_OFFICE) sessionStorage.removeItem(key);
    }
  } catch {
    // nothing kept
  }
}

/** The office a patient was last enrolling with (its link name), for /enroll and /checkout without one. */
export function rememberOffice(slug: string): void {
  try {
    sessionStorage.setItem(LAST_OFFICE, slug);
  } catch {
    // nothing kept
  }
}

export function lastOffice(): string | null {
  try {
    return sessionStorage.getItem(LAST_OFFICE);
  } catch {
    return null;
  }
}
