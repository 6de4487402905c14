import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES, PLATFORM_ADMIN_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import { pmsFor } from '../../adapters/pms/select';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { matchNewMembers, pmsMatches, pmsPatientSearch, removeChartMatch, setChartMatch } from './pms-match.service';

const roles = [...OFFICE_USER_TYPES, ...PLATFORM_ADMIN_TYPES] as const;
const inBody = { roles, office: { in: 'body', field: 'dentistInfoId' } } as const;
const inQuery = { roles, office: { in: 'query', field: 'dentistInfoId' } } as const;
const member = { in: 'body', field: 'memberId' } as const;

/** Chart matches (issue 28): the whole team matches members to their PMS charts; every call reads patient data. */
export function pmsMatchRoutes(app: FastifyInstance, deps: AppDeps): void {
  const pms = deps.pms ?? pmsFor(deps.config, deps.database.db, deps.clock);

  // The matcher reads every PMS patient and links members to charts.
  route(
    app,
    deps,
    endpoints.matchNewMembers,
    { ...inBody, action: 'matchCharts', audit: { subject: 'pmsMatches', does: 'change' } },
    ({ ctx, auth, body }) => matchNewMembers(ctx, pms, auth, body.dentistInfoId),
  );

  route(
    app,
    deps,
    endpoints.pmsMatches,
    { ...inQuery, action: 'matchCharts', audit: { subject: 'pmsMatches', does: 'read' } },
    ({ ctx, query }) => pmsMatches(ctx, query.dentistInfoId),
  );

  route(
    app,
    deps,
    endpoints.setChartMatch,
    { ...inBody, action: 'matchCharts', member: { ...member, audit: 'change' } },
    ({ ctx, auth, body }) =>
      setChartMatch(ctx, pms, auth, { officeId: body.dentistInfoId, memberId: body.memberId, chartId: body.chartId }),
  );

  route(
    app,
    deps,
    endpoints.removeChartMatch,
    { ...inBody, action: 'matchCharts', member: { ...member, audit: 'change' } },
    ({ ctx, auth, body }) => removeChartMatch(ctx, auth, { officeId: body.dentistInfoId, memberId: body.memberId }),
  );

  // Searching the PMS's patients is how the front desk finds a new patient's chart while enrolling them.
  route(
    app,
    deps,
    endpoints.pmsPatientSearch,
    { ...inQuery, action: 'enrol', audit: { subject: 'pmsPatients', does: 'read' } },
    ({ ctx, query }) => pmsPatientSearch(ctx, pms, { officeId: query.dentistInfoId, q: query.q }),
  );
}
