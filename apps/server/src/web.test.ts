import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { insertPractice } from './modules/marketplace/marketplace.fixtures';
import { createTestApp } from './test/harness';

const dist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(dist, 'index.html'),
  '<!doctype html><html lang="en" data-tenant="dental"><body></body></html>',
);
writeFileSync(path.join(dist, 'app.js'), 'console.log(1)');
const t = await createTestApp({ webDist: dist });

describe('serving the web app', () => {
  it('answers every page path with the app, branded by host name', async () => {
    const dental = await t.call({ method: 'GET', url: '/accounts/login', headers: { host: 'app.dentalhq.example' } });
    expect(dental.status).toBe(200);
    expect(dental.body).toContain('data-tenant="dental"');
    const home = await t.call({ method: 'GET', url: '/' });
    expect(home.status).toBe(200);
    expect(home.body).toContain('<html');
    const vision = await t.call({
      method: 'GET',
      url: '/some/unknown/page',
      headers: { host: 'app.visionhq.example' },
    });
    expect(vision.status).toBe(200);
    expect(vision.body).toContain('data-tenant="vision"');
    expect(vision.body).not.toContain('data-tenant="dental"');
  });

  it('sends a doubled-slash page address to the same page with single slashes, keeping its query', async () => {
    const res = await t.call({ method: 'GET', url: '//accounts/signup//my-dentist/5?lang=es' });
    expect(res.status).toBe(301);
    expect(res.headers.location).toBe('/accounts/signup/my-dentist/5?lang=es');
    expect((await t.call({ method: 'GET', url: '/accounts/signup/my-dentist/5' })).status).toBe(200);
  });

  it('serves static files and answers 404 JSON for unknown API paths and missing files', async () => {
    expect((await t.call({ method: 'GET', url: '/app.js' })).status).toBe(200);
    expect(await t.call({ method: 'GET', url: '/api/v1/nothing-here' })).toMatchObject({
      status: 404,
      body: { _message: 'Not Found' },
    });
    expect((await t.call({ method: 'GET', url: '/missing.js' })).status).toBe(404);
  });

  it('serves the OpenAPI document generated from the contract, and a health check', async () => {
    const doc = await t.call({ method: 'GET', url: '/api/v1/openapi.json' });
    expect(doc.status).toBe(200);
    const paths = (doc.body as { paths: Record<string, Record<string, unknown>> }).paths;
    expect(Object.keys(paths['/accounts/login'] ?? {})).toEqual(['post']);
    expect(paths['/users/me/account']?.get).toBeDefined();
    expect(await t.call({ method: 'GET', url: '/healthz' })).toMatchObject({ status: 200, body: { ok: true } });
  });

  it('serves a rebuilt web app without a restart', async () => {
    writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body>v2</body></html>');
    writeFileSync(path.join(dist, 'app-v2.js'), 'console.log(2)');
    const page = await t.call({ method: 'GET', url: '/accounts/login' });
    expect(page.body).toContain('v2');
    expect(page.body).toContain('data-tenant="dental"');
    expect((await t.call({ method: 'GET', url: '/app-v2.js' })).status).toBe(200);
  });

  it('sends security headers', async () => {
    const res = await t.call({ method: 'GET', url: '/accounts/login' });
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it("writes the marketplace pages' title, description and a practice's JSON-LD into the HTML, escaped", async () => {
    writeFileSync(
      path.join(dist, 'index.html'),
      '<!doctype html><html lang="en"><head><title>Membership plans</title></head><body></body></html>',
    );
    const { officeId } = await insertPractice(t.db, {
      brand: 'dental',
      name: 'Smile & Co </script><script>alert("x")</script>',
      slug: 'web-head-smile',
      zip: '59601',
      city: 'Helena',
      state: 'MT',
      monthlyCents: 2500,
    });
    const search = await t.call({ method: 'GET', url: '/search?zip=59601' });
    expect(search.body).toContain('<title>Find a dental practice near you | DentalHQ</title>');
    expect(search.body).toContain('<meta name="description" content="Find a dental practice near you');
    expect(search.body).not.toContain('Membership plans</title>');

    const profile = (await t.call({ method: 'GET', url: `/marketplace/profile/${officeId}` })).body as string;
    expect(profile).toContain('<title>Smile &amp; Co &lt;/script&gt;&lt;script&gt;alert(&quot;x&quot;)');
    expect(profile).toContain('from $25 a month');
    const ld = /<script type="application\/ld\+json" data-page-head>(.*?)<\/script>/.exec(profile)?.[1] ?? '';
    expect(JSON.parse(ld)).toMatchObject({
      '@type': 'Dentist',
      name: 'Smile & Co </script><script>alert("x")</script>',
    });
    expect(profile.match(/<script/g)).toHaveLength(1);

    // A practice the brand does not list: the app's page with its plain head.
    const vision = await t.call({
      method: 'GET',
      url: `/marketplace/profile/${officeId}`,
      headers: { host: 'app.visionhq.example' },
    });
    expect(vision.body).toContain('<title>Membership plans</title>');
    expect(vision.body).not.toContain('ld+json');
  });
});
