import type { BaseQueryFn } from '@reduxjs/toolkit/query';
import { isApiError, isNetworkError, type Method, type Query } from '@vool/api-client/browser';
import { apiClient } from '../apiClient.ts';

export interface ApiRequest {
  path: string;
  method?: Method;
  query?: Query;
  body?: unknown;
}

/**
 * A failed call, as plain data (the store keeps only serialisable values): what the error toast and
 * the screens need — spec §8 keys the toast on `name` and the help text on `code`.
 */
export interface ApiFailure {
  /** The HTTP status; 0 when the server never answered. */
  status: number;
  name: string;
  message: string;
  code?: string | undefined;
  requestId?: string | undefined;
  fields?: Record<string, string> | undefined;
}

export function toApiFailure(error: unknown): ApiFailure {
  if (isApiError(error)) {
    return {
      status: error.status,
      name: error.name,
      message: error.message,
      code: error.code,
      requestId: error.requestId,
      fields: error.fields,
    };
  }
  if (isNetworkError(error)) {
    return { status: 0, name: 'NetworkError', message: error.message, requestId: error.requestId };
  }
  return { status: 0, name: 'ClientError', message: error instanceof Error ? error.message : String(error) };
}

/** RTK Query's base query on `@vool/api-client`: ids, bracket arrays and error shapes come from it. */
export const apiBaseQuery: BaseQueryFn<ApiRequest | string, unknown, ApiFailure> = async (args, api) => {
  const request = typeof args === 'string' ? { path: args } : args;
  try {
    const data = await apiClient.request(request.method ?? 'GET', request.path, {
      query: request.query,
      body: request.body,
      signal: api.signal,
    });
    return { data };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
};
