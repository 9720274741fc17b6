import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { createRandom } from './random.ts';
import { siteRows } from './sites.ts';
import { seedCustomers } from './customers.ts';
import { seedAllInvoices, seedEnergy } from './energy.ts';
import { reissueInvoices } from './invoices.ts';
import { seedContracts } from './contracts.ts';
import { seedSupport } from './support.ts';
import { seedOutages, seedSearchCompanyOutages } from './outages.ts';
import { seedSearchCompany } from './usage-points.ts';

/** Every fresh database is the same demo world. */
export const seedNumber = 20_240_601;
/**
 * Places, usage points and invoices draw from a stream of their own, so adding them left what the
 * earlier tables get exactly as it was.
 */
const energySeedNumber = 20_251_123;
/** Products and contracts too, so adding them changed nothing seeded before them. */
const contractsSeedNumber = 20_261_126;
/** Outages and meter events too. */
const outagesSeedNumber = 20_261_118;
/** And the company with 2,000 usage points, seeded last, so it changed nothing seeded before it. */
const searchCompanySeedNumber = 20_261_127;
/** And its outages, after it. */
const searchCompanyOutagesSeedNumber = 20_261_128;

/** Spec §3's country enumeration. */
const countries = [
  { code: 'FI', name: 'FINLAND', group_code: 'GROUP-A' },
  { code: 'EE', name: 'ESTONIA', group_code: 'GROUP-B' },
  { code: 'LV', name: 'LATVIA', group_code: 'GROUP-B' },
];

/**
 * Seeds an empty database; a database that has sites is left as it is, except that one made before
 * places existed (migration 0002) gets the places, usage points and invoices a fresh one would, and
 * one made before invoices had lines (migration 0004) gets its invoices issued again as a fresh one
 * has them; one made before contracts existed (migration 0008) gets the products and contracts a fresh
 * one has. Invoices are issued after the contracts, whose products price them; they are issued, and
 * contract terms placed, relative to `now` (readings need no seeding:
 * they are computed relative to the app's clock).
 */
export async function seed(db: Kysely<Database>, now: Date = new Date()): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('sites').select('id').limit(1).executeTakeFirst();
    if (existing) {
      const places = await tx.selectFrom('locations').select('id').limit(1).executeTakeFirst();
      const eInvoicing = places ? null : await seedEnergy(tx, createRandom(energySeedNumber));
      const contracts = await tx.selectFrom('contracts').select('id').limit(1).executeTakeFirst();
      if (!contracts) await seedContracts(tx, createRandom(contractsSeedNumber), now);
      if (eInvoicing) {
        await seedAllInvoices(tx, eInvoicing, now);
      } else {
        const lines = await tx.selectFrom('invoice_lines').select('invoice_id').limit(1).executeTakeFirst();
        if (!lines) await reissueInvoices(tx, now);
      }
      // One made before outages existed (migration 0010) gets the outages a fresh one has.
      const outages = await tx.selectFrom('outages').select('id').limit(1).executeTakeFirst();
      if (!outages) await seedOutages(tx, createRandom(outagesSeedNumber), now);
      // One made before support tickets existed (migration 0009) gets the demo tickets.
      const tickets = await tx.selectFrom('support_tickets').select('id').limit(1).executeTakeFirst();
      if (!tickets) await seedSupport(tx, now);
      // One made before the usage point search (migration 0011) gets its company of many places.
      await seedSearchCompany(tx, createRandom(searchCompanySeedNumber));
      await seedSearchCompanyOutages(tx, createRandom(searchCompanyOutagesSeedNumber), now);
      return;
    }
    const random = createRandom(seedNumber);
    await tx.insertInto('countries').values(countries).execute();
    // The signing key is not demo data: it is random for every database, never derived from the seed.
    await tx
      .insertInto('secrets')
      .values({ name: 'auth', value: randomBytes(32).toString('base64url') })
      .execute();
    const sites = await tx
      .insertInto('sites')
      .values(siteRows(random))
      .returning(['id', 'theme_id', 'country_code', 'default_locale_id'])
      .execute();
    for (const [index, site] of sites.entries()) {
      await seedCustomers(tx, random, { ...site, index });
    }
    const eInvoicing = await seedEnergy(tx, createRandom(energySeedNumber));
    await seedContracts(tx, createRandom(contractsSeedNumber), now);
    await seedAllInvoices(tx, eInvoicing, now);
    await seedOutages(tx, createRandom(outagesSeedNumber), now);
    await seedSupport(tx, now);
    await seedSearchCompany(tx, createRandom(searchCompanySeedNumber));
    await seedSearchCompanyOutages(tx, createRandom(searchCompanyOutagesSeedNumber), now);
  });
}
