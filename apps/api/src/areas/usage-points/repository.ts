import type { PointKind } from '@vool/api-client';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../../db/connect.ts';
import { pointColumns } from '../locations/repository.ts';
import { literalLike, type SearchPlan } from './search-plan.ts';

const columns = [...pointColumns, 'l.street', 'l.city', 'l.postal_code', 'l.country_code'] as const;

/**
 * How close a fuzzy match must be. pg_trgm's word similarity: below its own default (0.6), so that
 * two slips in a street name still find it. The fallback's share of the query's trigrams found
 * anywhere in the address is the laxer measure (it ignores trigrams of the address the query lacks):
 * at 0.5 "tartu" would find "Aleksanterinkatu … Tampere" by "  t", " ta" and "tu ".
 */
const threshold = { similarity: 0.5, share: 0.6 };

/** Whether the database has pg_trgm installed (migration 0011 installs it where it may). */
export async function hasTrigrams(db: Db): Promise<boolean> {
  const { rows } = await sql<{ found: boolean }>`
    select exists (select 1 from pg_extension where extname = 'pg_trgm') as found`.execute(db);
  return rows[0]?.found === true;
}

interface Ranking {
  where: RawBuilder<boolean>;
  /** 0 first: a whole match, then a prefix, then a fuzzy one. */
  rank: RawBuilder<number>;
  /** Within a rank, the closer address first; identifiers have none. */
  score?: RawBuilder<number>;
}

/**
 * The fuzzy score of an address where pg_trgm is missing: the share of the query's trigrams found in
 * the folded address (stored with its words padded as pg_trgm pads them, so each is one `strpos`).
 */
function trigramShare(trigrams: string[]): RawBuilder<number> {
  const found = trigrams.map((t) => sql`(strpos(l.search_address, ${t}) > 0)::int`);
  return sql<number>`((${sql.join(found, sql` + `)})::float8 / ${trigrams.length})`;
}

function ranking(plan: Exclude<SearchPlan, { kind: 'nothing' }>, trigram: boolean): Ranking {
  if (plan.kind === 'identifier') {
    const prefix = `${literalLike(plan.text)}%`;
    if (plan.searchType === 'GSRN') {
      return {
        where: sql`p.identifier_type = 'GSRN' and p.identifier like ${prefix}`,
        rank: sql`case when p.identifier = ${plan.text} then 0 else 1 end`,
      };
    }
    return {
      where: sql`((p.identifier_type = 'EIC' and p.identifier like ${prefix}) or upper(p.meter_number) like ${prefix})`,
      rank: sql`case when p.identifier = ${plan.text} or upper(p.meter_number) = ${plan.text} then 0 else 1 end`,
    };
  }
  // The stored address has two spaces before every word: "  narva  mnt  5  10111  tallinn ".
  const whole = sql`l.search_address like ${`  ${plan.folded.replaceAll(' ', '  ')}%`}`;
  const words = sql.join(
    plan.words.map((word) => sql`l.search_address like ${`%  ${word}%`}`),
    sql` and `,
  );
  const score =
    plan.trigrams.length === 0
      ? undefined
      : trigram
        ? sql<number>`word_similarity(${plan.folded}, l.search_address)`
        : trigramShare(plan.trigrams);
  const close = score ? sql`${score} >= ${trigram ? threshold.similarity : threshold.share}` : sql`false`;
  return {
    where: sql`(${whole} or (${words}) or ${close})`,
    rank: sql`case when ${whole} then 0 when ${words} then 1 else 2 end`,
    score,
  };
}

export interface Page {
  limit: number;
  offset: number;
}

/** Which of the client's points: all, or those of one kind (a supply contract's: `UsagePoint`). */
export interface Scope {
  clientId: number;
  kind?: PointKind | undefined;
}

/** Every query takes the acting client's id from the session and reads that client's rows only. */
export function usagePointsRepository(db: Db, options: { trigram: boolean }) {
  const points = ({ clientId, kind }: Scope) => {
    const own = db
      .selectFrom('usage_points as p')
      .innerJoin('locations as l', (join) =>
        join.onRef('l.id', '=', 'p.location_id').on('l.client_id', '=', clientId),
      )
      .where('p.client_id', '=', clientId);
    return kind === undefined ? own : own.where('p.point_kind', '=', kind);
  };

  return {
    /**
     * The client's points by address (street name, house number as a number, the rest; compared
     * byte by byte, the same in every collation, as the index has them); or the one named.
     */
    async list(scope: Scope, page: Page, identifier?: string) {
      let query = points(scope);
      if (identifier !== undefined) query = query.where('p.identifier', '=', identifier);
      const [rows, count] = await Promise.all([
        query
          .select(columns)
          .orderBy(sql`l.street_key collate "C"`)
          .orderBy('l.house_number')
          .orderBy(sql`l.search_address collate "C"`)
          .orderBy('p.identifier')
          .limit(page.limit)
          .offset(page.offset)
          .execute(),
        query.select(sql<string>`count(*)`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return { rows, total: Number(count.n) };
    },

    /**
     * The client's points matching the plan: the closest first, then by address. The matches are
     * made once (a CTE used twice is computed once) for both the page and the count.
     */
    async search(scope: Scope, plan: SearchPlan, page: Page) {
      if (plan.kind === 'nothing') return { rows: [], total: 0 };
      const { where, rank, score } = ranking(plan, options.trigram);
      const matches = points(scope)
        .select(columns)
        .select([
          rank.as('rank'),
          (score ?? sql<number>`0`).as('score'),
          'l.street_key',
          'l.house_number',
          'l.search_address',
        ])
        .where(where);
      const found = db.with('m', () => matches);
      const rows = await found
        .selectFrom('m')
        .selectAll()
        .select(sql<string>`(select count(*) from m)`.as('total'))
        .orderBy('m.rank')
        .orderBy('m.score', 'desc')
        .orderBy(sql`m.street_key collate "C"`)
        .orderBy('m.house_number')
        .orderBy(sql`m.search_address collate "C"`)
        .orderBy('m.identifier')
        .limit(page.limit)
        .offset(page.offset)
        .execute();
      // Past the last page no row carries the count.
      const total = rows[0]
        ? Number(rows[0].total)
        : page.offset === 0
          ? 0
          : Number(
              (
                await found
                  .selectFrom('m')
                  .select(sql<string>`count(*)`.as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            );
      return { rows, total };
    },
  };
}

export type UsagePointsRepository = ReturnType<typeof usagePointsRepository>;
export type PointRow = Awaited<ReturnType<UsagePointsRepository['list']>>['rows'][number];
