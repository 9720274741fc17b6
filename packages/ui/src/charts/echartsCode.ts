import type * as ECharts from './echarts.ts';

type Code = typeof ECharts;
let code: Code | undefined;
let loading: Promise<Code> | undefined;

/** ECharts' code, once loaded: a Chart drawn after that creates its chart at once. */
export const loadedCharts = (): Code | undefined => code;

/**
 * Loads ECharts' code, a chunk of its own (about 330 KB of a page's JavaScript): a Chart loads it when it
 * is first shown, after the page around it has been drawn (and hydrated), so the page does not wait for
 * it. A page about to show a chart may start it sooner. A load that fails is tried again at the next call.
 */
export function preloadCharts(): Promise<void> {
  loading ??= import('./echarts.ts').then(
    (module) => {
      code = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading.then(() => undefined);
}
