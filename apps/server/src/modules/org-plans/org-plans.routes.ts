import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { groupPlans, managePlans, masterPlanDetails, saveMasterPlan } from './org-plans.service';
import { changeMasterPlanPrice, changeTarget } from './org-plans-changes.service';
import { legacyOrgPlans, mergeLegacyPlans, savePlanSettingsAt } from './org-plans-legacy.service';

/**
 * The organization's plan catalogue (issue 23). The acting office is `{id}` or `dentistInfoId`; owners, office admins
 * and plan coordinators (office action managePlans) read and change it. Plans are looked up within the acting office's
 * organization by the service (a plan of the catalogue need not be offered at the acting office), so another
 * organization's plan answers 404 there. Price changes and merges reprice members: audited as payment data.
 */
export function orgPlanRoutes(app: FastifyInstance, deps: AppDeps): void {
  const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES];
  const manages = { roles, action: 'managePlans' } as const;
  const officeInParams = { in: 'params', field: 'id' } as const;
  const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;
  const repricing = { subject: 'plan_members', does: 'change' } as const;
  const planInBody = { in: 'body', field: 'planId' } as const;
  const masterInBody = { in: 'body', field: 'masterPlanId' } as const;

  route(
    app,
    deps,
    endpoints.managePlans,
    {
      ...manages,
      office: officeInParams,
      location: { in: 'query', field: 'locationId' },
      group: { in: 'query', field: 'groupId' },
    },
    ({ ctx, auth, ip, params, query }) => managePlans(ctx, { auth, ip }, params.id, query),
  );
  route(
    app,
    deps,
    endpoints.groupPlans,
    { ...manages, office: { in: 'query', field: 'dentistInfoId' }, group: { in: 'params', field: 'id' } },
    ({ ctx, auth, ip, params, query }) => groupPlans(ctx, { auth, ip }, query.dentistInfoId, params.id),
  );
  route(
    app,
    deps,
    endpoints.masterPlanDetails,
    { ...manages, office: officeInParams, orgPlan: { in: 'query', field: 'planId' } },
    ({ ctx, auth, ip, params, query }) => masterPlanDetails(ctx, { auth, ip }, params.id, query.planId),
  );
  route(
    app,
    deps,
    endpoints.masterPlanSaveState,
    { ...manages, office: officeInBody, orgPlan: planInBody },
    ({ ctx, auth, ip, body }) => saveMasterPlan(ctx, { auth, ip }, body),
  );
  route(
    app,
    deps,
    endpoints.changeMasterPlanPrice,
    { ...manages, office: officeInBody, orgPlan: planInBody, audit: repricing },
    ({ ctx, auth, ip, body }) => changeMasterPlanPrice(ctx, { auth, ip }, body),
  );
  route(
    app,
    deps,
    endpoints.changeTarget,
    {
      ...manages,
      office: officeInBody,
      orgPlan: planInBody,
      // A location target must be a location the caller works at; a group target is checked by the service.
      location: { in: 'body', field: 'target', when: { field: 'targetType', equals: 'location' } },
    },
    ({ ctx, auth, ip, body }) => changeTarget(ctx, { auth, ip }, body),
  );
  route(
    app,
    deps,
    endpoints.organizationPlanSettings,
    { ...manages, office: officeInParams },
    ({ ctx, auth, ip, params, body }) => savePlanSettingsAt(ctx, { auth, ip }, params.id, 'all', body),
  );
  route(
    app,
    deps,
    endpoints.multiPlanSettings,
    { ...manages, office: officeInBody, location: { in: 'body', field: 'locationIds' } },
    ({ ctx, auth, ip, body }) =>
      savePlanSettingsAt(ctx, { auth, ip }, body.dentistInfoId, body.locationIds, body.settings),
  );
  route(
    app,
    deps,
    endpoints.legacyOrgPlans,
    { ...manages, office: officeInBody, orgPlan: masterInBody },
    ({ ctx, auth, ip, body }) => legacyOrgPlans(ctx, { auth, ip }, body),
  );
  route(
    app,
    deps,
    endpoints.mergeLegacyPlans,
    { ...manages, office: officeInBody, orgPlan: masterInBody, audit: repricing },
    ({ ctx, auth, ip, body }) => mergeLegacyPlans(ctx, { auth, ip }, body),
  );
}
