import { sql, type Kysely, type Migration } from 'kysely';
import { foldSql } from './search-fold.ts';

/**
 * Usage point search (spec §3, §7): a client's points by the prefix of their GSRN, EIC or meter
 * number, and by their place's address, folded (`search-fold.ts`) so that "parnu" finds "Pärnu mnt".
 * The address is kept folded in a generated column, so every place written, by the seed or later,
 * has it. The fuzzy match uses pg_trgm's word similarity where the database has the extension
 * (PostgreSQL with its contrib modules, installed here when allowed; PGlite does not ship it), and
 * compares trigrams itself elsewhere (areas/usage-points/repository.ts).
 */
export const usagePointSearchMigration: Migration = {
  async up(db: Kysely<unknown>) {
    // Stored as searched: the folded words, each padded as pg_trgm pads them (two spaces before, one
    // after), so a word's start is `like '%  narva%'` and the fallback's trigrams are `strpos`es, with
    // nothing computed per row per query. And the street's name and house number apart, the listing's
    // order, which an index then keeps.
    const padded = (folded: string) => `'  ' || replace(${folded}, ' ', '  ') || ' '`;
    const columns = {
      search_address: padded(foldSql(`street || ' ' || postal_code || ' ' || city`)),
      street_key: `regexp_replace(${foldSql('street')}, ' [0-9].*$', '')`,
      house_number: `coalesce(substring(street from ' ([0-9]{1,9})')::int, 0)`,
    };
    for (const [name, expression] of Object.entries(columns)) {
      const type = name === 'house_number' ? 'integer' : 'text';
      await sql
        .raw(
          `alter table locations add column ${name} ${type} not null generated always as (${expression}) stored`,
        )
        .execute(db);
    }
    await sql
      .raw(
        'create index locations_client_address on locations (client_id, street_key collate "C", house_number, search_address collate "C")',
      )
      .execute(db);
    // text_pattern_ops: `like 'prefix%'` uses the index whatever the database's collation.
    await sql
      .raw(
        'create index usage_points_client_identifier on usage_points (client_id, identifier text_pattern_ops)',
      )
      .execute(db);
    await sql
      .raw(
        'create index usage_points_client_meter on usage_points (client_id, upper(meter_number) text_pattern_ops)',
      )
      .execute(db);
    // Creating an extension needs the right to (pg_trgm is a trusted extension from PostgreSQL 13, so
    // a database owner may); without it the search compares trigrams itself. No trigram index: a
    // client's places are read through their client_id index and compared (a few thousand rows), and
    // the address condition is an OR of three, which one index would not serve.
    await sql
      .raw(
        `do $$
        begin
          if exists (select 1 from pg_available_extensions where name = 'pg_trgm') then
            begin
              create extension if not exists pg_trgm;
            exception when others then
              raise notice 'pg_trgm not created: %', sqlerrm;
            end;
          end if;
        end $$`,
      )
      .execute(db);
  },
};
