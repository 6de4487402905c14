import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { currentUser } from './account.service';

export function accountRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.currentUser, { office: { in: 'query', field: 'dentistInfoId' } }, ({ ctx, auth, query }) =>
    currentUser(ctx, auth, query.dentistInfoId),
  );
}
