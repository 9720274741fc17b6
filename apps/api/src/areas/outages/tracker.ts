import {
  compensationPage,
  type Compensation,
  type CompensationQuery,
  type PointCompensation,
} from '@vool/api-client';
import { civil, dayNumber, dayOf, formatDay, midnightUtc, type CountryCode } from '../../energy/time.ts';
import { networkOperator } from '../contracts/parties.ts';
import { assess, compensationRules, feeCents, spansOf, type Span } from './compensation.ts';
import type { OutagesRepository, PlaceRow } from './repository.ts';

/**
 * The compensation tracker of a client of any size. Only points with interruptions this year have
 * anything due, and only they have meter events: the year's summary reads the events and the rows of
 * those points, never every point. A page of trackers is then read by id, and points without events
 * are assessed with none.
 */
export function compensationTracker(repository: OutagesRepository, now: () => Date) {
  return async function compensation(
    site: { themeId: string; countryCode: string },
    clientId: number,
    query: CompensationQuery,
  ): Promise<Compensation> {
    const at = now();
    const country = site.countryCode as CountryCode;
    const rule = compensationRules[country];
    const year = civil(dayOf(at.getTime())).year;
    const limit = query.limit ? Number(query.limit) : compensationPage;
    const offset = query.offset ? Number(query.offset) : 0;
    // This (local) year's events. A power-off of last year whose power-on comes in this one belongs
    // to last year's tracker: its power-on alone pairs with nothing (spansOf).
    const since = new Date(midnightUtc(dayNumber(year, 1, 1)));
    const [pointCount, events, invoices] = await Promise.all([
      repository.pointCount(clientId),
      repository.events(clientId, at, undefined, since),
      repository.invoices(clientId),
    ]);
    const eventsByPoint = new Map<number, typeof events>();
    for (const e of events) {
      const own = eventsByPoint.get(e.usage_point_id);
      if (own) own.push(e);
      else eventsByPoint.set(e.usage_point_id, [e]);
    }
    const spansOfPoint = new Map<number, Span[]>();
    for (const [pointId, own] of eventsByPoint) {
      const spans = spansOf(own).filter((s) => civil(dayOf(s.start.getTime())).year === year);
      if (spans.length) spansOfPoint.set(pointId, spans);
    }
    const creditedOn = (end: Date) => {
      const day = formatDay(dayOf(end.getTime()));
      return invoices.find((i) => i.issue_date > day)?.invoice_number ?? null;
    };
    const tracker = (p: PlaceRow): PointCompensation => {
      const fee = feeCents(country, p.profile, p.annual_kwh, rule);
      return {
        identifier: p.identifier,
        address: { street: p.street, city: p.city, postalCode: p.postal_code, countryCode: p.country_code },
        year,
        feeCents: fee,
        feeBasis: rule.basis,
        capCents: rule.capCents,
        law: rule.law,
        claim: rule.claim,
        operator: networkOperator(site.themeId, 'electricity', country),
        ...assess(rule, fee, spansOfPoint.get(p.point_id) ?? [], at, creditedOn),
      };
    };

    // The year's interruptions, the most due first (then as the points were added).
    const interrupted = (await repository.points(clientId, { ids: [...spansOfPoint.keys()] }))
      .map(tracker)
      .map((point, index) => ({ point, index }))
      .sort((a, b) => b.point.dueCents - a.point.dueCents || a.index - b.index)
      .map(({ point }) => point);
    const summary = {
      points: pointCount,
      interrupted: interrupted.length,
      dueCents: interrupted.reduce((sum, p) => sum + p.dueCents, 0),
      creditedCents: interrupted.reduce((sum, p) => sum + p.creditedCents, 0),
    };
    const onlyInterrupted = query.interrupted === 'true';
    let points: PointCompensation[];
    let total: number;
    if (query.identifier !== undefined) {
      const named = query.identifier;
      points = (await repository.points(clientId, { identifier: named })).map(tracker);
      if (onlyInterrupted) points = points.filter((p) => p.interruptions.length > 0);
      total = points.length;
      points = points.slice(offset, offset + limit);
    } else if (onlyInterrupted) {
      points = interrupted.slice(offset, offset + limit);
      total = interrupted.length;
    } else {
      points = (await repository.points(clientId, { page: { limit, offset } })).map(tracker);
      total = pointCount;
    }
    return { points, year, total, limit, offset, summary };
  };
}
