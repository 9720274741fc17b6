import type { Http } from './http.ts';
import type {
  AuthLogBody,
  CsrfResponse,
  ProviderId,
  Providers,
  RedirectResponse,
  SessionResponse,
} from './schemas/index.ts';

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
  const csrf = async () => (await http.request<CsrfResponse>('GET', `${authBasePath}/csrf`)).csrfToken;

  return {
    session: () => http.request<SessionResponse>('GET', `${authBasePath}/session`),
    csrf,
    providers: () => http.request<Providers>('GET', `${authBasePath}/providers`),
    /** Answers where to go next: the e-ID page, the "check your mail" page or an error page. */
    async signIn(provider: ProviderId, options: { callbackUrl?: string; email?: string } = {}) {
      const body = form({ ...options, csrfToken: await csrf(), json: 'true' });
      return http.request<RedirectResponse>('POST', `${authBasePath}/signin/${provider}`, { body });
    },
    async signOut(options: { callbackUrl?: string } = {}) {
      const body = form({ ...options, csrfToken: await csrf(), json: 'true' });
      return http.request<RedirectResponse>('POST', `${authBasePath}/signout`, { body });
    },
    log: (entry: AuthLogBody) =>
      http.request<undefined>('POST', `${authBasePath}/_log`, { body: form({ ...entry }) }),
  };
}

export type SessionClient = ReturnType<typeof createSessionClient>;
