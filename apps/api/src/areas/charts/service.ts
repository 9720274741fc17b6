import type { ReadingsQuery } from '@vool/api-client';
import { horizon } from '../../energy/availability.ts';
import { dataTypesOf, type DataType } from '../../energy/model.ts';
import { computeReadings, plan, type ReadingsRequest } from '../../energy/readings.ts';
import { formatInstant, parseDay } from '../../energy/time.ts';
import type { CostBudget } from '../../cost-budget.ts';
import { HttpError, validationError } from '../../errors.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import type { LocationsRepository, StoredPoint } from '../locations/repository.ts';
import { timezoneOf, toPointModel } from '../locations/usage-points.ts';
import { pricingSchedule, type SupplyTerm } from '../contracts/supply.ts';
import { AnswerCache, answerTag } from './answers.ts';

export interface ReadingsOptions {
  repository: LocationsRepository;
  /** The supply terms of one of the client's points, which price its euros (contracts' `supply.ts`). */
  supplyTerms: (siteId: number, clientId: number, pointId: number) => Promise<SupplyTerm[]>;
  now: () => Date;
  /** Usage points are looked up as briefly as sessions are kept. */
  cache: CacheOptions;
  /** What one session, and one site, may have this instance compute (values × data types). */
  budgets: { session: CostBudget; site: CostBudget };
  /** Bytes of answers kept by ETag. */
  answerCacheBytes: number;
}

/** Who asks: the acting client (whose points only), the session and site that pay for it. */
export interface Asker {
  clientId: number;
  sessionKey: string;
  siteId: number;
}

/**
 * The most values one answer carries: a leap year of quarter hours (35,136) fits, two years do not
 * (ask hourly for those). About 2 MB of JSON.
 */
export const maxValues = 40_000;

const energyTypes: readonly DataType[] = ['consumption', 'production', 'netted'];

export const notFound = () =>
  new HttpError(404, 'NotFound', 'No such usage point among this client’s', 'USAGE_POINT_NOT_FOUND');

/** Whole local days, in order; 422 naming the field otherwise. */
function daysOf(query: ReadingsQuery) {
  const fromDay = parseDay(query.from);
  const toDay = parseDay(query.to);
  if (fromDay === undefined || toDay === undefined) {
    throw validationError('Not a calendar date', 'INVALID_DATE', {
      ...(fromDay === undefined ? { '/from': 'is not a calendar date' } : {}),
      ...(toDay === undefined ? { '/to': 'is not a calendar date' } : {}),
    });
  }
  if (toDay < fromDay) {
    throw validationError('The range ends before it starts', 'RANGE_REVERSED', { '/to': 'is before from' });
  }
  return { fromDay, toDay };
}

/** The point has the data types asked for, in a unit they come in. */
function assertAvailable(stored: StoredPoint, query: ReadingsQuery, series: readonly DataType[]) {
  const available = dataTypesOf(stored);
  const unavailable: Record<string, string> = {};
  if (!available.includes(query.dataType)) unavailable['/dataType'] = `is not one of ${available.join(', ')}`;
  series.forEach((type, index) => {
    if (!available.includes(type)) unavailable[`/series/${index}`] = `is not one of ${available.join(', ')}`;
  });
  if (Object.keys(unavailable).length > 0) {
    throw validationError('This usage point has no such data', 'DATA_TYPE_UNAVAILABLE', unavailable);
  }
  if (query.unit === 'EUR' && !energyTypes.includes(query.dataType)) {
    throw validationError('Only energy can be shown in euros', 'UNIT_UNAVAILABLE', {
      '/unit': 'must be kWh here',
    });
  }
}

/** Spec §7 GET /api/charts/readings: a point's readings over whole local days, for its own client only. */
export function readingsService({
  repository,
  supplyTerms,
  now,
  cache,
  budgets,
  answerCacheBytes,
}: ReadingsOptions) {
  const points = new TtlCache<string, StoredPoint>(cache);
  const answers = new AnswerCache(answerCacheBytes);

  /** Pays for an answer out of the session's and the site's budgets, or answers 429. */
  function spend({ sessionKey, siteId }: Asker, cost: number) {
    const mine = budgets.session.take(sessionKey, cost);
    const ours = mine.ok ? budgets.site.take(String(siteId), cost) : mine;
    if (mine.ok && !ours.ok) budgets.session.refund(sessionKey, cost);
    if (!ours.ok) {
      const seconds = Math.max(1, Math.ceil(ours.retryAfterMs / 1000));
      throw new HttpError(
        429,
        'TooManyRequests',
        `Too much asked at once: try again in ${seconds} s`,
        'RATE_LIMITED',
        undefined,
        { 'retry-after': String(seconds) },
      );
    }
  }

  /** The request to compute, checked: the point is the client's, the data is there, the range fits. */
  async function prepare(asker: Asker, query: ReadingsQuery) {
    const { fromDay, toDay } = daysOf(query);
    // Another client's point answers exactly as a point that does not exist.
    const { clientId } = asker;
    const stored = await points.get(`${clientId}:${query.usagePoint}`, () =>
      repository.usagePoint(clientId, query.usagePoint),
    );
    if (!stored) throw notFound();
    const series = [...new Set(query.series ?? [])];
    assertAvailable(stored, query, query.series ?? []);
    const point = toPointModel(stored, stored);
    // Only euros depend on the contracts: kWh answers need not wait for them.
    const terms = query.unit === 'EUR' ? await supplyTerms(asker.siteId, clientId, stored.id) : [];
    const request: ReadingsRequest = {
      point,
      pricingOn: pricingSchedule(point, terms),
      dataType: query.dataType,
      series,
      resolution: query.resolution === '15' ? 15 : 60,
      unit: query.unit ?? 'kWh',
      fromDay,
      toDay,
      now: now().getTime(),
    };
    const planned = plan(request);
    if (planned.count > maxValues) {
      throw validationError(
        `The range has ${planned.count} values at this resolution; at most ${maxValues} are answered`,
        'RANGE_TOO_LONG',
        { '/to': `gives more than ${maxValues} values` },
      );
    }
    const tag = answerTag({
      point: request.point,
      identifier: stored.identifier,
      dataType: query.dataType,
      series: series.map((type) => [type, horizon(request.point.utility, type, request.now)]),
      unit: request.unit,
      terms,
      planned,
    });
    return { stored, request, cost: planned.count * (1 + series.length), tag };
  }

  return {
    /**
     * The answer's ETag and JSON bytes; none when the browser already has it (`ifNoneMatch`). An answer
     * kept here is paid for like a computed one: sending (and compressing) megabytes is work too.
     */
    async readings(asker: Asker, query: ReadingsQuery, ifNoneMatch: string | undefined) {
      const { stored, request, cost, tag } = await prepare(asker, query);
      if (ifNoneMatch === tag) return { tag };
      spend(asker, cost);
      const kept = answers.get(tag);
      if (kept) return { tag, json: kept };
      const { json } = computeReadings(request, (summary) => ({
        usagePoint: stored.identifier,
        dataType: query.dataType,
        unit: summary.unit,
        seriesUnits: summary.seriesUnits,
        resolution: summary.resolution,
        timezone: timezoneOf(stored.country_code),
        dataUpTo: formatInstant(summary.dataUpTo),
      }));
      answers.set(tag, json);
      return { tag, json };
    },
  };
}

export type ReadingsService = ReturnType<typeof readingsService>;
