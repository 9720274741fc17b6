import { sql, type Insertable, type Transaction } from 'kysely';
import { eic, gsrn } from '../../energy/identifiers.ts';
import { meterInterval, type Utility } from '../../energy/model.ts';
import type { CountryCode } from '../../energy/time.ts';
import type { Database, LocationTable, UsagePointTable } from '../schema.ts';
import { bankAccount, businessCode, phone } from './people.ts';
import type { Random } from './random.ts';

/**
 * A property manager with places in all three countries, so that finding a usage point among many
 * matters (the usage point search, spec §3, §7): nordlys' second demo person acts for it. Its points
 * have their places and, like every point, readings computed on demand (src/energy/); no contracts,
 * invoices or outages, which would make seeding seconds slower for nothing the search needs.
 */
export const searchCompany = {
  themeId: 'nordlys',
  name: 'Põhjala Kinnisvarahaldus AS',
  email: 'kinnisvarahaldus@nordlys.example',
  /** Places per country; each has an electricity point, every fourth a district heat one too. */
  places: { FI: 640, EE: 560, LV: 400 } satisfies Record<CountryCode, number>,
};

interface Town {
  city: string;
  postalCode: string;
  latitude: number;
  coastal: boolean;
}

const areas: Record<CountryCode, { streets: string[]; towns: Town[] }> = {
  FI: {
    streets: ['Mannerheimintie', 'Hämeentie', 'Aleksanterinkatu', 'Kauppakatu', 'Pohjoisesplanadi'],
    towns: [
      { city: 'Helsinki', postalCode: '00100', latitude: 60.17, coastal: true },
      { city: 'Espoo', postalCode: '02100', latitude: 60.21, coastal: true },
      { city: 'Vantaa', postalCode: '01300', latitude: 60.29, coastal: false },
      { city: 'Tampere', postalCode: '33100', latitude: 61.5, coastal: false },
    ],
  },
  EE: {
    streets: ['Pärnu mnt', 'Narva mnt', 'Tartu mnt', 'Kadaka tee', 'Sõpruse pst'],
    towns: [
      { city: 'Tallinn', postalCode: '10111', latitude: 59.44, coastal: true },
      { city: 'Tartu', postalCode: '51004', latitude: 58.38, coastal: false },
      { city: 'Pärnu', postalCode: '80010', latitude: 58.39, coastal: true },
      { city: 'Maardu', postalCode: '74111', latitude: 59.48, coastal: true },
    ],
  },
  LV: {
    streets: ['Brīvības iela', 'Krišjāņa Barona iela', 'Dzirnavu iela', 'Ģertrūdes iela'],
    towns: [
      { city: 'Rīga', postalCode: 'LV-1010', latitude: 56.95, coastal: true },
      { city: 'Jūrmala', postalCode: 'LV-2015', latitude: 56.97, coastal: true },
      { city: 'Jelgava', postalCode: 'LV-3001', latitude: 56.65, coastal: false },
    ],
  },
};

/** `count` distinct addresses: the streets of each town in turn, house numbers rising by 1–4. */
function addressesIn(random: Random, country: CountryCode, count: number) {
  const { streets, towns } = areas[country];
  const last = new Map<string, number>();
  return Array.from({ length: count }, (_, i) => {
    const town = towns[i % towns.length]!;
    const street = streets[Math.floor(i / towns.length) % streets.length]!;
    const key = `${street}|${town.city}`;
    const number = (last.get(key) ?? 0) + random.int(1, 4);
    last.set(key, number);
    return { town, street: `${street} ${number}` };
  });
}

/** A new identifier in the country's format (see energy.ts), unique in the database. */
function identifierFor(random: Random, country: CountryCode, taken: Set<string>): string {
  for (;;) {
    const id =
      country === 'FI'
        ? gsrn(`643${random.digits(14)}`)
        : eic(country === 'EE' ? `38ZEE-${random.digits(8)}-` : `43ZLV-${random.digits(9)}`);
    if (id && !taken.has(id)) {
      taken.add(id);
      return id;
    }
  }
}

/** Inserts in slices: one statement may carry at most 65,535 parameters. */
async function inSlices<T>(rows: T[], insert: (slice: T[]) => Promise<Array<{ id: number }>>) {
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += 1000) {
    ids.push(...(await insert(rows.slice(start, start + 1000))).map((row) => row.id));
  }
  return ids;
}

/**
 * Seeds the company, its representative's right to act for it, its places and 2,000 usage points,
 * unless the database has them.
 */
export async function seedSearchCompany(tx: Transaction<Database>, random: Random): Promise<void> {
  const site = await tx
    .selectFrom('sites')
    .select(['id'])
    .where('theme_id', '=', searchCompany.themeId)
    .executeTakeFirst();
  if (!site) return;
  const clients = await tx
    .selectFrom('clients')
    .select(['id', 'type', 'client_code'])
    .where('site_id', '=', site.id)
    .orderBy('id')
    .execute();
  const owner = clients.filter((c) => c.type === 'private')[1];
  // Seeded once: a database that has it (or lacks the demo people) is left as it is.
  const seeded = await tx
    .selectFrom('clients')
    .select('id')
    .where('site_id', '=', site.id)
    .where('name', '=', searchCompany.name)
    .executeTakeFirst();
  if (!owner || seeded) return;
  const lastCode = Math.max(...clients.map((c) => Number(c.client_code)));
  const contact = phone(random, 'EE');
  const company = await tx
    .insertInto('clients')
    .values({
      site_id: site.id,
      client_code: String(lastCode + 1).padStart(6, '0'),
      type: 'legal',
      name: searchCompany.name,
      registry_code: businessCode(random, 'EE'),
      country_code: 'EE',
      email: searchCompany.email,
      phone: contact,
      locale_id: null,
      is_new_customer: false,
      marketing_channels: JSON.stringify(['Email']),
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await tx
    .insertInto('representations')
    .values({ representative_id: owner.id, client_id: company.id, role: 'authorised person' })
    .execute();
  await tx
    .insertInto('contacts')
    .values([
      {
        client_id: company.id,
        type: 'Email',
        name: searchCompany.name,
        value: searchCompany.email,
        is_primary: true,
      },
      { client_id: company.id, type: 'Gsm', name: searchCompany.name, value: contact, is_primary: true },
    ])
    .execute();
  const office = { street: 'Pärnu mnt 20', city: 'Tallinn', postal_code: '10141', country_code: 'EE' };
  await tx
    .insertInto('addresses')
    .values([
      { client_id: company.id, type: 'postal', ...office },
      { client_id: company.id, type: 'billing', ...office },
    ])
    .execute();
  const account = bankAccount(random, 'EE');
  await tx
    .insertInto('bank_accounts')
    .values({
      client_id: company.id,
      iban: account.iban,
      bank_name: account.bankName,
      bic: account.bic,
      holder_name: searchCompany.name,
      is_default: true,
    })
    .execute();

  const places: Array<Insertable<LocationTable>> = [];
  for (const country of ['FI', 'EE', 'LV'] as const) {
    for (const { town, street } of addressesIn(random, country, searchCompany.places[country])) {
      places.push({
        client_id: company.id,
        street,
        city: town.city,
        postal_code: town.postalCode,
        country_code: country,
        latitude: town.latitude,
        coastal: town.coastal,
      });
    }
  }
  const placeIds = await inSlices(places, (slice) =>
    tx.insertInto('locations').values(slice).returning('id').execute(),
  );
  const taken = new Set(
    (await tx.selectFrom('usage_points').select('identifier').execute()).map((p) => p.identifier),
  );
  const points: Array<Insertable<UsagePointTable>> = [];
  places.forEach((place, i) => {
    const utilities: Utility[] = i % 4 === 0 ? ['electricity', 'heating'] : ['electricity'];
    for (const utility of utilities) {
      const country = place.country_code;
      points.push({
        location_id: placeIds[i]!,
        client_id: company.id,
        identifier: identifierFor(random, country, taken),
        identifier_type: country === 'FI' ? 'GSRN' : 'EIC',
        utility,
        point_kind: 'UsagePoint',
        meter_number: `${utility === 'electricity' ? 'E' : 'H'}${random.digits(8)}`,
        interval_minutes: meterInterval[utility],
        price_area: utility === 'electricity' ? country : null,
        profile: 'company',
        annual_kwh: Math.round(random.int(utility === 'heating' ? 60_000 : 15_000, 250_000) / 1000) * 1000,
        space_heating: utility === 'heating' || random.next() < 0.2,
        seed: random.int(1, 2_147_483_646),
      });
    }
  });
  await inSlices(points, (slice) => tx.insertInto('usage_points').values(slice).returning('id').execute());
  // Fresh statistics, so the planner joins a client's 2,000 points to their places by hash rather
  // than by an index lookup each (PGlite runs no autovacuum to gather them).
  await sql`analyze locations`.execute(tx);
  await sql`analyze usage_points`.execute(tx);
}
