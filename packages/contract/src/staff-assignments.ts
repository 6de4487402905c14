import { z } from 'zod';
import { BodyId, Id } from './common';

// Staff assignments of a multi-location organization (issue 23): which users work at which locations, directly or
// through a group of locations. The acting office (`dentistInfoId`, or `{id}` of manage-users) is where the caller
// works now; the organization is that office's. A user's access to a location is their office_users row there.

/** Whose users the Users page lists: those of every location the caller works at, or of the current one only. */
export const ManageUserScope = z.enum(['all', 'current']);
export type ManageUserScope = z.infer<typeof ManageUserScope>;

export const ManageUsersParams = z.object({ id: Id });

/** `{id}` is the user whose assignments are read or changed; the acting office is named beside it. */
export const AssignmentUserParams = z.object({ id: Id });
export const AssignmentQuery = z.object({ dentistInfoId: Id });

export const StaffStatus = z.enum(['active', 'deactivated', 'invited']);
export type StaffStatus = z.infer<typeof StaffStatus>;

/** A location as the assignment pages name it. */
export const StaffLocationRef = z
  .object({ id: z.number().int(), name: z.string(), closed: z.boolean() })
  .meta({ id: 'StaffLocationRef' });
export type StaffLocationRef = z.infer<typeof StaffLocationRef>;

/** A location a user works at, and why: assigned to it directly, through groups, or both. */
export const StaffAssignedLocation = StaffLocationRef.extend({
  direct: z.boolean(),
  /** The groups that give this location (their names, for 'through Coast'). */
  throughGroups: z.array(z.string()),
}).meta({ id: 'StaffAssignedLocation' });
export type StaffAssignedLocation = z.infer<typeof StaffAssignedLocation>;

export const StaffGroupRef = z.object({ id: z.number().int(), name: z.string() }).meta({ id: 'StaffGroupRef' });
export type StaffGroupRef = z.infer<typeof StaffGroupRef>;

/** One user of the organization as the Users page lists them. */
export const OrgStaffUser = z
  .object({
    userId: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    /** The user type (dentist, office_admin, dentist_standard...); `isOwner` marks the organization's owners. */
    type: z.string(),
    isOwner: z.boolean(),
    jobTitle: z.string().nullable(),
    status: StaffStatus,
    /** Their locations among those the caller works at. */
    locations: z.array(StaffAssignedLocation),
    /** How many more locations they work at that the caller does not (named only to those who work there). */
    otherLocations: z.number().int(),
    groups: z.array(StaffGroupRef),
  })
  .meta({ id: 'OrgStaffUser' });
export type OrgStaffUser = z.infer<typeof OrgStaffUser>;

export const ManageUsersResponse = z
  .object({
    /** The caller's saved choice of whose users to list; `users` is already narrowed by it. */
    scope: ManageUserScope,
    currentLocation: StaffLocationRef,
    /** How many locations the organization has (open or closed): the page shows assignments when more than one. */
    organizationLocations: z.number().int(),
    /** The locations the caller works at: the organization as they see it. */
    locations: z.array(StaffLocationRef),
    groups: z.array(StaffGroupRef.extend({ locationIds: z.array(z.number().int()) })),
    users: z.array(OrgStaffUser),
    /** Whether the caller may change assignments (owner or office admin). */
    canManage: z.boolean(),
  })
  .meta({ id: 'ManageUsersResponse' });
export type ManageUsersResponse = z.infer<typeof ManageUsersResponse>;

/** A location the caller could give (or take from) the user. */
export const StaffLocationOption = StaffLocationRef.extend({
  assigned: z.boolean(),
  direct: z.boolean(),
  throughGroups: z.array(z.string()),
  /** Why it cannot be changed here, in words ('Closed', 'Owners work at every location'), else null. */
  locked: z.string().nullable(),
}).meta({ id: 'StaffLocationOption' });
export type StaffLocationOption = z.infer<typeof StaffLocationOption>;

export const StaffGroupOption = StaffGroupRef.extend({
  assigned: z.boolean(),
  locationIds: z.array(z.number().int()),
  locationNames: z.array(z.string()),
  locked: z.string().nullable(),
}).meta({ id: 'StaffGroupOption' });
export type StaffGroupOption = z.infer<typeof StaffGroupOption>;

export const UserAssignmentsResponse = z
  .object({
    user: OrgStaffUser,
    locations: z.array(StaffLocationOption),
    groups: z.array(StaffGroupOption),
    canManage: z.boolean(),
  })
  .meta({ id: 'UserAssignmentsResponse' });
export type UserAssignmentsResponse = z.infer<typeof UserAssignmentsResponse>;

const IdList = z.array(BodyId).max(200, 'Choose at most 200.');

/** Locations and groups to give a user (POST) or take away (DELETE); at least one of them. */
export const AssignUsersRequest = z
  .object({
    dentistInfoId: BodyId,
    locationIds: IdList.optional(),
    groupIds: IdList.optional(),
  })
  .refine((b) => (b.locationIds?.length ?? 0) + (b.groupIds?.length ?? 0) > 0, {
    message: 'Choose at least one location or group.',
    path: ['locationIds'],
  })
  .meta({ id: 'AssignUsersRequest' });
export type AssignUsersRequest = z.infer<typeof AssignUsersRequest>;

export const AssignUsersResponse = UserAssignmentsResponse.extend({ _message: z.string() }).meta({
  id: 'AssignUsersResponse',
});
export type AssignUsersResponse = z.infer<typeof AssignUsersResponse>;

export const ManageUserSettingRequest = z.object({ scope: ManageUserScope }).meta({ id: 'ManageUserSettingRequest' });
export type ManageUserSettingRequest = z.infer<typeof ManageUserSettingRequest>;

export const ManageUserSettingResponse = z
  .object({ _message: z.string(), scope: ManageUserScope })
  .meta({ id: 'ManageUserSettingResponse' });
export type ManageUserSettingResponse = z.infer<typeof ManageUserSettingResponse>;
