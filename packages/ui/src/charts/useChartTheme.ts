import { useEffect, useLayoutEffect, useState, type RefObject } from 'react';
import { readChartTheme, type ChartTheme } from './chartTheme.ts';

const themeAttributes = ['data-brand', 'data-scheme'];

/**
 * The chart theme in effect at `ref` (undefined until read after mount), kept current: it re-reads the CSS variables when <html> (or the
 * nearest element that sets its own brand or scheme) changes data-brand/data-scheme, when a stylesheet
 * finishes loading (a brand's CSS arrives after applyTheme), and once web fonts are ready (canvas text
 * otherwise stays in the fallback font).
 */
export function useChartTheme(ref: RefObject<HTMLElement | null>): ChartTheme | null | undefined {
  // undefined until first read; null when no brand stylesheet applies.
  const [theme, setTheme] = useState<ChartTheme | null | undefined>(undefined);

  // A layout effect: the first read re-renders at once, in the same task, so the chart is created and
  // drawn before the browser shows a frame without it.
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    let active = true;
    const update = () => {
      if (!active) return;
      const next = readChartTheme(element);
      // Same values, same object: an unrelated stylesheet load must not redraw the chart.
      setTheme((previous) =>
        previous !== undefined && themeKey(previous) === themeKey(next) ? previous : next,
      );
    };
    update();

    const observer = new MutationObserver(update);
    const root = document.documentElement;
    observer.observe(root, { attributes: true, attributeFilter: themeAttributes });
    const nested = element.parentElement?.closest('[data-brand], [data-scheme]');
    if (nested && nested !== root) {
      observer.observe(nested, { attributes: true, attributeFilter: themeAttributes });
    }
    // Load events do not bubble, but they do pass through the document in the capture phase.
    const onLoad = (event: Event) => {
      if (event.target instanceof HTMLLinkElement) update();
    };
    document.addEventListener('load', onLoad, true);
    // Not every environment (jsdom, older WebViews) has the Font Loading API.
    const { fonts } = document as { fonts?: FontFaceSet };
    void fonts?.ready.then(update);

    return () => {
      active = false;
      observer.disconnect();
      document.removeEventListener('load', onLoad, true);
    };
  }, [ref]);

  return theme;
}

export function themeKey(theme: ChartTheme | null | undefined): string {
  return JSON.stringify(theme ?? null);
}

/** Whether the user asked for reduced motion, kept current. */
export function useReducedMotion(): boolean {
  const query = '(prefers-reduced-motion: reduce)';
  const [reduced, setReduced] = useState(
    () =>
      typeof window !== 'undefined' &&
      typeof window.matchMedia === 'function' &&
      window.matchMedia(query).matches,
  );
  useEffect(() => {
    if (typeof window.matchMedia !== 'function') return;
    const list = window.matchMedia(query);
    const onChange = (event: MediaQueryListEvent) => {
      setReduced(event.matches);
    };
    list.addEventListener('change', onChange);
    return () => {
      list.removeEventListener('change', onChange);
    };
  }, []);
  return reduced;
}
