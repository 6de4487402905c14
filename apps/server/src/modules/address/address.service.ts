import type { AddressSuggestion } from '@mhq/contract';
import zipcodes from 'zipcodes';

/**
 * US ZIP codes and their cities from the `zipcodes` package (an offline dataset of about 42,000 US codes, kept on
 * the server so the web app stays small). Built once, on first use, into two sorted lists.
 */
type Index = { byZip: AddressSuggestion[]; byCity: (AddressSuggestion & { key: string })[] };

let index: Index | null = null;

function buildIndex(): Index {
  const byZip = Object.values(zipcodes.codes)
    .filter((z) => z.country === 'US' && /^\d{5}$/.test(z.zip))
    .map((z) => ({ zip: z.zip, city: titleCase(z.city), state: z.state }))
    .sort((a, b) => a.zip.localeCompare(b.zip));
  const byCity = byZip
    .map((s) => ({ ...s, key: s.city.toLowerCase() }))
    .sort((a, b) => a.key.localeCompare(b.key) || a.state.localeCompare(b.state) || a.zip.localeCompare(b.zip));
  return { byZip, byCity };
}

export const titleCase = (city: string): string =>
  city.toLowerCase().replace(/(^|[\s-])([a-z])/g, (_, sep: string, c: string) => `${sep}${c.toUpperCase()}`);

const getIndex = () => {
  index ??= buildIndex();
  return index;
};

export const SUGGESTION_LIMIT = 8;

/**
 * Suggestions for what was typed: ZIP codes starting with its digits, or cities starting with its words (one
 * per city and state, with its first ZIP), narrowed by a state after a comma ('spring, tx').
 */
export function addressSuggestions(typed: string): AddressSuggestion[] {
  const q = typed.trim().toLowerCase();
  const { byZip, byCity } = getIndex();
  if (/^\d{1,5}$/.test(q)) {
    return byZip.filter((s) => s.zip.startsWith(q)).slice(0, SUGGESTION_LIMIT);
  }
  const [cityPart = '', statePart = ''] = q.split(',').map((p) => p.trim());
  if (!cityPart) return [];
  const seen = new Set<string>();
  const found: AddressSuggestion[] = [];
  for (const s of byCity) {
    if (!s.key.startsWith(cityPart)) continue;
    if (statePart && !s.state.toLowerCase().startsWith(statePart)) continue;
    const place = `${s.key}|${s.state}`;
    if (seen.has(place)) continue;
    seen.add(place);
    found.push({ zip: s.zip, city: s.city, state: s.state });
    if (found.length === SUGGESTION_LIMIT) break;
  }
  return found;
}

/** The city and state of a five-digit US ZIP, or null when the dataset does not know it. */
export function lookupZip(zip: string): AddressSuggestion | null {
  const five = zip.trim().slice(0, 5);
  const hit = zipcodes.codes[five];
  return hit && hit.country === 'US' ? { zip: five, city: titleCase(hit.city), state: hit.state } : null;
}
