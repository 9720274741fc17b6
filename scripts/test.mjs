// Runs every check the project has and ends with one line: `tests: N passed, N failed`.
// Jest and Playwright report their own counts; a failing build, lint or typecheck counts as one failure.
import { spawn } from 'node:child_process';
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
  const started = Date.now();
  return new Promise((resolve) => {
    const run = spawn(command, args, { stdio: 'inherit', env });
    run.on('close', (status) => {
      // Where the suite's time goes, so it can be kept short.
      console.log(`◀ ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(status === 0);
    });
  });
}

async function gate(title, command, args) {
  const ok = await step(title, command, args);
  if (!ok) {
    failed += 1;
    console.log(`✗ ${title} failed`);
  }
  return ok;
}

function readJson(file) {
  return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
}

const packagesBuilt = await gate('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
// Storybook's build and the static checks each keep about one CPU busy: side by side, they take the time
// of the longer one.
const [built] = await Promise.all([
  packagesBuilt &&
    gate('storybook build', 'npx', ['turbo', 'run', 'build-storybook', '--output-logs=errors-only']),
  (async () => {
    await gate('lint', 'npx', ['eslint', '.', '--max-warnings', '0']);
    await gate('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
  })(),
]);
await gate('typecheck', 'npx', ['tsc', '-b']);

async function jest(title, command, args, output) {
  const ok = await step(title, command, [...args, '--ci', '--json', `--outputFile=${output}`]);
  const report = readJson(output);
  const failures = report ? report.numFailedTests + (report.numRuntimeErrorTestSuites ?? 0) : 0;
  if (report) {
    passed += report.numPassedTests;
    failed += failures;
  }
  if (!ok && failures === 0) failed += 1;
}

await jest('jest', 'npx', ['jest'], `${results}/jest.json`);
// CI also runs the API's tests against a real PostgreSQL cluster (see .ci/run).
if (process.env.VOOL_TEST_POSTGRES === '1') {
  await jest(
    'jest: API on PostgreSQL',
    'bash',
    ['apps/api/scripts/test-postgres.sh'],
    `${results}/jest-postgres.json`,
  );
}

if (!built) {
  console.log('✗ Playwright skipped: the build failed');
  failed += 1;
} else if (!ensureChromium()) {
  failed += 1;
} else {
  const playwrightOk = await step('playwright', 'npx', ['playwright', 'test']);
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
