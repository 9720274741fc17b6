import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from '@playwright/test';
import { testNow } from '../../playwright.config.ts';
import { expect, hydrated, origin, person, test } from './fixtures.ts';
import { textsOf } from './texts.ts';

// Two brands (a Finnish and an Estonian one, one per payment provider); every brand's contrast is checked
// story by story in e2e/storybook/axe.spec.ts, and every brand's sign-in page in e2e/brands.spec.ts.
const brands = ['aurora', 'kiir'];
const schemes = ['light', 'dark'] as const;

/**
 * Zero violations on the page, or only inside `within` (an overlay opened on a page already checked).
 * Legacy mode runs axe in the page itself instead of opening a page to merge frame results: the portal
 * has no frames, and it makes each check several times faster.
 */
async function expectAccessible(page: Page, what: string, within?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((node) => node.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

/** Chooses as a keyboard user does: React Aria's inputs sit under their labels. */
async function choose(radio: Locator) {
  await radio.focus();
  await radio.press('Space');
  await expect(radio).toBeChecked();
}

/**
 * Pairwise rather than every combination: journey `n` runs in two of the four brand × scheme pairs
 * (aurora light and kiir dark, or aurora dark and kiir light), alternating from one journey to the
 * next, so every page is checked in both brands and in both schemes at half the cost. Every brand's
 * colours in both schemes are checked story by story in e2e/storybook/axe.spec.ts.
 */
const checked = (brand: string, scheme: string, n: number) =>
  (brands.indexOf(brand) + schemes.indexOf(scheme as (typeof schemes)[number]) + n) % 2 === 0;

// A test visits up to four pages and runs axe over each whole page, seconds apiece on a busy machine.
test.describe.configure({ timeout: 90_000 });

for (const brand of brands) {
  for (const scheme of schemes) {
    test.describe(`${brand} in ${scheme}`, () => {
      test.use({ colorScheme: scheme });

      if (checked(brand, scheme, 0))
        test('the sign-in steps: check your email, and the error page', async ({ page }) => {
          const heading = page.getByRole('heading', { level: 1 });
          await page.goto(`${origin(brand)}/auth/confirm-request?provider=email`);
          const t = await textsOf(page);
          await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
          await expect(heading).toHaveText(t('auth.confirm.title'));
          await expectAccessible(page, 'confirm-request');

          await page.goto(`${origin(brand)}/auth/error?error=AccessDenied`);
          await expect(heading).toHaveText(t('auth.error.title'));
          await expectAccessible(page, 'auth error');
        });

      test.describe('signed in', () => {
        test.use({ account: { brand, role: 'representative' } });

        if (checked(brand, scheme, 1))
          test('dashboard and user menu', async ({ page }) => {
            const who = await person(page.request, brand, 'representative');
            const heading = page.getByRole('heading', { level: 1 });
            await page.goto(`${origin(brand)}/dashboard`);
            const t = await textsOf(page);
            await hydrated(page);
            await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
            await expect(heading).toHaveText(t('dashboard.title', { name: who.name }));
            await expect(page.getByText(t('dashboard.summary.clientCode'))).toBeVisible();
            // Every card has come in: the places are the last of them.
            await expect(
              page.getByRole('link', { name: t('dashboard.locations.charts') }).first(),
            ).toBeVisible();
            await expect(page.getByText(t('dashboard.card.loading'))).toHaveCount(0);
            await expectAccessible(page, 'dashboard');

            await page.getByRole('button', { name: t('shell.account.label', { name: who.name }) }).click();
            await expect(page.getByRole('menu')).toBeVisible();
            await expectAccessible(page, 'the open user menu', '[role="menu"]');
          });

        if (checked(brand, scheme, 0))
          test('charts, accessibility statement and not found', async ({ page }) => {
            const heading = page.getByRole('heading', { level: 1 });
            await page.goto(`${origin(brand)}/charts?period=week&compare=1`);
            const t = await textsOf(page);
            await expect(heading).toHaveText(t('charts.title'));
            await expect(
              page.getByRole('img', { name: new RegExp(t('charts.type.consumption')) }),
            ).toBeVisible();
            await expectAccessible(page, 'charts');
            await page.getByRole('combobox', { name: t('charts.usagePoint') }).click();
            await expect(page.getByRole('listbox')).toBeVisible();
            await expectAccessible(page, 'the open usage point list', '[role="listbox"]');
            await page.keyboard.press('Escape');

            await page.goto(`${origin(brand)}/accessibility`);
            await expect(heading).toBeVisible();
            await expectAccessible(page, 'accessibility statement');

            await page.goto(`${origin(brand)}/no-such-page`);
            await expect(heading).toHaveText(t('shell.notFound.title'));
            await expectAccessible(page, 'not found');
          });

        if (checked(brand, scheme, 1))
          test('invoices: the list, an invoice with its calculation, the pay dialog, a payment stage', async ({
            page,
          }) => {
            const heading = page.getByRole('heading', { level: 1 });
            await page.goto(`${origin(brand)}/invoices`);
            const t = await textsOf(page);
            await expect(heading).toHaveText(t('invoices.title'));
            const list = page.getByRole('list', { name: t('invoices.list') });
            await expect(list.getByRole('listitem').first()).toBeVisible();
            await expectAccessible(page, 'invoice list');

            await list.getByRole('link').first().click();
            await expect(page.getByRole('table')).toBeVisible();
            await page.getByRole('button', { name: t('invoices.explain') }).click();
            await expect(page.getByRole('img', { name: t('invoices.explain.dailyCost') })).toBeVisible();
            await expectAccessible(page, 'an invoice');

            const pay = page
              .getByRole('group', { name: t('invoices.detail.actions') })
              .getByRole('button')
              .first();
            if ((await pay.textContent())?.includes('€')) {
              await pay.click();
              await expect(page.getByRole('dialog')).toBeVisible();
              await expectAccessible(page, 'the pay dialog', '[role="dialog"]');
              await page.keyboard.press('Escape');
            }

            await page.goto(`${origin(brand)}/invoices/1/payment-processing?payment=unknown-payment`);
            await expect(page.getByText(t('invoices.processing.notFound'))).toBeVisible();
            await expectAccessible(page, 'a payment stage');
          });

        if (checked(brand, scheme, 0))
          test('settings: every section this site shows', async ({ page }) => {
            await page.goto(`${origin(brand)}/settings?tab=profile`);
            // What a tab pressed while the page hydrates does is drawn-pages.spec.ts's; here, each tab's axe.
            await hydrated(page);
            const t = await textsOf(page);
            const tabs = page.getByRole('tablist', { name: t('settings.tabs') }).getByRole('tab');
            await expect(tabs.first()).toBeVisible();
            for (const tab of await tabs.all()) {
              const name = (await tab.textContent()) ?? '';
              await tab.click();
              await expect(tab).toHaveAttribute('aria-selected', 'true');
              await expect(page.getByText(t('settings.loading'))).toHaveCount(0);
              await expectAccessible(page, `settings: ${name}`);
            }
          });

        test.describe('on a phone', () => {
          test.use({ viewport: { width: 390, height: 844 } });

          if (checked(brand, scheme, 1))
            test('the menu drawer and the client drawer', async ({ page }) => {
              await page.goto(`${origin(brand)}/dashboard`);
              const t = await textsOf(page, { mobile: true });
              await page.getByRole('button', { name: t('shell.menu.open') }).click();
              const menu = page.getByRole('dialog', { name: t('shell.menu.title') });
              await expect(menu).toBeVisible();
              await expectAccessible(page, 'the open menu drawer', '[role="dialog"]');

              await menu.getByRole('button', { name: t('shell.account.switch') }).click();
              await expect(page.getByRole('dialog', { name: t('shell.account.switch') })).toBeVisible();
              await expect(menu).toBeHidden();
              await expectAccessible(page, 'the open client drawer', '[role="dialog"]');
            });

          if (checked(brand, scheme, 0))
            test('settings: the list of sections and one as its own screen', async ({ page }) => {
              await page.goto(`${origin(brand)}/settings`);
              const t = await textsOf(page, { mobile: true });
              await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.title'));
              await expectAccessible(page, 'settings on a phone');
              await page.getByRole('link', { name: new RegExp(t('settings.tab.contacts')) }).click();
              await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('settings.tab.contacts'));
              await expect(page.getByText(t('settings.loading'))).toHaveCount(0);
              await expectAccessible(page, 'settings contacts on a phone');
            });
        });
      });

      test.describe('contracts', () => {
        test.describe('a fixed term ending soon', () => {
          // People with a renewal offer no journey signs: aurora's first customer, kiir's representative.
          test.use({ account: { brand, role: brand === 'kiir' ? 'representative' : 'customer' } });

          if (checked(brand, scheme, 1))
            test('the list, a contract, its renewal offers with what they would have cost, and a review', async ({
              page,
            }) => {
              const heading = page.getByRole('heading', { level: 1 });
              await page.goto(`${origin(brand)}/contracts`);
              const t = await textsOf(page);
              await expect(heading).toHaveText(t('contracts.title'));
              await expect(page.getByRole('link', { name: t('contracts.renewal.link') })).toBeVisible();
              await expectAccessible(page, 'contracts');

              const [offer] = await apiFrom<Array<{ contractId: number }>>(page, '/api/me/contract-offers');
              const id = String(offer!.contractId);
              await page.goto(`${origin(brand)}/contracts?contract=${id}`);
              await expect(page.getByRole('group', { name: t('contracts.actions') })).toBeVisible();
              await expect(page.getByText(t('contracts.startInfo.window'))).toBeVisible();
              await expectAccessible(page, 'a contract');

              await page.goto(`${origin(brand)}/contracts/${id}/offer`);
              await hydrated(page);
              await expect(heading).toHaveText(t('contracts.offer.title'));
              await page.getByRole('button', { name: t('contracts.whatIf.title') }).click();
              await expect(page.getByRole('table')).toBeVisible();
              await expect(
                page.getByRole('img', { name: new RegExp(t('contracts.whatIf.chart')) }),
              ).toBeVisible();
              await expectAccessible(page, 'renewal offers');

              await choose(page.getByRole('radio').first());
              await page.getByRole('button', { name: t('contracts.offer.continue') }).click();
              await expect(
                page.getByRole('heading', { level: 2, name: t('contracts.offer.review') }),
              ).toBeVisible();
              await expectAccessible(page, 'an offer reviewed');
            });
        });

        test.describe('a new contract', () => {
          // Someone whose place has no fixed term running (the form would say when it opens instead).
          // The signing is cancelled: nothing is made.
          test.use({ account: { brand, role: brand === 'aurora' ? 'customer' : 'producer' } });

          if (checked(brand, scheme, 0))
            test('a new contract and its signing while it waits', async ({ page }) => {
              const heading = page.getByRole('heading', { level: 1 });
              await page.goto(`${origin(brand)}/contracts/new`);
              await hydrated(page);
              const t = await textsOf(page);
              await expect(heading).toHaveText(t('contracts.create.title'));
              await choose(
                page
                  .getByRole('radiogroup', { name: t('contracts.create.product') })
                  .getByRole('radio')
                  .first(),
              );
              await expectAccessible(page, 'a new contract');

              await page.getByRole('button', { name: t('contracts.create.sign'), exact: true }).click();
              await expect(heading).toHaveText(t('contracts.sign.title'));
              await expect(page.getByRole('timer')).toBeVisible();
              await expectAccessible(page, 'a signing while it waits');
              await page.getByRole('button', { name: t('contracts.sign.cancel') }).click();
              await expect(heading).toHaveText(t('contracts.sign.cancelled'));
            });
        });

        test.describe('a move-out', () => {
          // The second person of the seed: no other test makes or ends their contracts.
          test.use({ account: { brand, role: 'producer' } });

          if (checked(brand, scheme, 1))
            test('a move-out and its confirmation', async ({ page }) => {
              // The move-out form checks its dates against the browser's today: the server's.
              await page.clock.install({ time: new Date(testNow) });
              const heading = page.getByRole('heading', { level: 1 });
              await page.goto(`${origin(brand)}/contracts`);
              const t = await textsOf(page);
              // Light and dark would each end a contract of their own: the first and the second that allow it.
              const { contracts } = await apiFrom<{
                contracts: Array<{ id: number; moveOutDate: string | null; actions: { moveOut: boolean } }>;
              }>(page, '/api/contracts');
              const movable = contracts.filter((c) => c.actions.moveOut || c.moveOutDate);
              const id = String(movable[schemes.indexOf(scheme)]!.id);
              await page.goto(`${origin(brand)}/contracts/${id}/move-out`);
              await hydrated(page);
              await expect(heading).toHaveText(t('contracts.moveOut.title'));
              await expectAccessible(page, 'a move-out');

              const day = new Date(testNow);
              day.setUTCDate(day.getUTCDate() + 30);
              const [year, month, date] = day.toISOString().slice(0, 10).split('-');
              await page
                .getByRole('group', { name: t('contracts.moveOut.date') })
                .getByRole('spinbutton')
                .first()
                .focus();
              await page.keyboard.type(`${date!}${month!}${year!}`);
              await choose(
                page
                  .getByRole('radiogroup', { name: t('contracts.moveOut.reason') })
                  .getByRole('radio')
                  .first(),
              );
              await page.getByRole('button', { name: t('contracts.moveOut.submit') }).click();
              await expect(heading).toHaveText(t('contracts.moveOut.done'));
              await expect(page.getByText(`${date!}.${month!}.${year!}`, { exact: true })).toBeVisible();
              await expectAccessible(page, 'a move-out confirmed');
            });
        });
      });
    });
  }
}

// [Service]: the outages page (aurora's representative has a fault in progress), the support page, a
// new ticket with its errors shown, a ticket with its conversation, and the feedback form with its
// errors shown. The representative's seeded tickets are read, none is written.
for (const brand of brands) {
  for (const scheme of schemes) {
    test.describe(`${brand} in ${scheme}: service`, () => {
      test.use({ colorScheme: scheme, account: { brand, role: 'representative' } });

      if (checked(brand, scheme, 0))
        test('outages, support and a ticket', async ({ page }) => {
          const heading = page.getByRole('heading', { level: 1 });
          await page.goto(`${origin(brand)}/outages`);
          const t = await textsOf(page);
          await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
          await expect(heading).toHaveText(t('outages.title'));
          await expect(page.getByRole('heading', { level: 2, name: t('outages.past.title') })).toBeVisible();
          await expect(page.getByText(t('outages.loading'))).toHaveCount(0);
          await expectAccessible(page, 'outages');

          await page.goto(`${origin(brand)}/support`);
          await expect(heading).toHaveText(t('support.title'));
          await expect(
            page.getByRole('heading', { level: 2, name: t('support.tickets.title') }),
          ).toBeVisible();
          await expect(page.getByText(t('support.loading'))).toHaveCount(0);
          await expectAccessible(page, 'support');

          const [ticket] = await apiFrom<Array<{ id: number; topic: string }>>(
            page,
            '/api/me/support/tickets',
          );
          await page.goto(`${origin(brand)}/support?ticket=${String(ticket!.id)}`);
          await expect(heading).toHaveText(ticket!.topic);
          await expect(
            page.getByRole('heading', { level: 2, name: t('support.ticket.conversation') }),
          ).toBeVisible();
          await expectAccessible(page, 'a ticket');
        });

      if (checked(brand, scheme, 1))
        test('a new ticket and the feedback form, with their errors shown', async ({ page }) => {
          const heading = page.getByRole('heading', { level: 1 });
          await page.goto(`${origin(brand)}/support?new`);
          await hydrated(page);
          const t = await textsOf(page);
          await expect(heading).toHaveText(t('support.form.title'));
          await page.getByRole('button', { name: t('support.form.submit') }).click();
          await expect(page.getByText(t('support.form.fieldsWrong'))).toBeVisible();
          await expectAccessible(page, 'a new ticket with errors');

          await page.goto(`${origin(brand)}/feedback`);
          await hydrated(page);
          await expect(heading).toHaveText(t('feedback.title'));
          await expect(page.getByRole('radiogroup', { name: t('feedback.form.topic') })).toBeVisible();
          await expectAccessible(page, 'the feedback form');
          await page.getByRole('button', { name: t('feedback.form.submit') }).click();
          await expect(page.getByText(t('feedback.form.fieldsWrong'))).toBeVisible();
          await expectAccessible(page, 'the feedback form with errors');
        });
    });
  }
}
