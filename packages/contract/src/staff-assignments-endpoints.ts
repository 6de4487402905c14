import { endpoint } from './endpoint';
import {
  AssignmentQuery,
  AssignmentUserParams,
  AssignUsersRequest,
  AssignUsersResponse,
  ManageUserSettingRequest,
  ManageUserSettingResponse,
  ManageUsersParams,
  ManageUsersResponse,
  UserAssignmentsResponse,
} from './staff-assignments';

/** Staff assignments of a multi-location organization: who works at which locations and groups (issue 23). */
export const staffAssignmentEndpoints = {
  manageUsers: endpoint({
    method: 'GET',
    path: '/multi-location/manage-users/{id}',
    summary:
      "The organization's users the caller may see (at the locations they work at, or at the office `{id}` only, as " +
      'they chose), each with role, status, locations and groups',
    tag: 'multi-location',
    auth: true,
    params: ManageUsersParams,
    response: ManageUsersResponse,
    example: { params: { id: 1 } },
  }),
  userAssignments: endpoint({
    method: 'GET',
    path: '/multi-location/manage-user-assignments/{id}',
    summary: "A user's locations and groups, and every location and group the caller could give them",
    tag: 'multi-location',
    auth: true,
    params: AssignmentUserParams,
    query: AssignmentQuery,
    response: UserAssignmentsResponse,
    example: { params: { id: 1 }, query: { dentistInfoId: 1 } },
  }),
  assignUsers: endpoint({
    method: 'POST',
    path: '/multi-location/assign-users/{id}',
    summary: 'Gives the user more locations and groups (a group gives each of its locations, now and later)',
    tag: 'multi-location',
    auth: true,
    params: AssignmentUserParams,
    body: AssignUsersRequest,
    response: AssignUsersResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, locationIds: [2], groupIds: [] } },
  }),
  unassignUsers: endpoint({
    method: 'DELETE',
    path: '/multi-location/assign-users/{id}',
    summary:
      'Takes locations and groups from the user (never their last location; never from an owner); they lose ' +
      'access there at once',
    tag: 'multi-location',
    auth: true,
    params: AssignmentUserParams,
    body: AssignUsersRequest,
    response: AssignUsersResponse,
    example: { params: { id: 1 }, body: { dentistInfoId: 1, locationIds: [2] } },
  }),
  changeManageUserSetting: endpoint({
    method: 'PUT',
    path: '/users/me/account/change-manage-user-setting',
    summary: "The caller's choice for the Users page: list the users of all their locations, or of the current one",
    tag: 'multi-location',
    auth: true,
    body: ManageUserSettingRequest,
    response: ManageUserSettingResponse,
    example: { body: { scope: 'all' } },
  }),
};
