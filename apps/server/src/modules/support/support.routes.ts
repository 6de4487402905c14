import { endpoints } from '@mhq/contract';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from '../../deps';
import { route } from '../../http/route';
import { contactAccountSupport } from './support.service';

export function supportRoutes(app: FastifyInstance, deps: AppDeps): void {
  route(app, deps, endpoints.contactAccountSupport, { office: { in: 'body', field: 'dentistInfoId' } }, async (c) => ({
    _message: await contactAccountSupport(c.ctx, c.auth, c.body),
  }));
}
