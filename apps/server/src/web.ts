import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { brandAddress, resolveTenant } from '@mhq/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { EMBED_SCRIPT } from './embed-script';
import { requestCtx } from './http/route';
import { marketplaceHead, withHead } from './modules/marketplace/marketplace.head';

/** The one page other sites may frame: the enrolment widget a practice puts on its own website (issue 27). */
const FRAMEABLE_PAGES = new Set(['/enroll/embed', '/enroll/embed/']);

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

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url);
    const html = isPage ? indexHtml() : null;
    if (!html) return reply.status(404).send({ _message: 'Not Found' });
    const tenant = resolveTenant(deps.config.tenant, request.hostname);
    const branded = html.replace(
      /<html([^>]*)>/,
      (_, attrs: string) => `<html${attrs.replace(/\s*data-tenant="[^"]*"/, '')} data-tenant="${tenant.id}">`,
    );
    if (FRAMEABLE_PAGES.has(url)) allowFraming(reply);
    // The public marketplace's pages carry their title, description and structured data for crawlers (issue 27).
    const origin = (
      deps.config.publicUrl
        ? brandAddress(deps.config.publicUrl, tenant.id)
        : `${request.protocol}://${request.hostname}`
    ).replace(/\/+$/, '');
    const head = await marketplaceHead(requestCtx(deps, request), url, origin);
    const page = head ? withHead(branded, head) : branded;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
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
  // The widget's loader, pasted by practices on their own sites: loaded cross-origin by a plain <script> tag.
  app.get('/embed.js', (_request, reply) =>
    reply
      .type('text/javascript; charset=utf-8')
      .header('cache-control', 'public, max-age=300')
      .header('cross-origin-resource-policy', 'cross-origin')
      .send(EMBED_SCRIPT),
  );
  // The site root is a directory to the static plugin (403); it is the app's home page.
  app.get('/', sendPage);
  app.setNotFoundHandler(sendPage);
}

/**
 * Lets any site frame this answer: every other page keeps helmet's `frame-ancestors 'none'` and X-Frame-Options, so
 * no one can overlay the app's pages (clickjacking); the widget holds no session and only enrols a new patient.
 */
function allowFraming(reply: FastifyReply): void {
  const csp = reply.getHeader('content-security-policy');
  if (typeof csp === 'string') {
    reply.header('content-security-policy', csp.replace(/frame-ancestors [^;]*/, 'frame-ancestors *'));
  }
  reply.removeHeader('x-frame-options');
}
