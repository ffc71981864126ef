// Prints one closing line for the whole run from the vitest and Playwright JSON reports given:
// "tests: N passed, N failed" (plus skipped when any), so CI can read a single total. Playwright
// tests that passed only on their retry are named above it, as flaky.
import { readFileSync, existsSync } from 'node:fs';

let passed = 0;
let failed = 0;
let skipped = 0;
const flaky = [];

/** Titles of the Playwright tests that failed first and passed on their retry. */
function flakyTitles(suites, path = []) {
  const titles = [];
  for (const suite of suites ?? []) {
    const inSuite = suite.title ? [...path, suite.title] : path;
    for (const spec of suite.specs ?? []) {
      if (spec.tests?.some((test) => test.status === 'flaky')) titles.push([...inSuite, spec.title].join(' › '));
    }
    titles.push(...flakyTitles(suite.suites, inSuite));
  }
  return titles;
}

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
    flaky.push(...flakyTitles(report.suites));
  } else {
    // Vitest's JSON reporter
    passed += report.numPassedTests;
    failed += report.numFailedTests;
    skipped += report.numPendingTests + report.numTodoTests;
  }
}
for (const title of flaky) console.log(`flaky (passed on its retry): ${title}`);
console.log(`\ntests: ${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ''}`);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
