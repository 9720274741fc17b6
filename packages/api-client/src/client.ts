import { createHttp, type ApiClientOptions, type Http } from './http.ts';
import { createSessionClient } from './session.ts';
import type { Country, Info, LogBody, Me, MeUpdate, Representative, Session, Site } from './schemas/index.ts';

/** The portal's one way to the API: every call of spec §7, typed by the shared schemas. */
export function createApiClient(options: ApiClientOptions = {}) {
  const http: Http = createHttp(options);
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

export type ApiClient = ReturnType<typeof createApiClient>;
