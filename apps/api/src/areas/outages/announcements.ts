import type { OutageTiming } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import type { PushNotice } from '../notifications/dispatcher.ts';
import { outageNotice, type OutagePhase } from '../notifications/producers.ts';
import { gridKinds } from '../settings/outage-addresses.ts';
import { tellAt } from './night-hours.ts';

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

  /**
   * The timing the client chose for the network contracts the outage cuts off (settings' outage
   * contacts; a contract without a choice is told always). The most forthcoming one wins: a customer
   * who wants one place's outages told at any hour hears of this one.
   */
  async function timingOf(outageId: number, clientId: number): Promise<OutageTiming> {
    const rows = await db
      .selectFrom('outage_points as op')
      .innerJoin('contracts as c', (join) =>
        join.onRef('c.usage_point_id', '=', 'op.usage_point_id').onRef('c.client_id', '=', 'op.client_id'),
      )
      .leftJoin('outage_contacts as oc', (join) =>
        join.onRef('oc.client_id', '=', 'c.client_id').onRef('oc.contract_id', '=', 'c.number'),
      )
      .select('oc.timing')
      .where('op.outage_id', '=', outageId)
      .where('op.client_id', '=', clientId)
      .where('c.kind', 'in', gridKinds)
      .execute();
    const timings = rows.map((row) => row.timing ?? 'Always');
    if (timings.length === 0 || timings.includes('Always')) return 'Always';
    return timings.includes('SendAfterNightHours') ? 'SendAfterNightHours' : 'NoNightHours';
  }

  return {
    phases,
    timingOf,
    /**
     * Tells what started or ended lately; answers how many messages were queued. Where the site offers
     * the timing choice, a night's news waits for the morning or is not told, as the customer chose.
     */
    async announce(
      siteId: number,
      now: Date,
      notify: (notice: PushNotice) => Promise<number | undefined>,
      timingOffered: boolean,
    ): Promise<number> {
      let queued = 0;
      for (const phase of await phases(siteId, new Date(now.getTime() - announceWindowMs), now)) {
        const happened = phase.phase === 'start' ? phase.startsAt : (phase.endedAt ?? now);
        const timing = timingOffered ? await timingOf(phase.outageId, phase.clientId) : 'Always';
        const at = tellAt(timing, happened.getTime(), now.getTime());
        if (at === null) continue;
        const notice = { ...outageNotice(phase), notBefore: new Date(at) };
        if ((await notify(notice)) !== undefined) queued += 1;
      }
      return queued;
    },
  };
}

export type OutageAnnouncements = ReturnType<typeof outageAnnouncements>;
