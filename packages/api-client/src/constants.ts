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
