import { AdminMembersQuery, AdminMembersResponse, AdminPatientParams, AdminPatientResponse } from './admin-members';
import { endpoint } from './endpoint';

/** The platform admins' view of members across every office (issue 24). */
export const adminMemberEndpoints = {
  adminMembers: endpoint({
    method: 'GET',
    path: '/admin/members',
    summary:
      "Every office's members, searched by name, email, phone or chart id, 25 a page with the total; each search is audited",
    tag: 'admin',
    auth: true,
    query: AdminMembersQuery,
    response: AdminMembersResponse,
    example: { query: { search: 'delgado', sort: 'name', page: 1 } },
  }),
  adminPatient: endpoint({
    method: 'GET',
    path: '/admin/patients/{patientId}',
    summary:
      'One patient of any office, with their office and household, for the admins’ payment and membership history',
    tag: 'admin',
    auth: true,
    params: AdminPatientParams,
    response: AdminPatientResponse,
    example: { params: { patientId: 1 } },
  }),
};
