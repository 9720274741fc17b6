import type { Transaction } from 'kysely';
import { brands, isThemeId } from '@vool/tokens/brands';
import { todayAt } from '../../areas/contracts/dates.ts';
import type { Utility } from '../../energy/model.ts';
import { parseDay, type CountryCode } from '../../energy/time.ts';
import type { Database } from '../schema.ts';
import { ClientContracts, electricityPlans, type Point } from './client-contracts.ts';
import { siteProducts } from './products.ts';
import type { Random } from './random.ts';
import { searchCompany } from './usage-points.ts';

/**
 * Every client with usage points gets their contracts: per electricity point a supply and a grid
 * contract, per gas point a gas supply and gas grid contract, per heat point the heat contract, per
 * producing point a purchase contract, per electricity place a connection contract, and a company with
 * several places a group (billing) contract its supply contracts are billed under. Supply contracts
 * cycle through the products; fixed terms end relative to `now`, some within the renewal window, and
 * some points have an earlier contract that ended. Drawn from a stream of their own (see index.ts).
 */
export async function seedContracts(tx: Transaction<Database>, random: Random, now: Date): Promise<void> {
  const today = todayAt(now);
  const sites = await tx
    .selectFrom('sites')
    .select(['id', 'theme_id', 'country_code'])
    .orderBy('id')
    .execute();
  for (const site of sites) {
    const country = site.country_code as CountryCode;
    const utilities = (isThemeId(site.theme_id) ? brands[site.theme_id].utilities : ['electricity']).filter(
      (u): u is Utility => u !== 'microgeneration',
    );
    const clients = await tx
      .selectFrom('clients')
      .select(['id', 'type', 'client_code'])
      .where('site_id', '=', site.id)
      .orderBy('id')
      .execute();
    const points: Point[] = await tx
      .selectFrom('usage_points as p')
      .innerJoin('clients as c', 'c.id', 'p.client_id')
      .select(['p.id', 'p.client_id', 'p.location_id', 'p.utility', 'p.producer'])
      .where('c.site_id', '=', site.id)
      // The company of 2,000 points has none (usage-points.ts); its draws would change every site after.
      .where('c.name', '<>', searchCompany.name)
      .orderBy('p.id')
      .execute();
    const firstPerson = clients.find((c) => c.type === 'private');
    const stocked = await tx
      .selectFrom('products')
      .select('id')
      .where('site_id', '=', site.id)
      .limit(1)
      .execute();
    if (stocked.length === 0) {
      const made = siteProducts(site, country, utilities, parseDay(today)!, firstPerson?.client_code ?? null);
      if (made.products.length) await tx.insertInto('products').values(made.products).execute();
      if (made.prices.length) await tx.insertInto('product_prices').values(made.prices).execute();
    }
    const state = { serial: 0, plan: random.int(0, electricityPlans.length - 1) };
    let [person, company] = [0, 0];
    for (const client of clients) {
      const first = client.type === 'legal' ? company++ === 0 : person++ === 0;
      const own = points.filter((p) => p.client_id === client.id);
      if (own.length === 0) continue;
      const builder = new ClientContracts(random, site, country, client, today, state);
      await builder.seed(tx, own, first);
    }
  }
}
