import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { paymentGatewayFor } from '../../adapters/payments/select';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { householdOwner } from '../billing/billing.queries';
import { formerHousehold, reenrolHousehold } from './reenrol.service';
import { householdShareLink, patientReferral, recommendPractice } from './referral-link.service';
import { officeReferralLeadList, referralReport } from './referral-report.service';
import { readReferralReward, saveReferralReward } from './referral-reward.service';

const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const officeInPath = { in: 'params', field: 'officeId' } as const;

export function referralRoutes(app: FastifyInstance, deps: AppDeps): void {
  const gateway = deps.payments ?? paymentGatewayFor(deps.config, deps.database.db, deps.clock);
  route(app, deps, endpoints.patientReferral, 'public', ({ ctx, params, ip }) =>
    patientReferral(ctx, params.paymentUniqueId, { endpoint: `GET ${endpoints.patientReferral.path}`, ip }),
  );

  route(app, deps, endpoints.officeReferral, 'public', ({ ctx, params, body, ip }) =>
    recommendPractice(ctx, params.paymentUniqueId, body, { endpoint: `POST ${endpoints.officeReferral.path}`, ip }),
  );

  // The portal's share card: the household's own account owner (or the office's staff on the member's page).
  route(
    app,
    deps,
    endpoints.householdShareLink,
    {
      roles: [...staff, ...PATIENT_USER_TYPES],
      office: { in: 'params', field: 'dentistInfoId' },
      member: { in: 'params', field: 'memberId', audit: 'read' },
    },
    async ({ ctx, params }) =>
      householdShareLink(ctx, await householdOwner(ctx.db, params.dentistInfoId, params.memberId)),
  );

  route(app, deps, endpoints.referralReward, { roles: staff, office: officeInPath }, ({ ctx, params }) =>
    readReferralReward(ctx, params.officeId),
  );

  route(
    app,
    deps,
    endpoints.updateReferralReward,
    { roles: staff, office: officeInPath, action: 'managePlans' },
    ({ ctx, params, body, auth, ip }) => saveReferralReward(ctx, params.officeId, body, { userId: auth.userId, ip }),
  );

  route(
    app,
    deps,
    endpoints.referralReport,
    { roles: staff, office: officeInPath, audit: { subject: 'referrals', does: 'read' } },
    ({ ctx, params }) => referralReport(ctx, params.officeId),
  );

  route(app, deps, endpoints.officeReferralLeads, { roles: PLATFORM_ADMIN_TYPES }, ({ ctx }) =>
    officeReferralLeadList(ctx),
  );

  // Re-enrol: the signed-in patient's own household at an office they belong to (the guard: 404 elsewhere).
  const patientInOffice = { roles: PATIENT_USER_TYPES, office: { in: 'params', field: 'dentistInfoId' } } as const;
  route(app, deps, endpoints.reenrolHousehold, patientInOffice, ({ ctx, auth, params, ip }) =>
    formerHousehold(ctx, auth, params.dentistInfoId, ip),
  );
  route(app, deps, endpoints.reenrol, patientInOffice, ({ ctx, auth, params, body, ip }) =>
    reenrolHousehold(ctx, gateway, auth, params.dentistInfoId, body, ip),
  );
}
