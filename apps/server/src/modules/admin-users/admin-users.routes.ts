import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { adminProfile, updateAdminProfile } from './admin-profile.service';
import {
  addPlatformUser,
  platformUsers,
  resendPlatformInvitation,
  setPlatformUserActive,
  setPlatformUserRole,
} from './admin-users.service';
import { PLATFORM_USER_MESSAGES } from './platform-user-rules';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };
/** Other platform admins are told plainly (403); anyone else learns nothing (404). */
const superAdmins = { roles: ['super_admin'] as const, refusal: PLATFORM_USER_MESSAGES.superOnly };

/** The platform's own users (/admin/users, /admin/super_admin) and an admin's own profile (/admin/profile). */
export function adminUserRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.platformUsers, platformAdmins, ({ ctx, query }) => platformUsers(ctx, query));
  route(app, deps, endpoints.addPlatformUser, superAdmins, ({ ctx, auth, ip, body }) =>
    addPlatformUser(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.setPlatformUserRole, superAdmins, ({ ctx, auth, ip, params, body }) =>
    setPlatformUserRole(ctx, { auth, ip }, params.id, body.role),
  );
  route(app, deps, endpoints.setPlatformUserActive, superAdmins, ({ ctx, auth, ip, params, body }) =>
    setPlatformUserActive(ctx, { auth, ip }, params.id, body.active),
  );
  route(app, deps, endpoints.resendPlatformInvitation, superAdmins, ({ ctx, auth, ip, params }) =>
    resendPlatformInvitation(ctx, { auth, ip }, params.id),
  );
  route(app, deps, endpoints.adminProfile, platformAdmins, ({ ctx, auth }) => adminProfile(ctx, auth));
  route(app, deps, endpoints.updateAdminProfile, platformAdmins, ({ ctx, auth, ip, body }) =>
    updateAdminProfile(ctx, { auth, ip }, body),
  );
}
