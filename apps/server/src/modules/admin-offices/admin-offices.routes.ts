import { endpoints } from '@mhq/contract';
import { PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  adminIncompleteSignups,
  adminOfficeHistory,
  adminOfficeUsers,
  resendInvitation,
  resendSignupCode,
  sendPasswordReset,
  setUserActive,
} from './admin-offices.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };
const inOffice = { ...platformAdmins, office: { in: 'params', field: 'dentistInfoId' } } as const;
/** A user of the office the path names (anyone else is 'not found'). */
const userOfOffice = { ...inOffice, officeUser: { in: 'params', field: 'userId' } } as const;

/** An office as the platform's admins support it: its users, its history, and the sign-ups that stopped. */
export function adminOfficeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminOfficeUsers, inOffice, ({ ctx, params }) =>
    adminOfficeUsers(ctx, params.dentistInfoId),
  );
  const ids = (p: { dentistInfoId: number; userId: number }) => ({ officeId: p.dentistInfoId, userId: p.userId });
  route(app, deps, endpoints.adminSendPasswordReset, userOfOffice, ({ ctx, auth, ip, params }) =>
    sendPasswordReset(ctx, { auth, ip }, ids(params)),
  );
  route(app, deps, endpoints.adminSetUserActive, userOfOffice, ({ ctx, auth, ip, params, body }) =>
    setUserActive(ctx, { auth, ip }, ids(params), body.active),
  );
  route(app, deps, endpoints.adminResendInvitation, userOfOffice, ({ ctx, auth, ip, params }) =>
    resendInvitation(ctx, { auth, ip }, ids(params)),
  );
  route(app, deps, endpoints.adminOfficeHistory, inOffice, ({ ctx, params, query }) =>
    adminOfficeHistory(ctx, params.dentistInfoId, query.page),
  );
  route(app, deps, endpoints.incompleteSignups, platformAdmins, ({ ctx, query }) => adminIncompleteSignups(ctx, query));
  route(app, deps, endpoints.resendSignupCode, inOffice, ({ ctx, auth, ip, params }) =>
    resendSignupCode(ctx, { auth, ip }, params.dentistInfoId),
  );
}
