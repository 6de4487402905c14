/**
 * A demo started the way the README's `npm start` starts it (scripts/start.mjs, with its settings: NODE_ENV=production,
 * DEMO=true), on a fresh database of its own, for a journey that must change what every other journey shares (the
 * demo's clock). It serves the journeys' build, so start.mjs builds nothing.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import path from 'node:path';

export type RunningDemo = { url: string; stop: () => Promise<void> };

const root = path.resolve(import.meta.dirname, '../..');

export async function startDemoAsNpmStart(appPort: number): Promise<RunningDemo> {
  const dataDir = path.join(root, `.tmp/e2e-npm-start-${appPort}`);
  rmSync(dataDir, { recursive: true, force: true });
  const env: NodeJS.ProcessEnv = { ...process.env };
  // What start.mjs sets itself is left to it (a value here would win over its own).
  delete env.NODE_ENV;
  delete env.DEMO;
  const child: ChildProcess = spawn(process.execPath, [path.join(root, 'scripts/start.mjs')], {
    cwd: root,
    // Its own process group: start.mjs runs the server as a child of its own, and both are stopped together.
    detached: true,
    stdio: ['ignore', 'inherit', 'inherit'],
    env: {
      ...env,
      PORT: String(appPort),
      DATA_DIR: dataDir,
      WEB_DIST: path.resolve(root, process.env.E2E_WEB_DIST ?? 'apps/web/dist'),
      PUBLIC_URL: `http://localhost:${appPort}`,
      LOG_LEVEL: 'warn',
      TRUST_PROXY: 'true',
    },
  });
  const url = `http://localhost:${appPort}`;
  const stop = async () => {
    if (child.exitCode !== null) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    if (child.pid) process.kill(-child.pid, 'SIGTERM');
    await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 10_000))]);
    rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`npm start's server exited with ${child.exitCode}`);
    try {
      if ((await fetch(`${url}/healthz`)).ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error("npm start's server did not answer within 120 s");
}
