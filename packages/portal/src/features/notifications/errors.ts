// Spec §8's push and installation errors. Each has a translated message (messages.ts, `errorTexts`).

export const pushErrorCodes = [
  'permission-blocked',
  'permission-default',
  'unsupported-browser',
  'indexed-db-unsupported',
  'failed-service-worker-registration',
  'token-subscribe-failed',
  'token-subscribe-no-token',
  'token-update-failed',
  'token-update-no-token',
  'token-unsubscribe-failed',
  'not-registered',
  'app-offline',
  'installation-not-found',
] as const;
export type PushErrorCode = (typeof pushErrorCodes)[number];

export class PushError extends Error {
  constructor(
    readonly code: PushErrorCode,
    /** What failed underneath (a vendor's answer, the browser's refusal), for the log. */
    readonly detail?: unknown,
  ) {
    super(code);
    this.name = 'PushError';
  }
}

export const isPushError = (error: unknown): error is PushError => error instanceof PushError;

/** A vendor's refusal, with its HTTP status (409, 401 and 404 each mean something to the saga). */
export class VendorError extends Error {
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = 'VendorError';
  }
}

export const vendorStatus = (error: unknown) => (error instanceof VendorError ? error.status : 0);
