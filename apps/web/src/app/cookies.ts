/** Small cookie helpers for the client-side cookies the spec names (officeId, featureFlags, userId, ...). */

export function getCookie(name: string): string | undefined {
  const prefix = `${encodeURIComponent(name)}=`;
  for (const part of document.cookie.split('; ')) {
    if (part.startsWith(prefix)) return decodeURIComponent(part.slice(prefix.length));
  }
  return undefined;
}

/** Cookie values keep '|' readable: the featureFlags cookie is pipe-separated (spec 01 section 3). */
const encodeValue = (value: string) => encodeURIComponent(value).replace(/%7C/g, '|');

export function setCookie(name: string, value: string, days = 30): void {
  const expires = new Date(Date.now() + days * 864e5).toUTCString();
  // biome-ignore lint/suspicious/noDocumentCookie: synchronous reads right after writes; the Cookie Store API is async
  document.cookie = `${encodeURIComponent(name)}=${encodeValue(value)}; expires=${expires}; path=/; SameSite=Lax`;
}

export function deleteCookie(name: string): void {
  // biome-ignore lint/suspicious/noDocumentCookie: see setCookie
  document.cookie = `${encodeURIComponent(name)}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Lax`;
}
