import type {
  MarketplaceProfileResponse,
  MarketplaceResult,
  MarketplaceSearchQuery,
  MarketplaceSearchResponse,
  NearbyZipsResponse,
} from '@mhq/contract';
import {
  DEFAULT_HOURS,
  DEFAULT_MARKETPLACE_MILES,
  enrolmentTakesPayments,
  type LatLon,
  MARKETPLACE_MESSAGES as M,
  MARKETPLACE_PAGE_SIZE,
  roundMiles,
  SPECIALTIES,
  type TenantId,
} from '@mhq/domain';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { offices } from '../../db/schema';
import type { Ctx } from '../../deps';
import { badRequest, notFound } from '../../http/app-error';
import { lookupZip } from '../address/address.service';
import { publicOffice } from '../plans/plan-settings.service';
import {
  type ListedOfficeRow,
  listedOffice,
  listedOfficesByIds,
  listedOfficesInZips,
  publicProfileOf,
} from './marketplace.queries';
import { cityCentre, zipPoint, zipsWithin } from './zip-radius';

type SearchInput = z.output<typeof MarketplaceSearchQuery>;
type Place = { centre: LatLon; zip: string | null; city: string; state: string };

const specialtyOf = (brand: TenantId, id: number | null) => SPECIALTIES[brand].find((s) => s.id === id) ?? null;

const ratingOf = (row: ListedOfficeRow) =>
  row.ratingCount > 0 && row.ratingAverage !== null
    ? { average: Math.round(row.ratingAverage * 10) / 10, count: row.ratingCount }
    : null;

/** Where the patient searches from: a ZIP code's centre, or a city's (400 when the dataset knows neither). */
function placeOf(q: SearchInput): Place {
  if (q.zip) {
    const centre = zipPoint(q.zip);
    const named = lookupZip(q.zip);
    if (!centre || !named) throw badRequest(M.unknownZip, { zip: M.unknownZip });
    return { centre, zip: q.zip, city: named.city, state: named.state };
  }
  const [cityPart = '', statePart = ''] = (q.city ?? '').split(',').map((s) => s.trim());
  const found = cityCentre(cityPart, statePart || null);
  if (found === 'ambiguous') throw badRequest(M.cityState, { city: M.cityState });
  if (!found) throw badRequest(M.unknownCity, { city: M.unknownCity });
  return { centre: found.centre, zip: null, city: found.city, state: found.state };
}

function resultOf(brand: TenantId, row: ListedOfficeRow, miles: number): MarketplaceResult {
  const monthly = row.plans.flatMap((p) => (p.monthlyCents === null ? [] : [Number(p.monthlyCents)]));
  return {
    officeId: row.officeId,
    officeName: row.officeName,
    slug: row.slug,
    logo: row.logo,
    city: row.city,
    state: row.state,
    zip: row.zip,
    distanceMiles: roundMiles(miles),
    specialty: specialtyOf(brand, row.specialtyId),
    plans: row.plans.map((p) => ({
      id: p.id,
      name: p.name,
      spanishName: p.spanishName,
      monthlyCents: p.monthlyCents === null ? null : Number(p.monthlyCents),
      yearlyCents: p.yearlyCents === null ? null : Number(p.yearlyCents),
    })),
    fromMonthlyCents: monthly.length > 0 ? Math.min(...monthly) : null,
    rating: ratingOf(row),
  };
}

/** The brand's listed practices within the chosen miles of a ZIP code or city, nearest first, one page at a time. */
export async function searchPractices(ctx: Ctx, q: SearchInput): Promise<MarketplaceSearchResponse> {
  const brand = ctx.tenant.id;
  const place = placeOf(q);
  const miles = q.miles ?? DEFAULT_MARKETPLACE_MILES;
  const zips = zipsWithin(place.centre, miles);
  const distance = new Map(zips.map((z) => [z.zip, z.miles]));
  const near = await listedOfficesInZips(
    ctx.db,
    brand,
    zips.map((z) => z.zip),
    q.specialtyId,
  );
  const ordered = near
    .map((row) => ({ row, miles: distance.get(row.zip) ?? miles }))
    .sort(
      (a, b) =>
        a.miles - b.miles || a.row.officeName.localeCompare(b.row.officeName) || a.row.officeId - b.row.officeId,
    );
  const start = (q.page - 1) * MARKETPLACE_PAGE_SIZE;
  const page = ordered.slice(start, start + MARKETPLACE_PAGE_SIZE);
  // Plans and ratings for the shown page only: a dense city has hundreds of practices within the radius.
  const details = new Map(
    (
      await listedOfficesByIds(
        ctx.db,
        brand,
        page.map((o) => o.row.officeId),
      )
    ).map((r) => [r.officeId, r]),
  );
  return {
    place: { zip: place.zip, city: place.city, state: place.state },
    miles,
    page: q.page,
    pageSize: MARKETPLACE_PAGE_SIZE,
    total: ordered.length,
    results: page.flatMap((o) => {
      const row = details.get(o.row.officeId);
      return row ? [resultOf(brand, row, o.miles)] : [];
    }),
  };
}

async function listedOrNotFound(ctx: Ctx, officeId: number): Promise<ListedOfficeRow> {
  const row = await listedOffice(ctx.db, ctx.tenant.id, officeId);
  if (!row) throw notFound();
  return row;
}

/** A listed practice's public page: the same plans its enrolment page offers, and nothing about its people. */
export async function practiceProfile(ctx: Ctx, officeId: number): Promise<MarketplaceProfileResponse> {
  const row = await listedOrNotFound(ctx, officeId);
  const [profile, page, [payments]] = await Promise.all([
    publicProfileOf(ctx.db, officeId),
    publicOffice(ctx, officeId),
    ctx.db
      .select({ stripeAccountId: offices.stripeAccountId, standardStripeAccountId: offices.standardStripeAccountId })
      .from(offices)
      .where(eq(offices.id, officeId)),
  ]);
  if (!profile || !payments) throw notFound();
  return {
    office: {
      id: row.officeId,
      officeName: row.officeName,
      slug: row.slug,
      logo: row.logo,
      phone: profile.phone,
      address: {
        line1: profile.addressLine1,
        line2: profile.addressLine2,
        city: row.city,
        state: row.state,
        zip: row.zip,
      },
      bookingUrl: profile.bookingUrl,
      hours: profile.hours ? { ...DEFAULT_HOURS, ...profile.hours } : null,
      specialty: specialtyOf(ctx.tenant.id, row.specialtyId),
      services: profile.services,
    },
    programName: page.programName,
    programDescription: page.programDescription,
    plans: page.plans,
    canJoin: enrolmentTakesPayments(payments) && !page.disableEnrollment && page.plans.length > 0,
    rating: ratingOf(row),
  };
}

/** The radius 'Other practices nearby' means (spec: /dentists/nearby returns zipCodes). */
export const NEARBY_MILES = 25;

/** The ZIP codes within 25 miles of a listed practice's own, nearest first (none when its ZIP is not known). */
export async function nearbyZips(ctx: Ctx, officeId: number): Promise<NearbyZipsResponse> {
  const row = await listedOrNotFound(ctx, officeId);
  const centre = zipPoint(row.zip);
  return { zipCodes: centre ? zipsWithin(centre, NEARBY_MILES).map((z) => z.zip) : [] };
}
