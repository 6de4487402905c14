import { endpoints } from '@mhq/contract';
import { PATIENT_USER_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { patientHousehold } from './household.service';

/** The patient's portal: a patient reads their own household at their own practice, and every read is audited. */
export function portalRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(
    app,
    deps,
    endpoints.patientHousehold,
    {
      roles: PATIENT_USER_TYPES,
      self: { in: 'params', field: 'id' },
      office: { in: 'query', field: 'dentistInfoId' },
      audit: { subject: 'household', does: 'read' },
    },
    ({ ctx, auth, query }) => patientHousehold(ctx, auth.userId, query.dentistInfoId),
  );
}
