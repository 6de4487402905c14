import {
  AdminBusinessDetailResponse,
  AdminBusinessesQuery,
  AdminBusinessesResponse,
  AdminBusinessParams,
} from './admin-business-connect';
import { endpoint } from './endpoint';

/** The platform admins' Small Businesses page (issue 25, /admin/business-connect). */
export const adminBusinessConnectEndpoints = {
  adminBusinesses: endpoint({
    method: 'GET',
    path: '/admin/business-connect',
    summary: 'Every small business (employer) with its office, status, employees, active members and revenue',
    tag: 'admin',
    auth: true,
    query: AdminBusinessesQuery,
    response: AdminBusinessesResponse,
    example: { query: { search: 'Acme' } },
  }),
  adminBusiness: endpoint({
    method: 'GET',
    path: '/admin/business-connect/{businessId}',
    summary: 'A small business with its users and the employees who enrolled through it (patient data, audited)',
    tag: 'admin',
    auth: true,
    params: AdminBusinessParams,
    response: AdminBusinessDetailResponse,
    example: { params: { businessId: 1 } },
  }),
} as const;
