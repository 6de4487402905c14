import { PLATFORM_ADMIN_TYPES, VALIDATION_MESSAGES } from '@mhq/domain';
import { z } from 'zod';
import { Email, Id, Text } from './common';
import { UsPhone } from './office';

// The platform's own users (admin, super_admin, almost_super) as the back office lists and manages them (issue 24),
// and a platform user's own profile.

export const PlatformRole = z.enum(PLATFORM_ADMIN_TYPES, { message: 'Choose a role from the list' });
export type PlatformRole = z.infer<typeof PlatformRole>;

export const PLATFORM_USERS_PAGE_SIZE = 25;

export const PlatformUsersQuery = z.object({
  search: Text(100).optional(),
  role: PlatformRole.optional(),
  page: z.coerce.number().int().min(1).max(100_000).default(1),
});
export type PlatformUsersQuery = z.infer<typeof PlatformUsersQuery>;

export const PlatformUser = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    role: PlatformRole,
    active: z.boolean(),
    /** Added, and no password set yet: the invitation may be sent again. */
    invitationPending: z.boolean(),
    addedAt: z.string(),
    /** The last session they opened themselves; null: never signed in. */
    lastSignInAt: z.string().nullable(),
  })
  .meta({ id: 'PlatformUser' });
export type PlatformUser = z.infer<typeof PlatformUser>;

export const PlatformUsersResponse = z
  .object({
    users: z.array(PlatformUser),
    total: z.number().int(),
    page: z.number().int(),
    pageSize: z.number().int(),
  })
  .meta({ id: 'PlatformUsersResponse' });
export type PlatformUsersResponse = z.infer<typeof PlatformUsersResponse>;

const Name = Text(80).pipe(z.string().min(1, VALIDATION_MESSAGES.required));

export const AddPlatformUserRequest = z
  .object({ firstName: Name, lastName: Name, email: Email, role: PlatformRole })
  .meta({ id: 'AddPlatformUserRequest' });
export type AddPlatformUserRequest = z.infer<typeof AddPlatformUserRequest>;

export const PlatformUserParams = z.object({ id: Id });
export const PlatformRoleRequest = z.object({ role: PlatformRole }).meta({ id: 'PlatformRoleRequest' });
export const PlatformActiveRequest = z.object({ active: z.boolean() }).meta({ id: 'PlatformActiveRequest' });

export const PlatformUserChangeResponse = z
  .object({ _message: z.string(), user: PlatformUser })
  .meta({ id: 'PlatformUserChangeResponse' });
export type PlatformUserChangeResponse = z.infer<typeof PlatformUserChangeResponse>;

/* A platform user's own profile */

export const AdminProfile = z
  .object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: PlatformRole,
  })
  .meta({ id: 'AdminProfile' });
export type AdminProfile = z.infer<typeof AdminProfile>;

export const AdminProfileResponse = z.object({ profile: AdminProfile }).meta({ id: 'AdminProfileResponse' });
export type AdminProfileResponse = z.infer<typeof AdminProfileResponse>;

export const UpdateAdminProfileRequest = z
  .object({ firstName: Name, lastName: Name, phone: z.union([z.literal(''), UsPhone]) })
  .meta({ id: 'UpdateAdminProfileRequest' });
export type UpdateAdminProfileRequest = z.infer<typeof UpdateAdminProfileRequest>;

export const AdminProfileChangeResponse = z
  .object({ _message: z.string(), profile: AdminProfile })
  .meta({ id: 'AdminProfileChangeResponse' });
export type AdminProfileChangeResponse = z.infer<typeof AdminProfileChangeResponse>;
