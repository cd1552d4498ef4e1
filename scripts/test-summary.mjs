// Adds up the Vitest and Playwright JSON reports into one closing line, "tests: N passed, N failed,
// N skipped", preceded by the name of each failed test and the first lines of its error, so that the
// tail of a long CI log says which and why.
import { existsSync, readFileSync } from 'node:fs'
import { relative } from 'node:path'

let passed = 0
let failed = 0
let skipped = 0
const failures = []
/** The first few lines of an error, without terminal colours: enough to tell a time-out from a wrong value. */
const gist = (message) =>
  String(message ?? '')
    .replace(/\u001b\[[0-9;]*m/g, '')
    .split('\n')
    .map((line) => line.trimEnd())
    .filter((line) => line && !/^\s*at /.test(line))
    .slice(0, 6)
    .map((line) => `    ${line.slice(0, 300)}`)
    .join('\n')
const withGist = (name, message) => (gist(message) ? `${name}\n${gist(message)}` : name)

function playwrightFailures(suite, trail) {
  const names = [...trail, suite.title].filter(Boolean)
  for (const spec of suite.specs ?? []) {
    for (const test of spec.tests ?? []) {
      if (test.status !== 'unexpected') continue
      const error = test.results?.at(-1)?.error
      failures.push(withGist(`${spec.file}: ${[...names.slice(1), spec.title].join(' › ')}`, error?.message ?? error?.value))
    }
  }
  for (const child of suite.suites ?? []) playwrightFailures(child, names)
}

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.log(`(no report at ${file}: that runner did not finish)`)
    failed += 1
    continue
  }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  if ('numPassedTests' in report) {
    passed += report.numPassedTests
    failed += report.numFailedTests
    skipped += report.numPendingTests + (report.numTodoTests ?? 0)
    if (report.numFailedTestSuites > 0 && report.numFailedTests === 0) failed += report.numFailedTestSuites
    for (const suite of report.testResults ?? []) {
      const where = relative(process.cwd(), suite.name)
      const failedTests = (suite.assertionResults ?? []).filter((test) => test.status === 'failed')
      for (const test of failedTests) failures.push(withGist(`${where}: ${test.fullName}`, test.failureMessages?.[0]))
      if (suite.status === 'failed' && failedTests.length === 0) failures.push(`${where}: ${suite.message || 'the file failed to run'}`)
    }
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    failed += (report.errors ?? []).length
    for (const suite of report.suites ?? []) playwrightFailures(suite, [])
    for (const error of report.errors ?? []) failures.push(`playwright: ${String(error.message ?? error).split('\n')[0]}`)
  }
}
for (const failure of failures) console.log(`failed: ${failure}`)
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
