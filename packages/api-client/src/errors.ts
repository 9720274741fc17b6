/** A non-2xx answer. `name` and `code` are what the portal translates into a toast (spec §8). */
export class ApiError extends Error {
  override readonly name: string;
  constructor(
    readonly status: number,
    name: string,
    message: string,
    readonly code: string | undefined,
    readonly requestId: string,
    readonly fields?: Record<string, string>,
  ) {
    super(message);
    this.name = name;
  }
}

/**
 * The server never answered (offline, DNS, refused, CORS). Kept apart from ApiError because the
 * portal shows "check your connection" rather than a server message, and may retry.
 */
export class NetworkError extends Error {
  override readonly name = 'NetworkError';
  constructor(
    message: string,
    readonly requestId: string,
    options?: { cause?: unknown },
  ) {
    super(message, options);
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;
export const isNetworkError = (error: unknown): error is NetworkError => error instanceof NetworkError;
