import { Type, type Static } from '@sinclair/typebox';
import { providerIds } from '../constants.ts';

export { providerIds };

/**
 * The next-auth session shape the portal reads. `token` is derived from the session (not the cookie
 * itself), so script can key the form-draft encryption on it without being able to replay the session.
 */
export const Session = Type.Object({
  token: Type.String(),
  user: Type.Object({
    ssn: Type.String(),
    clientCode: Type.String(),
    name: Type.String(),
    email: Type.Union([Type.String(), Type.Null()]),
  }),
  userOrRepresentativeCode: Type.String(),
  isNewCustomer: Type.Boolean(),
  expires: Type.String({ format: 'date-time' }),
});
export type Session = Static<typeof Session>;

/** next-auth answers `{}` when nobody is signed in. */
export const SessionResponse = Type.Union([Session, Type.Object({}, { additionalProperties: false })]);
export type SessionResponse = Session | Record<string, never>;

export const CsrfResponse = Type.Object({ csrfToken: Type.String() });
export type CsrfResponse = Static<typeof CsrfResponse>;

export const ProviderId = Type.Union(providerIds.map((id) => Type.Literal(id)));
export type ProviderId = Static<typeof ProviderId>;

export const Provider = Type.Object({
  id: ProviderId,
  name: Type.String(),
  type: Type.Union([Type.Literal('oauth'), Type.Literal('email')]),
  signinUrl: Type.String(),
  callbackUrl: Type.String(),
});
export type Provider = Static<typeof Provider>;
export const Providers = Type.Record(Type.String(), Provider);
export type Providers = Partial<Record<ProviderId, Provider>>;

/** Form-encoded, as next-auth's client posts it. */
export const SignInBody = Type.Object(
  {
    csrfToken: Type.String({ minLength: 1, maxLength: 200 }),
    callbackUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    email: Type.Optional(Type.String({ format: 'email', maxLength: 254 })),
    json: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type SignInBody = Static<typeof SignInBody>;

export const SignOutBody = Type.Object(
  {
    csrfToken: Type.String({ minLength: 1, maxLength: 200 }),
    callbackUrl: Type.Optional(Type.String({ maxLength: 2000 })),
    json: Type.Optional(Type.String({ maxLength: 10 })),
  },
  { additionalProperties: false },
);
export type SignOutBody = Static<typeof SignOutBody>;

/** Where the browser goes next after a sign-in or sign-out post (`json=true`). */
export const RedirectResponse = Type.Object({ url: Type.String() });
export type RedirectResponse = Static<typeof RedirectResponse>;

/** next-auth's client logger posts its level, code and message form-encoded. */
export const AuthLogBody = Type.Object(
  {
    level: Type.Union([Type.Literal('error'), Type.Literal('warn'), Type.Literal('debug')]),
    code: Type.Optional(Type.String({ maxLength: 200 })),
    message: Type.Optional(Type.String({ maxLength: 4000 })),
  },
  { additionalProperties: false },
);
export type AuthLogBody = Static<typeof AuthLogBody>;

/** The sign-in method in a path: any text here, checked against the site's methods by the route. */
export const ProviderParams = Type.Object({ provider: Type.String({ maxLength: 40 }) });
export type ProviderParams = Static<typeof ProviderParams>;

/** What the e-ID provider or the magic link brings back to the callback. */
export const CallbackQuery = Type.Object(
  {
    state: Type.Optional(Type.String({ maxLength: 200 })),
    code: Type.Optional(Type.String({ maxLength: 2000 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
    token: Type.Optional(Type.String({ maxLength: 200 })),
    email: Type.Optional(Type.String({ maxLength: 254 })),
  },
  { additionalProperties: false },
);
export type CallbackQuery = Static<typeof CallbackQuery>;
