import { existsSync } from 'node:fs';
import { defineConfig } from '@playwright/test';
import { DEMO_ENV } from './scripts/demo-env.mjs';

/**
 * Debian's Chromium in its headless shell (the package chromium-headless-shell), the build Playwright itself runs
 * headless: the full browser's new headless mode draws its own tab strip and window, and took about twice as long
 * per page on a 2-core machine. The full browser when the shell is not installed.
 */
const CHROMIUM =
  ['/usr/bin/chromium-headless-shell', '/usr/bin/chromium'].find((p) => existsSync(p)) ?? '/usr/bin/chromium';

const port = Number(process.env.E2E_PORT ?? 3100);
/** Journeys that change what every other journey would see: they run once the rest have finished. */
const LAST = /admin-lists\.e2e\.ts$/;
/** A second server on an empty database, for the journeys from nothing (e2e/harness/empty-platform.ts). */
const emptyPort = port + 10;

export default defineConfig({
  testDir: 'e2e',
  testMatch: '**/*.e2e.ts',
  // Per port, so two runs on one machine never clear each other's results.
  outputDir: `test-results/${port}`,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: [['list']],
  projects: [
    { name: 'journeys', testIgnore: LAST },
    // Publishing a release note shows it to every office user of its brand who signs in: that journey runs after
    // the others, so no other journey meets its 'What's new' window. (Running it alone: --no-deps.)
    { name: 'after the others', testMatch: LAST, dependencies: ['journeys'] },
  ],
  use: {
    baseURL: `http://localhost:${port}`,
    screenshot: 'only-on-failure',
    trace: 'retain-on-failure',
    launchOptions: {
      executablePath: CHROMIUM,
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      // A fresh embedded database every run, seeded with the demo data; the brand follows the host name.
      command: `rm -rf .tmp/e2e-data-${port} && node --import tsx apps/server/src/main.ts`,
      url: `http://localhost:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        PORT: String(port),
        // The demo platform, as `npm start` runs it (NODE_ENV=production, DEMO=true): demo data, mail kept in the dev
        // mailbox, a movable clock.
        ...DEMO_ENV,
        DATA_DIR: `.tmp/e2e-data-${port}`,
        // E2E_WEB_DIST lets two checkouts' journeys run side by side, each on its own build.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
        PUBLIC_URL: `http://localhost:${port}`,
        LOG_LEVEL: 'warn',
        // Each journey may present its own client address, so throttling is tested per address.
        TRUST_PROXY: 'true',
      },
    },
    {
      // A new deployment: no demo data at all, mail delivered over SMTP to a catcher the journeys read.
      command: 'node --import tsx e2e/harness/empty-platform.ts',
      url: `http://localhost:${emptyPort}/healthz`,
      reuseExistingServer: false,
      timeout: 180_000,
      env: {
        EMPTY_PORT: String(emptyPort),
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
