import { Type, type Static } from '@sinclair/typebox';
import { ClientCode, ClientType, LocaleId } from './common.ts';
import { MarketingChannel, VerificationFlag } from './settings.ts';

/** The acting client's profile. */
export const Me = Type.Object({
  clientCode: Type.String(),
  name: Type.String(),
  type: ClientType,
  /** Personal code for a private client, business code for a legal one. */
  registryCode: Type.String(),
  countryCode: Type.String(),
  /** The confirmed address: the one mail goes to and e-mail sign-in accepts. */
  email: Type.Union([Type.String(), Type.Null()]),
  /** A new address asked for and not yet confirmed through the link mailed to it. */
  pendingEmail: Type.Optional(Type.String()),
  /** In international form (E.164), `+358401234567`. */
  phone: Type.Union([Type.String(), Type.Null()]),
  localeId: Type.Union([LocaleId, Type.Null()]),
  isNewCustomer: Type.Boolean(),
  /** SsnVerified: an e-ID has vouched for the person; EmailVerified: the address is confirmed. */
  verifications: Type.Array(VerificationFlag),
  /** How the utility may send marketing: `['None']` or any of the others. */
  marketingChannels: Type.Array(MarketingChannel),
});
export type Me = Static<typeof Me>;

/**
 * A change of the profile. A new `email` takes effect only once confirmed through the link mailed to
 * it (`pendingEmail` until then); `phone` is any way of writing a valid number, national numbers read
 * in the client's country, and is kept in international form.
 */
export const MeUpdate = Type.Object(
  {
    email: Type.Optional(Type.Union([Type.String({ format: 'email', maxLength: 254 }), Type.Null()])),
    phone: Type.Optional(
      Type.Union([Type.String({ pattern: '^[+0-9 ()./-]{3,32}$', maxLength: 32 }), Type.Null()]),
    ),
    localeId: Type.Optional(Type.Union([LocaleId, Type.Null()])),
    /** `['None']` or any of the others; the server refuses None with another. */
    marketingChannels: Type.Optional(
      Type.Array(MarketingChannel, { minItems: 1, maxItems: 5, uniqueItems: true }),
    ),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type MeUpdate = Static<typeof MeUpdate>;

/** A client the signed-in user may act for; `self` marks their own. */
export const Representative = Type.Object({
  clientCode: Type.String(),
  name: Type.String(),
  type: ClientType,
  self: Type.Boolean(),
  active: Type.Boolean(),
});
export type Representative = Static<typeof Representative>;
export const Representatives = Type.Array(Representative);

export const SwitchRepresentativeBody = Type.Object(
  { representativeCode: ClientCode },
  { additionalProperties: false },
);
export type SwitchRepresentativeBody = Static<typeof SwitchRepresentativeBody>;

/** The link mailed to a new address carries its one-time token. */
export const EmailConfirmQuery = Type.Object(
  { token: Type.String({ maxLength: 200 }) },
  { additionalProperties: false },
);
export type EmailConfirmQuery = Static<typeof EmailConfirmQuery>;
