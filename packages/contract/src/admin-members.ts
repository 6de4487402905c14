import { z } from 'zod';
import { Id, Text } from './common';

/** How the admins' members list is ordered: by name, newest members first, or by office then name. */
export const ADMIN_MEMBER_SORTS = ['name', 'newest', 'office'] as const;
export const AdminMemberSort = z.enum(ADMIN_MEMBER_SORTS);
export type AdminMemberSort = z.infer<typeof AdminMemberSort>;

export const ADMIN_MEMBERS_PAGE_SIZE = 25;

/** Every office's members, searched by name, email, phone or chart id; a page at a time. */
export const AdminMembersQuery = z.object({
  search: Text(100).optional(),
  status: z.enum(['active', 'late', 'canceled', 'other']).optional(),
  sort: AdminMemberSort.default('name'),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type AdminMembersQuery = z.infer<typeof AdminMembersQuery>;

export const AdminMemberRow = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    chartId: z.string().nullable(),
    birthDate: z.string(),
    /** The household's account owner, or null when this member is the owner. */
    accountOwnerId: z.number().int().nullable(),
    officeId: z.number().int(),
    officeName: z.string(),
    organizationName: z.string(),
    summaryStatus: z.enum(['late', 'active', 'canceled', 'other']),
    planName: z.string().nullable(),
    since: z.string(),
  })
  .meta({ id: 'AdminMemberRow' });
export type AdminMemberRow = z.infer<typeof AdminMemberRow>;

export const AdminMembersResponse = z
  .object({
    members: z.array(AdminMemberRow),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'AdminMembersResponse' });
export type AdminMembersResponse = z.infer<typeof AdminMembersResponse>;

export const AdminPatientParams = z.object({ patientId: Id });

/** One patient as the admins' pages head them: who, where, and their household. */
export const AdminPatientResponse = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string().nullable(),
    phone: z.string().nullable(),
    officeId: z.number().int(),
    officeName: z.string(),
    organizationName: z.string(),
    accountOwner: z.object({ id: z.number().int(), name: z.string() }).nullable(),
    summaryStatus: z.enum(['late', 'active', 'canceled', 'other']),
  })
  .meta({ id: 'AdminPatientResponse' });
export type AdminPatientResponse = z.infer<typeof AdminPatientResponse>;
