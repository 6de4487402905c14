// `npm run bench`: cold start of the server on an empty data folder, the JavaScript the login and the patient
// enrolment pages load, and the latency of the shell's calls. Prints tables; asserts nothing.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { endpoints } from '@mhq/contract';
import { chromium } from '@playwright/test';

const root = path.resolve(import.meta.dirname, '..');
const port = 3190;
const base = `http://localhost:${port}`;

function startServer(dataDir: string): { child: ChildProcess; ready: Promise<number> } {
  const started = performance.now();
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    // A demo installation, as `npm start` runs it: demo data, mail kept in the outbox (no SMTP needed).
    env: { ...process.env, DEMO: 'true', PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  const ready = (async () => {
    for (;;) {
      try {
        if ((await fetch(`${base}/healthz`)).ok) return performance.now() - started;
      } catch {}
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  return { child, ready };
}

const stop = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

async function timeCalls(label: string, n: number, call: () => Promise<Response>) {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t0 = performance.now();
    const res = await call();
    await res.arrayBuffer();
    times.push(performance.now() - t0);
  }
  times.sort((a, b) => a - b);
  return { call: label, n, p50_ms: percentile(times, 0.5).toFixed(1), p95_ms: percentile(times, 0.95).toFixed(1) };
}

const dataDir = path.join(root, '.tmp/bench-data');
rmSync(dataDir, { recursive: true, force: true });

const cold = startServer(dataDir);
const coldMs = await cold.ready;
await stop(cold.child);
const warm = startServer(dataDir);
const warmMs = await warm.ready;

console.log('\nServer start (until /healthz answers)');
console.table([
  { start: 'cold: empty data folder (initdb, migrate, seed)', ms: Math.round(coldMs) },
  { start: 'warm: existing data folder', ms: Math.round(warmMs) },
]);

const browser = await chromium.launch({
  executablePath: '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
  ],
});
/** Every script a first visit to the page loads, raw and gzip (a fresh page: nothing cached). */
async function scriptsOf(pathname: string) {
  const page = await browser.newPage();
  const scripts: { file: string; raw_kB: number; gzip_kB: number }[] = [];
  page.on('response', async (res) => {
    if (res.request().resourceType() !== 'script') return;
    const body = await res.body().catch(() => null);
    if (!body) return;
    scripts.push({
      file: new URL(res.url()).pathname,
      raw_kB: Math.round(body.length / 102.4) / 10,
      gzip_kB: Math.round(gzipSync(body).length / 102.4) / 10,
    });
  });
  await page.goto(`${base}${pathname}`, { waitUntil: 'networkidle' });
  await page.close();
  const total = scripts.reduce((s, x) => s + x.gzip_kB, 0);
  return [
    ...scripts.sort((a, b) => b.gzip_kB - a.gzip_kB),
    { file: 'TOTAL', raw_kB: 0, gzip_kB: Math.round(total * 10) / 10 },
  ];
}
for (const [pathname, target] of [
  ['/accounts/login', 100],
  ['/signup/demo-downtown', 150],
] as const) {
  const table = await scriptsOf(pathname);
  console.log(`\nJavaScript loaded by ${pathname} on a first visit (target: at most ${target} kB gzip)`);
  console.table(table);
}
// The public site (issue 27): each page's total beside the login page's, none loading the signed-in shell.
const publicPages = [
  '/accounts/login',
  '/search?zip=78701',
  '/ppo-calculator',
  '/plan-builder',
  '/out-of-network',
  '/learn-more',
  '/faq',
  '/start',
  '/subscribe',
  '/enroll/embed?office=demo-downtown',
  '/office-enroll?office=demo-downtown',
];
const totals = [];
for (const pathname of publicPages) {
  const table = await scriptsOf(pathname);
  const total = table.at(-1)?.gzip_kB ?? 0;
  totals.push({ page: pathname, gzip_kB: total, files: table.length - 1 });
}
const loginTotal = totals[0]?.gzip_kB ?? 1;
console.log('\nJavaScript of the public pages on a first visit (gzip), beside the login page (target: at most 150 kB)');
console.table(totals.map((r) => ({ ...r, vs_login: Math.round((r.gzip_kB / loginTotal) * 100) / 100 })));
await browser.close();

const login = () =>
  fetch(`${base}/api/v1/accounts/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'owner@demo.test', password: 'demo-password-1' }),
  });
const token = ((await (await login()).json()) as { token: string }).token;
const auth = { authorization: `JWT ${token}` };
console.log('\nShell calls, one client, sequential (embedded PGlite)');
console.table([
  await timeCalls('POST /accounts/login (argon2id 19 MiB)', 20, login),
  await timeCalls('GET /users/me/account', 200, () => fetch(`${base}/api/v1/users/me/account`, { headers: auth })),
  await timeCalls('GET /accounts/login (index.html)', 200, () => fetch(`${base}/accounts/login`)),
]);
// The plans page of an office with 40 plans (issue 5): its plans are made through the API, as an owner would.
const me = (await (await fetch(`${base}/api/v1/users/me/account`, { headers: auth })).json()) as {
  data: { id: number; dentistInfo: { id: number } | null };
};
const officeId = me.data.dentistInfo?.id;
if (!officeId) throw new Error('the owner has no office');
const json = { ...auth, 'content-type': 'application/json' };
const postPlans = (path: string, body: unknown) =>
  fetch(`${base}/api/v1${path}`, { method: 'POST', headers: json, body: JSON.stringify(body) });
const listBody = { dentistInfoId: officeId };
const existing = (
  (await (await postPlans(`/users/${me.data.id}/dentist-info/all-plans`, listBody)).json()) as {
    plans: unknown[];
  }
).plans.length;
for (let i = existing; i < 40; i++) {
  const res = await postPlans('/dentist-info/membership-plan-save-state', {
    action: 'save',
    dentistInfoId: officeId,
    plan: {
      ...endpoints.planSaveState.example.body.plan,
      planName: `Bench Plan ${i + 1}`,
      spanishName: `Plan de prueba ${i + 1}`,
      pricing: { monthly: 2900 + i * 100, annually: 31900 + i * 1100 },
    },
  });
  if (!res.ok) throw new Error(`creating bench plan ${i + 1}: ${res.status} ${await res.text()}`);
}
console.log('\nPlans page calls for an office with 40 plans, one client, sequential (embedded PGlite)');
console.table([
  await timeCalls('POST /users/{id}/dentist-info/all-plans (40 plans)', 200, () =>
    postPlans(`/users/${me.data.id}/dentist-info/all-plans`, listBody),
  ),
  await timeCalls('POST /users/{id}/dentist-info/all-plans/upgrade (manage view, 40 plans)', 200, () =>
    postPlans(`/users/${me.data.id}/dentist-info/all-plans/upgrade`, listBody),
  ),
]);

const rss = readFileSync(`/proc/${warm.child.pid}/status`, 'utf8').match(/VmRSS:\s+(\d+)/)?.[1];
console.log(`\nServer memory after the calls: ${rss ? Math.round(Number(rss) / 1024) : '?'} MB resident`);
await stop(warm.child);
