import { randomToken, sha256, sign, unsign } from '../crypto.ts';
import type { EidIdentity, EidProvider } from './eid.ts';

const codeLifetimeMs = 5 * 60_000;

/** Records a code as spent; false when it already was. */
export type SpendCode = (codeHash: string, expiresAt: Date) => Promise<boolean>;

/**
 * The e-ID test environment: /sandbox/telia lists demo identities, and choosing one hands back a
 * signed, short-lived code naming that identity, as a real provider's test environment would. Like a
 * real provider's, a code is exchanged once: a replayed callback gets nothing for it.
 */
export class SandboxEid implements EidProvider {
  constructor(
    private readonly secret: string,
    private readonly now: () => number,
    private readonly spend: SpendCode,
  ) {}

  /** The test page is on this server; it sends the browser back to `redirectUri` (sign-in or step-up). */
  authorizationUrl({ state, redirectUri }: { state: string; redirectUri: string }): string {
    return `/sandbox/telia?${new URLSearchParams({ state, redirect_uri: redirectUri }).toString()}`;
  }

  /** The code the test page puts behind an identity's "sign in" link; each one is new. */
  codeFor(identity: EidIdentity): string {
    const claims = { ...identity, exp: this.now() + codeLifetimeMs, jti: randomToken(12) };
    return sign(this.secret, `eid:${Buffer.from(JSON.stringify(claims)).toString('base64url')}`);
  }

  async exchange(code: string): Promise<EidIdentity | null> {
    const payload = unsign(this.secret, code);
    if (!payload?.startsWith('eid:')) return null;
    let claims: Partial<EidIdentity & { exp: number }>;
    try {
      claims = JSON.parse(Buffer.from(payload.slice(4), 'base64url').toString('utf8')) as typeof claims;
    } catch {
      return null;
    }
    const { ssn, name, exp } = claims;
    if (typeof ssn !== 'string' || typeof name !== 'string' || typeof exp !== 'number') return null;
    if (exp < this.now()) return null;
    if (!(await this.spend(sha256(code), new Date(exp)))) return null;
    return { ssn, name };
  }
}
