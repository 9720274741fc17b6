import { Type, type Static } from '@sinclair/typebox';
import { LocaleId } from './common.ts';

export const MetaField = Type.Object({ locale_id: LocaleId, name: Type.String(), content: Type.String() });
export type MetaField = Static<typeof MetaField>;

/** The site configuration of spec §3, as the portal receives it (inlined into index.html and as JSON). */
export const Site = Type.Object({
  theme_id: Type.String(),
  company_name: Type.String(),
  timezone: Type.String(),
  default_locale_id: LocaleId,
  locales: Type.Array(Type.Object({ id: LocaleId, name: Type.String() })),
  meta_fields: Type.Array(MetaField),
  ga_measurement_id: Type.Union([Type.String(), Type.Null()]),
  logo: Type.String(),
  dark_mode_logo: Type.String(),
  features: Type.Array(Type.String()),
  external_services: Type.Array(Type.String()),
});
export type Site = Static<typeof Site>;

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
export type SiteFeature = (typeof siteFeatures)[number];

/** Integration flags of spec §1, as a site lists them in `external_services`. */
export const externalServices = [
  'outage-notification-settings',
  'document-signing-gateway',
  'external-api',
] as const;
export type ExternalService = (typeof externalServices)[number];
