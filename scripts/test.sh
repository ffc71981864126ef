#!/usr/bin/env bash
# The whole test suite (ARCHITECTURE §9): typecheck, lint, dependency rules, unit and API
# integration tests (vitest), then end-to-end tests in Debian's Chromium (Playwright).
set -euo pipefail
cd "$(dirname "$0")/.."
export TZ=UTC
report_dir=.test-reports
rm -rf "$report_dir" && mkdir -p "$report_dir"

bash scripts/ensure-chromium.sh

step() { printf '\n\033[1m== %s\033[0m\n' "$1"; }

step "typecheck"
npm run --silent typecheck
step "lint"
npm run --silent lint
step "dependency rules"
npm run --silent depcheck
step "domain unit tests with coverage (100% required)"
npx vitest run --project domain --coverage --reporter=dot --reporter=json --outputFile.json="$report_dir/vitest-domain.json"
step "contracts, web and API integration tests"
npx vitest run --project contracts --project host-sdk --project web --project api --reporter=default --reporter=json --outputFile.json="$report_dir/vitest.json"
step "build the web app"
# The end-to-end API listens on 4000 + E2E_PORT_OFFSET (apps/web/e2e/support/ports.ts); the web server
# is told at start (playwright.config.ts sets API_URL): the build does not depend on it.
npm run --silent build
step "end-to-end tests (Chromium)"
PLAYWRIGHT_JSON_OUTPUT_NAME="$report_dir/playwright.json" npx playwright test --reporter=list,json

node scripts/test-summary.mjs "$report_dir/vitest-domain.json" "$report_dir/vitest.json" "$report_dir/playwright.json"
