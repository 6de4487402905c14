import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { addressSuggestions } from './address.service';

export function addressRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.addressSuggestions, 'public', async ({ query }) => ({
    suggestions: addressSuggestions(query.q),
  }));
}
