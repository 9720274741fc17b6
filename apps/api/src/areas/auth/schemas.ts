import { Type, type Static } from '@sinclair/typebox';

export {
  AuthLogBody,
  CsrfResponse,
  Providers,
  ProviderId,
  RedirectResponse,
  SessionResponse,
  SignInBody,
  SignOutBody,
} from '@vool/api-client';

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
