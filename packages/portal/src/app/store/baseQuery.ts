import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { endpoints, pathOf, type EndpointName, type Query } from '@vool/api-client/browser';
import { attempt, type ApiFailure } from '../apiFailure.ts';
import { apiClient } from '../apiClient.ts';
import type { StoreExtra } from './store.ts';

/** A call of an endpoint of `@vool/api-client`'s table: its method and path come from there. */
export interface ApiCall {
  endpoint: EndpointName;
  /** The path's `:parameters`. */
  params?: Record<string, string>;
  query?: Query;
  body?: unknown;
}

/** `call('readings', { query })`: what an RTK Query endpoint's `query` answers. */
export const call = (endpoint: EndpointName, parts: Omit<ApiCall, 'endpoint'> = {}): ApiCall => ({
  endpoint,
  ...parts,
});

/** The client of the store a call runs in (see StoreExtra). */
export const clientOf = (extra: unknown) => (extra as Partial<StoreExtra> | undefined)?.client ?? apiClient;

/** RTK Query's base query on `@vool/api-client`: ids, bracket arrays and error shapes come from it. */
export const apiBaseQuery: BaseQueryFn<ApiCall, unknown, ApiFailure> = (args, api) =>
  attempt(() =>
    clientOf(api.extra).request(endpoints[args.endpoint].method, pathOf(args.endpoint, args.params), {
      query: args.query,
      body: args.body,
      signal: api.signal,
    }),
  );
