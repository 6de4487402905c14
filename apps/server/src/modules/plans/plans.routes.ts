import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { enrolmentPage } from '../enrolment/public-office.service';
import { changePlanPrice } from './plan-price.service';
import { savePlanState } from './plan-save.service';
import { updatePlanSettings, worryFree } from './plan-settings.service';
import { listPlans, manageView, planDetail, sortPlans } from './plans.service';

/** Everyone who works in an office, and the platform's admins, may look at its plans. */
const readers = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
/** Owners, office admins and the plan coordinator change them (the office permission matrix); other staff do not. */
const writers = readers;
const manages = { roles: writers, action: 'managePlans' } as const;

const self = { in: 'params', field: 'id' } as const;
const officeInBody = { in: 'body', field: 'dentistInfoId' } as const;
const planInBody = { in: 'body', field: 'planId' } as const;

export function planRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.allPlans, { roles: readers, self, office: officeInBody }, ({ ctx, body }) =>
    listPlans(ctx, body.dentistInfoId),
  );

  route(app, deps, endpoints.customMemberships, { roles: readers, self, office: officeInBody }, ({ ctx, body }) =>
    manageView(ctx, body.dentistInfoId),
  );

  route(
    app,
    deps,
    endpoints.planDetail,
    { roles: readers, self, office: officeInBody, plan: planInBody },
    ({ ctx, body }) => planDetail(ctx, body.dentistInfoId, body.planId),
  );

  route(
    app,
    deps,
    endpoints.planSaveState,
    { ...manages, office: officeInBody, plan: planInBody },
    ({ ctx, auth, ip, body }) => savePlanState(ctx, { auth, ip }, body),
  );

  route(
    app,
    deps,
    endpoints.updatePlanSettings,
    { ...manages, office: { in: 'params', field: 'dentistInfoId' } },
    ({ ctx, auth, ip, params, body }) => updatePlanSettings(ctx, { auth, ip }, params.dentistInfoId, body),
  );

  route(
    app,
    deps,
    endpoints.changePlanPrice,
    { ...manages, office: { in: 'params', field: 'id' }, plan: planInBody },
    ({ ctx, auth, ip, params, body }) => changePlanPrice(ctx, { auth, ip }, params.id, body.planId, body.pricing),
  );

  route(
    app,
    deps,
    endpoints.sortPlans,
    { ...manages, office: { in: 'params', field: 'id' } },
    ({ ctx, auth, ip, params, body }) => sortPlans(ctx, { auth, ip }, params.id, body.planIds),
  );

  route(app, deps, endpoints.worryFree, { roles: readers, office: { in: 'params', field: 'id' } }, ({ ctx, params }) =>
    worryFree(ctx, params.id),
  );

  route(app, deps, endpoints.publicOffice, 'public', ({ ctx, params, query }) => enrolmentPage(ctx, params.id, query));
}
