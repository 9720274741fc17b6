import type { Locator, Page } from '@playwright/test';
import {
  brandFile,
  expect,
  giveConsent,
  holdBack,
  hydrated,
  origin,
  person,
  signIn,
  signInWithEid,
  siteGet,
  test,
} from './fixtures.ts';
import { textsOf } from './texts.ts';

/** Presses Tab until `target` has focus, as a keyboard user would; fails if it never gets there. */
async function tabTo(page: Page, target: Locator, most = 25) {
  for (let i = 0; i < most; i++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  await expect(target).toBeFocused();
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** What the portal's own script sees of the session: `{}` when nobody is signed in. */
const sessionSeenBy = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/auth/session')).json() as Promise<object>);

async function signOutFromUserMenu(page: Page, name: string) {
  await hydrated(page);
  const t = await textsOf(page);
  await page.getByRole('button', { name: t('shell.account.label', { name }) }).click();
  await page.getByRole('menuitem', { name: t('shell.account.signOut') }).click();
}

test('sign in through the Telia e-ID sandbox', async ({ page }) => {
  const { companyName } = brandFile('aurora');
  const who = await person(page.request, 'aurora', 'customer');
  await page.goto(`${origin('aurora')}/auth/signin`);
  const t = await textsOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(
    t('auth.signIn.title', { company: companyName }),
  );

  await hydrated(page);
  await page.getByRole('button', { name: t('auth.signIn.telia') }).click();
  await expect(page).toHaveURL(/\/sandbox\/telia\?state=/);
  await page.getByRole('link', { name: `Sign in as ${who.name}`, exact: true }).click();

  await expect(page).toHaveURL(`${origin('aurora')}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.title', { name: who.name }));
});

test('sign in through an email link, which works only once', async ({ page }) => {
  const who = await person(page.request, 'kiir', 'customer', 1);
  await page.goto(`${origin('kiir')}/auth/signin`);
  const t = await textsOf(page);
  await page.getByRole('textbox', { name: new RegExp(escape(t('auth.signIn.emailLabel'))) }).fill(who.email);
  await hydrated(page);
  await page.getByRole('button', { name: t('auth.signIn.emailSubmit') }).click();

  await expect(page).toHaveURL(/\/auth\/confirm-request/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.confirm.title'));

  // The outbox is the site's, newest first; other tests may mail other people meanwhile.
  const mails = await siteGet<Array<{ to: string; link: string | null }>>(
    page.request,
    'kiir',
    '/sandbox/mail.json',
  );
  const link = mails.find((mail) => mail.to === who.email)?.link;
  expect(link, `a sign-in mail to ${who.email}`).toBeTruthy();

  await page.goto(link!);
  await expect(page).toHaveURL(`${origin('kiir')}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.title', { name: who.name }));

  await page.goto(link!);
  await expect(page).toHaveURL(`${origin('kiir')}/auth/error?error=Verification`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.error.title'));
  await expect(page.getByText(t('auth.error.Verification'))).toBeVisible();
  await expect(page.getByRole('link', { name: t('auth.backToSignIn') })).toHaveAttribute(
    'href',
    '/auth/signin',
  );
});

test('a page asked for without a session opens after sign-in', async ({ page }) => {
  const who = await person(page.request, 'daugava', 'customer');
  await page.goto(`${origin('daugava')}/dashboard?x=1`);
  await expect(page).toHaveURL(`${origin('daugava')}/auth/signin?callbackUrl=%2Fdashboard%3Fx%3D1`);

  await signInWithEid(page, who);
  await expect(page).toHaveURL(`${origin('daugava')}/dashboard?x=1`);
  const t = await textsOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.title', { name: who.name }));
});

test('sign in with the keyboard alone', async ({ page }) => {
  const who = await person(page.request, 'aurora', 'customer', 1);
  await page.goto(`${origin('aurora')}/auth/signin`);
  const t = await textsOf(page);
  await hydrated(page);

  await tabTo(page, page.getByRole('button', { name: t('auth.signIn.telia') }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/sandbox\/telia/);

  await tabTo(page, page.getByRole('link', { name: `Sign in as ${who.name}`, exact: true }));
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(`${origin('aurora')}/dashboard`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('dashboard.title', { name: who.name }));
});

test('a malformed email address gets an inline error and sends nothing', async ({ page }) => {
  await page.goto(`${origin('aurora')}/auth/signin`);
  const t = await textsOf(page);
  const signInPosts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/auth/signin'))
      signInPosts.push(request.url());
  });
  const email = page.getByRole('textbox', { name: new RegExp(escape(t('auth.signIn.emailLabel'))) });

  await email.fill('name@example');
  await hydrated(page);
  await page.getByRole('button', { name: t('auth.signIn.emailSubmit') }).click();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAccessibleDescription(new RegExp(escape(t('auth.signIn.emailInvalid'))));
  await expect(page).toHaveURL(`${origin('aurora')}/auth/signin`);
  expect(signInPosts).toEqual([]);

  await email.fill('name@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid', 'true');
});

test('sign-out ends the session and returns to sign-in', async ({ page }) => {
  const who = await person(page.request, 'aurora', 'customer');
  await signIn(page, 'aurora', who);
  expect(await sessionSeenBy(page)).toHaveProperty('user.name', who.name);
  await signOutFromUserMenu(page, who.name);
  await expect(page).toHaveURL(`${origin('aurora')}/auth/signin`);

  expect(await sessionSeenBy(page)).toEqual({});
  await page.goto(`${origin('aurora')}/dashboard`);
  await expect(page).toHaveURL(`${origin('aurora')}/auth/signin`);
});

test.describe('sign-out with a return address', () => {
  test('leads back to the utility website through safe-link-out', async ({ page }) => {
    const { website } = brandFile('aurora');
    const home = new URL(website);
    // The website itself is never reached: the test answers for it.
    await page.route(`${home.origin}/**`, (route) => route.fulfill({ body: 'The utility website' }));

    // Arriving from the website, which says where to go back to.
    await page.goto(`${origin('aurora')}/auth/signin?returnUrl=${encodeURIComponent(home.href)}`);
    await expect
      .poll(async () => (await page.context().cookies(origin('aurora'))).find((c) => c.name === 'return-url'))
      .toMatchObject({ value: encodeURIComponent(home.href) });
    const who = await person(page.request, 'aurora', 'new-customer');
    await signInWithEid(page, who);
    await expect(page).toHaveURL(`${origin('aurora')}/dashboard`);

    await page.clock.install();
    await page.reload();
    await signOutFromUserMenu(page, who.name);
    await expect(page).toHaveURL(`${origin('aurora')}/auth/safe-link-out`);
    const t = await textsOf(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('auth.signedOut.title'));
    await expect(
      page.getByRole('link', { name: t('auth.signedOut.continueTo', { site: home.hostname }) }),
    ).toHaveAttribute('href', home.href);

    // The countdown starts once the drawn page is hydrated, which a busy machine may take seconds for.
    await hydrated(page);
    await page.clock.runFor(3000);
    await expect(page).toHaveURL(home.href);
  });

  test('never leads to another site', async ({ page }) => {
    const foreign = 'https://portal-login.example/';
    const offSite: string[] = [];
    await page.route('https://portal-login.example/**', async (route) => {
      offSite.push(route.request().url());
      await route.abort();
    });
    const returnUrlCookie = async () =>
      (await page.context().cookies(origin('aurora'))).find((c) => c.name === 'return-url');
    await page.clock.install();

    // The sign-in page does not remember another site's address…
    await page.goto(`${origin('aurora')}/auth/signin?returnUrl=${encodeURIComponent(foreign)}`);
    const t = await textsOf(page);
    await expect(page.getByRole('button', { name: t('auth.signIn.telia') })).toBeVisible();
    expect(await returnUrlCookie()).toBeUndefined();

    // …so it comes as a cookie planted some other way.
    await page
      .context()
      .addCookies([{ name: 'return-url', value: encodeURIComponent(foreign), url: origin('aurora') }]);
    const who = await person(page.request, 'aurora', 'customer');
    await signInWithEid(page, who);
    await expect(page).toHaveURL(`${origin('aurora')}/dashboard`);

    await signOutFromUserMenu(page, who.name);
    await expect(page).toHaveURL(`${origin('aurora')}/auth/safe-link-out`);
    await expect(page.getByRole('link', { name: t('auth.signedOut.signInAgain') })).toHaveAttribute(
      'href',
      '/auth/signin',
    );
    await expect(page.getByRole('link', { name: /portal-login/ })).toHaveCount(0);

    await page.clock.runFor(5000);
    await expect(page).toHaveURL(`${origin('aurora')}/auth/safe-link-out`);
    expect(offSite).toEqual([]);
    // Forgotten once the page is hydrated.
    await expect.poll(returnUrlCookie).toBeUndefined();
  });
});

/** Holds the /auth page's start back until `release()`: the page stays the server render, not hydrated. */
const holdStart = (page: Page) => holdBack(page, /\/assets\/authStart-[\w-]+\.js$/);

test('a press on e-ID sign-in before the page is hydrated is made once it is', async ({ page }) => {
  const release = await holdStart(page);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/api/auth/signin')) posts.push(request.url());
  });
  await page.goto(`${origin('aurora')}/auth/signin`);
  const t = await textsOf(page);
  await page.getByRole('button', { name: t('auth.signIn.telia') }).click();
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  expect(posts).toEqual([]);
  release();
  await expect(page).toHaveURL(/\/sandbox\/telia\?state=/);
  expect(posts).toHaveLength(1);
});

test('an address sent before the page is hydrated never shows in the address bar, and is sent once it is', async ({
  page,
}) => {
  const who = await person(page.request, 'kiir', 'customer');
  const release = await holdStart(page);
  await page.goto(`${origin('kiir')}/auth/signin`);
  const t = await textsOf(page);
  const email = page.getByRole('textbox', { name: new RegExp(escape(t('auth.signIn.emailLabel'))) });
  await email.fill(who.email);
  await email.press('Enter');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  await expect(page).toHaveURL(`${origin('kiir')}/auth/signin`);
  release();
  await expect(page).toHaveURL(/\/auth\/confirm-request/);
  expect(page.url()).not.toContain(encodeURIComponent(who.email));
});

test('sign-in whose code does not arrive shows the client-error screen with a reload', async ({ page }) => {
  await page.route(/\/assets\/SignInPage-[\w-]+\.js$/, (route) => route.abort());
  await page.goto(`${origin('aurora')}/auth/signin`);
  const t = await textsOf(page);
  // The page starts its code once it has loaded, without a move.
  await expect(page.getByRole('heading', { level: 1, name: t('errors.screen.title') })).toBeVisible();
  await page.unroute(/\/assets\/SignInPage-[\w-]+\.js$/);
  await page.getByRole('button', { name: t('errors.screen.reload') }).click();
  await expect(page.getByRole('button', { name: t('auth.signIn.telia') })).toBeVisible();
});

test('sign-in arrives drawn by the server with its cookie button, is hydrated after it loads without a move, and keeps what was typed', async ({
  browser,
  page,
}) => {
  const { companyName } = brandFile('kiir');
  // Before any script: the page is in the document itself, styled and in the site's language, with
  // the cookie button of a returning visitor.
  const bare = await browser.newContext({ javaScriptEnabled: false });
  await giveConsent(bare);
  const drawn = await bare.newPage();
  await drawn.goto(`${origin('kiir')}/auth/signin`);
  const t = await textsOf(drawn);
  await expect(drawn.getByRole('heading', { level: 1 })).toHaveText(
    t('auth.signIn.title', { company: companyName }),
  );
  await expect(drawn.getByRole('button', { name: t('auth.signIn.telia') })).toBeVisible();
  await expect(
    drawn.getByRole('textbox', { name: new RegExp(escape(t('auth.signIn.emailLabel'))) }),
  ).toBeVisible();
  await expect(drawn.getByRole('button', { name: t('consent.button.label') })).toBeVisible();
  const card = drawn.getByRole('heading', { level: 1 });
  const before = await card.boundingBox();
  await bare.close();

  // With scripts: nothing reported (a mismatch would be logged), nothing moved, and the form works.
  const logged: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/api/logs')) logged.push(request.postData() ?? '');
  });
  // The page's start is held back until an address has been typed into the server render.
  const release = await holdStart(page);
  await page.goto(`${origin('kiir')}/auth/signin`);
  const email = page.getByRole('textbox', { name: new RegExp(escape(t('auth.signIn.emailLabel'))) });
  await email.fill('name@example');
  await expect(page.locator('#root')).not.toHaveAttribute('data-hydrated');
  release();
  // No move made: the page hydrates once it has loaded.
  await hydrated(page);
  await expect(page.getByRole('button', { name: t('consent.button.label') })).toBeVisible();
  expect(await page.getByRole('heading', { level: 1 }).boundingBox()).toEqual(before);
  // What was typed before is the field's own: a render after the hydration keeps it.
  await email.press('Enter');
  await expect(page.getByText(t('auth.signIn.emailInvalid'))).toBeVisible();
  await expect(email).toHaveValue('name@example');
  expect(logged).toEqual([]);
});
