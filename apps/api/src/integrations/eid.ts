/** A person as an e-ID provider vouches for them. */
export interface EidIdentity {
  ssn: string;
  name: string;
}

/**
 * An e-ID sign-in (Telia's in production, an OpenID Connect flow): send the browser to the provider,
 * get a one-time code back on the callback, exchange it for the identity.
 */
export interface EidProvider {
  authorizationUrl(request: { state: string; redirectUri: string }): string;
  exchange(code: string): Promise<EidIdentity | null>;
}
