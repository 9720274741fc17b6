import { chromium } from '@playwright/test';
const [,, url, out, scheme = 'light', width = '1280', extra = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 }, colorScheme: scheme });
const errors = [];
page.on('console', (m) => { if (m.type() === 'error') errors.push(m.text()); });
page.on('pageerror', (e) => errors.push(String(e)));
await page.goto(url);
await page.waitForTimeout(1500);
if (extra === 'telia') {
  await page.getByRole('button', { name: /e-ID/i }).click();
  await page.waitForTimeout(1500);
  await page.locator('button, a').filter({ hasText: /./ }).first().screenshot({ path: out.replace('.png', '-telia.png') }).catch(() => {});
  await page.screenshot({ path: out.replace('.png', '-sandbox.png'), fullPage: true });
  await page.getByRole('link', { name: /Rasmus/ }).click();
  await page.waitForTimeout(2500);
}
await page.screenshot({ path: out, fullPage: true });
console.log(page.url(), errors.join('\n'));
await browser.close();
