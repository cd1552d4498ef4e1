#!/usr/bin/env bash
# The whole suite: type check, lint, build, unit tests, integration tests (Vitest), then
# end-to-end tests in Chromium. Each part's time is printed; every part runs even if one fails.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data/test-results
rm -f .data/test-results/*.json
status=0
times=()
step() {
  local name=$1
  shift
  local started=$SECONDS
  echo "== $name =="
  "$@" || status=1
  times+=("$(printf '%-12s %4d s' "$name" $((SECONDS - started)))")
}
vitest_project() {
  npx vitest run --project "$1" --reporter=default --reporter=json --outputFile=".data/test-results/vitest-$1.json"
}
end_to_end() {
  bash scripts/ensure-chromium.sh
  # Ports the kernel reports free, so a second suite running on this machine does not collide.
  local ports
  mapfile -t ports < <(node scripts/free-ports.mjs 4)
  E2E_PORT=${ports[0]} E2E_SMTP_PORT=${ports[1]} E2E_MAIL_PORT=${ports[2]} E2E_STAND_IN_PORT=${ports[3]} \
    PLAYWRIGHT_JSON_OUTPUT_NAME=.data/test-results/playwright.json npx playwright test --reporter=list,json
}

step typecheck npm run typecheck --silent
step lint npm run lint --silent
step build npm run build --silent
step unit vitest_project unit
step integration vitest_project integration
step end-to-end end_to_end
node scripts/test-summary.mjs .data/test-results/vitest-unit.json .data/test-results/vitest-integration.json .data/test-results/playwright.json
printf '%s\n' "${times[@]}"
exit $status
