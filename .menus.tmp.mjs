// throwaway: header menus by keyboard and press-before-load
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
const port = 18599;
const api = spawn(process.execPath, ['apps/api/dist/server.js'], { cwd: '/work/main', env: { ...process.env, PORT: String(port), DATA_DIR: 'memory://', LOG_LEVEL: 'warn' }, stdio: 'inherit' });
for (let i = 0; i < 120; i++) { try { if ((await fetch(`http://localhost:${port}/api/site`)).ok) break; } catch {} await new Promise(r => setTimeout(r, 500)); }
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const origin = `http://localhost:${port}`;
const log = (...a) => console.log(...a);
const now = new Date().toISOString();
const cc = { name: 'cc_cookie', value: encodeURIComponent(JSON.stringify({ categories: ['necessary'], services: { necessary: [], analytics: [] }, revision: 0, data: null, consentTimestamp: now, lastConsentTimestamp: now, consentId: 'x-1' })), url: origin };
try {
  const ctx = await browser.newContext();
  await ctx.addCookies([{ name: 'locale', value: 'en-GB', url: origin }, cc]);
  const page = await ctx.newPage();
  page.on('console', (m) => m.type() === 'error' && log('console error:', m.text()));
  await page.goto(`${origin}/auth/signin`);
  await page.getByRole('button', { name: 'Sign in with e-ID' }).waitFor();
  const lang = page.getByRole('button', { name: /^Language/ });
  log('lang attrs', await lang.getAttribute('aria-haspopup'), await lang.getAttribute('data-deferred-menu'));
  await lang.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu');
  await menu.waitFor();
  log('focused after Enter:', await page.evaluate(() => document.activeElement?.getAttribute('role') + ' ' + document.activeElement?.textContent));
  await page.keyboard.press('ArrowDown');
  log('after ArrowDown:', await page.evaluate(() => document.activeElement?.textContent));
  await page.keyboard.press('Escape');
  await menu.waitFor({ state: 'detached' });
  log('focus back on trigger:', await lang.evaluate((el) => el === document.activeElement));
  // choose English → Suomi
  await lang.click();
  await page.getByRole('menuitemradio', { name: 'Suomi' }).or(page.getByRole('menuitem', { name: 'Suomi' })).click();
  await page.waitForFunction(() => document.documentElement.lang === 'fi-FI');
  log('switched to', await page.evaluate(() => document.documentElement.lang));

  // Press before the menu's chunk arrives.
  const ctx2 = await browser.newContext();
  await ctx2.addCookies([{ name: 'locale', value: 'en-GB', url: origin }, cc]);
  const p2 = await ctx2.newPage();
  let release; const gate = new Promise((r) => { release = r; });
  await p2.route(/LanguageMenuList-.*\.js$/, async (route) => { await gate; await route.continue(); });
  await p2.goto(`${origin}/auth/signin`);
  const lang2 = p2.getByRole('button', { name: /^Language/ });
  await lang2.waitFor();
  log('placeholder expanded attr', await lang2.getAttribute('aria-expanded'));
  await lang2.click();
  release();
  await p2.getByRole('menu').waitFor();
  await p2.waitForFunction(() => document.activeElement?.getAttribute('role')?.startsWith('menuitem'), null, { timeout: 5000 }).catch(() => log('no menu item focused'));
  log('menu opened after late load; focused:', await p2.evaluate(() => document.activeElement?.textContent));
  await p2.keyboard.press('Escape');
  await p2.getByRole('menu').waitFor({ state: 'detached' });
  log('focus back on trigger (late):', await p2.getByRole('button', { name: /^Language/ }).evaluate((el) => el === document.activeElement));

  // Tab onto the placeholder, then load.
  const p3 = await ctx2.newPage();
  let release3; const gate3 = new Promise((r) => { release3 = r; });
  await p3.route(/AppearanceMenuList-.*\.js$/, async (route) => { await gate3; await route.continue(); });
  await p3.goto(`${origin}/auth/signin`);
  const app = p3.getByRole('button', { name: /^Appearance/ });
  await app.waitFor();
  await app.focus();
  release3();
  await p3.waitForTimeout(1500);
  log('appearance focused after load:', await p3.getByRole('button', { name: /^Appearance/ }).evaluate((el) => el === document.activeElement), await p3.evaluate(() => document.activeElement?.getAttribute('aria-label')));
  await p3.keyboard.press('ArrowDown');
  await p3.getByRole('menu').waitFor();
  log('appearance menu by ArrowDown ok');
} finally { await browser.close(); api.kill(); }
