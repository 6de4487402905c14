import { readFileSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { resolveTenant } from '@mhq/domain';
import type { FastifyInstance } from 'fastify';
import type { AppDeps } from './deps';

/**
 * Serves the built web app: static files, and index.html for every other page path, with the
 * request's brand on the <html> tag so the first paint is already branded.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDist;
  let indexHtml: string | null = null;
  try {
    indexHtml = readFileSync(path.join(dist, 'index.html'), 'utf8');
    await app.register(fastifyStatic, { root: dist, index: false, wildcard: false, maxAge: '1h' });
  } catch {
    app.log.warn(`No built web app at ${dist}; run 'npm run build'. The API still works.`);
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url);
    if (!isPage || !indexHtml) return reply.status(404).send({ _message: 'Not Found' });
    const tenant = resolveTenant(deps.config.tenant, request.hostname);
    const html = indexHtml.replace(
      /<html([^>]*)>/,
      (_, attrs: string) => `<html${attrs.replace(/\s*data-tenant="[^"]*"/, '')} data-tenant="${tenant.id}">`,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(html);
  });
}
