import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { createTestApp } from './test/harness';

// Issue 27: the enrolment widget on a practice's own website. Only /enroll/embed may be framed by other sites.

const dist = mkdtempSync(path.join(tmpdir(), 'web-embed-dist-'));
writeFileSync(path.join(dist, 'index.html'), '<!doctype html><html lang="en"><body></body></html>');
const t = await createTestApp({ webDist: dist });

type Listener = (event: { origin: string; source: unknown; data: unknown }) => void;

/** Runs the served loader against a small stand-in of the host page: its script tag, and what it inserts. */
function runLoader(code: string, scriptSrc: string, attrs: Record<string, string>) {
  const inserted: { src: string; title: string; style: { cssText: string; height?: string }; contentWindow: object }[] =
    [];
  const listeners: Listener[] = [];
  const frameWindow = {};
  const script = {
    src: scriptSrc,
    getAttribute: (name: string) => attrs[name] ?? null,
    parentNode: { insertBefore: (node: (typeof inserted)[number]) => inserted.push(node) },
  };
  const document = {
    currentScript: script,
    createElement: () => ({
      src: '',
      title: '',
      style: { cssText: '' } as { cssText: string; height?: string },
      contentWindow: frameWindow,
      setAttribute: () => undefined,
      getBoundingClientRect: () => ({ top: 10 }),
      scrollIntoView: () => undefined,
    }),
  };
  const window = { addEventListener: (_type: string, listener: Listener) => listeners.push(listener) };
  new Function('document', 'window', code)(document, window);
  const send = (event: Parameters<Listener>[0]) => {
    for (const l of listeners) l(event);
  };
  return { inserted, send, frameWindow };
}

describe('the enrolment widget on another website', () => {
  it('lets any site frame /enroll/embed, without X-Frame-Options, keeping the rest of the policy', async () => {
    for (const url of ['/enroll/embed?office=demo-uptown', '/enroll/embed']) {
      const res = await t.call({ method: 'GET', url });
      expect(res.status).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain('frame-ancestors *');
      expect(csp).not.toContain("frame-ancestors 'none'");
      expect(csp).toContain("default-src 'self'");
      expect(res.headers['x-frame-options']).toBeUndefined();
    }
  });

  it('keeps refusing to be framed on every other page, the enrolment and kiosk pages included', async () => {
    for (const url of [
      '/accounts/login',
      '/signup/demo-uptown',
      '/enroll?office=demo-uptown',
      '/enroll/embedded',
      '/office-enroll?office=demo-uptown',
      '/subscribe',
      '/start',
      '/',
    ]) {
      const res = await t.call({ method: 'GET', url });
      expect(res.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options'], url).toBe('SAMEORIGIN');
    }
  });

  it('serves /embed.js as a script other sites may load', async () => {
    const res = await t.call({ method: 'GET', url: '/embed.js' });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/javascript/);
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(typeof res.body === 'string' ? res.body : '').toContain('/enroll/embed');
  });

  it('inserts the widget for its office after the script tag and sizes it from its own frame only', async () => {
    const code = String((await t.call({ method: 'GET', url: '/embed.js' })).body);
    const page = runLoader(code, 'https://app.dentalhq.example/embed.js', { 'data-office': 'demo-uptown' });
    expect(page.inserted).toHaveLength(1);
    const frame = page.inserted[0];
    expect(frame?.src).toBe('https://app.dentalhq.example/enroll/embed?office=demo-uptown');
    expect(frame?.title).toBeTruthy();

    const height = { source: 'mhq-enrol-embed', height: 912.4 };
    // Another origin, or another frame of the app's origin: ignored.
    page.send({ origin: 'https://evil.example', source: page.frameWindow, data: height });
    page.send({ origin: 'https://app.dentalhq.example', source: {}, data: height });
    page.send({ origin: 'https://app.dentalhq.example', source: page.frameWindow, data: { height: 5 } });
    expect(frame?.style.height).toBeUndefined();
    page.send({ origin: 'https://app.dentalhq.example', source: page.frameWindow, data: height });
    expect(frame?.style.height).toBe('913px');
  });

  it('opens the widget in Spanish when the tag asks for it', async () => {
    const code = String((await t.call({ method: 'GET', url: '/embed.js' })).body);
    const page = runLoader(code, 'http://localhost:3641/embed.js?v=1', {
      'data-office': ' lakeside ',
      'data-lang': 'es',
    });
    expect(page.inserted[0]?.src).toBe('http://localhost:3641/enroll/embed?office=lakeside&lang=es');
  });
});
