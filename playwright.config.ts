import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

/**
 * Unusual fixed ports, so a running `npm start` on 8080 never answers the tests by mistake.
 * E2E_PORT / E2E_STORYBOOK_PORT move them when two runs share a machine.
 */
export const port = Number(process.env.E2E_PORT ?? 18473);
export const storybookPort = Number(process.env.E2E_STORYBOOK_PORT ?? 18474);
/**
 * The test server's clock (VOOL_NOW): it starts at this instant and moves on, so its data, invoices and
 * "today" are the same on any day the tests run. A page that reads the browser's clock installs it too.
 */
export const testNow = '2026-11-18T10:00:00Z';

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.test-results/playwright',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  projects: [
    {
      name: 'portal',
      testIgnore: ['storybook/**', 'consumer/**'],
      // Journeys through the real server on a 2-CPU machine that runs Storybook's axe beside them: a
      // step that loads a page's code (sign-out, then the next page) can take seconds there.
      timeout: 60_000,
      expect: { timeout: 10_000 },
      use: { baseURL: `http://localhost:${port}` },
    },
    { name: 'consumer', testMatch: 'consumer/**/*.spec.ts', timeout: 300_000 },
    {
      name: 'storybook',
      testMatch: 'storybook/**/*.spec.ts',
      timeout: 120_000,
      // Baselines are made with the machine's Chromium; no platform suffix, so a fresh clone finds them.
      snapshotPathTemplate: '{testDir}/{testFileDir}/{testFileName}-snapshots/{arg}{ext}',
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: chromiumPath,
      args: chromiumArgs,
    },
  },
  webServer: [
    {
      command: 'node apps/api/dist/server.js',
      // A throwaway database, so the tests never meet (or lock) the .data/ of a running `npm start`.
      // Every browser signs in from 127.0.0.1, so the product's 20 sign-ins a minute per address would
      // meet the suite by chance; the routes only tests use (a handler that throws) are on.
      env: {
        PORT: String(port),
        LOG_LEVEL: 'warn',
        DATA_DIR: 'memory://',
        SIGN_IN_LIMIT: '10000',
        TEST_ROUTES: 'on',
        VOOL_NOW: testNow,
      },
      url: `http://localhost:${port}/api/site`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `node scripts/serve-static.mjs apps/storybook/storybook-static ${storybookPort}`,
      url: `http://127.0.0.1:${storybookPort}/index.json`,
      reuseExistingServer: false,
      timeout: 30_000,
    },
  ],
});
