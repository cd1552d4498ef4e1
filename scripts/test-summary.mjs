// Adds up the Vitest and Playwright JSON reports into one closing line: "tests: N passed, N failed, N skipped".
import { existsSync, readFileSync } from 'node:fs'

let passed = 0
let failed = 0
let skipped = 0
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
  } else if (report.stats) {
    passed += report.stats.expected + report.stats.flaky
    failed += report.stats.unexpected
    skipped += report.stats.skipped
    failed += (report.errors ?? []).length
  }
}
console.log(`tests: ${passed} passed, ${failed} failed, ${skipped} skipped`)
