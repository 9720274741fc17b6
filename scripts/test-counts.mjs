// What the test command counts, from the JSON reports of Jest and Playwright (see test.mjs).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * @typedef {{ passed: number, failed: number, skipped: number, pending: number }} Counts
 * skipped: written, not run (Jest's it.skip and the tests a .only left out; Playwright's test.skip and
 * fixme); pending: it.todo, named but not written yet.
 */

/** @returns {Counts} */
export const noCounts = () => ({ passed: 0, failed: 0, skipped: 0, pending: 0 });

export function add(total, counts) {
  for (const key of Object.keys(total)) total[key] += counts[key];
}

/**
 * Jest's report: a test file that failed to load (numRuntimeErrorTestSuites) counts as one failure
 * besides its tests' own. A run that failed without saying why counts as one.
 */
export function jestCounts(report, exitedOk) {
  const counts = noCounts();
  if (report) {
    counts.passed = report.numPassedTests;
    counts.failed = report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0);
    counts.skipped = report.numPendingTests;
    counts.pending = report.numTodoTests ?? 0;
  }
  if (!exitedOk && counts.failed === 0) counts.failed = 1;
  return counts;
}

/**
 * Playwright's report: every error outside a test (a spec file that does not load, a .only under
 * --forbid-only, a failed teardown) counts as a failure, as each unexpected result does.
 */
export function playwrightCounts(report, exitedOk) {
  const counts = noCounts();
  const stats = report?.stats;
  if (stats) {
    counts.passed = stats.expected + (stats.flaky ?? 0);
    counts.failed = stats.unexpected;
    counts.skipped = stats.skipped;
  }
  counts.failed += report?.errors?.length ?? 0;
  if (!exitedOk && counts.failed === 0) counts.failed = 1;
  return counts;
}

// Jest has no --forbid-only: the command looks for focused tests in the files it runs (jest.base.js
// testMatch), so a forgotten .only fails the run instead of quietly skipping the rest of its file.
const focused =
  /\b(?:describe|it|test)(?:\.(?:each|concurrent|failing))*\.only\b|(?:^|[^.\w])f(?:describe|it)\s*\(/;
const testFile = /\.test\.tsx?$/;

function* testFiles(dir) {
  let entries;
  try {
    entries = readdirSync(dir, { withFileTypes: true });
  } catch {
    return;
  }
  for (const entry of entries) {
    if (entry.name === 'node_modules' || entry.name.startsWith('.')) continue;
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* testFiles(file);
    else if (testFile.test(entry.name)) yield file;
  }
}

/** `file:line` of every focused Jest test in the workspaces' src/ and test/ folders. */
export function focusedJestTests(workspaces) {
  const found = [];
  for (const workspace of workspaces) {
    for (const folder of ['src', 'test']) {
      for (const file of testFiles(path.join(workspace, folder))) {
        readFileSync(file, 'utf8')
          .split('\n')
          .forEach((line, index) => {
            if (focused.test(line)) found.push(`${file}:${index + 1}`);
          });
      }
    }
  }
  return found;
}
