/**
 * What a patient typed into "Have a link or code from your practice?": a practice's link name, a group's code, or
 * either (a short word may be both), read from a whole pasted link too. Null when it cannot be either.
 */
export type LinkOrCode =
  | { kind: 'slug'; slug: string }
  | { kind: 'code'; code: string }
  | { kind: 'either'; slug: string; code: string };

const SLUG = /^[a-z0-9-]{1,80}$/;
const CODE = /^[A-Z0-9]{1,40}$/;

export function readLinkOrCode(typed: string): LinkOrCode | null {
  const parts = typed
    .trim()
    .replace(/[?#].*$/, '')
    .split('/')
    .filter(Boolean);
  const last = parts.at(-1) ?? '';
  const before = parts.at(-2)?.toLowerCase();
  const code = last.replace(/[\s-]/g, '').toUpperCase();
  const slug = last.toLowerCase();
  // A pasted link says which it is.
  if (before === 'community-enroll') return CODE.test(code) ? { kind: 'code', code } : null;
  if (before === 'signup' || before === 'businessconnect') return SLUG.test(slug) ? { kind: 'slug', slug } : null;
  const slugOk = SLUG.test(slug);
  const codeOk = CODE.test(code);
  if (slugOk && codeOk) return { kind: 'either', slug, code };
  if (slugOk) return { kind: 'slug', slug };
  if (codeOk) return { kind: 'code', code };
  return null;
}

/** The practice search's address for a typed ZIP code; null unless it is five digits. */
export function zipSearchPath(typed: string): string | null {
  const zip = typed.trim();
  return /^\d{5}$/.test(zip) ? `/search?zip=${zip}` : null;
}
