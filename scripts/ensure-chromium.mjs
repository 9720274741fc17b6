// Browser tests need Debian's Chromium: Playwright cannot download its own browser on this network.
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const chromium = '/usr/bin/chromium';

export function ensureChromium() {
  if (existsSync(chromium)) return true;
  const root = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!root) {
    console.error(
      `${chromium} is missing. Install Debian's Chromium first:\n  sudo apt-get update && sudo apt-get install -y chromium`,
    );
    return false;
  }
  console.log(`${chromium} is missing; installing Debian's chromium package…`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  execFileSync('apt-get', ['update'], { stdio: 'inherit', env });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', 'chromium', 'fonts-dejavu-core'], {
    stdio: 'inherit',
    env,
  });
  return existsSync(chromium);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  process.exitCode = ensureChromium() ? 0 : 1;
}
