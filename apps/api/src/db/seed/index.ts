import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../schema.ts';
import { createRandom } from './random.ts';
import { siteRows } from './sites.ts';
import { seedCustomers } from './customers.ts';

/** Every fresh database is the same demo world. */
export const seedNumber = 20_240_601;

/** Spec §3's country enumeration. */
const countries = [
  { code: 'FI', name: 'FINLAND', group_code: 'GROUP-A' },
  { code: 'EE', name: 'ESTONIA', group_code: 'GROUP-B' },
  { code: 'LV', name: 'LATVIA', group_code: 'GROUP-B' },
];

/** Seeds an empty database; a database that has sites is left as it is. */
export async function seed(db: Kysely<Database>): Promise<void> {
  await db.transaction().execute(async (tx) => {
    const existing = await tx.selectFrom('sites').select('id').limit(1).executeTakeFirst();
    if (existing) return;
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
  });
}
