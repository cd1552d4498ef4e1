#!/usr/bin/env bash
# The whole suite: build, unit and integration tests (Vitest), then end-to-end tests in Chromium.
set -euo pipefail
cd "$(dirname "$0")/.."
npm run build --silent
mkdir -p .data/test-results
status=0
npx vitest run --reporter=default --reporter=json --outputFile=.data/test-results/vitest.json || status=$?
bash scripts/ensure-chromium.sh
PLAYWRIGHT_JSON_OUTPUT_NAME=.data/test-results/playwright.json npx playwright test --reporter=list,json || status=$?
node scripts/test-summary.mjs .data/test-results/vitest.json .data/test-results/playwright.json
exit $status
