import { Type, type Static } from '@sinclair/typebox';
import { literals } from './literals.ts';
export {
  addressTypes,
  changeItems,
  contactPreferences,
  contactTypes,
  countriesOfAddresses,
  marketingChannels,
  notificationSubjects,
  outageTimings,
  stepUpFreshnessMs,
  verificationFlags,
} from '../constants.ts';
import {
  addressTypes,
  changeItems,
  contactPreferences,
  contactTypes,
  countriesOfAddresses,
  marketingChannels,
  notificationSubjects,
  outageTimings,
  verificationFlags,
} from '../constants.ts';
import { RedirectResponse } from './auth.ts';

/**
 * Spec §2 settings and the §7 calls behind its tabs. The API validates every body with these schemas
 * and the portal's forms check the same ones before sending (`settings/rules.ts` holds what a schema
 * cannot say: per-country postal codes, IBAN and company-code check digits).
 */

export type MarketingChannel = (typeof marketingChannels)[number];
export const MarketingChannel = literals(marketingChannels);

export type ContactType = (typeof contactTypes)[number];
export const ContactType = literals(contactTypes);

export type ContactPreference = (typeof contactPreferences)[number];
export const ContactPreference = literals(contactPreferences);

export type VerificationFlag = (typeof verificationFlags)[number];
export const VerificationFlag = literals(verificationFlags);

export type OutageTiming = (typeof outageTimings)[number];
export const OutageTiming = literals(outageTimings);

export type ChangeItem = (typeof changeItems)[number];

export type AddressCountry = (typeof countriesOfAddresses)[number];

// ---------------------------------------------------------------- contacts

export const Contact = Type.Object({
  id: Type.Integer(),
  type: ContactType,
  /** The customer's own label ("Work phone"). */
  name: Type.String(),
  /** An e-mail address, a phone number in international form, or a postal address on one line. */
  value: Type.String(),
  primary: Type.Boolean(),
});
export type Contact = Static<typeof Contact>;

export const Contacts = Type.Object({
  contacts: Type.Array(Contact),
  preference: ContactPreference,
  /** A new e-mail address waiting for its owner to follow the link mailed to it. */
  pendingEmail: Type.Optional(Type.String()),
});
export type Contacts = Static<typeof Contacts>;

export const ContactInput = Type.Object(
  {
    /** Absent for a new contact. */
    id: Type.Optional(Type.Integer({ minimum: 1 })),
    type: ContactType,
    name: Type.String({ maxLength: 60 }),
    value: Type.String({ minLength: 1, maxLength: 254 }),
    primary: Type.Boolean(),
  },
  { additionalProperties: false },
);
export type ContactInput = Static<typeof ContactInput>;

/**
 * `PUT /api/me/contacts` replaces the list at once. One e-mail contact at most: the account's address,
 * which changes only through the link mailed to the new one (and a fresh e-ID confirmation). At most one
 * primary per type; phones are kept in international form.
 */
export const ContactsUpdate = Type.Object(
  {
    contacts: Type.Array(ContactInput, { maxItems: 10 }),
    preference: ContactPreference,
  },
  { additionalProperties: false },
);
export type ContactsUpdate = Static<typeof ContactsUpdate>;

/** `GET /api/me/primary-contacts`. */
export const PrimaryContacts = Type.Object({
  email: Type.Union([Type.String(), Type.Null()]),
  phone: Type.Union([Type.String(), Type.Null()]),
});
export type PrimaryContacts = Static<typeof PrimaryContacts>;

// ---------------------------------------------------------------- addresses

export type AddressType = (typeof addressTypes)[number];
export const AddressType = literals(addressTypes);

export const ClientAddress = Type.Object({
  type: AddressType,
  street: Type.String(),
  city: Type.String(),
  postalCode: Type.String(),
  countryCode: Type.String(),
});
export type ClientAddress = Static<typeof ClientAddress>;
export const Addresses = Type.Array(ClientAddress);

export const AddressesQuery = Type.Object(
  { requestType: Type.Optional(AddressType) },
  { additionalProperties: false },
);
export type AddressesQuery = Static<typeof AddressesQuery>;

/** `PUT /api/me/addresses`: one address by type; the postal code must suit the country (`rules.ts`). */
export const AddressUpdate = Type.Object(
  {
    type: AddressType,
    street: Type.String({ minLength: 2, maxLength: 120 }),
    city: Type.String({ minLength: 1, maxLength: 60 }),
    postalCode: Type.String({ minLength: 4, maxLength: 8 }),
    countryCode: literals(countriesOfAddresses),
  },
  { additionalProperties: false },
);
export type AddressUpdate = Static<typeof AddressUpdate>;

// ---------------------------------------------------------------- bank accounts

export const EInvoiceRequest = Type.Object(
  {
    /** The operator's code from `GET /api/banks/operators`. */
    operatorCode: Type.String({ minLength: 1, maxLength: 20 }),
    /** The company's e-invoice address: in Finland its OVT (0037 + business code + optional suffix). */
    address: Type.String({ minLength: 4, maxLength: 35 }),
  },
  { additionalProperties: false },
);
export type EInvoiceRequest = Static<typeof EInvoiceRequest>;

export const BankAccount = Type.Object({
  id: Type.Integer(),
  /** Electronic format, no spaces. */
  iban: Type.String(),
  bic: Type.Union([Type.String(), Type.Null()]),
  bankName: Type.String(),
  holderName: Type.String(),
  default: Type.Boolean(),
  eInvoice: Type.Union([EInvoiceRequest, Type.Null()]),
});
export type BankAccount = Static<typeof BankAccount>;
export const BankAccounts = Type.Array(BankAccount);

export const BankAccountCreate = Type.Object(
  {
    /** Any spacing; checked with its country's length and check digits. */
    iban: Type.String({ minLength: 15, maxLength: 42 }),
    holderName: Type.String({ minLength: 2, maxLength: 70 }),
    default: Type.Boolean(),
    /** Companies only: invoices to this account's owner as e-invoices through the operator. */
    eInvoice: Type.Optional(EInvoiceRequest),
  },
  { additionalProperties: false },
);
export type BankAccountCreate = Static<typeof BankAccountCreate>;

/** A path parameter is text (the API coerces no types); at most nine digits, so it fits an integer column. */
export const BankAccountParams = Type.Object(
  { bankAccountId: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
export type BankAccountParams = Static<typeof BankAccountParams>;

/** `GET /api/business/validate/{code}`: the code checked for the site's countries. */
export const BusinessCodeParams = Type.Object(
  { code: Type.String({ minLength: 1, maxLength: 20 }) },
  { additionalProperties: false },
);
export type BusinessCodeParams = Static<typeof BusinessCodeParams>;
export const BusinessCodeCheck = Type.Object({
  valid: Type.Boolean(),
  /** The country whose format and check digit it passes. */
  countryCode: Type.Union([literals(countriesOfAddresses), Type.Null()]),
  /** Written the way its registry writes it (FI `1234567-8`). */
  formatted: Type.Union([Type.String(), Type.Null()]),
});
export type BusinessCodeCheck = Static<typeof BusinessCodeCheck>;

// ---------------------------------------------------------------- outage contacts

/** A place of supply whose network outages the customer can be told of. */
export const OutageAddress = Type.Object({
  /** The place's grid contract; `GET/PUT /api/me/outage-contacts` are keyed by it. */
  contractId: Type.String(),
  address: Type.String(),
  usagePointIds: Type.Array(Type.String()),
});
export type OutageAddress = Static<typeof OutageAddress>;
export const OutageAddresses = Type.Array(OutageAddress);

export const OutageContactsQuery = Type.Object(
  { contractId: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type OutageContactsQuery = Static<typeof OutageContactsQuery>;

export const OutageContacts = Type.Object({
  contractId: Type.String(),
  /**
   * When the told contacts hear of an outage at night. Only where the network operator's outage
   * notification integration is on (`outage-notification-settings`); elsewhere always `Always`.
   */
  timingAvailable: Type.Boolean(),
  timing: OutageTiming,
  /** Ids of the customer's contacts (`GET /api/me/contacts`) that are told. */
  contactsIds: Type.Array(Type.Integer()),
});
export type OutageContacts = Static<typeof OutageContacts>;

export const OutageContactsUpdate = Type.Object(
  {
    contractId: Type.String({ minLength: 1, maxLength: 40 }),
    timing: OutageTiming,
    contactsIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type OutageContactsUpdate = Static<typeof OutageContactsUpdate>;

// ---------------------------------------------------------------- notifications

/** Spot prices in cents per kWh, VAT included, as the dashboard shows them. */
export const Threshold = Type.Object(
  {
    lower: Type.Union([Type.Number({ minimum: -100, maximum: 1000 }), Type.Null()]),
    upper: Type.Union([Type.Number({ minimum: -100, maximum: 1000 }), Type.Null()]),
  },
  { additionalProperties: false },
);
export type Threshold = Static<typeof Threshold>;

/**
 * `GET/PUT /api/me/notifications` (spec §3's notification update payload): the spot-price alert. When
 * tomorrow's prices are published, an hour below `lower` or above `upper` is told to `contactsIds`.
 */
export const SpotAlert = Type.Object(
  {
    enabled: Type.Boolean(),
    threshold: Threshold,
    contactsIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type SpotAlert = Static<typeof SpotAlert>;

export type NotificationSubjectId = (typeof notificationSubjects)[number];
export const NotificationSubjectId = literals(notificationSubjects);

/** `GET /api/me/notification-subjects`: what else the customer may be told of, on this site. */
export const NotificationSubject = Type.Object({
  id: NotificationSubjectId,
  /** Consumption takes an upper threshold in kWh per day; the others none. */
  threshold: Type.Boolean(),
});
export type NotificationSubject = Static<typeof NotificationSubject>;
export const NotificationSubjects = Type.Array(NotificationSubject);

export const NotificationSetting = Type.Object({
  id: Type.Integer(),
  subject: NotificationSubjectId,
  enabled: Type.Boolean(),
  /** Consumption: kWh per day above which the customer is told. */
  threshold: Type.Union([Type.Number(), Type.Null()]),
  contactsIds: Type.Array(Type.Integer()),
});
export type NotificationSetting = Static<typeof NotificationSetting>;
export const NotificationSettings = Type.Array(NotificationSetting);

export const NotificationSettingInput = Type.Object(
  {
    subject: NotificationSubjectId,
    enabled: Type.Boolean(),
    threshold: Type.Union([Type.Number({ exclusiveMinimum: 0, maximum: 100000 }), Type.Null()]),
    contactsIds: Type.Array(Type.Integer({ minimum: 1 }), { maxItems: 10, uniqueItems: true }),
  },
  { additionalProperties: false },
);
export type NotificationSettingInput = Static<typeof NotificationSettingInput>;

/** Text, as every path parameter; at most nine digits, so it fits an integer column. */
export const NotificationSettingParams = Type.Object(
  { id: Type.String({ pattern: '^[1-9][0-9]{0,8}$' }) },
  { additionalProperties: false },
);
export type NotificationSettingParams = Static<typeof NotificationSettingParams>;

// ---------------------------------------------------------------- safety of changes

/** `GET /api/me/changes`: "Recent changes to your account", newest first. */
export const AccountChange = Type.Object({
  at: Type.String({ format: 'date-time' }),
  item: literals(changeItems),
  /** Who made it: the customer themself or the representative acting for them. */
  by: Type.String(),
  self: Type.Boolean(),
  /** From which client: browser and system read from its User-Agent ("Chrome on Android"). */
  device: Type.String(),
});
export type AccountChange = Static<typeof AccountChange>;
export const AccountChanges = Type.Array(AccountChange);

/**
 * `POST /api/me/step-up`: confirm with e-ID again before changing a bank account or the e-mail when the
 * sign-in is older than 15 minutes. The answer is where the browser goes; the provider sends it back to
 * `returnUrl` (a path of this site).
 */
export const StepUpBody = Type.Object(
  { returnUrl: Type.String({ minLength: 1, maxLength: 2000 }) },
  { additionalProperties: false },
);
export type StepUpBody = Static<typeof StepUpBody>;
export const StepUpAnswer = RedirectResponse;

/** `GET /api/me/step-up`: when the current sign-in (or the last step-up) confirmed who the user is. */
export const StepUpStatus = Type.Object({
  authenticatedAt: Type.String({ format: 'date-time' }),
  /** Until then a bank account or the e-mail may be changed without confirming again. */
  freshUntil: Type.String({ format: 'date-time' }),
  /** Whether this site can confirm with e-ID at all (otherwise the sign-in's freshness is all). */
  available: Type.Boolean(),
});
export type StepUpStatus = Static<typeof StepUpStatus>;

export const StepUpCallbackQuery = Type.Object(
  {
    code: Type.Optional(Type.String({ maxLength: 500 })),
    state: Type.Optional(Type.String({ maxLength: 200 })),
    error: Type.Optional(Type.String({ maxLength: 200 })),
  },
  { additionalProperties: false },
);
export type StepUpCallbackQuery = Static<typeof StepUpCallbackQuery>;
