#!/usr/bin/env bash
# `npm test`: everything CI checks, in order. TEST_DATABASE_URL adds a run of the integration tests on a
# PostgreSQL server (a fresh database per test file) and runs the route sweeps there only; without it everything
# runs on embedded PGlite.
set -euo pipefail
cd "$(dirname "$0")/.."
began=$(date +%s)
# Each step says how long the run has taken so far, so a slow step shows in CI's log.
step() { printf '\n== %s (at %d s)\n' "$*" "$(( $(date +%s) - began ))"; }

step "typecheck"
npx tsc -p tsconfig.json
npx tsc -p apps/web/tsconfig.json
npx tsc -p e2e/tsconfig.json

step "lint"
npx biome check .

step "generated files match their sources (migrations, OpenAPI)"
(cd apps/server && npx drizzle-kit generate --name drift >/dev/null)
npx tsx scripts/openapi.ts >/dev/null
if [ -n "$(git status --porcelain -- apps/server/src/db/migrations docs/openapi.json)" ]; then
  git status --porcelain -- apps/server/src/db/migrations docs/openapi.json
  echo "Generated files drifted from the schema or the contract: commit the regenerated files." >&2
  exit 1
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # With a PostgreSQL server (CI), the server's integration tests run once, there (a fresh database per file). On
  # PGlite, the embedded database `npm start` runs the product on, run the unit tests of the packages and the web
  # app, the demo seed whole (what a newcomer's first start does) and the enrolment tests; the browser journeys then
  # run the whole product on PGlite. Running every integration test on both databases doubled the run (12 minutes).
  step "unit tests, and the demo seed and enrolment on PGlite"
  env -u TEST_DATABASE_URL npx vitest run packages apps/web apps/server/src/seed/demo-seed.test.ts \
    apps/server/src/modules/enrolment/enrolment.test.ts
  step "integration tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run apps/server
else
  step "unit and integration tests on PGlite"
  npx vitest run
fi

step "build"
npm run build -w apps/web --silent

step "browser journeys (Playwright, Chromium)"
if [ ! -x /usr/bin/chromium ]; then
  echo "Chromium is missing: apt-get install -y chromium (see README)." >&2
  exit 1
fi
npx playwright test
step "done"
