import {
  addDays,
  type ContractDetail,
  type ContractList,
  type ContractOffers,
  type LocaleId,
  type StartInfo,
} from '@vool/api-client';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { HttpError } from '../../errors.ts';
import { Catalogue } from './catalogue.ts';
import { todayAt } from './dates.ts';
import { networkOperator } from './parties.ts';
import { contractsRepository, type ContractRow } from './repository.ts';
import { boundUntil, startWindow } from './start-window.ts';
import {
  byPlace,
  offersFor,
  priceDateOf,
  renewalDue,
  statusOf,
  switchesOf,
  toContract,
  type Switches,
} from './views.ts';

export const contractNotFound = () =>
  new HttpError(404, 'NotFound', 'No such contract', 'CONTRACT_NOT_FOUND');
export const pointNotFound = () =>
  new HttpError(404, 'NotFound', 'No such usage point among this client’s', 'USAGE_POINT_NOT_FOUND');

/** The site as the contracts read it, from a request or from its row. */
export interface SiteFacts {
  id: number;
  themeId: string;
  countryCode: string;
  switches: Switches;
}

/** The site as the contracts read it, by its id (for calls made outside a request). */
export async function siteFactsById(db: Kysely<Database>, siteId: number): Promise<SiteFacts> {
  const site = await db
    .selectFrom('sites')
    .select(['id', 'theme_id', 'country_code', 'features', 'external_services'])
    .where('id', '=', siteId)
    .executeTakeFirstOrThrow();
  return {
    id: site.id,
    themeId: site.theme_id,
    countryCode: site.country_code,
    switches: switchesOf(site),
  };
}

/** The contracts of the acting client: every call takes the client's id from the session. */
export function contractsService(db: Kysely<Database>, now: () => Date) {
  const repository = contractsRepository(db);

  /** What every view needs: the client, the site's products, today, and the client's contracts. */
  async function context(site: SiteFacts, clientId: number, locale: LocaleId, today = todayAt(now())) {
    const [client, rows, catalogue] = await Promise.all([
      repository.client(clientId),
      repository.contracts(clientId),
      repository.catalogue(site.id),
    ]);
    return {
      today,
      catalogue: new Catalogue(catalogue, site.countryCode),
      buyer: { type: client.type, clientCode: client.client_code },
      locale,
      switches: site.switches,
      byId: new Map(rows.map((row) => [row.id, row])),
      rows,
      client,
    };
  }

  return {
    context,

    async list(site: SiteFacts, clientId: number, locale: LocaleId): Promise<ContractList> {
      const ctx = await context(site, clientId, locale);
      const { switches } = site;
      const sorted = [...ctx.rows].sort((a, b) => byPlace(a, b, ctx.today));
      return {
        contracts: sorted.map((row) => toContract(row, ctx)),
        canCreate: switches.management && switches.signing,
        signing: switches.signing,
      };
    },

    async detail(site: SiteFacts, clientId: number, id: number, locale: LocaleId): Promise<ContractDetail> {
      const ctx = await context(site, clientId, locale);
      const row = ctx.byId.get(id);
      if (!row) throw contractNotFound();
      const priced = row.product_id
        ? ctx.catalogue.product(row.product_id, priceDateOf(row, ctx.catalogue, ctx.today), locale)
        : undefined;
      const members = row.kind === 'GroupContract' ? ctx.rows.filter((r) => r.group_id === row.id) : [];
      return {
        ...toContract(row, ctx),
        components: priced?.components ?? [],
        vatPercent: ctx.catalogue.vat,
        documentName: `contract-${row.number}.pdf`,
        signedAt: row.signed_at ? new Date(row.signed_at).toISOString() : null,
        members: members.sort((a, b) => byPlace(a, b, ctx.today)).map((member) => toContract(member, ctx)),
      };
    },

    async startInfo(
      site: SiteFacts,
      clientId: number,
      objectId: string,
      locale: LocaleId,
    ): Promise<StartInfo> {
      const point = await repository.usagePoint(clientId, objectId);
      if (!point) throw pointNotFound();
      const ctx = await context(site, clientId, locale);
      const current = currentSupply(ctx.rows, point.identifier, ctx.today);
      const window = startWindow(ctx.today, boundUntil(ctx.rows, point.identifier, ctx.catalogue, ctx.today));
      return {
        objectId: point.identifier,
        utility: point.utility,
        place: {
          street: point.street,
          city: point.city,
          postalCode: point.postal_code,
          countryCode: point.country_code,
        },
        customerType: ctx.buyer.type,
        earliestStartDate: window.earliest,
        latestStartDate: window.latest,
        opensOn: window.opensOn,
        current: current
          ? {
              contractId: current.id,
              productName: ctx.catalogue.product(current.product_id!, current.start_date, locale)?.name ?? '',
              endDate: current.end_date,
            }
          : null,
        networkOperator: networkOperator(site.themeId, point.utility, point.country_code),
        eic: point.identifier_type === 'EIC' ? point.identifier : null,
      };
    },

    /** Every fixed term ending within the renewal window, with what it may be renewed to. */
    async offers(site: SiteFacts, clientId: number, locale: LocaleId): Promise<ContractOffers> {
      if (!site.switches.renewalOffers) return [];
      const ctx = await context(site, clientId, locale);
      return ctx.rows.flatMap((row) => {
        const end = renewalDue(row, ctx);
        const products = end === null ? [] : offersFor(row, ctx);
        if (end === null || products.length === 0 || row.utility === null) return [];
        return [
          {
            contractId: row.id,
            contractNumber: row.number,
            utility: row.utility,
            endDate: end,
            startDate: addDays(end, 1),
            validUntil: end,
            products,
          },
        ];
      });
    },
  };
}

/** The supply contract in force today at a usage point, if any. */
export function currentSupply(rows: readonly ContractRow[], identifier: string, today: string) {
  return rows.find(
    (row) => row.identifier === identifier && row.product_id !== null && statusOf(row, today) === 'active',
  );
}

export type ContractsService = ReturnType<typeof contractsService>;
