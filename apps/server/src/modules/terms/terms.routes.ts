import { endpoints } from '@mhq/contract';
import { OFFICE_USER_TYPES } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { acceptTerms, termsStatus } from './terms.service';

/** The platform's terms for the practices' users (issue 27): read and accepted by each office user for themselves. */
export function termsRoutes(app: FastifyInstance, deps: AppDeps): void {
  const roles = OFFICE_USER_TYPES;
  route(app, deps, endpoints.termsStatus, { roles }, ({ ctx, auth }) => termsStatus(ctx, auth));
  route(app, deps, endpoints.acceptTerms, { roles }, ({ ctx, auth, ip, body }) =>
    acceptTerms(ctx, auth, ip, body.version),
  );
}
