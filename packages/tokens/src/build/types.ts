export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

export const countries = ['FI', 'EE', 'LV'] as const;
export type Country = (typeof countries)[number];

export const utilities = ['electricity', 'gas', 'heating', 'microgeneration'] as const;
export type Utility = (typeof utilities)[number];

export const shades = [50, 100, 200, 300, 400, 500, 600, 700, 800, 900, 950] as const;
export type Shade = (typeof shades)[number];

export interface BrandFont {
  family: string;
  /** An npm font package that self-hosts the family, e.g. `@fontsource/inter`. */
  package: string;
  weights: number[];
}

/** The contents of `brands/<id>/brand.json`. */
export interface BrandConfig {
  id: string;
  name: string;
  companyName: string;
  /** The utility's public website; sign-out may return only to its host or a subdomain. */
  website: string;
  countries: Country[];
  utilities: Utility[];
  defaultPrimaryShade: Shade;
  headerHeight: number;
  fonts: { body: BrandFont; heading: BrandFont };
  customerService: { phone: string; email: string };
}

/** A DTCG token tree: groups of groups, leaves carry `$value`. */
export interface TokenTree {
  [key: string]: TokenTree | string | number | boolean | unknown[] | undefined;
}

export type Tier = 'primitive' | 'semantic' | 'component' | 'base';

/** One token after Style Dictionary resolved and transformed it. */
export interface ResolvedToken {
  /** Dot path, e.g. `color.text.default`. */
  path: string;
  /** CSS custom property name without the leading dashes, e.g. `vool-color-text-default`. */
  name: string;
  type: string;
  value: string;
  tier: Tier;
  /** The dot path this token points at, when its source value is a single reference. */
  reference?: string;
}
