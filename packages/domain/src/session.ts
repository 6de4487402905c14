/** Session and idle-logout constants (spec 01 sections 4 and 9). */

export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
/** Enrolment, checkout and setup pages allow a longer pause. */
export const IDLE_TIMEOUT_LONG_MS = 60 * 60 * 1000;
/** The session-expiry prompt lasts 5 minutes. */
export const IDLE_PROMPT_MS = 5 * 60 * 1000;
export const CURRENT_USER_POLL_MS = 60 * 1000;
export const TOAST_AUTO_CLOSE_MS = 5000;
export const SEARCH_DEBOUNCE_MS = 500;

const LONG_IDLE_PATH =
  /^\/(enroll|checkout|office-enroll|signup|subscribe|single-setup|multi-setup|account\/patient-signup|external-patient-signup|dentist-new\/signup|dentist-new\/get-started)/;

export function idleTimeoutFor(path: string): number {
  return LONG_IDLE_PATH.test(path) ? IDLE_TIMEOUT_LONG_MS : IDLE_TIMEOUT_MS;
}

/** Idle logout is off on dev, qa, demo and localhost hosts unless devCanTimeout is set. */
export function isIdleLogoutEnabled(host: string, devCanTimeout: boolean): boolean {
  if (devCanTimeout) return true;
  // Drop only a trailing :port, so a bracketed IPv6 host such as [::1] stays whole.
  const h = host.toLowerCase().replace(/:\d+$/, '');
  if (h === 'localhost' || h.endsWith('.localhost') || h === '127.0.0.1' || h === '[::1]') return false;
  return !/(^|[.-])(dev|qa|demo)([.-]|$)/.test(h);
}

/** Countdown shown as m:ss. */
export function formatCountdown(ms: number): string {
  const total = Number.isFinite(ms) ? Math.max(0, Math.ceil(ms / 1000)) : 0;
  const m = Math.floor(total / 60);
  const s = total % 60;
  return `${m}:${String(s).padStart(2, '0')}`;
}

/** Sign-in throttling (NIST SP 800-63B 5.2.2): failed attempts within a window, counted three ways. */
export const LOGIN_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  /** Per account from one address: a user's own typos, or a guesser at one address. */
  perAccountAndAddress: 10,
  /** Per account from anywhere: guessing spread over many addresses. */
  perAccount: 50,
  /** Per address over all accounts: so high that one office's people, sharing an address, never lock each other out. */
  perAddress: 100,
} as const;

/**
 * Wrong current passwords when changing one's password, per account from anywhere: whoever holds a session (perhaps
 * a stolen one) cannot use the change form to guess the password.
 */
export const PASSWORD_CHANGE_THROTTLE = { windowMs: 15 * 60 * 1000, perAccount: 5 } as const;

export const PASSWORD_RESET_THROTTLE = {
  windowMs: 15 * 60 * 1000,
  perAccount: 5,
  perAddress: 50,
} as const;

/** Absolute lifetime of a session, whatever its activity. */
export const SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;
export const RESET_TOKEN_LIFETIME_MS = 60 * 60 * 1000;
export const SET_PASSWORD_TOKEN_LIFETIME_MS = 7 * 24 * 60 * 60 * 1000;
export const PASSWORD_MIN_LENGTH = 10;
