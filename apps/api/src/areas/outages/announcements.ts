import type { Db } from '../../db/connect.ts';
import type { PushNotice } from '../notifications/dispatcher.ts';
import { outageNotice, type OutagePhase } from '../notifications/producers.ts';

/** How far back a run looks for starts and ends: a server down for less misses none. */
export const announceWindowMs = 2 * 60 * 60_000;

/**
 * An outage's start and end, told to the devices of each client whose places it cuts off. An outage's
 * status follows from the clock (service.ts), so its start and end are the moments the clock passes
 * `starts_at` and `ended_at`: each run tells what passed in the window before `now`, and the dispatcher
 * tells each (outage, client, phase) once however many runs or instances see it.
 */
export function outageAnnouncements(db: Db) {
  async function phases(siteId: number, since: Date, until: Date): Promise<OutagePhase[]> {
    const rows = await db
      .selectFrom('outages as o')
      .innerJoin('outage_points as op', 'op.outage_id', 'o.id')
      .select(['o.id', 'op.client_id', 'o.area', 'o.starts_at', 'o.expected_end', 'o.ended_at'])
      .distinct()
      .where('o.site_id', '=', siteId)
      .where('o.cancelled', '=', false)
      .where((eb) =>
        eb.or([
          eb.and([eb('o.starts_at', '>', since), eb('o.starts_at', '<=', until)]),
          eb.and([eb('o.ended_at', '>', since), eb('o.ended_at', '<=', until)]),
        ]),
      )
      .orderBy('o.id')
      .orderBy('op.client_id')
      .execute();
    const inWindow = (at: Date | null) => at !== null && at > since && at <= until;
    return rows.flatMap((row) => {
      const base = {
        siteId,
        clientId: row.client_id,
        outageId: row.id,
        area: row.area,
        startsAt: row.starts_at,
        expectedEnd: row.expected_end,
        endedAt: row.ended_at,
      };
      return [
        ...(inWindow(row.starts_at) ? [{ ...base, phase: 'start' as const }] : []),
        ...(inWindow(row.ended_at) ? [{ ...base, phase: 'end' as const }] : []),
      ];
    });
  }

  return {
    phases,
    /** Tells what started or ended lately; answers how many messages were queued. */
    async announce(
      siteId: number,
      now: Date,
      notify: (notice: PushNotice) => Promise<number | undefined>,
    ): Promise<number> {
      let queued = 0;
      for (const phase of await phases(siteId, new Date(now.getTime() - announceWindowMs), now)) {
        if ((await notify(outageNotice(phase))) !== undefined) queued += 1;
      }
      return queued;
    },
  };
}

export type OutageAnnouncements = ReturnType<typeof outageAnnouncements>;
