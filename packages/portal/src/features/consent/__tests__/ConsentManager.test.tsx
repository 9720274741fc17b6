import { afterEach, describe, expect, it } from '@jest/globals';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { readCookie } from '../../../app/cookies.ts';
import { renderWithProviders, testSite } from '../../../test/render.tsx';
import { ConsentManager } from '../ConsentManager.tsx';
import { consentCookie, type ConsentRecord } from '../cookie.ts';
import { buildConsent } from '../saveConsent.ts';

const measurementId = 'G-TEST123456';
const gaScript = () => document.querySelector('script[src^="https://www.googletagmanager.com/"]');
const stored = () => {
  const raw = readCookie(consentCookie);
  return raw === undefined ? undefined : (JSON.parse(raw) as ConsentRecord);
};
const store = (record: ConsentRecord) => {
  document.cookie = `${consentCookie}=${encodeURIComponent(JSON.stringify(record))}; path=/`;
};

/**
 * Renders the consent as every page does and waits for its dialogs' code, which comes after the
 * first render (the server's and the hydration's have only the cookie button).
 */
async function renderConsent(site = testSite()) {
  const { store, result } = renderWithProviders(<ConsentManager />, { site });
  await act(async () => {
    await import('../ConsentDialogs.tsx');
  });
  return { user: userEvent.setup(), store, ...result };
}

afterEach(() => {
  gaScript()?.remove();
  delete window.dataLayer;
  window[`ga-disable-${measurementId}`] = undefined;
  for (const part of document.cookie.split(';')) {
    document.cookie = `${part.split('=')[0]?.trim() ?? ''}=; path=/; max-age=0`;
  }
});

describe('the first-visit consent dialog', () => {
  it('asks when nothing is recorded, as a modal dialog named and described by its texts', async () => {
    await renderConsent();
    const dialog = screen.getByRole('dialog', { name: 'Cookies' });
    expect(dialog).toHaveAccessibleDescription(/analytics cookies to see how the portal is used/);
    expect(
      within(dialog)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Preferences', 'Reject all', 'Accept all']);
    expect(gaScript()).toBeNull();
  });

  it('accept all records both categories and only then loads Google Analytics', async () => {
    const { user } = await renderConsent();
    expect(gaScript()).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toMatchObject({
      categories: ['necessary', 'analytics'],
      services: { necessary: [], analytics: ['google-analytics'] },
      revision: 0,
    });
    expect(gaScript()).toHaveAttribute('src', `https://www.googletagmanager.com/gtag/js?id=${measurementId}`);
  });

  it('reject all records necessary only, loads nothing and clears the _ga cookies', async () => {
    document.cookie = '_ga=GA1.1.1.1; path=/';
    document.cookie = '_ga_TEST123456=GS1.1.1; path=/';
    const { user } = await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Reject all' }));
    expect(stored()).toMatchObject({ categories: ['necessary'], services: { necessary: [], analytics: [] } });
    expect(gaScript()).toBeNull();
    expect(document.cookie).not.toMatch(/_ga/);
  });

  it('closes on Escape without recording anything, and asks again on the next page load', async () => {
    const { user, unmount } = await renderConsent();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()).toBeUndefined();
    expect(gaScript()).toBeNull();
    unmount();
    await renderConsent();
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('keeps keyboard focus inside while it is open', async () => {
    const { user } = await renderConsent();
    const dialog = screen.getByRole('dialog');
    for (let step = 0; step < 6; step++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
  });

  it('does not ask again when the current revision is recorded', async () => {
    store(buildConsent(['necessary'], ['necessary', 'analytics'], null));
    await renderConsent();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('asks again when the recorded revision differs', async () => {
    store({ ...buildConsent(['analytics'], ['necessary', 'analytics'], null), revision: 1 });
    await renderConsent();
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
    expect(gaScript()).toBeNull();
  });

  it('treats a corrupt cookie as no consent', async () => {
    document.cookie = `${consentCookie}=${encodeURIComponent('{"categories":["necessary"')}; path=/`;
    await renderConsent();
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
  });

  it('loads Google Analytics on page load when analytics was accepted before', async () => {
    store(buildConsent(['analytics'], ['necessary', 'analytics'], null));
    await renderConsent();
    expect(gaScript()).not.toBeNull();
  });

  it('is not there at all on a site without the cookie-consent feature', async () => {
    await renderConsent(testSite({ features: ['dashboard'] }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});

describe('the preferences dialog', () => {
  it('opens from the first dialog and saves a custom choice', async () => {
    const { user } = await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    expect(dialog).toHaveAccessibleDescription(/Choose which cookies we may use/);
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    expect(analytics).not.toBeChecked();
    expect(analytics).toHaveAccessibleDescription(/Google Analytics/);
    await user.click(analytics);
    expect(analytics).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(stored()?.categories).toEqual(['necessary', 'analytics']);
    expect(gaScript()).not.toBeNull();
  });

  it('shows necessary as on and does not let it be switched off', async () => {
    const { user } = await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    const necessary = screen.getByRole('switch', { name: 'Necessary cookies' });
    expect(necessary).toBeChecked();
    expect(necessary).toHaveAttribute('aria-readonly', 'true');
    await user.click(necessary);
    expect(necessary).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Save choices' }));
    expect(stored()?.categories).toEqual(['necessary']);
  });

  it('offers only necessary cookies where the site has no measurement id', async () => {
    const { user } = await renderConsent(testSite({ ga_measurement_id: null }));
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toHaveAccessibleDescription(
      /We use only necessary cookies/,
    );
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    expect(screen.getAllByRole('switch')).toHaveLength(1);
    expect(screen.getByRole('switch', { name: 'Necessary cookies' })).toBeInTheDocument();
    expect(screen.queryByRole('switch', { name: 'Analytics cookies' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Accept all' }));
    expect(stored()).toMatchObject({ categories: ['necessary'], services: { necessary: [] } });
    expect(gaScript()).toBeNull();
  });

  it('returns to the first dialog when closed before a choice is made', async () => {
    const { user } = await renderConsent();
    await user.click(screen.getByRole('button', { name: 'Preferences' }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog', { name: 'Cookies' })).toBeInTheDocument();
    expect(stored()).toBeUndefined();
  });
});

describe('the cookie button', () => {
  it('reopens the preferences with the recorded choice, and withdrawing analytics stops it', async () => {
    store(buildConsent(['analytics'], ['necessary', 'analytics'], null));
    const before = stored();
    document.cookie = '_ga=GA1.1.1.1; path=/';
    const { user } = await renderConsent();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Change cookie preferences' }));
    const dialog = screen.getByRole('dialog', { name: 'Cookie preferences' });
    const analytics = within(dialog).getByRole('switch', { name: 'Analytics cookies' });
    expect(analytics).toBeChecked();
    await user.click(analytics);
    await user.click(within(dialog).getByRole('button', { name: 'Save choices' }));
    expect(stored()).toMatchObject({ categories: ['necessary'], consentId: before?.consentId });
    expect(document.cookie).not.toMatch(/_ga/);
    expect(window[`ga-disable-${measurementId}`]).toBe(true);
  });

  it('returns focus to itself when the preferences close', async () => {
    store(buildConsent(['necessary'], ['necessary', 'analytics'], null));
    const { user } = await renderConsent();
    const button = screen.getByRole('button', { name: 'Change cookie preferences' });
    await user.click(button);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => {
      expect(button).toHaveFocus();
    });
  });
});
