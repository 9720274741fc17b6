import { sign, unsign } from '../crypto.ts';
import type { EidIdentity, EidProvider } from './eid.ts';

const codeLifetimeMs = 5 * 60_000;

/**
 * The e-ID test environment: /sandbox/telia lists demo identities, and choosing one hands back a
 * signed, short-lived code naming that identity, as a real provider's test environment would.
 */
export class SandboxEid implements EidProvider {
  constructor(
    private readonly secret: string,
    private readonly now: () => number = Date.now,
  ) {}

  authorizationUrl({ state }: { state: string; redirectUri: string }): string {
    return `/sandbox/telia?state=${encodeURIComponent(state)}`;
  }

  /** The code the test page puts behind an identity's "sign in" link. */
  codeFor(identity: EidIdentity): string {
    const payload = Buffer.from(JSON.stringify({ ...identity, exp: this.now() + codeLifetimeMs })).toString(
      'base64url',
    );
    return sign(this.secret, `eid:${payload}`);
  }

  exchange(code: string): Promise<EidIdentity | null> {
    const payload = unsign(this.secret, code);
    if (!payload?.startsWith('eid:')) return Promise.resolve(null);
    try {
      const value = JSON.parse(Buffer.from(payload.slice(4), 'base64url').toString('utf8')) as EidIdentity & {
        exp: number;
      };
      if (typeof value.ssn !== 'string' || value.exp < this.now()) return Promise.resolve(null);
      return Promise.resolve({ ssn: value.ssn, name: value.name });
    } catch {
      return Promise.resolve(null);
    }
  }
}
