import { sql, type Kysely, type Migration } from 'kysely';

/**
 * Outage notice choices were kept per place (`GRID-<location id>`) while contracts were not stored;
 * they now name the place's network contract by its number. A choice moves to the place's network
 * contract in force (electricity's before gas's, as one choice can name only one); a place without
 * one keeps its old name, which no longer matches anything and is never shown.
 */
export const outageContactsByContractMigration: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`
      update outage_contacts oc
      set contract_id = (
        select c.number
        from contracts c
        join usage_points p on p.id = c.usage_point_id
        where c.client_id = oc.client_id
          and 'GRID-' || p.location_id::text = oc.contract_id
          and c.kind in ('GridContract', 'GasGridContract', 'HeatingGridContract')
          and c.end_date is null
        order by case c.kind when 'GridContract' then 0 when 'GasGridContract' then 1 else 2 end, c.number
        limit 1
      )
      where oc.contract_id like 'GRID-%'
        and exists (
          select 1
          from contracts c
          join usage_points p on p.id = c.usage_point_id
          where c.client_id = oc.client_id
            and 'GRID-' || p.location_id::text = oc.contract_id
            and c.kind in ('GridContract', 'GasGridContract', 'HeatingGridContract')
            and c.end_date is null
        )
    `.execute(db);
  },
};
