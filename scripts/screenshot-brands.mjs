// Captures every brand's page in light and dark from a running server, for design review:
//   npm start   (in another terminal)   then   node scripts/screenshot-brands.mjs [--width 1280] [--out dir]
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
import { mkdirSync, readdirSync } from 'node:fs';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    port: { type: 'string', default: process.env.PORT ?? '8080' },
    width: { type: 'string', default: '1280' },
    height: { type: 'string', default: '900' },
    out: { type: 'string', default: '.test-results/screenshots' },
    brand: { type: 'string', multiple: true },
  },
});

const brands =
  values.brand ??
  readdirSync('brands', { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => e.name);
mkdirSync(values.out, { recursive: true });
const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: chromiumArgs,
});
for (const scheme of ['light', 'dark']) {
  const context = await browser.newContext({
    colorScheme: scheme,
    viewport: { width: Number(values.width), height: Number(values.height) },
  });
  const page = await context.newPage();
  for (const id of brands) {
    await page.goto(`http://${id}.localhost:${values.port}/`, { waitUntil: 'networkidle' });
    await page.evaluate('document.fonts.ready');
    const file = `${values.out}/${id}-${scheme}-${values.width}.png`;
    await page.screenshot({ path: file, fullPage: true });
    console.log(file);
  }
  await context.close();
}
await browser.close();
