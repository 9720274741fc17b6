import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import {
  test as base,
  expect,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
} from '@playwright/test';
import { port } from '../../playwright.config.ts';
import { textsOf } from './texts.ts';

export { expect };

/** A brand's site: Chromium resolves every *.localhost name itself. */
export const origin = (brand: string) => `http://${brand}.localhost:${port}`;

export interface BrandFile {
  id: string;
  companyName: string;
  website: string;
}

export const brandFile = (id: string) =>
  JSON.parse(readFileSync(new URL(`../../brands/${id}/brand.json`, import.meta.url), 'utf8')) as BrandFile;

const brandIds = readdirSync(new URL('../../brands/', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);

/** A demo person of a site, as the e-ID sandbox lists them. */
export interface Person {
  name: string;
  ssn: string;
  email: string;
  isNewCustomer: boolean;
  /** How many companies the person may act for besides themself. */
  represents: number;
}

/**
 * The seed gives every site the same cast: a representative of two companies, a new customer and
 * plain customers (`customer` picks one of those by index). On the sites that sell microgeneration
 * (pohjola, nordlys) the second person, who also acts for a company, always has solar panels at home
 * (apps/api/src/db/seed/energy.ts): the `producer`.
 */
export type Role = 'representative' | 'new-customer' | 'customer' | 'producer';

/**
 * Node cannot resolve *.localhost here, so calls from the test runner go to localhost with the
 * brand's Host header — the server picks the site by Host.
 */
export async function siteGet<T>(request: APIRequestContext, brand: string, path: string): Promise<T> {
  const response = await request.get(`http://localhost:${port}${path}`, {
    headers: { host: `${brand}.localhost:${port}` },
  });
  expect(response.ok(), `${path} on ${brand}`).toBe(true);
  return (await response.json()) as T;
}

export async function person(request: APIRequestContext, brand: string, role: Role, index = 0) {
  const people = await siteGet<Person[]>(request, brand, '/sandbox/telia.json');
  // The sandbox lists a site's people in the order the seed made them.
  const matching =
    role === 'producer'
      ? people.slice(1, 2)
      : people.filter((p) =>
          role === 'representative'
            ? p.represents === 2
            : role === 'new-customer'
              ? p.isNewCustomer
              : !p.isNewCustomer && p.represents === 0,
        );
  const found = matching[index];
  if (!found) throw new Error(`${brand} has no ${role} #${index}`);
  return found;
}

/** Sign-in page → "Sign in with e-ID" → the sandbox identity; ends wherever the portal sends the user. */
export async function signInWithEid(page: Page, who: Person): Promise<void> {
  await hydrated(page);
  const t = await textsOf(page);
  await page.getByRole('button', { name: t('auth.signIn.telia') }).click();
  await page.getByRole('link', { name: `Sign in as ${who.name}`, exact: true }).click();
}

/** Signs `who` in on a fresh page of the brand and waits for the dashboard, hydrated. */
export async function signIn(page: Page, brand: string, who: Person): Promise<void> {
  await page.goto(`${origin(brand)}/auth/signin`);
  await signInWithEid(page, who);
  await expect(page).toHaveURL(`${origin(brand)}/dashboard`);
  await hydrated(page);
}

/**
 * Holds back the answers to requests whose address matches `pattern` (say, a chunk of the page's
 * code) until the returned `release` is called: what the page does before that code arrives.
 */
export async function holdBack(page: Page, pattern: RegExp): Promise<() => void> {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

/**
 * Waits until the page is hydrated (app/boot.tsx marks its root), or is one the browser draws itself.
 * A server render is the page from its first paint: links work, fields take typing, and a button
 * pressed is pressed again once the page is hydrated (app/earlyPress.ts); a journey that checks what
 * a press changed at once waits for the hydration.
 */
export async function hydrated(page: Page): Promise<void> {
  await page.waitForFunction(
    () => !document.getElementById('served-page') || document.querySelector('#root[data-hydrated]'),
  );
  // The root marks the frame's hydration; the page's own parts (a lazy view within it) follow in
  // the next tasks: until the main thread is idle twice over, a press could land on one not yet hydrated.
  await page.evaluate(async () => {
    for (let turn = 0; turn < 2; turn += 1)
      await new Promise((resolve) => requestIdleCallback(resolve, { timeout: 2000 }));
  });
}

/**
 * A consent already given (necessary only), so the consent dialog of spec §4 does not cover the
 * pages under test; its own tests start without it.
 */
export async function giveConsent(context: BrowserContext): Promise<void> {
  const now = new Date().toISOString();
  const record = {
    categories: ['necessary'],
    revision: 0,
    data: null,
    consentTimestamp: now,
    consentId: randomUUID(),
    services: { necessary: [], analytics: [] },
    lastConsentTimestamp: now,
  };
  const value = encodeURIComponent(JSON.stringify(record));
  await context.addCookies(
    brandIds.map((id) => ({
      name: 'cc_cookie',
      value,
      url: origin(id),
      sameSite: 'Lax' as const,
      expires: Math.floor(Date.now() / 1000) + 182 * 24 * 60 * 60,
    })),
  );
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

export interface Account {
  brand: string;
  role: Role;
  /** Which person of the role (default the first): tests that change data keep to people of their own. */
  index?: number;
}

interface Sessions {
  /** The cookies of a signed-in session, made once per worker and account. */
  state: (account: Account) => Promise<StorageState>;
}

async function signedInState(browser: Browser, { brand, role, index = 0 }: Account): Promise<StorageState> {
  const context = await browser.newContext();
  try {
    await giveConsent(context);
    const page = await context.newPage();
    await signIn(page, brand, await person(context.request, brand, role, index));
    return await context.storageState();
  } finally {
    await context.close();
  }
}

/**
 * `account`: the test starts signed in as that person. Sessions are shared within a worker (a sign-in
 * takes seconds; the test server's own SIGN_IN_LIMIT keeps the product's 20 a minute per address out
 * of the way), so a test that signs out or switches client signs in by itself.
 */
export const test = base.extend<{ account: Account | null }, { sessions: Sessions }>({
  account: [null, { option: true }],
  sessions: [
    async ({ browser }, provide) => {
      const made = new Map<string, Promise<StorageState>>();
      await provide({
        state: (account) => {
          const key = `${account.brand}/${account.role}/${String(account.index ?? 0)}`;
          let state = made.get(key);
          if (!state) {
            state = signedInState(browser, account);
            made.set(key, state);
          }
          return state;
        },
      });
    },
    { scope: 'worker' },
  ],
  storageState: async ({ account, sessions, storageState }, provide) => {
    await provide(account ? await sessions.state(account) : storageState);
  },
  context: async ({ context }, provide) => {
    await giveConsent(context);
    await provide(context);
  },
});
