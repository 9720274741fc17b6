import type { DrawnRequest } from '../../app/pageHandle.ts';
import type { SiteConfig } from '../../app/site.tsx';
import type { AppStore } from '../../app/store/store.ts';
import { loadPickerOptions, loadPlacedPoint } from '../usage-points/index.ts';
import { chartsApi } from './api.ts';
import { chartToday, lastDataDay, readingsArgsOf } from './pointView.ts';
import { readChartState } from './state.ts';

/**
 * What /charts shows, for the server to draw it complete: the point the address names (or the
 * first), its readings for the period, series and unit the address asks, on the day it is drawn,
 * and the picker's list.
 */
export async function fetchCharts(store: AppStore, site: SiteConfig, { url, now }: DrawnRequest) {
  const [point] = await Promise.all([
    loadPlacedPoint(store, url.searchParams.get('point') ?? undefined),
    loadPickerOptions(store),
  ]);
  if (!point) return;
  const state = readChartState(url.searchParams, lastDataDay(point, chartToday(site.timezone, now)));
  await store.dispatch(
    chartsApi.endpoints.readings.initiate(readingsArgsOf(point, state), { subscribe: false }),
  );
}
