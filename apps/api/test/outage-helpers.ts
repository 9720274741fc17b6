import type { Db } from '../src/db/connect.ts';

/**
 * A fault at the client's first usage point, begun `minutesAgo` before `now` and expected to last
 * three hours: what the outages seed makes, made where a test needs it. Answers its id.
 */
export async function faultAt(
  db: Db,
  at: { siteId: number; clientId: number; now: Date },
  fault: { area: string; minutesAgo?: number; expectedHours?: number },
): Promise<number> {
  const point = await db
    .selectFrom('usage_points')
    .select('id')
    .where('client_id', '=', at.clientId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  const now = at.now.getTime();
  const { id } = await db
    .insertInto('outages')
    .values({
      site_id: at.siteId,
      kind: 'fault',
      cause: 'storm',
      area: fault.area,
      starts_at: new Date(now - (fault.minutesAgo ?? 5) * 60_000),
      expected_end: new Date(now + (fault.expectedHours ?? 3) * 3_600_000),
      ended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await db
    .insertInto('outage_points')
    .values({ outage_id: id, usage_point_id: point.id, client_id: at.clientId })
    .execute();
  return id;
}
