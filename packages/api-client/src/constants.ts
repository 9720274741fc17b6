/** The fixed value lists of the contract, free of any schema library so the browser bundle stays small. */
export const providerIds = ['telia', 'email'] as const;

export const localeIds = ['et-EE', 'en-GB', 'fi-FI', 'sv-FI', 'ru-RU', 'lv-LV'] as const;

export const logLevels = ['debug', 'info', 'warn', 'error'] as const;

/** Feature switches of spec §1, as a site lists them in `features`. */
export const siteFeatures = [
  'cookie-consent',
  'dark-mode',
  'outage-contacts',
  'spot-price',
  'contract-management-disabled',
  'push-notifications',
  'installable-app',
  'invoices',
  'contracts',
  'renewal-offers',
  'outages',
  'dashboard',
  'user-settings',
  'support',
  'sign-in',
  'sign-in-telia',
  'sign-in-email',
] as const;

/** Integration flags of spec §1, as a site lists them in `external_services`. */
export const externalServices = [
  'outage-notification-settings',
  'document-signing-gateway',
  'external-api',
] as const;

/** Spec §3 payment providers: cards (EveryPay) and open banking (Neonomics). */
export const paymentProviders = ['NEONOMICS', 'EVERYPAY'] as const;

/** Spec §3: utility / energy type. */
export const utilities = ['electricity', 'gas', 'heating'] as const;

/** Spec §3: chart data type. */
export const chartDataTypes = ['consumption', 'production', 'netted', 'price', 'temperature'] as const;

/** Spec §3 and §9: reading resolutions a chart may ask for, in minutes. */
export const chartResolutions = [15, 60] as const;

/** Day-ahead price areas of the three countries. */
export const priceAreas = ['FI', 'EE', 'LV'] as const;

/** Spec §9: the latest date any date input accepts. */
export const maxDate = '9999-12-31';

// Settings (spec §2, §3).

/** Spec §3: marketing and contact channel. `None` stands alone. */
export const marketingChannels = ['None', 'Email', 'Gsm', 'Post', 'PushNotification'] as const;

/** Spec §3: other contact type. */
export const contactTypes = ['Email', 'Phone', 'Gsm', 'Post'] as const;

/** Spec §3: manual contact preference (how customer service should reach the customer). */
export const contactPreferences = ['email', 'phone', 'none'] as const;

/** Spec §3: verification flags. */
export const verificationFlags = ['SsnVerified', 'EmailVerified'] as const;

/** Spec §3: outage notification timing. */
export const outageTimings = ['Always', 'NoNightHours', 'SendAfterNightHours'] as const;

/** Spec §3: contact change items, plus what else the audit of the profile records. */
export const changeItems = [
  'Email',
  'Address',
  'IBAN',
  'OVT',
  'EInvoiceRequest',
  'Phone',
  'Contacts',
  'Language',
  'Marketing',
  'OutageContacts',
  'Notifications',
] as const;

export const countriesOfAddresses = ['FI', 'EE', 'LV'] as const;

export const addressTypes = ['postal', 'billing'] as const;

export const notificationSubjects = ['Invoice', 'Outage', 'Consumption'] as const;

/** How long a sign-in or a step-up lets the bank account and e-mail be changed. */
export const stepUpFreshnessMs = 15 * 60_000;

// Contracts and products (spec §3, §4).

/** Spec §3: contract kinds. */
export const contractKinds = [
  'Undefined',
  'ConnectionContract',
  'GridContract',
  'SupplyContract',
  'BillingContract',
  'BackgroundContract',
  'SalesOrderContract',
  'CustomContract',
  'InstallmentContract',
  'GasSupplyContract',
  'GroupContract',
  'GasGridContract',
  'HeatingGridContract',
  'PurchaseContract',
] as const;

/** Spec §3: pricing kinds. */
export const pricingKinds = [
  'Hourly',
  'Fixed',
  'WeightedAverage',
  'FixedInAdvance',
  'FixedMonthly',
  'FixedQuarterly',
  'FixedIndefinitely',
  'External',
  'ExternalFixed',
  'Production',
  'MonthlyFee',
  'Service',
  'FixedHourlyWithPriceLimits',
  'FixedTermWithTermlessFollowup',
] as const;

/** Spec §3: price component kinds. */
export const priceComponentKinds = [
  'Base',
  'Day',
  'Night',
  'DayWinter',
  'NightWinter',
  'Monthly',
  'Margin',
  'YearlyCost',
  'PaperBill',
  'Floor',
  'Ceiling',
] as const;

/** Spec §3: product visibility. */
export const productVisibilities = ['Unknown', 'Public', 'TargetGroup', 'Personal', 'CampaignCode'] as const;

/** Spec §3: customer type. */
export const customerTypes = ['private', 'legal'] as const;

/** Spec §3: delivery of the contract and its invoices. */
export const deliveryMethods = ['email', 'postal'] as const;

/** Where a contract is in its life, as of the site's today. */
export const contractStatuses = ['upcoming', 'active', 'ended'] as const;

/** What a signature is asked for. Moving out is a notice, not an agreement: it needs no signature. */
export const signingActions = ['renew', 'create'] as const;

/**
 * A signing's states: `pending` until the signer answers on their device; then `signed`, `refused`,
 * `expired` (no answer in time), `cancelled` (the customer stopped it in the portal) or `error` (the
 * gateway failed). Only `signed` may be finalized.
 */
export const signingStatuses = ['pending', 'signed', 'refused', 'expired', 'cancelled', 'error'] as const;

/** Why a customer moves out. */
export const moveOutReasons = ['moving', 'property-sold', 'merged-contracts', 'other'] as const;

/** A fixed term ending within this many days has renewal offers. */
export const renewalWindowDays = 60;

/** A move-out date is today or up to this many days ahead (and never before the contract's start). */
export const moveOutMaxDays = 90;

/** How long a signer has to answer on their device (Smart-ID's own limit is about this). */
export const signingLifetimeSeconds = 120;

/** Products one what-if may price at once (a contract's renewal offers all fit). */
export const whatIfMaxProducts = 8;

// Support (spec §3, §4, §5).

/** Spec §4: ticket statuses, in the order of their codes TS1–TS4. */
export const ticketStatuses = ['OPEN', 'ASSIGNED', 'CANCELLED', 'RESOLVED'] as const;

/** Spec §5: how the customer wants the answer. */
export const replyMethods = ['EMAIL', 'PHONE', 'PUSH', 'NONE'] as const;

/** Spec §3: support channels: phone (T1), e-mail (T2), push. */
export const supportChannelKinds = ['phone', 'email', 'push'] as const;

/** The longest ticket message or comment a customer may send. */
export const ticketTextMax = 4000;

// Usage points (spec §3, §7).

/** Spec §3: what a usage point search looks in. */
export const usagePointSearchTypes = ['ADDRESS', 'GSRN', 'EIC_OR_METER_NUMBER'] as const;

/** The most usage points one page of a listing or a search answers (20 unless asked). */
export const usagePointPageMax = 50;

/** The longest text a usage point search takes. */
export const usagePointQueryMax = 100;

// Dashboard (spec §7).

/**
 * The places the dashboard's card shows: `GET /api/dashboard/locations` answers this many unless
 * asked for another page, and computes this month's consumption for those only.
 */
export const dashboardPlaces = 5;

/** The most places one page of `GET /api/dashboard/locations` answers. */
export const dashboardPlacesMax = 50;

// Outages (spec §2 /outages, §7).

/** Planned work announced ahead, or a fault. */
export const outageKinds = ['planned', 'fault'] as const;

/** An outage's state, derived from the clock (cancelled is recorded). */
export const outageStatuses = ['planned', 'in-progress', 'restored', 'cancelled'] as const;

/** Why the power went off: codes the portal translates. */
export const outageCauses = [
  'storm',
  'snow-load',
  'equipment',
  'excavation',
  'maintenance',
  'upgrade',
] as const;

/** Compensation trackers one page of `GET /api/outages/compensation` answers unless asked; and the most. */
export const compensationPage = 20;
export const compensationPageMax = 50;

// Feedback and the site's external services (spec §3, §7).

/** Where feedback was given: the footer's form, or the offer after a payment, a signing or a new ticket. */
export const feedbackContexts = ['general', 'payment', 'signing', 'ticket'] as const;

/** A rating from 1 (very poor) to 5 (very good). */
export const feedbackRatingMax = 5;

/** The longest feedback text a customer may send. */
export const feedbackTextMax = 2000;

/** Spec §3: the document links a site names, its external services. */
export const documentLinkTypes = ['PRIVACY_POLICY', 'TERMS_OF_SERVICE', 'EXTERNAL_SUPPORT'] as const;

/**
 * Where each document is on the utility's own website (`brand.website`): the API's
 * `GET /api/external-services` and the portal's footer, which draws without a call, build the same
 * addresses from it.
 */
export const documentLinkPaths = {
  PRIVACY_POLICY: '/privacy',
  TERMS_OF_SERVICE: '/terms',
  EXTERNAL_SUPPORT: '/help',
} as const satisfies Record<(typeof documentLinkTypes)[number], string>;

// Push notifications (spec §3, §4, §8, §9).

/** Spec §9: the browser's timings of the push registration flow, shared by the portal and the API. */
export const pushTimings = {
  /** A push token older than this is refreshed (7 days). */
  tokenRefreshMs: 604_800_000,
  /** An installation auth token with less than this left is refreshed (1 hour). */
  installationRefreshMarginMs: 3_600_000,
  /** How long the service worker may take to activate. */
  serviceWorkerActivationMs: 10_000,
  /** How often an in-progress registration is polled. */
  registrationPollMs: 100,
  /** An in-progress registration older than this is reset. */
  registrationResetMs: 10_000,
} as const;

/** Spec §9: an installation id is 22 characters of base64url (the installation-identity vendor's rule). */
export const installationIdPattern = '^[A-Za-z0-9_-]{22}$';

/** How long an installation auth token lives, as the vendor writes it (`expiresIn`): 7 days. */
export const installationTokenSeconds = 604_800;

/** What a push message is about: the dispatcher's producers, and a tester's message from the sandbox. */
export const pushKinds = [
  'outage-start',
  'outage-end',
  'ticket-reply',
  'spot-price',
  'payment',
  'message',
] as const;
