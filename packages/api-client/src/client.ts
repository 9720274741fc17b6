import { createHttp, type ApiClientOptions, type Http } from './http.ts';
import { createSessionClient } from './session.ts';
import type {
  Country,
  DashboardInvoices,
  DashboardLocation,
  Expenses,
  GsrnLocation,
  Info,
  Location,
  LogBody,
  Me,
  MeUpdate,
  MonthStatistics,
  PriceArea,
  Readings,
  ReadingsParams,
  Representative,
  Session,
  Site,
  SpotStatistics,
  Utility,
  YearlyConsumption,
} from './schemas/index.ts';

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
  return {
    request: <T>(...args: Parameters<Http['request']>) => http.request<T>(...args),
    download: (...args: Parameters<Http['download']>) => http.download(...args),
    auth: createSessionClient(http),
    site: () => http.request<Site>('GET', '/api/site'),
    info: () => http.request<Info>('GET', '/api/info'),
    countries: {
      list: () => http.request<Country[]>('GET', '/api/countries'),
      get: (countryCode: string) =>
        http.request<Country>('GET', `/api/countries/${encodeURIComponent(countryCode)}`),
    },
    logs: { send: (entry: LogBody) => http.request<undefined>('POST', '/api/logs', { body: entry }) },
    me: {
      get: () => http.request<Me>('GET', '/api/me'),
      update: (changes: MeUpdate) => http.request<Me>('PUT', '/api/me', { body: changes }),
      representatives: () => http.request<Representative[]>('GET', '/api/me/representatives'),
      /** Switches the acting client; answers the refreshed session. */
      switchRepresentative: (representativeCode: string) =>
        http.request<Session>('POST', '/api/me/representatives', { body: { representativeCode } }),
    },
  };
}

/** The consumption data: places, usage points, readings and the dashboard's figures. */
function energyCalls(http: Http) {
  return {
    locations: {
      list: () => http.request<Location[]>('GET', '/api/locations'),
      gsrn: () => http.request<GsrnLocation[]>('GET', '/api/locations/gsrn'),
    },
    charts: {
      readings: (params: ReadingsParams, signal?: AbortSignal) =>
        http.request<Readings>('GET', '/api/charts/readings', { query: { ...params }, signal }),
    },
    dashboard: {
      locations: () => http.request<DashboardLocation[]>('GET', '/api/dashboard/locations'),
      invoices: () => http.request<DashboardInvoices>('GET', '/api/dashboard/invoices'),
      consumption: (params: StatisticsParams = {}) =>
        http.request<MonthStatistics>('GET', '/api/dashboard/statistics/consumption', {
          query: { ...params },
        }),
      production: (params: StatisticsParams = {}) =>
        http.request<MonthStatistics>('GET', '/api/dashboard/statistics/production', {
          query: { ...params },
        }),
      yearlyConsumption: (params: { year?: number; utilities?: Utility[] } = {}) =>
        http.request<YearlyConsumption>('GET', '/api/dashboard/yearly-consumption', { query: { ...params } }),
      spot: (params: { area?: PriceArea; date?: string } = {}) =>
        http.request<SpotStatistics>('GET', '/api/dashboard/statistics/spot', { query: { ...params } }),
      expenses: (params: { months?: number; utilities?: Utility[] } = {}) =>
        http.request<Expenses>('GET', '/api/dashboard/statistics/expenses', { query: { ...params } }),
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
