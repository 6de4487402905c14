import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PATIENT_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { pmsFor } from '../../adapters/pms/select';
import type { AppDeps, Ctx } from '../../deps';
import { route } from '../../http/route';
import { type BenefitsCtx, memberBenefits, patientBenefits, recallList } from './pms-benefits.service';
import { memberPmsSync } from './pms-sync.service';

/** The office's team and the platform's admins acting for it. */
const staff = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;

/**
 * Benefit usage read from the PMS (issue 28): one member's, the office's recall list, and the patient's household's;
 * and what the write-back wrote to a member's chart.
 */
export function pmsBenefitsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const pms = deps.pms ?? pmsFor(deps.config, deps.database.db, deps.clock);
  const withHub = (ctx: Ctx): BenefitsCtx => ({ ...ctx, pms });

  route(
    app,
    deps,
    endpoints.memberBenefits,
    {
      roles: staff,
      office: { in: 'params', field: 'officeId' },
      member: { in: 'params', field: 'memberId', audit: 'read' },
    },
    ({ ctx, params }) => memberBenefits(withHub(ctx), params.officeId, params.memberId),
  );
  route(
    app,
    deps,
    endpoints.memberPmsSync,
    {
      roles: staff,
      office: { in: 'params', field: 'officeId' },
      member: { in: 'params', field: 'memberId', audit: 'read' },
    },
    ({ ctx, params }) => memberPmsSync(ctx, params.officeId, params.memberId),
  );
  // Names, contacts and visits of the office's members: every read is audited.
  route(
    app,
    deps,
    endpoints.recallList,
    {
      roles: staff,
      office: { in: 'query', field: 'dentistInfoId' },
      action: 'matchCharts',
      audit: { subject: 'pms_recall', does: 'read' },
    },
    ({ ctx, query }) => recallList(withHub(ctx), query.dentistInfoId),
  );
  route(
    app,
    deps,
    endpoints.patientBenefits,
    {
      roles: PATIENT_USER_TYPES,
      self: { in: 'params', field: 'id' },
      office: { in: 'query', field: 'dentistInfoId' },
      audit: { subject: 'household_benefits', does: 'read' },
    },
    ({ ctx, auth, query }) => patientBenefits(withHub(ctx), auth.userId, query.dentistInfoId),
  );
}
