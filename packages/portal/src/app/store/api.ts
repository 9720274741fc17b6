import { createAction } from '@reduxjs/toolkit';
import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery.ts';

/**
 * The answers a page drawn on the server was drawn with (portal.server.tsx), put in the browser's
 * store before the hydration, so the hydration draws the same and asks for nothing again.
 */
export const servedAnswers = createAction<unknown>('api/servedAnswers');

interface ServedQuery {
  status?: string;
  startedTimeStamp?: number;
  fulfilledTimeStamp?: number;
}

/**
 * The served answers with each failed call marked as answered when it failed. RTK Query calls again, as
 * a component subscribes, for a query that never answered: the hydration would swap the failure and
 * retry the server drew for a skeleton and ask again. A failed card asks again when the visitor retries
 * (`refetch` always asks).
 */
function failuresAnswered(answers: { queries?: Record<string, ServedQuery | undefined> }) {
  const queries = Object.fromEntries(
    Object.entries(answers.queries ?? {}).map(([key, query]) => [
      key,
      query?.status === 'rejected' ? { ...query, fulfilledTimeStamp: query.startedTimeStamp } : query,
    ]),
  );
  return { ...answers, queries };
}

/**
 * The portal's server state. Features add their endpoints, and the cache tags those provide, in their
 * own `api.ts` (`api.enhanceEndpoints({ addTagTypes }).injectEndpoints(…)`), so a route's chunk
 * carries only its own calls.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: [],
  endpoints: () => ({}),
  extractRehydrationInfo: (action) =>
    // The type only says what the store holds; the JSON came from the same store on the server.
    servedAnswers.match(action) ? (failuresAnswered(action.payload as object) as never) : undefined,
});
