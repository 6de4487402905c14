import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import {
  adminLeadSources,
  changeLeadSource,
  createLeadSource,
  setLeadSourceActive,
  signupLeadSources,
  sortLeadSources,
} from './lead-sources.service';
import {
  adminReleaseNotes,
  createReleaseNote,
  editReleaseNote,
  publishReleaseNote,
  releaseNoteSeen,
  unseenReleaseNotes,
} from './release-notes.service';
import {
  adminServices,
  createService,
  renameService,
  setServiceActive,
  sortServices,
} from './specialty-services.service';

const platformAdmins = { roles: PLATFORM_ADMIN_TYPES };
const officeUsers = { roles: OFFICE_USER_TYPES };

/** Lists the platform owns (issue 24): lead sources, services under specialties, release notes. */
export function adminListRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.adminLeadSources, platformAdmins, ({ ctx }) => adminLeadSources(ctx));
  route(app, deps, endpoints.createLeadSource, platformAdmins, ({ ctx, auth, ip, body }) =>
    createLeadSource(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.updateLeadSource, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    changeLeadSource(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.setLeadSourceActive, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    setLeadSourceActive(ctx, { auth, ip }, params.id, body.active),
  );
  route(app, deps, endpoints.sortLeadSources, platformAdmins, ({ ctx, auth, ip, body }) =>
    sortLeadSources(ctx, { auth, ip }, body.ids),
  );
  route(app, deps, endpoints.signupLeadSources, 'public', ({ ctx }) => signupLeadSources(ctx));

  route(app, deps, endpoints.adminServices, platformAdmins, ({ ctx }) => adminServices(ctx));
  route(app, deps, endpoints.createService, platformAdmins, ({ ctx, auth, ip, body }) =>
    createService(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.updateService, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    renameService(ctx, { auth, ip }, params.id, body.name),
  );
  route(app, deps, endpoints.setServiceActive, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    setServiceActive(ctx, { auth, ip }, params.id, body.active),
  );
  route(app, deps, endpoints.sortServices, platformAdmins, ({ ctx, auth, ip, body }) =>
    sortServices(ctx, { auth, ip }, body),
  );

  route(app, deps, endpoints.adminReleaseNotes, platformAdmins, ({ ctx }) => adminReleaseNotes(ctx));
  route(app, deps, endpoints.createReleaseNote, platformAdmins, ({ ctx, auth, ip, body }) =>
    createReleaseNote(ctx, { auth, ip }, body),
  );
  route(app, deps, endpoints.updateReleaseNote, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    editReleaseNote(ctx, { auth, ip }, params.id, body),
  );
  route(app, deps, endpoints.publishReleaseNote, platformAdmins, ({ ctx, auth, ip, params, body }) =>
    publishReleaseNote(ctx, { auth, ip }, params.id, body.published),
  );
  route(app, deps, endpoints.unseenReleaseNotes, officeUsers, ({ ctx, auth }) => unseenReleaseNotes(ctx, auth));
  route(app, deps, endpoints.releaseNoteSeen, officeUsers, ({ ctx, auth, params }) =>
    releaseNoteSeen(ctx, auth, params.id),
  );
}
