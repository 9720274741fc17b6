import { defineConfig } from '@playwright/test';

/** An unusual fixed port, so a running `npm start` on 8080 never answers the tests by mistake. */
export const port = 18473;
export const storybookPort = 18474;

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
      use: { baseURL: `http://localhost:${port}` },
    },
    { name: 'consumer', testMatch: 'consumer/**/*.spec.ts', timeout: 300_000 },
    {
      name: 'storybook',
      testMatch: 'storybook/**/*.spec.ts',
      timeout: 120_000,
      use: { baseURL: `http://127.0.0.1:${storybookPort}` },
    },
  ],
  use: {
    browserName: 'chromium',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      // The machine has no network: background services would only fail and slow the browser down.
      args: [
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: [
    {
      command: 'node apps/api/dist/server.js',
      // A throwaway database, so the tests never meet (or lock) the .data/ of a running `npm start`.
      env: { PORT: String(port), LOG_LEVEL: 'warn', DATA_DIR: 'memory://' },
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
