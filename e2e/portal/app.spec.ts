import AxeBuilder from '@axe-core/playwright';
import { chromium, type APIRequestContext, type BrowserContext, type Page } from '@playwright/test';
import { chromiumArgs, chromiumPath } from '../../scripts/chromium.mjs';
import { expect, giveConsent, hydrated, origin, person, signIn, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

/** No axe violations on the page (as e2e/portal/axe.spec.ts checks the other pages). */
async function expectAccessible(page: Page, what: string) {
  const { violations } = await new AxeBuilder({ page })
    .setLegacyMode(true)
    .options({ resultTypes: ['violations'] })
    .analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

/** A GET from Node, which does not resolve *.localhost: to localhost, with the site's Host. */
function siteRequest(request: APIRequestContext, brand: string, path: string) {
  const site = new URL(origin(brand));
  return request.get(`http://localhost:${site.port}${path}`, { headers: { host: site.host } });
}

/**
 * The installed app as the portal sees it: `(display-mode: standalone)` matches, which is how it
 * tells a launch from the home screen (app/installedApp.ts). Headless Chromium cannot install an app,
 * so the media query answers as an installed one would; the portal then writes its `standalone`
 * cookie itself, as on a real launch.
 */
async function launchInstalled(context: BrowserContext, brand = 'aurora') {
  // As after the app's first launch: its pages are drawn by the browser, not the server.
  await context.addCookies([{ name: 'standalone', value: 'true', url: origin(brand) }]);
  await context.addInitScript(() => {
    const real = window.matchMedia.bind(window);
    window.matchMedia = (query: string) => {
      const list = real(query);
      if (!query.includes('display-mode: standalone')) return list;
      Object.defineProperty(list, 'matches', { value: true });
      return list;
    };
  });
}

/** Opens `path` of aurora in the installed app, hydrated, with the phone texts it is written in. */
async function openInstalled(page: Page, context: BrowserContext, path: string) {
  await launchInstalled(context);
  await page.goto(`${origin('aurora')}${path}`);
  await hydrated(page);
  return textsOf(page, { mobile: true });
}

/** The service worker controls the page, and has kept the document for offline starts. */
async function workerReady(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await expect
    .poll(() => page.evaluate(async () => (await (await caches.open('vool-page')).keys()).length))
    .toBe(1);
}

/** The dashboard the installed app keeps, sealed, for offline starts (features/installable/offline.ts). */
async function dashboardKept(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(async () => {
        // Opening a database that is not there would make an empty one, in the app's way.
        const names = (await indexedDB.databases()).map((db) => db.name);
        if (!names.includes('vool-offline')) return false;
        return new Promise<boolean>((resolve) => {
          const open = indexedDB.open('vool-offline');
          open.onsuccess = () => {
            const db = open.result;
            const read = db.transaction('dashboard').objectStore('dashboard').get('last');
            read.onsuccess = () => {
              db.close();
              resolve(read.result !== undefined);
            };
          };
        });
      }),
    )
    .toBe(true);
}

test.describe('installable or not', () => {
  test('an installable site has a manifest and no installability errors', async ({ request }) => {
    // Chromium reports every incognito profile (a Playwright context is one) as not installable: a
    // profile on disk, as a person's browser has.
    const context = await chromium.launchPersistentContext('', {
      executablePath: chromiumPath,
      args: chromiumArgs,
    });
    try {
      await giveConsent(context);
      const page = await context.newPage();
      await signIn(page, 'aurora', await person(request, 'aurora', 'customer'));
      await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
      const manifest = await siteRequest(request, 'aurora', '/manifest.webmanifest');
      expect(manifest.status()).toBe(200);
      expect(await manifest.json()).toMatchObject({ display: 'standalone', start_url: '/' });
      // The worker registers after the load; installability is judged with it in control.
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const cdp = await context.newCDPSession(page);
      const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
      expect(installabilityErrors).toEqual([]);
    } finally {
      await context.close();
    }
  });

  test('a site without installable-app has no manifest and no worker, and Chromium says so', async ({
    page,
    request,
  }) => {
    await signIn(page, 'laane', await person(request, 'laane', 'customer'));
    await expect(page.locator('link[rel="manifest"]')).toHaveCount(0);
    const manifest = await siteRequest(request, 'laane', '/manifest.webmanifest');
    expect(manifest.status()).toBe(404);
    const cdp = await page.context().newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((error) => error.errorId)).toContain('no-manifest');
    // Nor does it register a service worker, once loaded and idle.
    await page.waitForLoadState('load');
    await page.waitForTimeout(1000);
    expect(await page.evaluate(() => navigator.serviceWorker.getRegistrations().then((r) => r.length))).toBe(
      0,
    );
  });
});

test.describe('the installed app', () => {
  test.use({ account: { brand: 'aurora', role: 'customer' } });

  test('opens offline with the last dashboard it saw, and every action says it needs a connection', async ({
    page,
    context,
  }) => {
    const t = await openInstalled(page, context, '/dashboard');
    const heading = page.getByRole('heading', { level: 1 });
    const online = await heading.textContent();
    await workerReady(page);
    await dashboardKept(page);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText(t('installable.offline.title'))).toBeVisible();
    // "Offline, data from HH:mm" in the site's time zone.
    await expect(page.getByRole('alert').filter({ hasText: t('installable.offline.title') })).toContainText(
      /\d{2}:\d{2}/,
    );
    await expect(heading).toHaveText(online ?? '');
    await expectAccessible(page, 'the dashboard offline');
    // An action: the invoices ask the API, which cannot answer.
    await page.goto(`${origin('aurora')}/invoices`).catch(() => undefined);
    await expect(page.getByText(t('errors.name.AppOffline'))).toBeVisible();

    await context.setOffline(false);
    await expect(page.getByText(t('installable.offline.back'))).toBeVisible();
  });

  test('a new build waits for the customer: offered in a banner, taken only on Reload', async ({
    page,
    context,
  }) => {
    const t = await openInstalled(page, context, '/dashboard');
    await workerReady(page);
    // The next deploy: the site's worker script changes (a test route of the API, `areas/testing`).
    const nextBuild = (on: boolean) =>
      page.evaluate(
        async (query) => (await fetch(`/api/test/next-build${query}`, { method: 'POST' })).status,
        on ? '' : '?on=false',
      );
    expect(await nextBuild(true)).toBe(204);
    try {
      // The app comes back to the front: it looks for a new build, which installs and waits.
      await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
      const banner = page.getByText(t('installable.update.title'));
      const reload = page.getByRole('button', { name: t('installable.update.reload') });
      await expect(reload).toBeVisible({ timeout: 15_000 });
      await expect(page.getByText(t('installable.update.body'))).toBeVisible();
      expect(await page.evaluate(async () => (await navigator.serviceWorker.ready).waiting !== null)).toBe(
        true,
      );

      // Agreeing: the waiting worker takes over and the page reloads in the new build.
      await Promise.all([page.waitForEvent('load'), reload.click()]);
      await hydrated(page);
      await expect(reload).toBeHidden();
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          return { waiting: registration.waiting, controlled: navigator.serviceWorker.controller !== null };
        }),
      ).toEqual({ waiting: null, controlled: true });
      await expect(banner).toBeHidden();
    } finally {
      expect(await nextBuild(false)).toBe(204);
    }
  });

  test('push: denied permission shows permission-blocked', async ({ page, context }) => {
    // No permission granted: a headless Chromium answers the question with a denial.
    const t = await openInstalled(page, context, '/settings?tab=push-notifications');
    const toggle = page.getByRole('switch', { name: t('settings.push.toggle') });
    await expect(toggle).toBeEnabled();
    await toggle.click({ force: true });
    await expect(page.getByText(t('settings.push.denied'))).toBeVisible();
    await expect(toggle).not.toBeChecked();
    await expectAccessible(page, 'the push tab');
  });

  test('push: the devices that get notifications, with their last use, and removing one', async ({
    page,
    context,
  }) => {
    const t = await openInstalled(page, context, '/settings?tab=push-notifications');
    await expect(page.getByText(t('settings.push.devices.empty'))).toBeVisible();
    // A device linked as the flow links one, its subscription made here: this Chromium cannot
    // subscribe with a push service (see the test above), and the vendor sends nothing on registering.
    await page.evaluate(async () => {
      const json = { 'content-type': 'application/json' };
      const base64url = (bytes: ArrayBuffer | Uint8Array) =>
        btoa(String.fromCharCode(...new Uint8Array(bytes)))
          .replaceAll('+', '-')
          .replaceAll('/', '_')
          .replace(/=+$/, '');
      const config = (await (await fetch('/api/notifications/configuration')).json()) as {
        app: { appId: string; installationsUrl: string; pushUrl: string };
      };
      const fid = base64url(crypto.getRandomValues(new Uint8Array(16))).slice(0, 22);
      const created = (await (
        await fetch(`${config.app.installationsUrl}/installations`, {
          method: 'POST',
          headers: json,
          body: JSON.stringify({ fid, appId: config.app.appId }),
        })
      ).json()) as { authToken: { token: string } };
      const keys = await crypto.subtle.generateKey({ name: 'ECDH', namedCurve: 'P-256' }, true, [
        'deriveBits',
      ]);
      const subscription = {
        endpoint: `https://fcm.googleapis.com/fcm/send/${fid}`,
        keys: {
          p256dh: base64url(await crypto.subtle.exportKey('raw', keys.publicKey)),
          auth: base64url(crypto.getRandomValues(new Uint8Array(16))),
        },
      };
      const registered = (await (
        await fetch(`${config.app.pushUrl}/registrations`, {
          method: 'POST',
          headers: { ...json, 'x-installation-auth': `FIS_v2 ${created.authToken.token}` },
          body: JSON.stringify({ subscription }),
        })
      ).json()) as { token: string };
      const linked = await fetch('/api/notifications/set-token', {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ token: registered.token, enabled: true }),
      });
      if (!linked.ok) throw new Error(`set-token: ${String(linked.status)}`);
    });
    await page.reload();
    const list = page.getByRole('list').filter({ has: page.getByText(t('settings.push.devices.current')) });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    // "Last used DD.MM.YYYY HH:mm" in the site's time zone.
    await expect(list.getByRole('listitem')).toContainText(/\d{2}\.\d{2}\.\d{4}/);
    await list.getByRole('button').click();
    await expect(page.getByText(t('settings.push.devices.empty'))).toBeVisible();
  });

  test('push: registering, a message to the worker, its click, and one in front as a toast', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['notifications'], { origin: origin('aurora') });
    const t = await openInstalled(page, context, '/settings?tab=push-notifications');
    const toggle = page.getByRole('switch', { name: t('settings.push.toggle') });
    await expect(toggle).toBeEnabled();
    await toggle.click({ force: true });
    // This machine's Chromium has no internet: PushManager.subscribe needs the browser's push
    // service (Google's, for Chromium) and fails, so the flow stops at token-subscribe-failed. The
    // registration's other branches are the saga's Jest tests; the Web Push send path is tested by
    // apps/api against a local push service.
    // (Chromium tries its push service for a while before it gives up.)
    await expect(page.getByText(t('settings.push.error.subscribeFailed'))).toBeVisible({ timeout: 30_000 });

    // A message delivered to the worker as the push service would (CDP).
    const cdp = await context.newCDPSession(page);
    await cdp.send('ServiceWorker.enable');
    const registrationId = await new Promise<string>((resolve) => {
      cdp.on('ServiceWorker.workerRegistrationUpdated', ({ registrations }) => {
        const ours = registrations.find((r) => r.scopeURL === `${origin('aurora')}/` && !r.isDeleted);
        if (ours) resolve(ours.registrationId);
      });
    });
    const message = (title: string, link: string) =>
      JSON.stringify({
        from: 'vool-aurora',
        collapseKey: 'ticket-reply',
        messageId: `m-${title}`,
        notification: {
          title,
          body: 'Customer service answered your question.',
          icon: '/tokens/assets/aurora/icon-192.png',
        },
        data: { kind: 'ticket-reply' },
        fcmOptions: { link, analyticsLabel: 'ticket-reply' },
      });

    // In front: the page shows it as a toast (top right, 4 s).
    await page.bringToFront();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${origin('aurora')}/`,
      registrationId,
      data: message('A reply to your ticket', '/support'),
    });
    await expect(
      page.getByRole('alertdialog').or(page.getByRole('status')).getByText('A reply to your ticket'),
    ).toBeVisible();

    // Nothing of the portal in front: a notification with the brand's icon, whose click opens the link.
    // (Playwright makes every page report focus; a person's app in the background has none.)
    await cdp.send('Emulation.setFocusEmulationEnabled', { enabled: false });
    const other = await context.newPage();
    await other.goto('about:blank');
    await other.bringToFront();
    await cdp.send('ServiceWorker.deliverPushMessage', {
      origin: `${origin('aurora')}/`,
      registrationId,
      data: message('Your payment arrived', '/invoices'),
    });
    const [worker] = context.serviceWorkers();
    expect(worker).toBeDefined();
    // The worker's global, as far as this test uses it (the e2e types are the DOM's, not a worker's).
    type Scope = { registration: ServiceWorkerRegistration } & EventTarget;
    const shown = () =>
      worker!.evaluate(async () => {
        const scope = self as unknown as Scope;
        const found = await scope.registration.getNotifications();
        return found.map((n) => ({ title: n.title, icon: n.icon, data: n.data as unknown }));
      });
    await expect.poll(shown).toContainEqual({
      title: 'Your payment arrived',
      icon: `${origin('aurora')}/tokens/assets/aurora/icon-192.png`,
      data: { link: '/invoices', messageId: 'm-Your payment arrived' },
    });
    // The click, as the browser dispatches it (no headless Chromium shows notifications to click):
    // the open window of the portal goes to the link.
    await worker!.evaluate(async () => {
      const scope = self as unknown as Scope & {
        NotificationEvent: new (type: string, init: { notification: Notification }) => Event;
      };
      const [notification] = await scope.registration.getNotifications();
      scope.dispatchEvent(new scope.NotificationEvent('notificationclick', { notification: notification! }));
    });
    await expect(page).toHaveURL(`${origin('aurora')}/invoices`);
  });
});

test.describe('the installed app, signed out', () => {
  test('opened offline with no page kept, shows the site’s offline page in its language', async ({
    page,
    context,
  }) => {
    await launchInstalled(context);
    await signIn(page, 'aurora', await person(page.request, 'aurora', 'customer', 1));
    await workerReady(page);
    await expect.poll(() => page.evaluate(async () => Boolean(await caches.match('/offline')))).toBe(true);
    // Signed out, the last dashboard goes: the app has nothing to open offline but sign-in.
    await page.goto(`${origin('aurora')}/auth/signout`);
    await expect(page).toHaveURL(/\/auth\/signin/);

    await context.setOffline(true);
    await page.goto(`${origin('aurora')}/`);
    // Aurora speaks Finnish unless the visitor chose otherwise.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ei verkkoyhteyttä');
    await expect(page.getByRole('link', { name: 'Yritä uudelleen' })).toHaveAttribute('href', '/');
    await expectAccessible(page, 'the offline page');
    await page.goto(`${origin('aurora')}/auth/signin`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ei verkkoyhteyttä');

    await context.setOffline(false);
    await page.getByRole('link', { name: 'Yritä uudelleen' }).click();
    await expect(page).toHaveURL(/\/auth\/signin/);
  });
});
