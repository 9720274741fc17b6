import { useCallback, useSyncExternalStore } from 'react';
import type { ColorScheme } from '@vool/ui/theme';
import { apiClient } from './apiClient.ts';
import { useServed } from './served.tsx';

export type SchemeChoice = ColorScheme | 'system';

const root = () => document.documentElement;

function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(root(), { attributes: true, attributeFilter: ['data-scheme', 'data-scheme-source'] });
  return () => {
    observer.disconnect();
  };
}

/** What the user chose: a scheme, or following the system (the server put it on <html>). */
function readChoice(): SchemeChoice {
  const { scheme, schemeSource } = root().dataset;
  if (schemeSource === 'system') return 'system';
  return scheme === 'dark' ? 'dark' : 'light';
}

const readScheme = (): ColorScheme => (root().dataset.scheme === 'dark' ? 'dark' : 'light');

/**
 * Puts a choice on <html> at once; the page script already follows the system while the source is
 * "system", so only the attribute needs setting here.
 */
export function applySchemeChoice(choice: SchemeChoice): void {
  const element = root();
  if (choice === 'system') {
    element.dataset.schemeSource = 'system';
    element.dataset.scheme = matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
  } else {
    element.dataset.schemeSource = 'user';
    element.dataset.scheme = choice;
  }
}

/**
 * The colour scheme (spec §4, §9): the choice is stored by the server in httpOnly cookies (override
 * and scheme, ten years), so the next page is painted in it from the first byte.
 */
export function useColorScheme() {
  const served = useServed();
  const scheme = useSyncExternalStore(subscribe, readScheme, () => served?.scheme ?? 'light');
  const choice = useSyncExternalStore(subscribe, readChoice, () =>
    !served || served.source === 'system' ? 'system' : served.scheme,
  );
  const setChoice = useCallback(async (next: SchemeChoice) => {
    const previous = readChoice();
    applySchemeChoice(next);
    try {
      await apiClient.call('colorScheme', { body: { scheme: next } });
    } catch (error) {
      applySchemeChoice(previous);
      throw error;
    }
  }, []);
  return { scheme, choice, setChoice };
}
