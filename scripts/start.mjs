// `npm start`: builds the web app when it is missing or older than its sources, then starts the server as a demo
// (DEMO=true: demo data, mail kept in the dev mailbox, a movable clock; embedded PostgreSQL under ./data unless
// DATABASE_URL is set).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { DEMO_ENV } from './demo-env.mjs';

const root = path.resolve(import.meta.dirname, '..');
const builtIndex = path.join(root, 'apps/web/dist/index.html');

function newest(dir) {
  let latest = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.name === 'node_modules' || entry.name === 'dist') continue;
    const full = path.join(dir, entry.name);
    latest = Math.max(latest, entry.isDirectory() ? newest(full) : statSync(full).mtimeMs);
  }
  return latest;
}

const sources = [
  'apps/web/src',
  'apps/web/public',
  'apps/web/index.html',
  'packages/domain/src',
  'packages/contract/src',
];
const sourceTime = Math.max(
  ...sources
    .map((s) => path.join(root, s))
    .filter(existsSync)
    .map((p) => (statSync(p).isDirectory() ? newest(p) : statSync(p).mtimeMs)),
);
// WEB_DIST names a build to serve as it is (the browser journeys' own): nothing is built then.
if (!process.env.WEB_DIST && (!existsSync(builtIndex) || statSync(builtIndex).mtimeMs < sourceTime)) {
  console.log('Building the web app...');
  const build = spawnSync('npm', ['run', 'build', '-w', 'apps/web', '--silent'], { cwd: root, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const server = spawnSync(process.execPath, ['--import', 'tsx', path.join(root, 'apps/server/src/main.ts')], {
  cwd: root,
  stdio: 'inherit',
  env: { ...DEMO_ENV, ...process.env },
});
process.exit(server.status ?? 0);
