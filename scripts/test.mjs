// Runs every check the project has and ends with one line: `tests: N passed, N failed`, whatever
// happens on the way (a step that cannot start, a crash here). Jest and Playwright report their own
// counts; a failing build, lint or typecheck counts as one failure. Skipped and pending tests, and
// tests counted twice, are told on the lines before.
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import jestConfig from '../jest.config.js';
import { ensureChromium } from './ensure-chromium.mjs';
import { add, focusedJestTests, jestCounts, noCounts, playwrightCounts } from './test-counts.mjs';

const results = '.test-results';
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const total = noCounts();
const notes = [];

function step(title, command, args) {
  console.log(`\n▶ ${title}`);
  const started = Date.now();
  return new Promise((resolve) => {
    let settled = false;
    const end = (ok, why) => {
      if (settled) return;
      settled = true;
      if (why) console.log(`✗ ${title}: ${why}`);
      // Where the suite's time goes, so it can be kept short.
      console.log(`◀ ${title}: ${((Date.now() - started) / 1000).toFixed(0)} s`);
      resolve(ok);
    };
    const run = spawn(command, args, { stdio: 'inherit', env });
    // A command that cannot start (not installed, not executable) fails its step, not this script.
    run.on('error', (error) => {
      end(false, `could not run ${command}: ${error.message}`);
    });
    run.on('close', (status) => {
      end(status === 0);
    });
  });
}

async function gate(title, command, args) {
  const ok = await step(title, command, args);
  if (!ok) {
    total.failed += 1;
    console.log(`✗ ${title} failed`);
  }
  return ok;
}

function readJson(file) {
  try {
    return existsSync(file) ? JSON.parse(readFileSync(file, 'utf8')) : undefined;
  } catch (error) {
    console.log(`✗ ${file} is not a report: ${error.message}`);
    return undefined;
  }
}

async function jest(title, command, args, output) {
  const ok = await step(title, command, [...args, '--ci', '--json', `--outputFile=${output}`]);
  const counts = jestCounts(readJson(output), ok);
  add(total, counts);
  return counts;
}

async function main() {
  rmSync(results, { recursive: true, force: true });
  mkdirSync(results, { recursive: true });

  const packagesBuilt = await gate('build', 'npx', ['turbo', 'run', 'build', '--output-logs=errors-only']);
  // Each route's JavaScript within its budget (packages/portal/README.md, "Size").
  if (packagesBuilt) await gate('route budgets', 'node', ['packages/portal/scripts/size.mjs', '--check']);
  // Storybook's build, ESLint, TypeScript and Prettier each keep about one CPU busy: ESLint runs beside
  // the other three, and Jest starts as soon as those are done, ESLint or not (it takes longer), so
  // neither CPU waits. ESLint's cache (by content, so a fresh checkout can use it) makes a second run on
  // an unchanged tree take seconds.
  const linted = gate('lint', 'npx', [
    'eslint',
    '.',
    '--max-warnings',
    '0',
    '--cache',
    '--cache-strategy',
    'content',
    '--cache-location',
    'node_modules/.cache/eslint/',
  ]);
  const built = await (async () => {
    const storybook =
      packagesBuilt &&
      (await gate('storybook build', 'npx', [
        'turbo',
        'run',
        'build-storybook',
        '--output-logs=errors-only',
      ]));
    await gate('typecheck', 'npx', ['tsc', '-b']);
    await gate('format', 'npx', ['prettier', '--check', '.', '--log-level', 'warn']);
    return storybook;
  })();

  // A focused Jest test would quietly skip the rest of its file: each one is a failure.
  const workspaces = jestConfig.projects.map((project) => project.replace('<rootDir>/', ''));
  for (const where of focusedJestTests(workspaces)) {
    console.log(`✗ .only in ${where}: remove it, or the rest of its file never runs`);
    total.failed += 1;
  }
  await jest('jest', 'npx', ['jest'], `${results}/jest.json`);
  // CI also runs the API's tests against a real PostgreSQL cluster (see .ci/run).
  if (process.env.VOOL_TEST_POSTGRES === '1') {
    const again = await jest(
      'jest: API on PostgreSQL',
      'bash',
      ['apps/api/scripts/test-postgres.sh'],
      `${results}/jest-postgres.json`,
    );
    notes.push(
      `ran twice: the API's tests (apps/api), on PGlite and again on PostgreSQL, counted both times ` +
        `(on PostgreSQL ${again.passed} passed, ${again.failed} failed)`,
    );
  }

  await linted;

  if (!built) {
    console.log('✗ Playwright skipped: the build failed');
    total.failed += 1;
  } else if (!ensureChromium()) {
    total.failed += 1;
  } else {
    // --forbid-only: a focused test fails the run here, not only under CI (playwright.config.ts).
    const ok = await step('playwright', 'npx', ['playwright', 'test', '--forbid-only']);
    add(total, playwrightCounts(readJson(`${results}/playwright.json`), ok));
  }
}

try {
  await main();
} catch (error) {
  // Chromium's install, say: the run failed, and still says how it went.
  console.error(error);
  total.failed += 1;
}
console.log(`\n${total.skipped} skipped, ${total.pending} pending`);
for (const note of notes) console.log(note);
console.log(`tests: ${total.passed} passed, ${total.failed} failed`);
process.exitCode = total.failed === 0 ? 0 : 1;
