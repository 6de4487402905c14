import { z } from 'zod';
import { UserType } from './auth';
import { Id, Text } from './common';

export const AdminOfficesQuery = z.object({
  search: Text(100).optional(),
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

export const AuditLogQuery = z.object({
  organizationId: Id.optional(),
  memberId: Id.optional(),
  actorUserId: Id.optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
});

export const AuditEntry = z
  .object({
    id: z.number().int(),
    at: z.string(),
    action: z.string(),
    actor: z.object({ id: z.number().int(), name: z.string(), email: z.string() }).nullable(),
    organizationId: z.number().int().nullable(),
    officeId: z.number().int().nullable(),
    memberId: z.number().int().nullable(),
    targetType: z.string().nullable(),
    targetId: z.string().nullable(),
    ip: z.string().nullable(),
    detail: z.record(z.string(), z.unknown()).nullable(),
  })
  .meta({ id: 'AuditEntry' });
export type AuditEntry = z.infer<typeof AuditEntry>;

export const AuditLogResponse = z.object({ entries: z.array(AuditEntry) }).meta({ id: 'AuditLogResponse' });
export type AuditLogResponse = z.infer<typeof AuditLogResponse>;
