import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DashboardLocations, Expenses, Me, MonthStatistics, Session } from '@vool/api-client/browser';
import { renderPortalPage, type PortalPageRequest } from '../../../portal.server.tsx';
import type { Served } from '../../../app/served.tsx';
import { manifest, showDrawnPage, takeOverDrawnPage } from '../../../test/drawnPage.ts';
import { testSite, stubWideLightScreen } from '../../../test/render.tsx';

const served: Served = { locale: 'fi-FI', scheme: 'light', source: 'system', mobile: false };

const session: Session = {
  token: 'public-token',
  user: { ssn: '010170-123A', clientCode: '100001', name: 'Maija Meikäläinen', email: null },
  userOrRepresentativeCode: '100001',
  isNewCustomer: false,
  expires: '2026-12-01T00:00:00.000Z',
};
const me: Me = {
  clientCode: '100001',
  name: 'Maija Meikäläinen',
  type: 'private',
  registryCode: '010170-123A',
  countryCode: 'FI',
  email: 'maija@example.fi',
  phone: null,
  localeId: null,
  isNewCustomer: false,
  verifications: ['SsnVerified', 'EmailVerified'],
  marketingChannels: ['None'],
};
const locations: DashboardLocations = {
  items: [
    {
      id: 1,
      address: { street: 'Mannerheimintie 1', postalCode: '00100', city: 'Helsinki', countryCode: 'FI' },
      usagePoints: [
        {
          identifier: '643000000000000001',
          utility: 'heating',
          producer: false,
          monthToDate: 812,
          dataUpTo: '2026-11-24T23:45:00+02:00',
        },
      ],
    },
  ],
  total: 1,
  limit: 5,
  offset: 0,
  usagePoints: 1,
  utilities: ['heating'],
  producer: false,
};
const consumption: MonthStatistics = { month: '2026-11', through: '2026-11-24', unit: 'kWh', items: [] };
const expenses: Expenses = { currency: 'EUR', months: [] };

/** The API as one signed-in user sees it: the invoices fail, everything else answers. */
function api(answers: Record<string, unknown> = {}) {
  const table: Record<string, unknown> = {
    '/api/auth/session': session,
    '/api/me': me,
    '/api/dashboard/locations': locations,
    '/api/dashboard/statistics/consumption': consumption,
    '/api/dashboard/yearly-consumption': { year: 2026, unit: 'kWh', series: [] },
    '/api/dashboard/statistics/expenses': expenses,
    ...answers,
  };
  const asked: string[] = [];
  // The client asks by path (its base URL is the page's origin).
  const fetch = ((input: string, init?: RequestInit) => {
    const url = new URL(input, 'http://portal.invalid');
    asked.push(`${url.pathname} ${new Headers(init?.headers).get('x-client-id') ?? ''}`.trim());
    const body = table[url.pathname];
    return Promise.resolve(
      body === undefined
        ? Response.json({ name: 'ServerError', message: 'Down', code: 'DOWN' }, { status: 500 })
        : Response.json(body),
    );
  }) as typeof globalThis.fetch;
  return { fetch, asked };
}

const request = (overrides: Partial<PortalPageRequest> = {}): PortalPageRequest => ({
  url: '/dashboard',
  site: testSite(),
  served,
  clientId: '100001',
  fetch: api().fetch,
  now: drawnAt,
  ...overrides,
});

async function drawn(overrides: Partial<PortalPageRequest> = {}) {
  const answer = await renderPortalPage(request(overrides), manifest);
  if (!('html' in answer)) throw new Error(`Expected a page, got ${JSON.stringify(answer)}`);
  return answer;
}

stubWideLightScreen();

/** The instant every page here is drawn at (the API's clock), so none depends on the day it runs. */
const drawnAt = Date.parse('2026-11-25T10:00:00+02:00');
const realFetch = globalThis.fetch;

afterEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '';
  globalThis.fetch = realFetch;
  jest.restoreAllMocks();
});

describe('the dashboard drawn on the server', () => {
  it('draws the page complete, each card from its own answer, as the acting client', async () => {
    const { fetch, asked } = api();
    const answer = await drawn({ fetch });
    document.body.innerHTML = answer.html;
    // Each part in its place, none sent after the rest, hidden, for a script to move in.
    expect(answer.html).not.toMatch(/<div hidden id="S:|\$RC/);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Maija Meikäläinen');
    expect(screen.getByRole('navigation', { name: 'Päävalikko' })).toBeInTheDocument();
    expect(screen.getByText('Mannerheimintie 1, 00100 Helsinki')).toBeInTheDocument();
    // The invoices failed: their card is drawn with its failure and a retry, the rest as it answered.
    expect(screen.getAllByRole('button', { name: 'Yritä uudelleen' }).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: /Ladataan/ })).not.toBeInTheDocument();
    // Heating only: no production, and no spot prices (the site has no spot-price feature).
    expect(asked).not.toContain('/api/dashboard/statistics/production 100001');
    expect(asked).not.toContain('/api/dashboard/statistics/spot 100001');
    expect(asked).toContain('/api/dashboard/invoices 100001');
  });

  it('names the company a representative acts for in the header, as the browser would', async () => {
    const { fetch } = api({
      '/api/me/representatives': [
        { clientCode: '100001', name: 'Maija Meikäläinen', type: 'private', self: true, active: false },
        { clientCode: '200002', name: 'Lämpö ja Valo Oy', type: 'legal', self: false, active: true },
      ],
    });
    document.body.innerHTML = (await drawn({ fetch })).html;
    expect(screen.getByRole('button', { name: 'Tili: Lämpö ja Valo Oy' })).toBeInTheDocument();
  });

  it('draws the accessibility statement, for a visitor without a session too', async () => {
    const nobody = api({ '/api/auth/session': {} });
    const answer = await renderPortalPage(request({ url: '/accessibility', fetch: nobody.fetch }), manifest);
    if (!('html' in answer)) throw new Error(`Expected a page, got ${JSON.stringify(answer)}`);
    document.body.innerHTML = answer.html;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Saavutettavuusseloste');
    expect(nobody.asked).toEqual(['/api/auth/session 100001']);
  });

  it('sends the answers and router state it drew with, the code that takes it over and its styles', async () => {
    const answer = await drawn();
    expect(answer.page.served).toEqual({ ...served, now: drawnAt });
    expect(answer.page.code).toEqual([
      '/assets/portalStart.js',
      '/assets/boot.js',
      '/assets/shared.js',
      '/assets/Layout.js',
      '/assets/DashboardPage.js',
      '/assets/MoreCards.js',
      '/assets/fi-FI.general.core.js',
      '/assets/fi-FI.general.dashboard.js',
    ]);
    expect(answer.stylesheets).toEqual(['/assets/shared.css', '/assets/layout.css', '/assets/cards.css']);
    const { queries } = answer.page.data.answers as { queries: Record<string, { status: string }> };
    expect(queries['me(undefined)']?.status).toBe('fulfilled');
    expect(queries['invoiceSummary(undefined)']?.status).toBe('rejected');
    expect(answer.page.data.router.loaderData).toEqual(expect.any(Object));
  });

  it('sends a visitor without a session to sign in, and `/` to the dashboard', async () => {
    const nobody = api({ '/api/auth/session': {} });
    expect(await renderPortalPage(request({ fetch: nobody.fetch }), manifest)).toEqual({
      redirect: '/auth/signin',
    });
    expect(await renderPortalPage(request({ url: '/' }), manifest)).toEqual({ redirect: '/dashboard' });
  });

  it('leaves other pages to the browser, naming their code for the document to preload', async () => {
    const { fetch, asked } = api();
    const answer = await renderPortalPage(request({ url: '/no-such-page', fetch }), manifest);
    expect(answer).toEqual({
      preload: expect.arrayContaining(['/assets/portalStart.js', '/assets/NotFoundPage.js']),
    });
    expect(asked).toEqual([]);
  });

  it('is taken over by the browser without a mismatch, and asks again only for the failed card, on retry', async () => {
    showDrawnPage(await drawn(), testSite());
    const invoices = {
      currency: 'EUR',
      unpaidCount: 0,
      unpaidTotal: 0,
      overdueCount: 0,
      nextDue: null,
      latest: null,
    };
    const fetched = jest.fn<(path: string, init?: RequestInit) => Promise<Response>>((path) =>
      Promise.resolve(Response.json(path.endsWith('/invoices') ? invoices : [])),
    );
    globalThis.fetch = fetched as unknown as typeof fetch;
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const { logged } = await takeOverDrawnPage();
    expect(logged).not.toHaveBeenCalled();
    const otherErrors = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers'),
    );
    expect(otherErrors).toEqual([]);
    // The cards are drawn as they were answered: the failed one keeps its failure until the retry.
    const asked = () => fetched.mock.calls.map(([url]) => url);
    expect(asked()).not.toContain('/api/dashboard/invoices');
    const root = document.getElementById('root')!;
    expect(within(root).getByRole('heading', { level: 1 })).toHaveTextContent('Maija Meikäläinen');
    const [retry] = within(root).getAllByRole('button', { name: 'Yritä uudelleen' });
    await userEvent.setup({ delay: null }).click(retry!);
    await waitFor(() => {
      expect(asked()).toContain('/api/dashboard/invoices');
    });
  });
});
