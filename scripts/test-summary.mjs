// Prints one closing line for the whole run from the vitest and Playwright JSON reports given:
// "tests: N passed, N failed" (plus skipped when any), so CI can read a single total.
import { readFileSync, existsSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;

for (const file of process.argv.slice(2)) {
  if (!existsSync(file)) {
    console.error(`missing test report: ${file}`);
    failed += 1;
    continue;
  }
  const report = JSON.parse(readFileSync(file, 'utf8'));
  if (report.stats) {
    // Playwright's JSON reporter
    passed += report.stats.expected + report.stats.flaky;
    failed += report.stats.unexpected;
    skipped += report.stats.skipped;
  } else {
    // Vitest's JSON reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
}
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
