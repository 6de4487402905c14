import { WEEKDAYS } from './office-profile';
/**
 * The public marketplace's rules (issue 27, 'Find a practice'): the distances a patient may search within, the
 * distance between two places on the map, and the words of a refused search.
 */

/** The radii the search offers, in miles; 25 unless chosen. */
export const MARKETPLACE_MILES = [5, 10, 25, 50, 100] as const;
export type MarketplaceMiles = (typeof MARKETPLACE_MILES)[number];
export const DEFAULT_MARKETPLACE_MILES: MarketplaceMiles = 25;

/** Practices a search answers with per page. */
export const MARKETPLACE_PAGE_SIZE = 20;

export const MARKETPLACE_MESSAGES = {
  place: 'Type a 5-digit ZIP code or a city and state',
  zip: 'Type a 5-digit ZIP code',
  unknownZip: 'We do not know this ZIP code. Check it, or try a nearby one.',
  unknownCity: 'We do not know this city. Try "City, ST" (for example Austin, TX) or a ZIP code.',
  cityState: 'This city is in more than one state: add the state after a comma (for example Springfield, IL).',
  miles: 'Choose 5, 10, 25, 50 or 100 miles',
} as const;

/** Mean radius of the Earth in miles. */
const EARTH_MILES = 3958.8;
const rad = (deg: number) => (deg * Math.PI) / 180;

export type LatLon = { lat: number; lon: number };

/** Great-circle distance in miles between two points (haversine). */
export function milesBetween(a: LatLon, b: LatLon): number {
  const dLat = rad(b.lat - a.lat);
  const dLon = rad(b.lon - a.lon);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_MILES * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** A distance as the results show it: one decimal. */
export const roundMiles = (miles: number): number => Math.round(miles * 10) / 10;

/** What a practice's structured data (schema.org) says about it: public facts only. */
export type PracticeFacts = {
  brand: 'dental' | 'vision';
  name: string;
  url: string;
  logo: string | null;
  phone: string | null;
  street: string;
  city: string;
  state: string;
  zip: string;
  /** Opening hours by weekday key (mon..sun), as the office profile keeps them. */
  hours: Record<string, { open: boolean; from: string; to: string }> | null;
  rating: { average: number; count: number } | null;
  fromMonthlyCents: number | null;
};

/** schema.org names its days as the profile's labels do (Monday...). */
const SCHEMA_DAYS: Record<string, string> = Object.fromEntries(WEEKDAYS.map((d) => [d.value, d.label]));

/**
 * The practice as schema.org JSON-LD: a `Dentist` or an `Optometrist` (both `MedicalBusiness` subtypes), so search
 * engines can show its address, hours and rating. The server writes it into the page; the web app keeps it current.
 */
export function practiceJsonLd(p: PracticeFacts): Record<string, unknown> {
  const hours = Object.entries(p.hours ?? {})
    .filter(([day, h]) => h.open && SCHEMA_DAYS[day])
    .map(([day, h]) => ({
      '@type': 'OpeningHoursSpecification',
      dayOfWeek: SCHEMA_DAYS[day],
      opens: h.from,
      closes: h.to,
    }));
  return {
    '@context': 'https://schema.org',
    '@type': p.brand === 'vision' ? 'Optometrist' : 'Dentist',
    name: p.name,
    url: p.url,
    ...(p.logo ? { logo: p.logo, image: p.logo } : {}),
    ...(p.phone ? { telephone: p.phone } : {}),
    address: {
      '@type': 'PostalAddress',
      streetAddress: p.street,
      addressLocality: p.city,
      addressRegion: p.state,
      postalCode: p.zip,
      addressCountry: 'US',
    },
    ...(hours.length > 0 ? { openingHoursSpecification: hours } : {}),
    ...(p.rating && p.rating.count > 0
      ? { aggregateRating: { '@type': 'AggregateRating', ratingValue: p.rating.average, reviewCount: p.rating.count } }
      : {}),
    ...(p.fromMonthlyCents !== null
      ? {
          makesOffer: {
            '@type': 'Offer',
            name: 'Membership plan',
            price: (p.fromMonthlyCents / 100).toFixed(2),
            priceCurrency: 'USD',
          },
        }
      : {}),
  };
}

/**
 * JSON for a <script type="application/ld+json"> element: '<' and '>' and '&' escaped, so no text inside (a
 * practice's name) can close the script element or open another.
 */
export const jsonForScript = (value: unknown): string =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');
