#!/usr/bin/env bash
# `npm test`: everything CI checks, in order. TEST_DATABASE_URL adds a run of the integration tests on a
# PostgreSQL server (a fresh database per test file); without it they run on embedded PGlite only.
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

step "unit and integration tests on PGlite"
if [ -n "${TEST_DATABASE_URL:-}" ]; then
  # The simulated year of billing (2,000 households, 365 days) and the server killed mid-payment (a real process on
  # a real database server) run once, on PostgreSQL below.
  env -u TEST_DATABASE_URL npx vitest run --exclude 'apps/server/src/jobs/billing-year.test.ts' \
    --exclude 'apps/server/src/test/crash-recovery.test.ts'
else
  env -u TEST_DATABASE_URL npx vitest run
fi

if [ -n "${TEST_DATABASE_URL:-}" ]; then
  step "integration tests on PostgreSQL ($TEST_DATABASE_URL)"
  npx vitest run apps/server
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
