import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import { brandAddress, resolveTenant, type TenantId } from '@mhq/domain';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppDeps } from './deps';
import { EMBED_SCRIPT } from './embed-script';
import { requestCtx } from './http/route';
import { marketplaceHead, withHead } from './modules/marketplace/marketplace.head';

/** The one page other sites may frame: the enrolment widget a practice puts on its own website (issue 27). */
const FRAMEABLE_PAGES = new Set(['/enroll/embed', '/enroll/embed/']);

/** A page path the static files' own checks should see (a dot segment, an escape, a backslash): it goes there first. */
const UNUSUAL_PATH = /\/\.|%|\\/;

/**
 * Serves the built web app: static files, and index.html for every other page path, with the
 * request's brand on the <html> tag so the first paint is already branded.
 */
export async function registerWeb(app: FastifyInstance, deps: AppDeps): Promise<void> {
  const dist = deps.config.webDist;
  const indexFile = path.join(dist, 'index.html');
  // index.html is read once and kept with each brand's copy of it; a rebuilt web app (a new modification time) is
  // read again, so it is served without a restart. Only the file's time is looked at per page (issue 29).
  let cached: { mtimeMs: number; html: string; branded: Map<TenantId, string> } | null = null;
  const indexOf = () => {
    try {
      const { mtimeMs } = statSync(indexFile);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, html: readFileSync(indexFile, 'utf8'), branded: new Map() };
      return cached;
    } catch {
      return null;
    }
  };
  const brandedPage = (tenant: TenantId): string | null => {
    const index = indexOf();
    if (!index) return null;
    let page = index.branded.get(tenant);
    if (page === undefined) {
      page = index.html.replace(
        /<html([^>]*)>/,
        (_, attrs: string) => `<html${attrs.replace(/\s*data-tenant="[^"]*"/, '')} data-tenant="${tenant}">`,
      );
      index.branded.set(tenant, page);
    }
    return page;
  };
  const hasApp = indexOf() !== null;
  if (hasApp) {
    await app.register(fastifyStatic, { root: dist, index: false, wildcard: true, maxAge: '1h' });
  } else {
    app.log.warn(`No built web app at ${dist}; run 'npm run build'. The API still works.`);
  }
  // The brand's public address, worked out once per brand (mail links and the marketplace's structured data use it).
  const publicOrigins = new Map<TenantId, string>();
  const publicOrigin = (tenant: TenantId): string | null => {
    const { publicUrl } = deps.config;
    if (!publicUrl) return null;
    let origin = publicOrigins.get(tenant);
    if (origin === undefined) {
      origin = brandAddress(publicUrl, tenant).replace(/\/+$/, '');
      publicOrigins.set(tenant, origin);
    }
    return origin;
  };

  const sendPage = async (request: FastifyRequest, reply: FastifyReply) => {
    const url = request.url.split('?')[0] ?? '/';
    const isPage = request.method === 'GET' && !url.startsWith('/api/') && !path.extname(url);
    const tenant = resolveTenant(deps.config.tenant, request.hostname);
    const branded = isPage ? brandedPage(tenant.id) : null;
    if (!branded) return reply.status(404).send({ _message: 'Not Found' });
    if (FRAMEABLE_PAGES.has(url)) allowFraming(reply);
    // The public marketplace's pages carry their title, description and structured data for crawlers (issue 27).
    const origin = publicOrigin(tenant.id) ?? `${request.protocol}://${request.hostname}`.replace(/\/+$/, '');
    const head = await marketplaceHead(requestCtx(deps, request), url, origin);
    const page = head ? withHead(branded, head) : branded;
    return reply.type('text/html; charset=utf-8').header('cache-control', 'no-cache').send(page);
  };
  // A page address with doubled slashes ('//accounts/signup/my-dentist/5', as some old links were written) goes
  // to the same page with single slashes (spec 01 section 2: 'double-slash variants redirect to signup').
  app.addHook('onRequest', (request, reply, done) => {
    if ((request.method !== 'GET' && request.method !== 'HEAD') || !request.url.includes('//')) return done();
    const [pathname = '/', ...query] = request.url.split('?');
    if (!pathname.includes('//') || pathname.startsWith('/api/')) return done();
    const single = pathname.replace(/\/{2,}/g, '/');
    reply.redirect(`${single}${query.length > 0 ? `?${query.join('?')}` : ''}`, 301);
  });
  // A page address (no file extension) is the app's page: answered here, without the static files' look on disk
  // for a file of that name, which there never is (a built app's files all have extensions).
  if (hasApp) {
    app.addHook('onRequest', async (request, reply) => {
      if (request.method !== 'GET' || request.routeOptions.url !== '/*') return;
      const url = request.url.split('?')[0] ?? '/';
      if (path.extname(url) || url.startsWith('/api/') || UNUSUAL_PATH.test(url)) return;
      await sendPage(request, reply);
      return reply;
    });
  }
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
