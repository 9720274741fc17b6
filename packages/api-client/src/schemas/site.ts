import { Type, type Static } from '@sinclair/typebox';
import { LocaleId } from './common.ts';
import { siteFeatures, externalServices } from '../constants.ts';

export { siteFeatures, externalServices };

export const MetaField = Type.Object({ locale_id: LocaleId, name: Type.String(), content: Type.String() });
export type MetaField = Static<typeof MetaField>;

/**
 * What the portal shows of the site's brand (from @vool/tokens): the brand's name, website and
 * customer service, and its sign-in art. The browser gets its own brand's, not every brand's table.
 */
export const SiteBrand = Type.Object({
  name: Type.String(),
  website: Type.String(),
  customerService: Type.Object({ phone: Type.String(), email: Type.String() }),
  signInArt: Type.String(),
});
export type SiteBrand = Static<typeof SiteBrand>;

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
  brand: SiteBrand,
});
export type Site = Static<typeof Site>;

export type SiteFeature = (typeof siteFeatures)[number];

export type ExternalService = (typeof externalServices)[number];

/** The colour scheme a visitor picks: as JSON from the portal, or as a plain form post without script. */
export const ColorSchemeBody = Type.Object(
  { scheme: Type.Union([Type.Literal('light'), Type.Literal('dark'), Type.Literal('system')]) },
  { additionalProperties: false },
);
export type ColorSchemeBody = Static<typeof ColorSchemeBody>;
