import type { FastifyPluginCallback } from 'fastify';
import type { ReadingsQuery as ReadingsQueryType } from '@vool/api-client';
import { HttpError, validationError } from '../../errors.ts';
import { dataTypesOf, type DataType } from '../../energy/model.ts';
import { horizon } from '../../energy/availability.ts';
import { computeReadings, plan } from '../../energy/readings.ts';
import type { CostBudget } from '../../cost-budget.ts';
import { AnswerCache, answerTag } from './answers.ts';
import { formatInstant, parseDay } from '../../energy/time.ts';
import { TtlCache, type CacheOptions } from '../../ttl-cache.ts';
import type { SessionService } from '../auth/sessions.ts';
import type { LocationsRepository, StoredPoint } from '../locations/repository.ts';
import { timezoneOf, toPointModel } from '../locations/usage-points.ts';
import * as schemas from './schemas.ts';

export interface ChartsOptions {
  repository: LocationsRepository;
  sessions: SessionService;
  now: () => Date;
  /** Usage points are looked up as briefly as sessions are kept. */
  cache: CacheOptions;
  /** What one session, and one site, may have this instance compute (values × data types). */
  budgets: { session: CostBudget; site: CostBudget };
  /** Bytes of answers kept by ETag. */
  answerCacheBytes: number;
}

/**
 * The most values one answer carries: a leap year of quarter hours (35,136) fits, two years do not
 * (ask hourly for those). About 2 MB of JSON.
 */
export const maxValues = 40_000;

const energyTypes: readonly DataType[] = ['consumption', 'production', 'netted'];

export const notFound = () =>
  new HttpError(404, 'NotFound', 'No such usage point among this client’s', 'USAGE_POINT_NOT_FOUND');

/** Spec §7: GET /api/charts/readings, for the acting client's usage points only. */
export const chartRoutes: FastifyPluginCallback<ChartsOptions> = (
  app,
  { repository, sessions, now, cache, budgets, answerCacheBytes },
  done,
) => {
  const points = new TtlCache<string, StoredPoint>(cache);
  const answers = new AnswerCache(answerCacheBytes);

  /** Pays for computing an answer out of the session's and the site's budgets, or answers 429. */
  function spend(sessionKey: string, siteId: number, cost: number) {
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
        {
          'retry-after': String(seconds),
        },
      );
    }
  }

  app.get<{ Querystring: ReadingsQueryType }>(
    '/api/charts/readings',
    { schema: { querystring: schemas.ReadingsQuery, response: { 200: schemas.Readings } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const query = request.query;
      const fromDay = parseDay(query.from);
      const toDay = parseDay(query.to);
      if (fromDay === undefined || toDay === undefined) {
        throw validationError('Not a calendar date', 'INVALID_DATE', {
          ...(fromDay === undefined ? { '/from': 'is not a calendar date' } : {}),
          ...(toDay === undefined ? { '/to': 'is not a calendar date' } : {}),
        });
      }
      if (toDay < fromDay)
        throw validationError('The range ends before it starts', 'RANGE_REVERSED', {
          '/to': 'is before from',
        });
      // Another client's point answers exactly as a point that does not exist.
      const clientId = session.acting.id;
      const stored = await points.get(`${clientId}:${query.usagePoint}`, () =>
        repository.usagePoint(clientId, query.usagePoint),
      );
      if (!stored) throw notFound();
      const available = dataTypesOf(stored);
      const series = query.series ?? [];
      const unavailable: Record<string, string> = {};
      if (!available.includes(query.dataType))
        unavailable['/dataType'] = `is not one of ${available.join(', ')}`;
      series.forEach((type, index) => {
        if (!available.includes(type))
          unavailable[`/series/${index}`] = `is not one of ${available.join(', ')}`;
      });
      if (Object.keys(unavailable).length > 0) {
        throw validationError('This usage point has no such data', 'DATA_TYPE_UNAVAILABLE', unavailable);
      }
      if (query.unit === 'EUR' && !energyTypes.includes(query.dataType)) {
        throw validationError('Only energy can be shown in euros', 'UNIT_UNAVAILABLE', {
          '/unit': 'must be kWh here',
        });
      }
      const request_ = {
        point: toPointModel(stored, stored),
        dataType: query.dataType,
        series,
        resolution: query.resolution === '15' ? (15 as const) : (60 as const),
        unit: query.unit ?? 'kWh',
        fromDay,
        toDay,
        now: now().getTime(),
      };
      const planned = plan(request_);
      const { count } = planned;
      if (count > maxValues) {
        throw validationError(
          `The range has ${count} values at this resolution; at most ${maxValues} are answered`,
          'RANGE_TOO_LONG',
          { '/to': `gives more than ${maxValues} values` },
        );
      }
      const unique = [...new Set(series)];
      const tag = answerTag({
        point: request_.point,
        identifier: stored.identifier,
        dataType: query.dataType,
        series: unique.map((type) => [type, horizon(request_.point.utility, type, request_.now)]),
        unit: request_.unit,
        planned,
      });
      // Personal: kept by this browser only, and asked again each time (a 304 when nothing changed).
      reply.header('etag', tag).header('cache-control', 'private, no-cache');
      if (request.headers['if-none-match'] === tag) return reply.code(304).send();
      // Paid for whether it is computed or kept: sending (and compressing) megabytes is work too.
      spend(session.tokenHash, request.site.id, count * (1 + unique.length));
      const type = 'application/json; charset=utf-8';
      const cached = answers.get(tag);
      if (cached) return reply.type(type).send(cached);
      const { json } = computeReadings(request_, (summary) => ({
        usagePoint: stored.identifier,
        dataType: query.dataType,
        unit: summary.unit,
        seriesUnits: summary.seriesUnits,
        resolution: summary.resolution,
        timezone: timezoneOf(stored.country_code),
        dataUpTo: formatInstant(summary.dataUpTo),
      }));
      answers.set(tag, json);
      // The answer is JSON bytes already (see energy/readings.ts): sent as they are.
      return reply.type(type).send(json);
    },
  );
  done();
};
