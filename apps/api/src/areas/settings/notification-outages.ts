import type { LocaleId } from '@vool/api-client';
import type { Db } from '../../db/connect.ts';
import { HOUR } from '../../energy/time.ts';
import { outageNotice, type OutagePhase } from '../notifications/producers.ts';
import { announceWindowMs, outageAnnouncements } from '../outages/announcements.ts';
import { nightHours, tellAt } from '../outages/night-hours.ts';
import type { SiteContext } from '../site/sites.ts';
import type { Message } from './notification-messages.ts';
import { timingAvailable } from './outage-contacts.ts';

/** A night's news waits for the morning: the look back then reaches the evening before. */
const nightMs = (24 - nightHours.from + nightHours.until) * HOUR;

export interface OutageNews {
  key: string;
  message: Message;
}

/**
 * The notifications tab's Outage subject: each start and end of an outage at the client's places,
 * told when their outage-contact timing lets it be told (night-hours.ts) — a night's news is looked for
 * again at 07:00, and the delivery record tells each occasion once.
 */
export function outageNews(db: Db) {
  const announcements = outageAnnouncements(db);
  return async (site: SiteContext, clientId: number, locale: LocaleId, at: Date): Promise<OutageNews[]> => {
    if (!site.config.features.includes('outages')) return [];
    const now = at.getTime();
    const since = new Date(now - announceWindowMs - (timingAvailable(site) ? nightMs : 0));
    const phases = (await announcements.phases(site.id, since, at)).filter((p) => p.clientId === clientId);
    const due: OutagePhase[] = [];
    for (const phase of phases) {
      const timing = timingAvailable(site)
        ? await announcements.timingOf(phase.outageId, clientId)
        : 'Always';
      const happened = (phase.phase === 'start' ? phase.startsAt : (phase.endedAt ?? at)).getTime();
      // Beyond the usual look back, only what waited for the morning.
      if (timing !== 'SendAfterNightHours' && happened <= now - announceWindowMs) continue;
      if (tellAt(timing, happened, now) === now) due.push(phase);
    }
    // An outage over before its start could be told (a night's, told at 07:00) is told once, by its
    // end, which says from when to when; its start is not sent after it.
    const ended = new Set(due.filter((p) => p.phase === 'end').map((p) => p.outageId));
    return due
      .filter((phase) => phase.phase === 'end' || !ended.has(phase.outageId))
      .map((phase) => {
        const { title, body } = outageNotice(phase).texts(locale);
        return { key: `${String(phase.outageId)}:${phase.phase}`, message: { title, lines: [body] } };
      });
  };
}
