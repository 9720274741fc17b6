import { isApiError, isNetworkError } from '@vool/api-client/browser';

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

export type Attempt<T> = { data: T } | { error: ApiFailure };

/** Runs a call of `@vool/api-client`, its failure shaped like every other call's. */
export async function attempt<T>(run: () => Promise<T>): Promise<Attempt<T>> {
  try {
    return { data: await run() };
  } catch (error) {
    return { error: toApiFailure(error) };
  }
}
