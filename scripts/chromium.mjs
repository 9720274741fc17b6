// The browser every run here uses (Playwright, the benchmarks, the brand screenshots): Debian's
// Chromium, which scripts/ensure-chromium.mjs installs; `npx playwright install` cannot download.

export const chromiumPath = '/usr/bin/chromium';

// The machine has no network and no GPU: background services would only fail and slow the browser
// down, and GPU probing fails.
export const chromiumArgs = [
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
