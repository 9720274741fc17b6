import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { waitFor, within } from '@testing-library/react';
import type {
  ContractDetail,
  PlacedUsagePoint,
  Product,
  SigningState,
  StartInfo,
} from '@vool/api-client/browser';
import { drawOnServer, manifest, showDrawnPage, takeOverCleanly } from '../../../test/drawnPage.ts';
import { signedInAt } from '../../../test/instants.ts';
import { stubWideLightScreen, testSite } from '../../../test/render.tsx';
import { rememberSigning } from '../signing.ts';

/**
 * The contract flows' pages drawn on the server with what they open with, then taken over by the
 * browser drawing the same and asking nothing again: the signing under way, moving out, a new
 * contract, the confirmations; and what an address naming nothing draws.
 */

const site = testSite();
const at = Date.parse('2026-11-18T12:00:00+02:00');
const token = 'sgn_0123456789abcdef0123';
const place = { street: 'Rantatie 5', postalCode: '00100', city: 'Helsinki', countryCode: 'FI' };

const signing = (overrides: Partial<SigningState> = {}): SigningState => ({
  status: 'pending',
  action: 'renew',
  verificationCode: '4821',
  expiresAt: new Date(at + 120_000).toISOString(),
  secondsLeft: 120,
  contractId: 42,
  productName: 'Aurora Fixed 12',
  documentName: null,
  finalized: false,
  resultContractId: null,
  failureCode: null,
  ...overrides,
});

const contract = (overrides: Partial<ContractDetail> = {}): ContractDetail => ({
  id: 42,
  number: '2026-000042',
  objectId: '643000000000000001',
  kind: 'SupplyContract',
  status: 'active',
  utility: 'electricity',
  place,
  counterparty: 'Aurora Energia Oy',
  product: { id: 'fixed-12', name: 'Aurora Fixed 12', pricingKind: 'Fixed', termMonths: 12 },
  mainPrice: null,
  startDate: '2026-01-01',
  endDate: null,
  moveOutDate: null,
  delivery: 'email',
  groupId: null,
  renewal: null,
  renewedBy: null,
  actions: { renew: false, moveOut: true },
  components: [],
  vatPercent: '25.5',
  documentName: '2026-000042.pdf',
  signedAt: null,
  members: [],
  ...overrides,
});

const point: PlacedUsagePoint = {
  identifier: '643000000000000001',
  identifierType: 'GSRN',
  utility: 'electricity',
  pointKind: 'UsagePoint',
  meterNumber: 'E00000001',
  interval: 15,
  dataTypes: ['consumption'],
  priceArea: 'FI',
  dataFrom: '2024-11-01T00:00:00+02:00',
  dataUpTo: '2026-11-17T00:00:00+02:00',
  locationId: 1,
  address: place,
};

const startInfo: StartInfo = {
  objectId: point.identifier,
  utility: 'electricity',
  place,
  customerType: 'private',
  earliestStartDate: '2026-12-02',
  latestStartDate: '2027-03-31',
  opensOn: null,
  current: null,
  networkOperator: 'Helen Sähköverkko Oy',
  eic: null,
};

const product: Product = {
  id: 'spot',
  name: 'Aurora Spot',
  description: 'The hour’s market price',
  utility: 'electricity',
  customerType: 'private',
  visibility: 'Public',
  pricingKind: 'Hourly',
  termMonths: null,
  followupPricingKind: null,
  renewable: true,
  vatPercent: '25.5',
  validFrom: '2026-01-01',
  validTo: null,
  components: [{ kind: 'Base', price: '0.004', priceWithVat: '0.005', unit: 'kWh' }],
};

/** An answer that depends on the query. */
type Answer = (query: URLSearchParams) => unknown;

/** The API as the signed-in person sees it at `at`, with `answers` by path; anything else is not found. */
function api(answers: Record<string, unknown>) {
  const table: Record<string, unknown> = {
    ...signedInAt(at),
    '/api/contracts': { contracts: [], canCreate: true, signing: true },
    '/api/usage-points/me': { items: [point], total: 1, limit: 10, offset: 0 },
    '/api/me/addresses': [{ type: 'postal', ...place }],
    ...answers,
  };
  const asked: string[] = [];
  const fetch = ((input: string) => {
    const url = new URL(input, 'http://portal.invalid');
    asked.push(`${url.pathname}${url.search}`);
    const answer = table[url.pathname];
    const body = typeof answer === 'function' ? (answer as Answer)(url.searchParams) : answer;
    return Promise.resolve(
      body === undefined
        ? Response.json({ name: 'NotFound', message: 'Not found', code: 'NOT_FOUND' }, { status: 404 })
        : Response.json(body),
    );
  }) as typeof globalThis.fetch;
  // What the page's own data is: the frame's calls are the dashboard's tests'.
  const own = () =>
    asked.filter((path) => /^\/api\/(contracts|me\/addresses|usage-points|products)/.test(path));
  return { fetch, asked, own };
}

const served = { locale: 'en-GB', scheme: 'light', source: 'system', mobile: false } as const;

const draw = (url: string, server: ReturnType<typeof api>, now = at) =>
  drawOnServer({ url, site, served, clientId: '100001', fetch: server.fetch, now });

async function redirectOf(url: string, server: ReturnType<typeof api>) {
  jest.resetModules();
  const { renderPortalPage } = await import('../../../portal.server.tsx');
  return renderPortalPage({ url, site, served, clientId: '100001', fetch: server.fetch, now: at }, manifest);
}

/** Shows the drawn page and takes it over with the browser's API `browser`, a few seconds later. */
async function takeOver(
  answer: Awaited<ReturnType<typeof draw>>,
  url: string,
  browser: ReturnType<typeof api>,
  now = at + 3000,
) {
  showDrawnPage(answer, site, url);
  globalThis.fetch = browser.fetch;
  await takeOverCleanly(() => now);
  return document.getElementById('root')!;
}

const realFetch = globalThis.fetch;
stubWideLightScreen();
afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  sessionStorage.clear();
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

const loading = /Loading/;

describe('the signing page drawn on the server', () => {
  const url = `/contracts/sign?token=${token}`;

  it('shows the code to compare and the time left; the hydration asks nothing, the saga asks after its first wait', async () => {
    const answers = { '/api/contracts/signing/status': signing() };
    const server = api(answers);
    const answer = await draw(url, server);
    // Asked once, by the route's loader: nothing follows the signing on the server.
    expect(server.own()).toEqual([`/api/contracts/signing/status?signingToken=${token}`]);
    const drawn = (root: HTMLElement) => {
      expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Confirm on your phone');
      expect(root.textContent).toContain('4821');
      expect(within(root).getByRole('timer')).toHaveTextContent('Time left: 2:00');
      expect(within(root).getByRole('button', { name: 'Cancel signing' })).toBeInTheDocument();
      expect(within(root).queryByRole('status', { name: loading })).not.toBeInTheDocument();
    };
    document.body.innerHTML = answer.html;
    drawn(document.body);

    const browser = api(answers);
    const root = await takeOver(answer, url, browser);
    drawn(root);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(browser.own()).toEqual([]);
    // Then the saga follows the signing, from the hydration on.
    await waitFor(
      () => {
        expect(browser.own()).toEqual([`/api/contracts/signing/status?signingToken=${token}`]);
      },
      { timeout: 4000 },
    );
  }, 30_000);

  it('says a signing of another session, or none, is not found, and does not ask again', async () => {
    const server = api({});
    const answer = await draw(url, server);
    const browser = api({});
    const root = await takeOver(answer, url, browser);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Signing not found');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(browser.own()).toEqual([]);
  }, 30_000);
});

describe('the move-out page drawn on the server', () => {
  const url = '/contracts/42/move-out';

  it('draws the contract’s form with its date picker and the postal address, taken over asking nothing', async () => {
    const answers = { '/api/contracts/42': contract() };
    // Drawn just before midnight, hydrated just after: the form's days are those of the day drawn.
    const beforeMidnight = Date.parse('2026-11-18T23:59:50+02:00');
    const answer = await draw(url, api(answers), beforeMidnight);
    const drawn = (root: HTMLElement) => {
      expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Moving out');
      expect(within(root).getByRole('group', { name: /Move-out date/ })).toHaveAccessibleDescription(
        /18\.11\.2026/,
      );
      expect(within(root).getByDisplayValue('Rantatie 5')).toBeInTheDocument();
      expect(within(root).queryByRole('status', { name: loading })).not.toBeInTheDocument();
    };
    document.body.innerHTML = answer.html;
    drawn(document.body);

    const browser = api(answers);
    drawn(await takeOver(answer, url, browser, beforeMidnight + 20_000));
    expect(browser.own()).toEqual([]);
  }, 30_000);

  it('says a contract that is not the client’s is not found', async () => {
    const answer = await draw(url, api({}));
    document.body.innerHTML = answer.html;
    expect(within(document.body).getByText('Contract not found')).toBeInTheDocument();
  });

  it('sends a confirmation with no notice to give to the form, and draws one with the contract’s', async () => {
    expect(await redirectOf(`${url}/confirmation`, api({ '/api/contracts/42': contract() }))).toEqual({
      redirect: url,
    });
    expect(await redirectOf(`${url}/confirmation`, api({}))).toEqual({ redirect: url });
    const answers = { '/api/contracts/42': contract({ moveOutDate: '2026-12-15' }) };
    const answer = await draw(`${url}/confirmation`, api(answers));
    const browser = api(answers);
    const root = await takeOver(answer, `${url}/confirmation`, browser);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Move-out notice received');
    expect(root.textContent).toContain('15.12.2026');
    expect(browser.own()).toEqual([]);
  }, 30_000);
});

describe('a new contract drawn on the server', () => {
  it('draws the only place chosen, its start and the products on sale from it, taken over asking nothing; a signing the tab left waiting is offered once hydrated', async () => {
    const answers = {
      [`/api/contracts/start-info/${point.identifier}`]: startInfo,
      '/api/products': [product],
    };
    const server = api(answers);
    const answer = await draw('/contracts/new', server);
    expect(server.own()).toContainEqual(
      expect.stringMatching(/^\/api\/products\?.*supplyStartDate=2026-12-02/),
    );
    const drawn = (root: HTMLElement) => {
      expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('New contract');
      expect(within(root).getByRole('radio', { name: /Rantatie 5/ })).toBeChecked();
      expect(within(root).getByRole('radio', { name: /Aurora Spot/ })).toBeInTheDocument();
      expect(within(root).queryByRole('status', { name: loading })).not.toBeInTheDocument();
    };
    document.body.innerHTML = answer.html;
    drawn(document.body);

    // The tab's own storage, which the server never sees.
    rememberSigning(
      { action: 'create' },
      { signingToken: token, verificationCode: '4821', expiresAt: signing().expiresAt, status: 'pending' },
    );
    const browser = api(answers);
    const root = await takeOver(answer, '/contracts/new', browser);
    drawn(root);
    expect(await within(root).findByRole('link', { name: 'Continue signing' })).toHaveAttribute(
      'href',
      `/contracts/sign?token=${token}`,
    );
    expect(browser.own()).toEqual([]);
  }, 30_000);

  it('draws the search for a client with many places, showing the one the address names', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({
      ...point,
      identifier: `6430000000000${String(i + 1).padStart(5, '0')}`,
      address: { ...place, street: `Mannerheimintie ${String(i + 1)}` },
    }));
    const named = many[33]!;
    const answers = {
      '/api/usage-points/me': (query: URLSearchParams) => {
        const identifier = query.get('identifier');
        const items = identifier
          ? many.filter((p) => p.identifier === identifier)
          : many.slice(0, Number(query.get('limit')));
        return { items, total: identifier ? items.length : many.length, limit: items.length, offset: 0 };
      },
      [`/api/contracts/start-info/${named.identifier}`]: { ...startInfo, objectId: named.identifier },
      '/api/products': [product],
    };
    const url = `/contracts/new?point=${named.identifier}`;
    const answer = await draw(url, api(answers));
    const drawn = (root: HTMLElement) => {
      expect(within(root).getByRole('combobox', { name: /Place of supply/ })).toHaveValue(
        `Mannerheimintie 34, 00100 Helsinki · ${named.identifier}`,
      );
      expect(within(root).getByRole('radio', { name: /Aurora Spot/ })).toBeInTheDocument();
      expect(within(root).queryByRole('status', { name: loading })).not.toBeInTheDocument();
    };
    document.body.innerHTML = answer.html;
    drawn(document.body);

    const browser = api(answers);
    drawn(await takeOver(answer, url, browser));
    expect(browser.own()).toEqual([]);
  }, 30_000);
});

describe('a signing’s confirmation drawn on the server', () => {
  const url = `/contracts/42/offer/confirmation?token=${token}`;

  it('draws what was agreed with the contract it made, taken over asking nothing', async () => {
    const made = signing({ status: 'signed', finalized: true, resultContractId: 77 });
    const answers = {
      '/api/contracts/signing/status': made,
      '/api/contracts/77': contract({ id: 77, number: '2026-000077', startDate: '2027-01-01' }),
    };
    const answer = await draw(url, api(answers));
    const browser = api(answers);
    const root = await takeOver(answer, url, browser);
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Your contract is renewed');
    expect(root.textContent).toContain('01.01.2027');
    expect(browser.own()).toEqual([]);
  }, 30_000);

  it('sends a signing not made yet to the signing step, and says another flow’s is not found', async () => {
    const pending = { '/api/contracts/signing/status': signing() };
    expect(await redirectOf(url, api(pending))).toEqual({ redirect: `/contracts/sign?token=${token}` });
    const answer = await draw(url.replace('/42/', '/43/'), api(pending));
    document.body.innerHTML = answer.html;
    expect(within(document.body).getByRole('heading', { level: 1 })).toHaveTextContent('Signing not found');
  });
});
