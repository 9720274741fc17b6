// Runs every check the project has and ends with one line: `tests: N passed, N failed`.
// Jest and Playwright report their own counts; a failing build, lint or typecheck counts as one failure.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { ensureChromium } from './ensure-chromium.mjs';

const results = '.test-results';
rmSync(results, { recursive: true, force: true });
mkdirSync(results, { recursive: true });

const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
let passed = 0;
let failed = 0;

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const run = spawnSync(command, args, { stdio: 'inherit', env });
  return run.status === 0;
}

function gate(title, command, args) {
  const ok = step(title, command, args);
  if (!ok) {
    failed += 1;
    console.log(`✗ ${title} failed`);
  }
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const built = gate('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
gate('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
gate('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
gate('typecheck', 'npx', ['tsc', '-b']);

const jestOk = step('jest', 'npx', ['jest', '--ci', '--json', `--outputFile=${results}/jest.json`]);
const jest = readJson(`${results}/jest.json`);
if (jest) {
  passed += jest.numPassedTests;
  failed += jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0);
}
if (!jestOk && (!jest || jest.numFailedTests + (jest.numRuntimeErrorTestSuites ?? 0) === 0)) failed += 1;

if (!built) {
  console.log('✗ Playwright skipped: the build failed');
  failed += 1;
} else if (!ensureChromium()) {
  failed += 1;
} else {
  const playwrightOk = step('playwright', 'npx', ['playwright', 'test']);
  const report = readJson(`${results}/playwright.json`);
  const stats = report?.stats;
  if (stats) {
    passed += stats.expected + (stats.flaky ?? 0);
    failed += stats.unexpected;
  }
  if (!playwrightOk && (!stats || stats.unexpected === 0)) failed += 1;
}

console.log(`\ntests: ${passed} passed, ${failed} failed`);
process.exitCode = failed === 0 ? 0 : 1;
