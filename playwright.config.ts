import { defineConfig } from '@playwright/test';

/** An unusual fixed port, so a running `npm start` on 8080 never answers the tests by mistake. */
export const port = 18473;

export default defineConfig({
  testDir: 'e2e',
  outputDir: '.test-results/playwright',
  fullyParallel: true,
  workers: 2,
  forbidOnly: !!process.env.CI,
  retries: 0,
  reporter: [['list'], ['json', { outputFile: '.test-results/playwright.json' }]],
  use: {
    baseURL: `http://localhost:${port}`,
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
  webServer: {
    command: 'node apps/api/dist/server.js',
    env: { PORT: String(port), LOG_LEVEL: 'warn' },
    url: `http://localhost:${port}/api/site`,
    reuseExistingServer: false,
    timeout: 60_000,
  },
});
