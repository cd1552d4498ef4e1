#!/usr/bin/env bash
# The whole suite: type check, lint, build, unit tests, integration tests (Vitest), then
# end-to-end tests in Chromium. Each part's time is printed; every part runs even if one fails.
# Arguments name the parts to run (`bash scripts/test.sh end-to-end`); none: all of them.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .data/test-results
status=0
times=()
parts=("$@")
wanted() {
  [[ ${#parts[@]} -eq 0 || " ${parts[*]} " == *" $1 "* ]]
}
step() {
  local name=$1
  shift
  wanted "$name" || return 0
  local started=$SECONDS
  echo "== $name =="
  "$@" || status=1
  times+=("$(printf '%-12s %4d s' "$name" $((SECONDS - started)))")
}
vitest_project() {
  rm -f ".data/test-results/vitest-$1.json"
  npx vitest run --project "$1" --reporter=default --reporter=json --outputFile=".data/test-results/vitest-$1.json"
}
end_to_end() {
  rm -f .data/test-results/playwright.json
  bash scripts/ensure-chromium.sh
  # Ports the kernel reports free, so a second suite running on this machine does not collide.
  local ports
  mapfile -t ports < <(node scripts/free-ports.mjs 4)
  local rc=0
  E2E_PORT=${ports[0]} E2E_SMTP_PORT=${ports[1]} E2E_MAIL_PORT=${ports[2]} E2E_STAND_IN_PORT=${ports[3]} \
    PLAYWRIGHT_JSON_OUTPUT_NAME=.data/test-results/playwright.json npx playwright test --reporter=list,json || rc=1
  # What the journeys left (the server's database files, its log): no full card number (issue 29).
  npx tsx scripts/scan-card-numbers.ts ".data/e2e-${ports[0]}" || rc=1
  return $rc
}
# tsc and ESLint each keep one core busy: side by side they take the time of the longer. Both read
# the route types, so those are generated first; each one's output is shown whole, after both end.
check_and_lint() {
  local started=$SECONDS logs=.data/test-results
  echo "== typecheck, lint (side by side) =="
  npx react-router typegen >"$logs/typecheck.log" 2>&1 || status=1
  (npx tsc --noEmit >>"$logs/typecheck.log" 2>&1; echo $? >"$logs/typecheck.rc"; echo $((SECONDS - started)) >"$logs/typecheck.s") &
  (npm run lint --silent >"$logs/lint.log" 2>&1; echo $? >"$logs/lint.rc"; echo $((SECONDS - started)) >"$logs/lint.s") &
  wait
  for name in typecheck lint; do
    cat "$logs/$name.log"
    [[ $(cat "$logs/$name.rc") == 0 ]] || { echo "$name failed"; status=1; }
    times+=("$(printf '%-12s %4d s' "$name" "$(cat "$logs/$name.s")")")
  done
}

if wanted typecheck || wanted lint; then check_and_lint; fi
step build npm run build --silent
step unit vitest_project unit
step integration vitest_project integration
step end-to-end end_to_end
reports=()
wanted unit && reports+=(.data/test-results/vitest-unit.json)
wanted integration && reports+=(.data/test-results/vitest-integration.json)
wanted end-to-end && reports+=(.data/test-results/playwright.json)
[[ ${#reports[@]} -eq 0 ]] || node scripts/test-summary.mjs "${reports[@]}"
printf '%s\n' "${times[@]}"
exit $status
