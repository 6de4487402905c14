import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { resolveTenant } from '@mhq/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';

/**
 * Serves the built web app: static files, and index.html for every other page path, with the
 * request's brand on the <html> tag so the first paint is already branded.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  // Re-read index.html when it changes, so a rebuilt web app is served without a restart.
  let cached: { mtimeMs: number; html: string } | null = null;
  const indexHtml = (): string | null => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8') };
      return cached.html;
    } catch {
      return null;
    }
  };
  if (indexHtml()) {
    await app.register(fastifyStatic, { root: dist, index: false, wildcard: true, maxAge: '1h' });
  } else {
    app.log.warn(`No built web app at ${dist}; run 'npm run build'. The API still works.`);
  }

  const sendPage = (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url);
    const html = isPage ? indexHtml() : null;
    if (!html) return reply.status(404).send({ _message: 'Not Found' });
    const tenant = resolveTenant(deps.config.tenant, request.hostname);
    const branded = html.replace(
      /<html([^>]*)>/,
      (_, attrs: string) => `<html${attrs.replace(/\s*data-tenant="[^"]*"/, '')} data-tenant="${tenant.id}">`,
    );
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(branded);
  };
  // A page address with doubled slashes ('//accounts/signup/my-dentist/5', as some old links were written) goes
  // to the same page with single slashes (spec 01 section 2: 'double-slash variants redirect to signup').
  app.addHook('onRequest', async (request, reply) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return;
    const [pathname = '/', ...query] = request.url.split('?');
    if (!pathname.includes('//') || pathname.startsWith('/api/')) return;
    const single = pathname.replace(/\/{2,}/g, '/');
    return reply.redirect(`${single}${query.length > 0 ? `?${query.join('?')}` : ''}`, 301);
  });
  // The site root is a directory to the static plugin (403); it is the app's home page.
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}
