import { afterEach, describe, expect, it, jest } from '@jest/globals';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Providers, RedirectResponse } from '@vool/api-client/browser';
import { renderAuthPage, type AuthPageRequest } from '../../../auth.server.tsx';
import { apiClient } from '../../../app/apiClient.ts';
import { hydrate } from '../../../app/boot.tsx';
import type { BuildManifest } from '../../../app/buildManifest.ts';
import { brands } from '@vool/tokens/brands';
import type { Served } from '../../../app/served.tsx';
import { readServedPage } from '../../../app/servedPage.ts';
import { requireArea, setMessageTarget } from '../../../i18n/texts.ts';
import { testSite, stubWideLightScreen } from '../../../test/render.tsx';
import { AuthDocument } from '../AuthDocument.tsx';
import { authPageViews, type AuthPageData } from '../pages.tsx';

const methods: Providers = {
  telia: { id: 'telia', name: 'Telia', type: 'oauth', signinUrl: '', callbackUrl: '' },
  email: { id: 'email', name: 'Email', type: 'email', signinUrl: '', callbackUrl: '' },
};

const manifest: BuildManifest = {
  'auth.html': { file: 'assets/auth.js', imports: ['_early.js'] },
  '_early.js': { file: 'assets/early.js', css: ['assets/early.css'] },
  'src/authStart.tsx': { file: 'assets/authStart.js', imports: ['_shared.js', '_early.js'] },
  '_shared.js': { file: 'assets/shared.js', css: ['assets/shared.css'] },
  'src/features/auth/SignInPage.tsx': { file: 'assets/SignInPage.js', imports: ['_shared.js', '_Layout.js'] },
  '_Layout.js': { file: 'assets/Layout.js', css: ['assets/layout.css'] },
  'src/i18n/compiled/fi-FI.general.core.json': { file: 'assets/fi-FI.general.core.js' },
  'src/i18n/compiled/fi-FI.mobile.core.json': { file: 'assets/fi-FI.mobile.core.js' },
  'src/i18n/compiled/fi-FI.general.auth.json': { file: 'assets/fi-FI.general.auth.js' },
  'src/i18n/compiled/fi-FI.mobile.auth.json': { file: 'assets/fi-FI.mobile.auth.js' },
};

const served: Served = { locale: 'fi-FI', scheme: 'light', source: 'system', mobile: false };

const request = (overrides: Partial<AuthPageRequest> = {}): AuthPageRequest => ({
  url: '/auth/signin?callbackUrl=%2Fcharts',
  site: testSite(),
  served,
  signedIn: false,
  methods,
  ...overrides,
});

async function drawn(overrides: Partial<AuthPageRequest> = {}) {
  const answer = await renderAuthPage(request(overrides), manifest);
  if (!('html' in answer)) throw new Error(`Expected a page, got a redirect to ${answer.redirect}`);
  return answer;
}

stubWideLightScreen();

afterEach(() => {
  document.body.innerHTML = '';
  jest.restoreAllMocks();
});

describe('the /auth pages drawn on the server', () => {
  it('draws sign-in in the asked language, with the data and stylesheets the browser needs', async () => {
    const answer = await drawn();
    document.body.innerHTML = answer.html;
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'Kirjaudu palveluun Aurora Energia Oy',
    );
    expect(screen.getByRole('button', { name: 'Kirjaudu vahvalla tunnistautumisella' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /Sähköpostiosoite/ })).toBeInTheDocument();
    // The cookie button is part of the page before any script; the consent's dialogs come later.
    expect(screen.getByRole('button', { name: 'Muuta evästeasetuksia' })).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // With the code that hydrates the page, for the browser to fetch together: the start, the page and
    // its language's texts, not what the document loads already.
    expect(answer.page).toEqual({
      served,
      data: { methods: { data: methods } },
      code: [
        '/assets/authStart.js',
        '/assets/shared.js',
        '/assets/SignInPage.js',
        '/assets/Layout.js',
        '/assets/fi-FI.general.core.js',
        '/assets/fi-FI.general.auth.js',
      ],
    });
    // The stylesheets of the page and its start, not those its document links already.
    expect(answer.stylesheets).toEqual(['/assets/shared.css', '/assets/layout.css']);
  });

  it('draws the mobile texts when the server guesses a phone', async () => {
    const answer = await drawn({ served: { ...served, mobile: true } });
    document.body.innerHTML = answer.html;
    expect(screen.getByText('Kulutus, laskut ja sopimukset.')).toBeInTheDocument();
    expect(answer.page.code).toContain('/assets/fi-FI.mobile.core.js');
  });

  it('draws the way back to the utility from the return address the server read', async () => {
    const website = new URL(brands[testSite().theme_id].website);
    const returnUrl = `https://${website.hostname}/account`;
    const back = await drawn({ url: '/auth/safe-link-out', served: { ...served, returnUrl } });
    expect(back.html).toContain(`href="${returnUrl}"`);
    const elsewhere = await drawn({
      url: '/auth/safe-link-out',
      served: { ...served, returnUrl: 'https://evil.example/' },
    });
    expect(elsewhere.html).not.toContain('evil.example');
    expect(elsewhere.html).toContain('href="/auth/signin"');
  });

  it('sends a signed-in visitor on, only to a page of this site', async () => {
    expect(await renderAuthPage(request({ signedIn: true }), manifest)).toEqual({ redirect: '/charts' });
    const offsite = request({ signedIn: true, url: '/auth/signin?callbackUrl=https%3A%2F%2Fevil.example' });
    expect(await renderAuthPage(offsite, manifest)).toEqual({ redirect: '/dashboard' });
    expect(await renderAuthPage(request({ url: '/auth/nowhere' }), manifest)).toEqual({
      redirect: '/auth/signin',
    });
  });

  it('is hydrated by the browser without a mismatch, and then works', async () => {
    // Without cookie consent, whose dialog would cover the page for a first visit.
    const site = testSite({ features: testSite().features.filter((f) => f !== 'cookie-consent') });
    const answer = await drawn({ url: '/auth/signin', site });
    document.head.innerHTML = `<script type="application/json" id="served-page">${JSON.stringify(answer.page)}</script>`;
    document.body.innerHTML = `<div id="root">${answer.html}</div>`;
    const page = readServedPage<AuthPageData>()!;
    // Typed into the server render before the hydration.
    const field = screen.getByRole<HTMLInputElement>('textbox', { name: /Sähköpostiosoite/ });
    field.value = 'nimi@esimerkki.fi';
    await Promise.all([setMessageTarget(page.served.locale, page.served.mobile), requireArea('auth')]);
    const view = await authPageViews.signin();
    const start = { site, standalone: undefined, locale: 'fi-FI' as const, mobile: false, served };
    // What the page logs (boot.tsx reports a mismatch React recovers from as a client error).
    const logged = jest.spyOn(apiClient.logs, 'send').mockResolvedValue(undefined);
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    await act(async () => {
      await hydrate(<AuthDocument start={start} page={view(new URLSearchParams(), page.data)} />);
    });
    // boot.tsx marks the root once the hydration has committed.
    await waitFor(() => {
      expect(document.getElementById('root')).toHaveAttribute('data-hydrated');
    });
    expect(logged).not.toHaveBeenCalled();
    // Both renderers run in one test process here, which React warns of (never so in a browser).
    const otherErrors = errors.mock.calls.filter(
      ([message]) => !String(message).startsWith('Detected multiple renderers'),
    );
    expect(otherErrors).toEqual([]);
    // Hydrated: the address typed before is still there, and it is what the form sends.
    const signIn = jest
      .spyOn(apiClient.auth, 'signIn')
      .mockReturnValue(new Promise<RedirectResponse>(() => undefined));
    const user = userEvent.setup({ delay: null });
    await user.type(field, '{Enter}');
    expect(field).toHaveValue('nimi@esimerkki.fi');
    expect(signIn).toHaveBeenCalledWith('email', { callbackUrl: '/dashboard', email: 'nimi@esimerkki.fi' });
  });
});
