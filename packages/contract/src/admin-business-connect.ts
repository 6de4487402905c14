import { z } from 'zod';
import { OfficeBusinessEmployee, SmallBusinessStatus } from './business-connect';
import { Id, Text } from './common';

// Every employer on the platform, as its admins see them (/admin/business-connect, 'Small Businesses', issue 25).

export const ADMIN_BUSINESSES_PAGE_SIZE = 25;

export const AdminBusinessesQuery = z.object({
  search: Text(100).optional(),
  status: z.union([z.literal(''), SmallBusinessStatus]).optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminBusinessesQuery = z.infer<typeof AdminBusinessesQuery>;

export const AdminBusiness = z
  .object({
    id: z.number().int(),
    name: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    status: SmallBusinessStatus,
    /** The practice office it works with; null while a self-signed-up business has not chosen one. */
    office: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
    employees: z.number().int(),
    activeMembers: z.number().int(),
    revenueCents: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: 'AdminBusiness' });
export type AdminBusiness = z.infer<typeof AdminBusiness>;

export const AdminBusinessesResponse = z
  .object({
    businesses: z.array(AdminBusiness),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminBusinessesResponse' });
export type AdminBusinessesResponse = z.infer<typeof AdminBusinessesResponse>;

export const AdminBusinessParams = z.object({ businessId: Id });

export const AdminBusinessDetailResponse = z
  .object({
    business: AdminBusiness,
    address: z.string().nullable(),
    employeeCount: z.number().int().nullable(),
    termsAcceptedAt: z.string().nullable(),
    activatedAt: z.string().nullable(),
    /** The business's own users (its portal's sign-ins). */
    people: z.array(z.object({ id: z.number().int(), name: z.string(), email: z.string(), active: z.boolean() })),
    employees: z.array(OfficeBusinessEmployee.extend({ office: z.string() })),
  })
  .meta({ id: 'AdminBusinessDetailResponse' });
export type AdminBusinessDetailResponse = z.infer<typeof AdminBusinessDetailResponse>;
