import { createApi } from '@reduxjs/toolkit/query/react';
import { apiBaseQuery } from './baseQuery.ts';

/**
 * The portal's server state. Features add their endpoints with `api.injectEndpoints` in their own
 * `api.ts`, so a route's chunk carries only its own calls.
 */
export const api = createApi({
  reducerPath: 'api',
  baseQuery: apiBaseQuery,
  tagTypes: ['Session', 'Me', 'Representatives', 'Locations', 'Readings', 'Dashboard', 'Spot'],
  endpoints: () => ({}),
});
