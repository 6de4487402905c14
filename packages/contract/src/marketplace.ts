import { MARKETPLACE_MESSAGES, MARKETPLACE_MILES } from '@mhq/domain';
import { z } from 'zod';
import { Id, Text } from './common';
import { endpoint } from './endpoint';
import { OpeningHours } from './office';
import { DentistInfoIdParams } from './plans';
import { PublicPlan } from './public-office';

// The brand's public marketplace (issue 27, 'Find a practice'): search near a ZIP or city, a practice's public page,
// and the ZIP codes near an office. Public calls: nothing here names staff, patients or unlisted offices.

const Miles = z.coerce
  .number()
  .int()
  .refine((m) => (MARKETPLACE_MILES as readonly number[]).includes(m), MARKETPLACE_MESSAGES.miles)
  .default(25);

export const MarketplaceSearchQuery = z
  .object({
    /** A five-digit US ZIP code; or `city`. */
    zip: z
      .string()
      .trim()
      .regex(/^\d{5}$/, MARKETPLACE_MESSAGES.zip)
      .optional(),
    /** A city with its state after a comma ('Austin, TX'); the state may be left out when only one has the city. */
    city: Text(80).pipe(z.string().min(2, MARKETPLACE_MESSAGES.place)).optional(),
    miles: Miles,
    specialtyId: Id.optional(),
    page: z.coerce.number().int().min(1).max(1000).default(1),
  })
  .refine((q) => Boolean(q.zip) !== Boolean(q.city), { message: MARKETPLACE_MESSAGES.place, path: ['zip'] });
export type MarketplaceSearchQuery = z.input<typeof MarketplaceSearchQuery>;

const Rating = z.object({ average: z.number(), count: z.number().int() }).nullable();
const SpecialtyView = z.object({ id: z.number().int(), name: z.string() }).nullable();

/** A plan as a search result lists it: its names and the prices a patient can join at (null: not offered). */
export const MarketplacePlanSummary = z.object({
  id: z.number().int(),
  name: z.string(),
  spanishName: z.string(),
  monthlyCents: z.number().int().nullable(),
  yearlyCents: z.number().int().nullable(),
});

export const MarketplaceResult = z
  .object({
    officeId: z.number().int(),
    officeName: z.string(),
    slug: z.string(),
    logo: z.string().nullable(),
    city: z.string(),
    state: z.string(),
    zip: z.string(),
    /** Miles from the searched place to the office's ZIP, one decimal. */
    distanceMiles: z.number(),
    specialty: SpecialtyView,
    plans: z.array(MarketplacePlanSummary),
    /** The lowest monthly price of its plans; null when every plan is yearly only. */
    fromMonthlyCents: z.number().int().nullable(),
    rating: Rating,
  })
  .meta({ id: 'MarketplaceResult' });
export type MarketplaceResult = z.infer<typeof MarketplaceResult>;

export const MarketplaceSearchResponse = z
  .object({
    /** The place searched around, as understood (a ZIP's own city, or the city's centre). */
    place: z.object({ zip: z.string().nullable(), city: z.string(), state: z.string() }),
    miles: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
    total: z.number().int(),
    results: z.array(MarketplaceResult),
  })
  .meta({ id: 'MarketplaceSearchResponse' });
export type MarketplaceSearchResponse = z.infer<typeof MarketplaceSearchResponse>;

export const MarketplaceProfileParams = z.object({ officeId: Id });

export const MarketplaceProfileResponse = z
  .object({
    office: z.object({
      id: z.number().int(),
      officeName: z.string(),
      /** Its enrolment page: /signup/{slug}. */
      slug: z.string(),
      logo: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.object({ line1: z.string(), line2: z.string(), city: z.string(), state: z.string(), zip: z.string() }),
      bookingUrl: z.string(),
      hours: OpeningHours.nullable(),
      specialty: SpecialtyView,
      services: z.array(z.string()),
    }),
    programName: z.string(),
    programDescription: z.string(),
    plans: z.array(PublicPlan),
    /** Whether a patient can join online now (the office takes payments and has not paused enrolment). */
    canJoin: z.boolean(),
    rating: Rating,
  })
  .meta({ id: 'MarketplaceProfileResponse' });
export type MarketplaceProfileResponse = z.infer<typeof MarketplaceProfileResponse>;

export const NearbyZipsResponse = z.object({ zipCodes: z.array(z.string()) }).meta({ id: 'NearbyZipsResponse' });
export type NearbyZipsResponse = z.infer<typeof NearbyZipsResponse>;

export const marketplaceEndpoints = {
  marketplaceSearch: endpoint({
    method: 'GET',
    path: '/marketplace/search',
    summary: "The brand's listed practices near a ZIP code or city, nearest first, with their plans and prices",
    tag: 'marketplace',
    auth: false,
    query: MarketplaceSearchQuery,
    response: MarketplaceSearchResponse,
    example: { query: { zip: '78701', miles: 25 } },
  }),
  marketplaceProfile: endpoint({
    method: 'GET',
    path: '/marketplace/profile/{officeId}',
    summary: "A listed practice's public page: address, hours, care, plans with their benefits and its rating",
    tag: 'marketplace',
    auth: false,
    params: MarketplaceProfileParams,
    response: MarketplaceProfileResponse,
    example: { params: { officeId: 1 } },
  }),
  nearbyZips: endpoint({
    method: 'GET',
    path: '/dentists/nearby/{dentistInfoId}',
    summary: "The ZIP codes within 25 miles of a listed practice's ZIP code",
    tag: 'marketplace',
    auth: false,
    params: DentistInfoIdParams,
    response: NearbyZipsResponse,
    example: { params: { dentistInfoId: 1 } },
  }),
};
