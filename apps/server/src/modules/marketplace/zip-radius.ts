import { type LatLon, milesBetween } from '@mhq/domain';
import zipcodes from 'zipcodes';
import { titleCase } from '../address/address.service';

/**
 * US ZIP codes on the map, from the `zipcodes` package (each code's centre: the dataset has no finer geography), kept
 * in memory once: codes sorted by latitude, so the codes within a radius are a binary search to the radius's latitude
 * band, a longitude check and a haversine distance for the few left.
 */
type ZipPoint = { zip: string; lat: number; lon: number; city: string; state: string };
type Index = { points: ZipPoint[]; lats: Float64Array; byZip: Map<string, ZipPoint> };

let index: Index | null = null;

function buildIndex(): Index {
  const points = Object.values(zipcodes.codes)
    .filter(
      (z) =>
        z.country === 'US' &&
        /^\d{5}$/.test(z.zip) &&
        Number.isFinite(z.latitude) &&
        Number.isFinite(z.longitude) &&
        !(z.latitude === 0 && z.longitude === 0),
    )
    .map((z) => ({ zip: z.zip, lat: z.latitude, lon: z.longitude, city: z.city, state: z.state }))
    .sort((a, b) => a.lat - b.lat);
  return {
    points,
    lats: Float64Array.from(points, (p) => p.lat),
    byZip: new Map(points.map((p) => [p.zip, p])),
  };
}

const getIndex = (): Index => {
  index ??= buildIndex();
  return index;
};

/** Miles per degree of latitude (a little generous, so the band never misses a code at its edge). */
const MILES_PER_DEGREE = 69.0;

/** The first position whose latitude is at least `lat`. */
function lowerBound(lats: Float64Array, lat: number): number {
  let lo = 0;
  let hi = lats.length;
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((lats[mid] ?? 0) < lat) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Where a ZIP code's centre is, or null when the dataset does not know it (or has no position for it). */
export function zipPoint(zip: string): LatLon | null {
  const p = getIndex().byZip.get(zip);
  return p ? { lat: p.lat, lon: p.lon } : null;
}

/** The ZIP codes whose centres lie within `miles` of a point, with their distances, nearest first. */
export function zipsWithin(centre: LatLon, miles: number): { zip: string; miles: number }[] {
  const { points, lats } = getIndex();
  const band = miles / MILES_PER_DEGREE;
  // At the band's edge nearest a pole a degree of longitude is shortest: the widest longitude window needed.
  const edge = Math.min(89.9, Math.max(Math.abs(centre.lat - band), Math.abs(centre.lat + band)));
  const lonBand = band / Math.max(Math.cos((edge * Math.PI) / 180), 1e-6);
  const found: { zip: string; miles: number }[] = [];
  for (let i = lowerBound(lats, centre.lat - band); i < points.length; i++) {
    const p = points[i];
    if (!p || p.lat > centre.lat + band) break;
    if (Math.abs(p.lon - centre.lon) > lonBand) continue;
    const d = milesBetween(centre, p);
    if (d <= miles) found.push({ zip: p.zip, miles: d });
  }
  return found.sort((a, b) => a.miles - b.miles || a.zip.localeCompare(b.zip));
}

/**
 * A city's centre: the mean of its ZIP codes' centres. `state` narrows it; without one the city must be in one state
 * only ('ambiguous' otherwise). Null when no ZIP code names the city.
 */
export function cityCentre(
  city: string,
  state: string | null,
): { centre: LatLon; city: string; state: string } | 'ambiguous' | null {
  const key = city.trim().toLowerCase();
  const st = state?.trim().toUpperCase() || null;
  const hits = getIndex().points.filter((p) => p.city.toLowerCase() === key && (!st || p.state === st));
  if (hits.length === 0) return null;
  const states = new Set(hits.map((p) => p.state));
  if (states.size > 1) return 'ambiguous';
  const lat = hits.reduce((s, p) => s + p.lat, 0) / hits.length;
  const lon = hits.reduce((s, p) => s + p.lon, 0) / hits.length;
  return { centre: { lat, lon }, city: titleCase(hits[0]?.city ?? city), state: hits[0]?.state ?? '' };
}

/** Every known ZIP code (the benchmark seeds practices across them). */
export const allZips = (): string[] => getIndex().points.map((p) => p.zip);
