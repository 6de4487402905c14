import { deleteCookie, getCookie, setCookie } from './cookies';

/** Where the browser keeps the session (spec 01 section 3 'Client storage'). */
const TOKEN_KEY = 'token';
const ADMIN_TOKEN_KEY = 'adminToken';
const IMPERSONATING_COOKIE = 'impersonating';

export const getToken = (): string | null => localStorage.getItem(TOKEN_KEY);
export const setToken = (token: string): void => localStorage.setItem(TOKEN_KEY, token);
export const removeToken = (): void => localStorage.removeItem(TOKEN_KEY);

/** Cookies cleared when the account cannot be loaded (spec 01 section 8). */
export function clearAccountCookies(): void {
  for (const name of ['officeId', 'beccascookie', 'termsYes']) deleteCookie(name);
}

/** Everything a sign-out forgets. */
export function clearSession(): void {
  removeToken();
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  clearAccountCookies();
  for (const name of [IMPERSONATING_COOKIE, 'featureFlags', 'userId']) deleteCookie(name);
}

export const isImpersonating = (): boolean => getCookie(IMPERSONATING_COOKIE) === '1';

/** A platform admin signs in as someone else: keep the admin's token to come back to. */
export function startImpersonation(newToken: string): void {
  const adminToken = getToken();
  if (adminToken) localStorage.setItem(ADMIN_TOKEN_KEY, adminToken);
  setCookie(IMPERSONATING_COOKIE, '1', 1);
  deleteCookie('officeId');
  setToken(newToken);
}

/** Back to Admin: restore the saved admin token, clear the office and impersonation cookies. */
export function endImpersonation(): void {
  const adminToken = localStorage.getItem(ADMIN_TOKEN_KEY);
  if (adminToken) setToken(adminToken);
  else removeToken();
  localStorage.removeItem(ADMIN_TOKEN_KEY);
  deleteCookie('officeId');
  deleteCookie(IMPERSONATING_COOKIE);
}
