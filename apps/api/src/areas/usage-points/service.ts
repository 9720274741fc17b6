import type { PlacedUsagePoint, UsagePointPage, UsagePointSearch, UsagePointsQuery } from '@vool/api-client';
import { toUsagePoint } from '../locations/usage-points.ts';
import type { PointRow, UsagePointsRepository } from './repository.ts';
import { searchPlan } from './search-plan.ts';

/** A page unless the caller asks for another size: enough to fill a picker's open list. */
export const defaultLimit = 20;

function toPlaced(row: PointRow, at: number): PlacedUsagePoint {
  return {
    ...toUsagePoint(row, at),
    locationId: row.location_id,
    address: {
      street: row.street,
      city: row.city,
      postalCode: row.postal_code,
      countryCode: row.country_code,
    },
  };
}

/**
 * The acting client's usage points, listed or searched (spec §3, §7), a page at a time, of one kind
 * if asked (`kind`). Another client's point is never among them: every query is the client's own.
 */
export function usagePointsService(repository: UsagePointsRepository, now: () => Date) {
  const answer = (
    { rows, total }: { rows: PointRow[]; total: number },
    limit: number,
    offset: number,
  ): UsagePointPage => {
    const at = now().getTime();
    return { items: rows.map((row) => toPlaced(row, at)), total, limit, offset };
  };

  return {
    async list(clientId: number, query: UsagePointsQuery): Promise<UsagePointPage> {
      const limit = query.limit ? Number(query.limit) : defaultLimit;
      const offset = query.offset ? Number(query.offset) : 0;
      const scope = { clientId, kind: query.kind };
      return answer(await repository.list(scope, { limit, offset }, query.identifier), limit, offset);
    },

    async search(clientId: number, body: UsagePointSearch): Promise<UsagePointPage> {
      const limit = body.limit ?? defaultLimit;
      const offset = body.offset ?? 0;
      const plan = searchPlan(body.searchType, body.query);
      const scope = { clientId, kind: body.kind };
      return answer(await repository.search(scope, plan, { limit, offset }), limit, offset);
    },
  };
}

export type UsagePointsService = ReturnType<typeof usagePointsService>;
