import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, holdBack, hydrated, origin, person, signIn, test } from './fixtures.ts';
import { textsOf, type Texts } from './texts.ts';

/**
 * The usage point search in the charts' picker, the outages' place filter and the new contract's
 * place, for the seeded company of 2,000 points (apps/api/src/db/seed/usage-points.ts): nordlys'
 * second demo person acts for it.
 */

const brand = 'nordlys';
const company = 'Põhjala Kinnisvarahaldus AS';

interface Point {
  identifier: string;
  identifierType: 'GSRN' | 'EIC';
  utility: string;
  meterNumber: string;
  address: { street: string; postalCode: string; city: string };
}

const apiFrom = <T>(page: Page, path: string) =>
  page.evaluate(async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: ${response.status}`);
    return (await response.json()) as unknown;
  }, path) as Promise<T>;

/** Signs the representative in and makes the company the acting client (they switch, so a session of their own). */
async function actForCompany(page: Page): Promise<Point[]> {
  await signIn(page, brand, await person(page.request, brand, 'producer'));
  const switched = await page.evaluate(async (name) => {
    const list = (await (await fetch('/api/me/representatives')).json()) as Array<{
      name: string;
      clientCode: string;
    }>;
    const code = list.find((c) => c.name === name)!.clientCode;
    const response = await fetch('/api/me/representatives', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ representativeCode: code }),
    });
    return response.status;
  }, company);
  expect(switched).toBe(200);
  // Two pages of its places by address: Finnish (GSRN) and Baltic (EIC) ones among them.
  const pages = await Promise.all(
    [0, 1000].map((offset) =>
      apiFrom<{ items: Point[]; total: number }>(page, `/api/usage-points/me?limit=50&offset=${offset}`),
    ),
  );
  expect(pages[0]!.total).toBe(2000);
  return pages.flatMap((p) => p.items);
}

async function openCharts(page: Page) {
  await page.goto(`${origin(brand)}/charts`);
  await hydrated(page);
  const t = await textsOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('charts.title'));
  return { t, picker: page.getByRole('combobox', { name: t('charts.usagePoint') }) };
}

const searchBy = (page: Page, t: Texts, type: 'address' | 'gsrn' | 'eic') =>
  page.getByRole('radio', { name: t(`usagePoints.search.${type}`) });

/** The chart now shows `point`: the address names it and the field shows its place. */
async function shows(page: Page, picker: ReturnType<Page['getByRole']>, point: Point) {
  await expect(page).toHaveURL(new RegExp(`point=${point.identifier}`));
  await expect(picker).toHaveValue(new RegExp(`^${point.address.street}, .*${point.identifier}$`));
}

test.describe('the charts picker of a client with 2,000 usage points', () => {
  test.slow();

  test('finds a point by its GSRN, with the keyboard only', async ({ page }) => {
    const points = await actForCompany(page);
    const point = points.find((p) => p.identifierType === 'GSRN')!;
    const { t, picker } = await openCharts(page);
    // The search type first (one tab stop, arrow keys along it: Address → GSRN), then the field.
    await searchBy(page, t, 'address').focus();
    await page.keyboard.press('ArrowRight');
    await expect(searchBy(page, t, 'gsrn')).toBeFocused();
    await page.keyboard.press('Space');
    await expect(searchBy(page, t, 'gsrn')).toBeChecked();
    await page.keyboard.press('Tab');
    await expect(picker).toBeFocused();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type(point.identifier.slice(0, 14));
    await expect(page.getByRole('option', { name: new RegExp(point.identifier) })).toBeVisible();
    await page.keyboard.type(point.identifier.slice(14));
    await expect(page.getByRole('option')).toHaveCount(1);
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await shows(page, picker, point);
  });

  test('finds a point by the start of its EIC, and one by its meter number', async ({ page }) => {
    const points = await actForCompany(page);
    const [byEic, byMeter] = points.filter((p) => p.identifierType === 'EIC');
    const { t, picker } = await openCharts(page);
    await searchBy(page, t, 'eic').click();
    await picker.fill(byEic!.identifier.slice(0, 12));
    await page.getByRole('option', { name: new RegExp(byEic!.identifier) }).click();
    await shows(page, picker, byEic!);

    await picker.fill(byMeter!.meterNumber.toLowerCase());
    const option = page.getByRole('option', { name: new RegExp(byMeter!.meterNumber) }).first();
    await expect(option).toContainText(t('usagePoints.meter', { number: byMeter!.meterNumber }));
    await option.click();
    await shows(page, picker, byMeter!);
  });

  test('finds a place by its address typed without its letters’ marks, and says when nothing matches', async ({
    page,
  }) => {
    const points = await actForCompany(page);
    const point = points.find((p) => /[āēīūõäöüšžņģ]/i.test(p.address.street + p.address.city))!;
    const plain = `${point.address.street} ${point.address.city}`.normalize('NFD').replace(/\p{M}/gu, '');
    const { t, picker } = await openCharts(page);
    await picker.fill(plain.toLowerCase());
    await page.getByRole('option', { name: new RegExp(point.identifier) }).click();
    await shows(page, picker, point);

    await picker.fill('Zzyzx Qwerty');
    await expect(page.getByRole('listbox')).toContainText(t('usagePoints.noMatch'));
    // Leaving the field shows the chosen point again.
    await page.keyboard.press('Escape');
    await page.keyboard.press('Tab');
    await expect(picker).toHaveValue(new RegExp(point.identifier));
  });

  test('on a phone, shows the chosen place in full under the field that cuts it', async ({ page }) => {
    const points = await actForCompany(page);
    // Not the first place, which the page shows at first.
    const point = points.filter((p) => p.identifierType === 'GSRN').at(-1)!;
    await page.setViewportSize({ width: 390, height: 844 });
    const { t, picker } = await openCharts(page);
    await searchBy(page, t, 'gsrn').click();
    await picker.fill(point.identifier);
    await page.getByRole('option', { name: new RegExp(point.identifier) }).click();
    await shows(page, picker, point);
    const full = page.getByText(new RegExp(`^${point.address.street}, .* · .* · ${point.identifier}$`));
    await expect(full).toBeVisible();
    // Wholly on the screen, wrapped rather than cut.
    const box = (await full.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await full.evaluate((el) => el.scrollWidth <= el.clientWidth)).toBe(true);
    // A desktop field is wide enough: the line is not shown there.
    await page.setViewportSize({ width: 1280, height: 800 });
    await expect(full).toBeHidden();
  });

  test('lists the places by address a page at a time as the list scrolls', async ({ page }) => {
    await actForCompany(page);
    const { picker } = await openCharts(page);
    await picker.click();
    const options = page.getByRole('option');
    await expect(options).toHaveCount(20);
    await options.last().scrollIntoViewIfNeeded();
    await expect(options).toHaveCount(40);
  });
});

test('the outages page shows a company’s places with interruptions and finds any other', async ({ page }) => {
  test.slow();
  const points = await actForCompany(page);
  await page.goto(`${origin(brand)}/outages`);
  await hydrated(page);
  const t = await textsOf(page);
  const filter = page.getByRole('combobox', { name: t('outages.filter.label') });
  await expect(filter).toBeVisible();
  const point = points.find((p) => p.utility === 'electricity')!;
  // Up the page first: React Aria closes an open list when the page scrolls under it.
  await filter.evaluate((field) => {
    field.scrollIntoView({ block: 'center' });
  });
  await filter.fill(`${point.address.street} ${point.address.city}`);
  await page.getByRole('option', { name: new RegExp(point.identifier) }).click();
  await expect(page.getByText(`(${point.identifier})`)).toBeVisible();
  // On a busy machine the list has been seen to open again after the choice (noted on the issue);
  // closing it, as a person would, is not what this journey tests.
  await expect(async () => {
    if (await page.getByRole('listbox').isVisible()) await page.keyboard.press('Escape');
    await expect(page.getByRole('listbox')).toBeHidden({ timeout: 1000 });
  }).toPass();
  await page.getByRole('button', { name: t('outages.filter.showAll') }).click();
  await expect(page.getByText(`(${point.identifier})`)).toBeHidden();
});

test('a new contract for the company: its place found by the search, kept in the address across a reload', async ({
  page,
}) => {
  test.slow();
  const points = await actForCompany(page);
  // The page asks for a page of the supply points, never every place the company has.
  const placesAsked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/api/locations')) placesAsked.push(request.url());
  });
  await page.goto(`${origin(brand)}/contracts/new`);
  await hydrated(page);
  const t = await textsOf(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('contracts.create.title'));
  const picker = page.getByRole('combobox', { name: t('contracts.create.place') });
  await expect(picker).toHaveValue('');
  // Not a card for each of its 2,000 points.
  await expect(page.getByRole('radiogroup', { name: t('contracts.create.place') })).toHaveCount(0);

  const point = points.find((p) => p.identifierType === 'EIC')!;
  await picker.fill(`${point.address.street} ${point.address.city}`.slice(0, -2));
  await page.getByRole('option', { name: new RegExp(point.identifier) }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/new\\?point=${point.identifier}$`));
  await expect(picker).toHaveValue(new RegExp(`^${point.address.street}, .*${point.identifier}$`));
  const start = page.getByRole('heading', { level: 2, name: t('contracts.create.startTitle') });
  await expect(start).toBeVisible();
  const info = await apiFrom<{ earliestStartDate: string }>(
    page,
    `/api/contracts/start-info/${point.identifier}`,
  );
  const day = info.earliestStartDate.split('-').reverse().join('.');
  await expect(page.getByText(new RegExp(day)).first()).toBeVisible();
  await expectAccessible(page, 'a new contract with the place searched');

  await page.reload();
  await hydrated(page);
  await expect(picker).toHaveValue(new RegExp(`^${point.address.street}, .*${point.identifier}$`));
  await expect(start).toBeVisible();
  expect(placesAsked).toEqual([]);
});

test('a search typed while the picker waits for its code, the page around it hydrated, is searched once it comes', async ({
  page,
}) => {
  test.slow();
  const points = await actForCompany(page);
  // The picker is a part of the page with code of its own: React has the page, not yet the picker.
  const release = await holdBack(page, /\/assets\/usage-points-[\w-]+\.js$/);
  await page.goto(`${origin(brand)}/contracts/new`);
  await expect(page.locator('#root')).toHaveAttribute('data-hydrated');
  const t = await textsOf(page);
  const picker = page.getByRole('combobox', { name: t('contracts.create.place') });
  const point = points.find((p) => p.identifierType === 'EIC')!;
  const search = `${point.address.street} ${point.address.city}`.slice(0, -2);
  await picker.fill(search);

  release();
  await page.getByRole('option', { name: new RegExp(point.identifier) }).click();
  await expect(page).toHaveURL(new RegExp(`/contracts/new\\?point=${point.identifier}$`));
});

/** Zero axe violations on the page, or only inside `within` (the open list: the rest is hidden then). */
async function expectAccessible(page: Page, what: string, within?: string) {
  const builder = new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });
  const { violations } = await (within ? builder.include(within) : builder).analyze();
  const found = violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
  expect(found, `axe on ${what}`).toEqual([]);
}

/** Axe on the picker, and on its list open with a search's matches, in two brands and both schemes. */
for (const [site, role] of [
  ['nordlys', 'producer'],
  ['aurora', 'customer'],
] as const) {
  for (const scheme of ['light', 'dark'] as const) {
    test.describe(`the open picker on ${site} in ${scheme}`, () => {
      test.use({ colorScheme: scheme, account: { brand: site, role } });

      test('has no axe violations', async ({ page }) => {
        await page.goto(`${origin(site)}/charts`);
        await hydrated(page);
        const t = await textsOf(page);
        await expect(page.locator('html')).toHaveAttribute('data-scheme', scheme);
        const { items } = await apiFrom<{ items: Point[] }>(page, '/api/usage-points/me');
        const picker = page.getByRole('combobox', { name: t('charts.usagePoint') });
        await expect(picker).toHaveValue(new RegExp(items[0]!.identifier));
        await expectAccessible(page, 'the charts page with its picker');
        await picker.fill(items[0]!.address.street.slice(0, 4));
        await expect(page.getByRole('option').first()).toBeVisible();
        // What the search found is told to screen readers from inside the open list.
        await expect(page.getByRole('status').filter({ hasText: /\d/ })).toHaveCount(1);
        await expectAccessible(page, 'the open list', '[data-trigger="ComboBox"]');
      });
    });
  }
}

interface DashboardPlaces {
  items: Array<{ address: { street: string; postalCode: string; city: string } }>;
  total: number;
  usagePoints: number;
}

test('the company’s dashboard shows its first places and how many there are; the link finds any other', async ({
  page,
}) => {
  test.slow();
  await actForCompany(page);
  await page.goto(`${origin(brand)}/dashboard`);
  await hydrated(page);
  const t = await textsOf(page);
  const lang = (await page.locator('html').getAttribute('lang'))!;
  const count = (n: number) => new Intl.NumberFormat(lang).format(n);
  const first = await apiFrom<DashboardPlaces>(page, '/api/dashboard/locations');
  expect(first).toMatchObject({ total: 1600, usagePoints: 2000 });
  expect(first.items).toHaveLength(5);
  const heading = ({ address }: DashboardPlaces['items'][number]) =>
    page.getByRole('heading', {
      level: 3,
      name: `${address.street}, ${address.postalCode} ${address.city}`,
      exact: true,
    });
  for (const place of first.items) await expect(heading(place)).toBeVisible();
  // The sixth place is not on the dashboard: the card says how many there are and where to find them.
  const [sixth] = (await apiFrom<DashboardPlaces>(page, '/api/dashboard/locations?limit=1&offset=5')).items;
  await expect(heading(sixth!)).toHaveCount(0);
  const find = page.getByRole('link', { name: t('dashboard.locations.find') });
  const more = page.locator('p', { has: find });
  for (const n of [5, 1600, 2000]) await expect(more).toContainText(count(n));

  await find.click();
  await expect(page).toHaveURL(`${origin(brand)}/charts`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(t('charts.title'));
  const picker = page.getByRole('combobox', { name: t('charts.usagePoint') });
  // The page opens on the company's first point; then the search, with the page still under the list
  // (React Aria closes an open list when the page scrolls under it).
  await expect(picker).not.toHaveValue('');
  await picker.evaluate((field) => {
    field.scrollIntoView({ block: 'center' });
  });
  await picker.fill(`${sixth!.address.street} ${sixth!.address.city}`);
  await page
    .getByRole('option', { name: new RegExp(sixth!.address.street) })
    .first()
    .click();
  await expect(page).toHaveURL(/point=/);
  await expect(picker).toHaveValue(new RegExp(`^${sixth!.address.street}, `));
});
