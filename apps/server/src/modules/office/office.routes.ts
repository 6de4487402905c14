import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { notFound } from '../../http/app-error';
import { requestCtx, route } from '../../http/route';
import { deleteLogo, filesOf, officeProfile, updateOfficeProfile, uploadLogo } from './office.service';
import {
  addTeamUser,
  changeTeamPermissions,
  deleteTeamUser,
  listTeam,
  reactivateTeamUser,
  updateTeamUser,
} from './team.service';
import { changePassword, updateUserInfo } from './user-settings.service';

/** Everyone who works in an office, and the platform's admins, may read its profile and team. */
const readers = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
/** Owners and office admins (and the platform's admins) change the profile; standard staff do not. */
const profileWriters = ['dentist', 'office_admin', ...PLATFORM_ADMIN_TYPES] as const;
/** Only the office's own owners and office admins manage its team (spec 01 section 6). */
const teamManagers = ['dentist', 'office_admin'] as const;

const self = { in: 'params', field: 'id' } as const;
const officeInPath = { in: 'params', field: 'id' } as const;
const officeUser = { in: 'body', field: 'userId' } as const;

const LOGO_NAME = /^office-\d+-[0-9a-f]{20}\.(png|jpg)$/;

export function officeRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    endpoints.officeProfile,
    { roles: readers, self, office: { in: 'body', field: 'dentistInfoId' } },
    async ({ ctx, body }) => ({ profile: await officeProfile(ctx, body.dentistInfoId) }),
  );

  route(
    app,
    deps,
    endpoints.updateOfficeProfile,
    { roles: profileWriters, office: officeInPath },
    ({ ctx, auth, ip, params, body }) => updateOfficeProfile(ctx, { auth, ip }, params.id, body),
  );

  const logoAccess = { roles: profileWriters, self, office: { in: 'params', field: 'officeId' } } as const;
  route(app, deps, endpoints.uploadLogo, logoAccess, ({ ctx, auth, ip, params, body }) =>
    uploadLogo(ctx, { auth, ip }, params.officeId, body),
  );
  route(app, deps, endpoints.deleteLogo, logoAccess, ({ ctx, auth, ip, params }) =>
    deleteLogo(ctx, { auth, ip }, params.officeId),
  );

  route(app, deps, endpoints.updateUserInfo, { self }, ({ ctx, auth, ip, body }) =>
    updateUserInfo(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.changePassword, { self }, ({ ctx, auth, ip, body }) =>
    changePassword(ctx, { auth, ip }, body.currentPassword, body.newPassword),
  );

  route(app, deps, endpoints.teamUsers, { roles: readers, office: officeInPath }, ({ ctx, auth, params }) =>
    listTeam(ctx, auth, params.id),
  );
  route(
    app,
    deps,
    endpoints.addTeamUser,
    { roles: teamManagers, action: 'manageTeam', office: officeInPath },
    ({ ctx, auth, ip, params, body }) => addTeamUser(ctx, { auth, ip }, params.id, body),
  );
  const onUser = { roles: teamManagers, action: 'manageTeam', office: officeInPath, officeUser } as const;
  route(app, deps, endpoints.deleteTeamUser, onUser, ({ ctx, auth, ip, params, body }) =>
    deleteTeamUser(ctx, { auth, ip }, params.id, body.userId),
  );
  route(app, deps, endpoints.updateTeamUser, onUser, ({ ctx, auth, ip, params, body, query }) =>
    updateTeamUser(ctx, { auth, ip }, params.id, body, query.upgrade === 'true'),
  );
  route(app, deps, endpoints.changeTeamPermissions, onUser, ({ ctx, auth, ip, params, body }) =>
    changeTeamPermissions(ctx, { auth, ip }, params.id, body.userId, body.permission),
  );
  route(app, deps, endpoints.reactivateTeamUser, onUser, ({ ctx, auth, ip, params, body }) =>
    reactivateTeamUser(ctx, { auth, ip }, params.id, body.userId, body.isDeleted),
  );

  // Logos are public images (the shell and the public enrolment pages show them), served by the name the
  // server gave them: always an image it drew itself, never the uploaded bytes, and never to be sniffed.
  app.get<{ Params: { name: string } }>('/files/logos/:name', async (request, reply) => {
    const { name } = request.params;
    if (!LOGO_NAME.test(name)) throw notFound();
    const bytes = await filesOf(requestCtx(deps, request)).get(`logos/${name}`);
    if (!bytes) throw notFound();
    return reply
      .type(name.endsWith('.png') ? 'image/png' : 'image/jpeg')
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; sandbox")
      .header('cache-control', 'public, max-age=31536000, immutable')
      .send(bytes);
  });
}
