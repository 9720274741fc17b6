import { Decimal } from 'decimal.js';
import type { Insertable } from 'kysely';
import type { CustomerType, PricingKind, ProductVisibility } from '@vool/api-client';
import type { Profile, Utility } from '../../energy/model.ts';
import { electricityMargin, energyPrice, sellerMonthlyFee } from '../../energy/tariffs.ts';
import { civil, dayNumber, formatDay, type CountryCode } from '../../energy/time.ts';
import type { ProductPriceTable, ProductTable, StoredPriceComponent } from '../schema.ts';
import { textsOf, type ProductCode } from './product-texts.ts';

/**
 * Each site's products: what its brand sells (electricity, gas, district heat), for people and for
 * companies, each with two price lists — one in force since long ago, one from the first of the
 * month after next — so the supply start date asked for changes the answer. Prices build on the
 * levels of energy/tariffs.ts (the spot margin, the seller's monthly fees, gas and heat prices), so
 * they differ by country as those do.
 */

/** The campaign whose code shows the campaign product (spec §3 visibility CampaignCode). */
export const campaignCode = 'WINTER26';

/** Fixed electricity prices before VAT, €/kWh: a little above a year's average spot plus margin. */
const fixedElectricity: Record<CountryCode, string> = { FI: '0.0790', EE: '0.1090', LV: '0.1150' };

interface Levels {
  base: Decimal;
  margin: Decimal;
  monthly: Decimal;
}

interface Definition {
  code: ProductCode;
  utility: Utility;
  customerTypes: CustomerType[];
  visibility: ProductVisibility;
  pricingKind: PricingKind;
  termMonths: number | null;
  followup?: PricingKind;
  renewable: boolean;
  components(l: Levels): Priced;
}

const both: CustomerType[] = ['private', 'legal'];
type Priced = Array<[StoredPriceComponent['kind'], Decimal]>;
const fixed =
  (offset: number) =>
  (l: Levels): Priced => [
    ['Base', l.base.plus(offset)],
    ['Monthly', l.monthly],
  ];
const dayNight = (l: Levels): Priced => [
  ['Day', l.base.plus(0.012)],
  ['Night', l.base.minus(0.022)],
  ['Monthly', l.monthly],
];
const spot = (l: Levels): Priced => [
  ['Margin', l.margin],
  ['Monthly', l.monthly],
];
const followup = (l: Levels): Priced => [
  ['Base', l.base.minus(0.002)],
  ['Margin', l.margin.plus(0.001)],
  ['Monthly', l.monthly],
];

const thenSpot = 'FixedTermWithTermlessFollowup';

const define = (
  code: ProductCode,
  utility: Utility,
  customerTypes: CustomerType[],
  visibility: ProductVisibility,
  pricingKind: PricingKind,
  termMonths: number | null,
  renewable: boolean,
  components: Definition['components'],
  followup?: PricingKind,
): Definition => ({
  code,
  utility,
  customerTypes,
  visibility,
  pricingKind,
  termMonths,
  renewable,
  components,
  followup,
});

const definitions: Definition[] = [
  define('spot', 'electricity', both, 'Public', 'Hourly', null, false, spot),
  define('fixed-12', 'electricity', both, 'Public', 'Fixed', 12, false, fixed(0)),
  define('fixed-24', 'electricity', both, 'Public', 'Fixed', 24, true, fixed(-0.003)),
  define('day-night-12', 'electricity', both, 'Public', 'Fixed', 12, false, dayNight),
  // The margin is the follow-up's, once the fixed term is over.
  define('fixed-then-spot', 'electricity', both, 'Public', thenSpot, 12, false, followup, 'Hourly'),
  define('monthly', 'electricity', both, 'Public', 'FixedMonthly', null, false, fixed(-0.006)),
  define('loyal-12', 'electricity', ['private'], 'Personal', 'Fixed', 12, false, fixed(-0.008)),
  define('winter', 'electricity', ['private'], 'CampaignCode', 'Fixed', 12, true, fixed(-0.006)),
  define('business-green-24', 'electricity', ['legal'], 'TargetGroup', 'Fixed', 24, true, fixed(-0.002)),
  define('gas-fixed-12', 'gas', both, 'Public', 'Fixed', 12, false, fixed(0.004)),
  define('gas-monthly', 'gas', both, 'Public', 'FixedMonthly', null, false, fixed(0)),
  define('gas-loyal-12', 'gas', ['private'], 'Personal', 'Fixed', 12, false, fixed(0.001)),
  define('heat', 'heating', both, 'Public', 'FixedIndefinitely', null, false, fixed(0)),
];

/** The coming list raises energy prices (gas and heat less than power) and the monthly fee a little. */
const rise: Record<Utility, number> = { electricity: 1.05, gas: 1.03, heating: 1.02 };

function levels(utility: Utility, country: CountryCode, profile: Profile, list: 0 | 1): Levels {
  const energy = utility === 'electricity' ? fixedElectricity[country] : energyPrice[utility][country];
  const legal = profile === 'company' && utility === 'electricity' ? -0.004 : 0;
  const base = new Decimal(energy).plus(legal).mul(list ? rise[utility] : 1);
  return {
    base,
    margin: new Decimal(electricityMargin[country]).plus(list ? 0.0005 : 0),
    monthly: new Decimal(sellerMonthlyFee[utility][country][profile]).plus(list ? (legal ? 1 : 0.5) : 0),
  };
}

/** Per kWh to the tenth of a cent's tenth (4 decimals), per month to the cent. */
const stored = (kind: StoredPriceComponent['kind'], price: Decimal): StoredPriceComponent =>
  kind === 'Monthly'
    ? { kind, price: price.toDecimalPlaces(2, Decimal.ROUND_HALF_UP).toFixed(2), unit: 'month' }
    : { kind, price: price.toDecimalPlaces(4, Decimal.ROUND_HALF_UP).toFixed(4), unit: 'kWh' };

/** The days the two price lists take effect: five years back, and the first of the month after next. */
export function priceListDates(today: number): [string, string] {
  const { year, month } = civil(today);
  const first = (offset: number) => {
    const index = year * 12 + month - 1 + offset;
    return formatDay(dayNumber(Math.floor(index / 12), (index % 12) + 1, 1));
  };
  return [first(-60), first(2)];
}

export interface SiteProducts {
  products: Array<Insertable<ProductTable>>;
  prices: Array<Insertable<ProductPriceTable>>;
}

/**
 * The products of a site selling `utilities` in `country`. `personalFor` is the client code of the
 * customer the site's Personal product is made for (kept in `campaign_code`: the code that unlocks a
 * product is a campaign's, or for a Personal product that one client's).
 */
export function siteProducts(
  site: { id: number; theme_id: string },
  country: CountryCode,
  utilities: readonly Utility[],
  today: number,
  personalFor: string | null,
): SiteProducts {
  const products: SiteProducts['products'] = [];
  const prices: SiteProducts['prices'] = [];
  const dates = priceListDates(today);
  const sellsElectricity = utilities.includes('electricity');
  for (const definition of definitions) {
    if (!utilities.includes(definition.utility)) continue;
    // One Personal product a site: electricity where it sells electricity, else gas.
    if (definition.code === 'gas-loyal-12' && sellsElectricity) continue;
    if (definition.visibility === 'Personal' && !personalFor) continue;
    for (const customerType of definition.customerTypes) {
      const id = `${site.theme_id}-${definition.code}-${customerType === 'private' ? 'home' : 'business'}`;
      products.push({
        id,
        site_id: site.id,
        utility: definition.utility,
        customer_type: customerType,
        visibility: definition.visibility,
        pricing_kind: definition.pricingKind,
        term_months: definition.termMonths,
        followup_pricing_kind: definition.followup ?? null,
        renewable: definition.renewable,
        campaign_code:
          definition.visibility === 'CampaignCode'
            ? campaignCode
            : definition.visibility === 'Personal'
              ? personalFor
              : null,
        texts: JSON.stringify(textsOf(definition.code)),
        position: products.length + 1,
        on_sale: true,
      });
      const profile: Profile = customerType === 'private' ? 'household' : 'company';
      dates.forEach((validFrom, list) => {
        const components = definition.components(levels(definition.utility, country, profile, list as 0 | 1));
        prices.push({
          product_id: id,
          valid_from: validFrom,
          components: JSON.stringify(components.map(([kind, price]) => stored(kind, price))),
        });
      });
    }
  }
  return { products, prices };
}
