import type { Insertable, Transaction } from 'kysely';
import { brands, isThemeId } from '@vool/tokens/brands';
import { eic, gsrn } from '../../energy/identifiers.ts';
import { meterInterval, type Utility } from '../../energy/model.ts';
import type { CountryCode } from '../../energy/time.ts';
import type { Database, UsagePointTable } from '../schema.ts';
import { seedInvoices } from './invoices.ts';
import type { Random } from './random.ts';

/**
 * Places, usage points and invoices for every customer who is not new. Only what the readings are
 * computed from is stored (see src/energy/); invoices are stored as issued (seed/invoices.ts), priced
 * from the same readings and tariffs as the charts' euros.
 */

interface Town {
  city: string;
  postalCode: string;
  latitude: number;
  coastal: boolean;
}

const towns: Record<CountryCode, { streets: string[]; towns: Town[] }> = {
  FI: {
    streets: [
      'Mannerheimintie',
      'Hämeenkatu',
      'Kauppakatu',
      'Rantatie',
      'Koulukatu',
      'Pohjoisranta',
      'Isokatu',
    ],
    towns: [
      { city: 'Helsinki', postalCode: '00100', latitude: 60.17, coastal: true },
      { city: 'Espoo', postalCode: '02100', latitude: 60.21, coastal: true },
      { city: 'Turku', postalCode: '20100', latitude: 60.45, coastal: true },
      { city: 'Tampere', postalCode: '33100', latitude: 61.5, coastal: false },
      { city: 'Lappeenranta', postalCode: '53100', latitude: 61.06, coastal: false },
      { city: 'Jyväskylä', postalCode: '40100', latitude: 62.24, coastal: false },
      { city: 'Oulu', postalCode: '90100', latitude: 65.01, coastal: true },
      { city: 'Rovaniemi', postalCode: '96100', latitude: 66.5, coastal: false },
    ],
  },
  EE: {
    streets: ['Narva mnt', 'Pärnu mnt', 'Tartu mnt', 'Riia tn', 'Vabaduse pst', 'Aia tn', 'Kalda tee'],
    towns: [
      { city: 'Tallinn', postalCode: '10111', latitude: 59.44, coastal: true },
      { city: 'Tartu', postalCode: '51004', latitude: 58.38, coastal: false },
      { city: 'Pärnu', postalCode: '80010', latitude: 58.39, coastal: true },
      { city: 'Haapsalu', postalCode: '90502', latitude: 58.94, coastal: true },
      { city: 'Narva', postalCode: '20308', latitude: 59.38, coastal: false },
      { city: 'Viljandi', postalCode: '71004', latitude: 58.36, coastal: false },
    ],
  },
  LV: {
    streets: [
      'Brīvības iela',
      'Elizabetes iela',
      'Krišjāņa Barona iela',
      'Rīgas iela',
      'Lāčplēša iela',
      'Jūras iela',
    ],
    towns: [
      { city: 'Rīga', postalCode: 'LV-1010', latitude: 56.95, coastal: true },
      { city: 'Daugavpils', postalCode: 'LV-5401', latitude: 55.87, coastal: false },
      { city: 'Jelgava', postalCode: 'LV-3001', latitude: 56.65, coastal: false },
      { city: 'Liepāja', postalCode: 'LV-3401', latitude: 56.51, coastal: true },
      { city: 'Ventspils', postalCode: 'LV-3601', latitude: 57.39, coastal: true },
      { city: 'Valmiera', postalCode: 'LV-4201', latitude: 57.54, coastal: false },
    ],
  },
};

/** Where producers are: Pohjola sells microgeneration; Nordlys has one producing customer too. */
const producerSites = new Set(['pohjola', 'nordlys']);

/**
 * A usage point identifier in the country's format: an 18-digit GSRN in Finland; an EIC in Estonia
 * (issuing office 38, Elering) and Latvia (43, Augstsprieguma tīkls; gas points 61, Conexus Baltic
 * Grid). Unique across the database.
 */
function identifierFor(random: Random, country: CountryCode, utility: Utility, taken: Set<string>): string {
  for (;;) {
    let id: string | undefined;
    if (country === 'FI') id = gsrn(`643${random.digits(14)}`);
    else if (country === 'EE') id = eic(`38ZEE-${random.digits(8)}-`);
    else id = eic(`${utility === 'gas' ? '61' : '43'}ZLV-${random.digits(9)}`);
    if (id && !taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** A usage point's consumption profile: households use 2,000–20,000 kWh a year, companies far more. */
function profileFor(random: Random, utility: Utility, company: boolean, country: CountryCode) {
  const round = (kwh: number, to: number) => Math.round(kwh / to) * to;
  if (utility === 'electricity') {
    // Electric heating is common in Finnish detached houses, rarer in the Baltics.
    const heated = random.next() < (company ? 0.2 : country === 'FI' ? 0.45 : 0.2);
    const annual = company
      ? round(random.int(30_000, 400_000), 1000)
      : heated
        ? round(random.int(9_000, 20_000), 100)
        : round(random.int(2_000, 7_500), 100);
    return { annual, heated };
  }
  if (utility === 'gas') {
    // Many gas customers only cook with it; the rest heat their homes too.
    const heated = company || random.next() < 0.6;
    const annual = company
      ? round(random.int(40_000, 300_000), 1000)
      : heated
        ? round(random.int(8_000, 20_000), 100)
        : round(random.int(500, 1_500), 10);
    return { annual, heated };
  }
  const annual = company ? round(random.int(80_000, 600_000), 1000) : round(random.int(10_000, 25_000), 100);
  return { annual, heated: true };
}

interface SeededClient {
  id: number;
  type: 'private' | 'legal';
  points: Array<Insertable<UsagePointTable>>;
}

/** Seeds places and usage points for one site's customers. */
async function seedLocations(
  tx: Transaction<Database>,
  random: Random,
  site: { id: number; theme_id: string; country_code: string },
  taken: Set<string>,
): Promise<SeededClient[]> {
  const brand = isThemeId(site.theme_id) ? brands[site.theme_id] : undefined;
  const utilities = (brand?.utilities ?? ['electricity']).filter(
    (u): u is Utility => u !== 'microgeneration',
  );
  const country = site.country_code as CountryCode;
  const clients = await tx
    .selectFrom('clients')
    .select(['id', 'type', 'is_new_customer'])
    .where('site_id', '=', site.id)
    .orderBy('id')
    .execute();
  const seeded: SeededClient[] = [];
  let person = 0;
  for (const client of clients) {
    const company = client.type === 'legal';
    const personIndex = company ? -1 : person++;
    // Spec §6: a new customer has nothing yet.
    if (client.is_new_customer) continue;
    const count = company ? random.int(1, 3) : random.next() < 0.7 ? 1 : 2;
    const own: Array<Insertable<UsagePointTable>> = [];
    for (let n = 0; n < count; n++) {
      const place = random.pick(towns[country].towns);
      const location = await tx
        .insertInto('locations')
        .values({
          client_id: client.id,
          street: `${random.pick(towns[country].streets)} ${random.int(1, 150)}`,
          city: place.city,
          postal_code: place.postalCode,
          country_code: country,
          latitude: place.latitude,
          coastal: place.coastal,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      // The first place has every utility the brand sells; further ones electricity and some others.
      let here = n === 0 ? utilities : utilities.filter((u) => u === 'electricity' || random.next() < 0.5);
      if (here.length === 0) here = [utilities[0]!];
      const rows = here.map((utility): Insertable<UsagePointTable> => {
        const { annual, heated } = profileFor(random, utility, company, country);
        // The second demo person of a producing brand always has panels at home; Pohjola's other
        // customers often do.
        const producer =
          utility === 'electricity' &&
          producerSites.has(site.theme_id) &&
          ((n === 0 && personIndex === 1) ||
            (site.theme_id === 'pohjola' && random.next() < (company ? 0.3 : 0.5)));
        return {
          location_id: location.id,
          client_id: client.id,
          identifier: identifierFor(random, country, utility, taken),
          identifier_type: country === 'FI' ? 'GSRN' : 'EIC',
          utility,
          point_kind: producer ? 'MicrogenerationSite' : 'UsagePoint',
          meter_number: `${utility[0]!.toUpperCase()}${random.digits(8)}`,
          interval_minutes: meterInterval[utility],
          price_area: utility === 'electricity' ? country : null,
          profile: company ? 'company' : 'household',
          annual_kwh: annual,
          space_heating: heated,
          producer,
          capacity_kw: producer ? (company ? random.int(20, 80) : random.int(8, 24) / 2) : 0,
          seed: random.int(1, 2_147_483_646),
        };
      });
      await tx.insertInto('usage_points').values(rows).execute();
      own.push(...rows);
    }
    seeded.push({ id: client.id, type: client.type, points: own });
  }
  return seeded;
}

/** Who takes e-invoices, per site: what `seedInvoices` needs once the contracts are in. */
export type EInvoicing = Array<{
  site: { id: number; country_code: string };
  eInvoice: Map<number, boolean>;
}>;

/** Seeds places and usage points for every site (after the people are in). */
export async function seedEnergy(tx: Transaction<Database>, random: Random): Promise<EInvoicing> {
  const sites = await tx
    .selectFrom('sites')
    .select(['id', 'theme_id', 'country_code'])
    .orderBy('id')
    .execute();
  const taken = new Set<string>();
  const eInvoicing: EInvoicing = [];
  for (const site of sites) {
    const clients = await seedLocations(tx, random, site, taken);
    // Companies take e-invoices; of the people, about two in five. Drawn here, in this order, so the
    // places of the sites after this one come out as they always have.
    const eInvoice = new Map<number, boolean>();
    for (const client of clients.filter((c) => c.points.length > 0)) {
      eInvoice.set(client.id, client.type === 'legal' || random.next() < 0.4);
    }
    eInvoicing.push({ site, eInvoice });
  }
  return eInvoicing;
}

/** Bills every site's clients up to `now` (after the contracts are in: they price the energy). */
export async function seedAllInvoices(tx: Transaction<Database>, eInvoicing: EInvoicing, now: Date) {
  for (const { site, eInvoice } of eInvoicing) {
    await seedInvoices(tx, site, (client) => eInvoice.get(client.id) ?? false, now);
  }
}
