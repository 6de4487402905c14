import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { nearbyZips, practiceProfile, searchPractices } from './marketplace.service';

/**
 * The brand's public marketplace (issue 27): public calls, answered only about the request's brand and about offices
 * their owners list; they carry no patient data, so they owe no audit line.
 */
export function marketplaceRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.marketplaceSearch, 'public', ({ ctx, query }) => searchPractices(ctx, query));
  route(app, deps, endpoints.marketplaceProfile, 'public', ({ ctx, params }) => practiceProfile(ctx, params.officeId));
  route(app, deps, endpoints.nearbyZips, 'public', ({ ctx, params }) => nearbyZips(ctx, params.dentistInfoId));
}
