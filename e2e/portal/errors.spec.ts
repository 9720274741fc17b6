import type { Page, Route } from '@playwright/test';
import { expect, hydrated, origin, person, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

test.use({ account: { brand: 'aurora', role: 'representative' } });

/** The portal's client-switch call, answered by `handle` instead of going straight through. */
const onSwitch = (page: Page, handle: (route: Route) => Promise<void>) =>
  page.route('**/api/me/representatives', async (route) => {
    if (route.request().method() === 'POST') await handle(route);
    else await route.fallback();
  });

/** What the portal posts is replaced; the real server still answers for itself. */
const posting = (body: object) => (route: Route) => route.continue({ postData: JSON.stringify(body) });

async function chooseAnotherClient(page: Page, name: string) {
  await hydrated(page);
  const t = await textsOf(page);
  await page.getByRole('button', { name: t('shell.account.label', { name }) }).click();
  await page
    .getByRole('group', { name: t('shell.account.switch') })
    .getByRole('menuitem')
    .first()
    .click();
  // Toast timers pause under the pointer, and the menu was where the toasts appear.
  await page.mouse.move(0, 400);
}

test('a refused client switch shows the translated error and keeps the client', async ({ page }) => {
  const who = await person(page.request, 'aurora', 'representative');
  await page.goto(`${origin('aurora')}/dashboard`);
  const t = await textsOf(page);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(t('dashboard.title', { name: who.name }));
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/api/me/representatives') && response.request().method() === 'POST',
  );
  // A well-formed code of no client this user may act for.
  await onSwitch(page, posting({ representativeCode: '999999' }));
  await chooseAnotherClient(page, who.name);
  expect((await answer).status()).toBe(403);

  const toast = page.getByRole('alertdialog', { name: t('errors.name.Forbidden') });
  await expect(toast).toBeVisible();
  await expect(toast).toHaveAccessibleDescription(t('errors.code.NOT_A_REPRESENTATIVE'));
  await expect(toast).toHaveAttribute('data-tone', 'danger');
  await expect(title).toHaveText(t('dashboard.title', { name: who.name }));
  await expect(
    page.getByRole('button', { name: t('shell.account.label', { name: who.name }) }),
  ).toBeVisible();
});

test('input the server refuses shows a warning that closes by itself; a server failure stays', async ({
  page,
}) => {
  const who = await person(page.request, 'aurora', 'representative');
  await page.goto(`${origin('aurora')}/dashboard`);
  const t = await textsOf(page);

  // A server failure cannot be provoked through the product: the switch goes to the test server's
  // handler that throws (TEST_ROUTES), so what the portal meets is the server's own 500.
  await onSwitch(page, (route) => route.continue({ url: `${origin('aurora')}/api/test/fail` }));
  const failed = page.waitForResponse((response) => response.url().endsWith('/api/test/fail'));
  await chooseAnotherClient(page, who.name);
  const answer = await failed;
  expect(answer.status()).toBe(500);
  expect(await answer.json()).toEqual({
    name: 'InternalError',
    message: 'Something went wrong on our side',
    code: 'INTERNAL_ERROR',
    requestId: await answer.request().headerValue('x-request-id'),
  });
  const failure = page.getByRole('alertdialog', { name: t('errors.name.InternalError') });
  await expect(failure).toHaveAccessibleDescription(t('errors.code.INTERNAL_ERROR'));
  await expect(failure).toHaveAttribute('data-tone', 'danger');
  await page.unrouteAll();

  // A client code that is not a number: the real server's schema check answers 422.
  await onSwitch(page, posting({ representativeCode: 'not-a-code' }));
  await chooseAnotherClient(page, who.name);
  const warning = page.getByRole('alertdialog', { name: t('errors.name.ValidationError') });
  await expect(warning).toHaveAccessibleDescription(t('errors.code.VALIDATION_FAILED'));
  await expect(warning).toHaveAttribute('data-tone', 'warning');

  await expect(warning).toBeHidden({ timeout: 10_000 });
  await expect(failure).toBeVisible();
});
