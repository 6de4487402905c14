import { z } from 'zod';
import { UserType } from './auth';

export const AdminOfficesQuery = z.object({
  search: z.string().trim().max(100).optional(),
});

export const AdminOffice = z
  .object({
    id: z.number().int(),
    officeName: z.string(),
    organizationId: z.number().int(),
    organizationName: z.string(),
    email: z.string().nullable(),
    verified: z.boolean(),
    memberCount: z.number().int(),
    users: z.array(
      z.object({
        id: z.number().int(),
        name: z.string(),
        email: z.string(),
        type: UserType,
        owner: z.boolean(),
      }),
    ),
  })
  .meta({ id: 'AdminOffice' });
export type AdminOffice = z.infer<typeof AdminOffice>;

export const AdminOfficesResponse = z.object({ offices: z.array(AdminOffice) }).meta({ id: 'AdminOfficesResponse' });
export type AdminOfficesResponse = z.infer<typeof AdminOfficesResponse>;
