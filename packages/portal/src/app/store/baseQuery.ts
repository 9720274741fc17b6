import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import type { Method, Query } from '@vool/api-client/browser';
import { attempt, type ApiFailure } from '../apiFailure.ts';
import { apiClient } from '../apiClient.ts';
import type { StoreExtra } from './store.ts';

export interface ApiRequest {
  path: string;
  method?: Method;
  query?: Query;
  body?: unknown;
}

/** The client of the store a call runs in (see StoreExtra). */
export const clientOf = (extra: unknown) => (extra as Partial<StoreExtra> | undefined)?.client ?? apiClient;

/** RTK Query's base query on `@vool/api-client`: ids, bracket arrays and error shapes come from it. */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiFailure> = (args, api) => {
  const request = typeof args === 'string' ? { path: args } : args;
  return attempt(() =>
    clientOf(api.extra).request(request.method ?? 'GET', request.path, {
      query: request.query,
      body: request.body,
      signal: api.signal,
    }),
  );
};
