import { endpoints } from '@mhq/contract';
import { ASSOCIATION_USER_TYPES, OFFICE_USER_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps, Ctx } from '../../deps';
import { notFound } from '../../http/app-error';
import type { AuthContext } from '../../http/guard';
import { callerAssociationId } from '../../http/guard-channels';
import { requestCtx, route } from '../../http/route';
import { filesOf } from '../office/office.service';
import {
  associationPlanList,
  createAssociationPlan,
  officeAssociationPlans,
  setAssociationPlanActive,
  sortAssociationPlans,
  updateAssociationPlan,
} from './association-plans.service';
import {
  ASSOCIATION_LOGO_NAME,
  associationOffices,
  associationProfile,
  associationReport,
  deleteAssociationLogo,
  MANAGERS_ONLY,
  updateAssociationProfile,
  uploadAssociationLogo,
} from './association-portal.service';
import { associationReportCsv, associationReportWorkbook } from './association-report-files';
import {
  associationUsers,
  inviteAssociationUser,
  setAssociationUserActive,
  setAssociationUserRole,
} from './association-users.service';

const XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
const CSV = 'text/csv; charset=utf-8';

// Every association user views; only its managers change anything but their own profile. The association is the
// caller's own (callerAssociationId): no path names one, so another association is out of reach by construction.
const viewers = { roles: ASSOCIATION_USER_TYPES };
const managers = { roles: ['association'], refusal: MANAGERS_ONLY } as const;
const namedUser = { ...managers, associationUser: { in: 'params', field: 'userId' } } as const;

/** The association portal (/associations/...) and a practice's view of its association's recommended plans. */
export function associationPortalRoutes(app: FastifyInstance, deps: AppDeps): void {
  const mine = (c: { ctx: Ctx; auth: AuthContext }) => callerAssociationId(c.ctx.db, c.auth);

  route(app, deps, endpoints.associationOffices, viewers, async (c) =>
    associationOffices(c.ctx, await mine(c), c.query),
  );
  route(app, deps, endpoints.associationReport, viewers, async (c) => {
    const report = await associationReport(c.ctx, await mine(c));
    if (c.query.format === 'json') return report;
    const last = report.months.at(-1)?.month ?? 'report';
    if (c.query.format === 'csv') {
      return c.reply
        .type(CSV)
        .header('content-disposition', `attachment; filename="association-report-${last}.csv"`)
        .send(associationReportCsv(report));
    }
    const { profile } = await associationProfile(c.ctx, c.auth, await mine(c));
    const book = await associationReportWorkbook(report, profile.association.name, c.ctx.tenant.name);
    return c.reply
      .type(XLSX)
      .header('content-disposition', `attachment; filename="association-report-${last}.xlsx"`)
      .send(book);
  });

  route(app, deps, endpoints.associationProfile, viewers, async (c) =>
    associationProfile(c.ctx, c.auth, await mine(c)),
  );
  route(app, deps, endpoints.updateAssociationProfile, managers, async (c) =>
    updateAssociationProfile(c.ctx, c, await mine(c), c.body),
  );
  route(app, deps, endpoints.uploadAssociationLogo, managers, async (c) =>
    uploadAssociationLogo(c.ctx, c, await mine(c), c.body),
  );
  route(app, deps, endpoints.deleteAssociationLogo, managers, async (c) =>
    deleteAssociationLogo(c.ctx, c, await mine(c)),
  );

  route(app, deps, endpoints.associationUsers, viewers, async (c) => associationUsers(c.ctx, c, await mine(c)));
  route(app, deps, endpoints.inviteAssociationUser, managers, async (c) =>
    inviteAssociationUser(c.ctx, c, await mine(c), c.body),
  );
  route(app, deps, endpoints.setAssociationUserRole, namedUser, async (c) =>
    setAssociationUserRole(c.ctx, c, await mine(c), c.params.userId, c.body.role),
  );
  route(app, deps, endpoints.setAssociationUserActive, namedUser, async (c) =>
    setAssociationUserActive(c.ctx, c, await mine(c), c.params.userId, c.body.active),
  );

  route(app, deps, endpoints.associationPlans, viewers, async (c) => associationPlanList(c.ctx, c, await mine(c)));
  route(app, deps, endpoints.createAssociationPlan, managers, async (c) =>
    createAssociationPlan(c.ctx, c, await mine(c), c.body),
  );
  route(app, deps, endpoints.updateAssociationPlan, managers, async (c) =>
    updateAssociationPlan(c.ctx, c, await mine(c), c.params.planId, c.body),
  );
  route(app, deps, endpoints.setAssociationPlanActive, managers, async (c) =>
    setAssociationPlanActive(c.ctx, c, await mine(c), c.params.planId, c.body.active),
  );
  route(app, deps, endpoints.sortAssociationPlans, managers, async (c) =>
    sortAssociationPlans(c.ctx, c, await mine(c), c.body.ids),
  );

  route(
    app,
    deps,
    endpoints.officeAssociationPlans,
    { roles: OFFICE_USER_TYPES, office: { in: 'params', field: 'id' } },
    ({ ctx, params }) => officeAssociationPlans(ctx, params.id),
  );

  // Association logos are public images (the portal and the sign-up page show them), served by the name the server
  // gave them: always an image it drew itself, never the uploaded bytes, and never to be sniffed.
  app.get<{ Params: { name: string } }>('/files/association-logos/:name', async (request, reply) => {
    const { name } = request.params;
    if (!ASSOCIATION_LOGO_NAME.test(name)) throw notFound();
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
