import { z } from 'zod';
import { BodyId, Email, Id, Text } from './common';
import { OfficeAddress, OfficeProfile, OfficeProfileFields, OpeningHours, UsPhone } from './office';

// Locations and groups of a multi-location organization (issue 23). `dentistInfoId` names the office the caller acts
// from; the organization is that office's, and the locations listed are those of it the caller works in.

const Count = z.number().int().nonnegative();
const Name = Text(120).pipe(z.string().min(1, 'Required'));

/** A location's payout account: its own (connected), the account of another location it shares, or none yet. */
export const LocationPayout = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('own'), connected: z.literal(true), last4: z.string().nullable() }),
  z.object({ kind: z.literal('shared'), withLocationId: z.number().int(), withLocationName: z.string() }),
  z.object({ kind: z.literal('not_connected') }),
]);
export type LocationPayout = z.infer<typeof LocationPayout>;

export const LocationGroupRef = z.object({ id: z.number().int(), name: z.string() });

/** One location as the Locations page lists it. */
export const LocationSummary = z
  .object({
    id: z.number().int(),
    name: z.string(),
    slug: z.string(),
    /** The location's own enrolment page, a path of the web app (`/signup/{slug}`). */
    enrolmentPath: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    status: z.enum(['open', 'closed']),
    closedAt: z.string().nullable(),
    /** Members whose plan still runs at this location (active, late, ending, waiting for a first payment...). */
    members: Count,
    groups: z.array(LocationGroupRef),
    payout: LocationPayout,
  })
  .meta({ id: 'LocationSummary' });
export type LocationSummary = z.infer<typeof LocationSummary>;

/** How a new location (or an edited one) is paid out: its own account, connected later, or another location's. */
export const PayoutChoice = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('own') }),
  z.object({ mode: z.literal('shared'), fromLocationId: BodyId }),
]);
export type PayoutChoice = z.infer<typeof PayoutChoice>;

/** A location to add: its profile's essentials, payouts, and who besides the owners works there. */
export const NewLocation = z
  .object({
    officeName: Name,
    email: Email,
    phone: UsPhone,
    address: OfficeAddress,
    hours: OpeningHours,
    payout: PayoutChoice,
    userIds: z.array(BodyId).max(200).default([]),
  })
  .meta({ id: 'NewLocation' });
export type NewLocation = z.input<typeof NewLocation>;

/** `POST /multi-location/manage-locations`: the list; with `location`, adds it (the owner only) and answers the list. */
export const ManageLocationsRequest = z
  .object({
    dentistInfoId: BodyId,
    includeClosed: z.boolean().optional(),
    location: NewLocation.optional(),
  })
  .meta({ id: 'ManageLocationsRequest' });
export type ManageLocationsRequest = z.input<typeof ManageLocationsRequest>;

export const ManageLocationsResponse = z
  .object({
    _message: z.string().optional(),
    locations: z.array(LocationSummary),
    /** The location just added, when the call added one. */
    added: LocationSummary.optional(),
    /** Whether the caller may add, change and close locations (the owner); office admins are told to contact support. */
    canManage: z.boolean(),
    /** Closed locations the list left out (shown with `includeClosed`). */
    closedHidden: Count,
  })
  .meta({ id: 'ManageLocationsResponse' });
export type ManageLocationsResponse = z.infer<typeof ManageLocationsResponse>;

export const LocationParams = z.object({ id: Id });

/** Where a closing location's members go: moved to another open location, or their plans ended with the period. */
export const ClosingMembers = z.discriminatedUnion('mode', [
  z.object({ mode: z.literal('move'), toLocationId: BodyId }),
  z.object({ mode: z.literal('end') }),
]);
export type ClosingMembers = z.infer<typeof ClosingMembers>;

/**
 * `POST /multi-location/manage-location-detail/{id}`: reads the location, saves its profile and payouts, closes it
 * (members moved or ended, chosen) or reopens it.
 */
export const LocationDetailRequest = z
  .discriminatedUnion('action', [
    z.object({ dentistInfoId: BodyId, action: z.literal('read') }),
    z.object({ dentistInfoId: BodyId, action: z.literal('save'), profile: OfficeProfileFields, payout: PayoutChoice }),
    z.object({ dentistInfoId: BodyId, action: z.literal('close'), members: ClosingMembers.optional() }),
    z.object({ dentistInfoId: BodyId, action: z.literal('reopen') }),
  ])
  .meta({ id: 'LocationDetailRequest' });
export type LocationDetailRequest = z.input<typeof LocationDetailRequest>;

export const LocationDetailResponse = z
  .object({
    _message: z.string().optional(),
    location: LocationSummary,
    profile: OfficeProfile,
    /** The organization's other locations the caller works in: where members may move, whose account may be shared. */
    otherLocations: z.array(
      z.object({ id: z.number().int(), name: z.string(), open: z.boolean(), payoutConnected: z.boolean() }),
    ),
  })
  .meta({ id: 'LocationDetailResponse' });
export type LocationDetailResponse = z.infer<typeof LocationDetailResponse>;

/* ---- Groups of locations ---- */

export const LocationGroup = z
  .object({
    id: z.number().int(),
    name: z.string(),
    locations: z.array(z.object({ id: z.number().int(), name: z.string(), closed: z.boolean() })),
    /** Users assigned to the group: they work at each of its locations. */
    assignedUsers: Count,
  })
  .meta({ id: 'LocationGroup' });
export type LocationGroup = z.infer<typeof LocationGroup>;

export const OrganizationRequest = z.object({ dentistInfoId: BodyId }).meta({ id: 'OrganizationRequest' });
export type OrganizationRequest = z.infer<typeof OrganizationRequest>;

export const GroupsResponse = z
  .object({ _message: z.string().optional(), groups: z.array(LocationGroup) })
  .meta({ id: 'GroupsResponse' });
export type GroupsResponse = z.infer<typeof GroupsResponse>;

const LocationIds = z
  .array(BodyId)
  .min(1, 'Choose at least one location for the group.')
  .max(500)
  .refine((ids) => new Set(ids).size === ids.length, 'Each location once');

export const GroupFields = z
  .object({ dentistInfoId: BodyId, name: Text(80).pipe(z.string().min(1, 'Required')), locationIds: LocationIds })
  .meta({ id: 'GroupFields' });
export type GroupFields = z.infer<typeof GroupFields>;

export const DeleteGroupsRequest = z
  .object({
    dentistInfoId: BodyId,
    ids: z
      .array(BodyId)
      .min(1)
      .max(500)
      .refine((ids) => new Set(ids).size === ids.length, 'Each group once'),
  })
  .meta({ id: 'DeleteGroupsRequest' });
export type DeleteGroupsRequest = z.infer<typeof DeleteGroupsRequest>;

export const GroupParams = z.object({ id: Id });

export const GroupResponse = z
  .object({ _message: z.string().optional(), group: LocationGroup })
  .meta({ id: 'GroupResponse' });
export type GroupResponse = z.infer<typeof GroupResponse>;
