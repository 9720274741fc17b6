import { callOf } from './call.ts';
import type { Http } from './http.ts';
import type { AuthLogBody, ProviderId } from './schemas/index.ts';

export const authBasePath = '/api/auth';

/**
 * next-auth's session client, on the same paths and forms: sign-in and sign-out are form-encoded
 * posts carrying the CSRF token and the callback URL, answered with the URL to go to next.
 */
export function createSessionClient(http: Http) {
  const form = (fields: Record<string, string | undefined>) => {
    const body = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) if (value !== undefined) body.set(key, value);
    return body;
  };
  const call = callOf(http);
  const csrf = async () => (await call('authCsrf')).csrfToken;

  return {
    session: () => call('authSession'),
    csrf,
    providers: () => call('authProviders'),
    /** Answers where to go next: the e-ID page, the "check your mail" page or an error page. */
    async signIn(provider: ProviderId, options: { callbackUrl?: string; email?: string } = {}) {
      const body = form({ ...options, csrfToken: await csrf(), json: 'true' });
      return call('signIn', { params: { provider }, body });
    },
    async signOut(options: { callbackUrl?: string } = {}) {
      const body = form({ ...options, csrfToken: await csrf(), json: 'true' });
      return call('signOut', { body });
    },
    log: (entry: AuthLogBody) => call('authLog', { body: form({ ...entry }) }),
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
