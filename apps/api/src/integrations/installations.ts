import type {
  Installation,
  InstallationAuthToken,
  InstallationUpdate,
  NewInstallation,
} from '@vool/api-client';

/** Google-style statuses the two push vendors answer with, by HTTP status. */
const statuses: Record<number, string> = {
  400: 'INVALID_ARGUMENT',
  401: 'UNAUTHENTICATED',
  403: 'PERMISSION_DENIED',
  404: 'NOT_FOUND',
  409: 'ALREADY_EXISTS',
  429: 'RESOURCE_EXHAUSTED',
  500: 'INTERNAL',
};

/** A vendor's answer body for a refusal: `{ error: { code, message, status } }`. */
export const vendorErrorBody = (code: number, message: string) => ({
  error: { code, message, status: statuses[code] ?? (code < 500 ? 'FAILED_PRECONDITION' : 'UNAVAILABLE') },
});

/** A vendor's refusal: its HTTP status and its own body. */
export class VendorError extends Error {
  constructor(
    readonly statusCode: 400 | 401 | 404 | 409,
    message: string,
  ) {
    super(message);
  }

  body() {
    return vendorErrorBody(this.statusCode, this.message);
  }
}

export interface CreatedInstallationRecord {
  fid: string;
  refreshToken: string;
  authToken: InstallationAuthToken;
}

/** Whom an installation auth token was made for. */
export interface AuthenticatedInstallation {
  installationId: number;
  fid: string;
}

/**
 * An installation-identity vendor, as Firebase Installations works: the browser makes an installation
 * id, registers it and gets a long-lived refresh token and a short-lived auth token; the refresh token
 * makes new auth tokens and deletes the installation; the auth token proves the installation to the
 * push vendor. Refusals are `VendorError`s: 409 a registered id, 401 a wrong or expired token, 404 an
 * unknown or deleted installation. The in-server adapter is sandbox-installations.ts.
 */
export interface InstallationIdentity {
  /** The app id a registration must name for this site. */
  appIdOf(themeId: string): string;
  register(site: { id: number; themeId: string }, input: NewInstallation): Promise<CreatedInstallationRecord>;
  generateAuthToken(siteId: number, fid: string, refreshToken: string): Promise<InstallationAuthToken>;
  update(siteId: number, fid: string, authToken: string, changes: InstallationUpdate): Promise<Installation>;
  remove(siteId: number, fid: string, refreshToken: string): Promise<void>;
  /** The installation an auth token stands for now; 401 otherwise. */
  authenticate(siteId: number, authToken: string): Promise<AuthenticatedInstallation>;
}
