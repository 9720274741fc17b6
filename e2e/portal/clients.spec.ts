import type { Page } from '@playwright/test';
import { expect, hydrated, origin, person, signIn, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

interface Client {
  clientCode: string;
  name: string;
  self: boolean;
  active: boolean;
}

/** The clients the signed-in user may act for, as the server tells the portal. */
const clientsOf = (page: Page) =>
  page.evaluate(async () => (await fetch('/api/me/representatives')).json() as Promise<Client[]>);

test('a representative switches client from the user menu, and it sticks', async ({ page }) => {
  const who = await person(page.request, 'aurora', 'representative');
  await signIn(page, 'aurora', who);
  const t = await textsOf(page);

  // Switching starts again from the dashboard, wherever the user was.
  await page.goto(`${origin('aurora')}/accessibility`);
  await hydrated(page);
  await page.getByRole('button', { name: t('shell.account.label', { name: who.name }) }).click();
  const menu = page.getByRole('menu');
  const acting = menu.getByRole('group', { name: t('shell.account.actingAs') });
  await expect(acting.getByRole('menuitem')).toHaveCount(1);
  await expect(acting.getByRole('menuitem')).toContainText(who.name);
  await expect(acting.getByRole('menuitem')).toBeDisabled();
  const others = menu.getByRole('group', { name: t('shell.account.switch') }).getByRole('menuitem');
  await expect(others).toHaveCount(2);

  const companies = (await clientsOf(page)).filter((client) => !client.self);
  expect(companies).toHaveLength(2);
  const companyName = companies[0]!.name;
  await others.filter({ hasText: companyName }).click();

  await expect(page).toHaveURL(`${origin('aurora')}/dashboard`);
  const title = page.getByRole('heading', { level: 1 });
  await expect(title).toHaveText(t('dashboard.title', { name: companyName }));
  await expect(page.getByText(t('dashboard.summary.legal'))).toBeVisible();
  const account = page.getByRole('button', { name: t('shell.account.label', { name: companyName }) });
  await expect(account).toBeVisible();

  await page.reload();
  await expect(title).toHaveText(t('dashboard.title', { name: companyName }));
  await hydrated(page);
  await account.click();
  // The person themself is now one of the clients to switch back to.
  await expect(
    page.getByRole('group', { name: t('shell.account.switch') }).getByRole('menuitem', { name: who.name }),
  ).toBeVisible();
});

test('a new customer has no client to switch to', async ({ page }) => {
  const who = await person(page.request, 'kiir', 'new-customer');
  const listAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/me/representatives') listAsked.push(request.method());
  });
  await signIn(page, 'kiir', who);
  const t = await textsOf(page);
  await expect(page.getByText(t('dashboard.newCustomer'))).toBeVisible();

  await page.getByRole('button', { name: t('shell.account.label', { name: who.name }) }).click();
  const menu = page.getByRole('menu');
  await expect(menu.getByRole('menuitem', { name: t('shell.account.signOut') })).toBeVisible();
  await expect(menu.getByRole('group', { name: t('shell.account.actingAs') })).toContainText(who.name);
  await expect(menu.getByRole('group', { name: t('shell.account.switch') })).toHaveCount(0);
  expect(listAsked).toEqual([]);
});
