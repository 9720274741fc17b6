import { callOf } from './call.ts';
import { createHttp, type ApiClientOptions, type Http } from './http.ts';
import { createSessionClient } from './session.ts';
import type { LogBody, MeUpdate, PriceArea, ReadingsParams, Utility } from './schemas/index.ts';

/** The query of the month statistics (consumption, production). */
export interface StatisticsParams {
  month?: string;
  utilities?: Utility[];
}

/**
 * The calls every page of an app needs: requests, downloads, the session, the site, logs and the
 * acting client. An app that reads its data through its own query layer (the portal's RTK Query) uses
 * this, so each new area of the API adds nothing to its first load.
 */
function coreCalls(http: Http) {
  const call = callOf(http);
  return {
    request: <T>(...args: Parameters<Http['request']>) => http.request<T>(...args),
    download: (...args: Parameters<Http['download']>) => http.download(...args),
    call,
    auth: createSessionClient(http),
    site: () => call('site'),
    info: () => call('info'),
    countries: {
      list: () => call('countries'),
      get: (countryCode: string) => call('country', { params: { countryCode } }),
    },
    logs: { send: (entry: LogBody) => call('log', { body: entry }) },
    me: {
      get: () => call('me'),
      update: (changes: MeUpdate) => call('updateMe', { body: changes }),
      representatives: () => call('representatives'),
      /** Switches the acting client; answers the refreshed session. */
      switchRepresentative: (representativeCode: string) =>
        call('switchRepresentative', { body: { representativeCode } }),
    },
  };
}

/** The consumption data: places, usage points, readings and the dashboard's figures. */
function energyCalls(http: Http) {
  const call = callOf(http);
  return {
    locations: {
      list: () => call('locations'),
      gsrn: () => call('gsrnLocations'),
    },
    charts: {
      readings: (params: ReadingsParams, signal?: AbortSignal) =>
        call('readings', { query: { ...params }, signal }),
    },
    dashboard: {
      /** A page of the places (`dashboardPlaces` unless asked), with the counts of all of them. */
      locations: (params: { limit?: number; offset?: number } = {}) =>
        call('dashboardLocations', { query: { ...params } }),
      invoices: () => call('dashboardInvoices'),
      consumption: (params: StatisticsParams = {}) => call('consumptionStatistics', { query: { ...params } }),
      production: (params: StatisticsParams = {}) => call('productionStatistics', { query: { ...params } }),
      yearlyConsumption: (params: { year?: number; utilities?: Utility[] } = {}) =>
        call('yearlyConsumption', { query: { ...params } }),
      spot: (params: { area?: PriceArea; date?: string } = {}) =>
        call('spotStatistics', { query: { ...params } }),
      expenses: (params: { months?: number; utilities?: Utility[] } = {}) =>
        call('expenses', { query: { ...params } }),
    },
  };
}

/** Every call of spec §7, typed by the shared schemas. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http: Http = createHttp(options);
  return { ...coreCalls(http), ...energyCalls(http) };
}

/** The core calls only (see coreCalls). */
export function createCoreClient(options: ApiClientOptions = {}) {
  return coreCalls(createHttp(options));
}

export type ApiClient = ReturnType<typeof createApiClient>;
export type CoreClient = ReturnType<typeof createCoreClient>;
