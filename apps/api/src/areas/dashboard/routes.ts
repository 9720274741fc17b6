import type { FastifyPluginCallback, FastifyReply, FastifyRequest } from 'fastify';
import type {
  DashboardInvoices,
  DashboardLocation,
  Expenses,
  ExpensesQuery as ExpensesQueryType,
  InvoiceBrief,
  MonthComparison,
  MonthStatistics,
  MonthStatisticsQuery as MonthStatisticsQueryType,
  SpotDay,
  SpotQuery as SpotQueryType,
  SpotStatistics,
  Utility,
  YearlyConsumption,
  YearlyConsumptionQuery as YearlyConsumptionQueryType,
} from '@vool/api-client';
import { HttpError, validationError } from '../../errors.ts';
import {
  dataUpTo,
  firstDay,
  lastCompleteDay,
  pricesPublished,
  publishedAt,
} from '../../energy/availability.ts';
import type { PointModel } from '../../energy/model.ts';
import { dayPrices, priceAreas, type PriceArea } from '../../energy/prices.ts';
import { hasData, sumDays, sumToDate, type Direction } from '../../energy/statistics.ts';
import {
  civil,
  dayNumber,
  dayOf,
  daysInMonth,
  formatDay,
  formatInstant,
  formatMonth,
  localDay,
  parseDay,
  parseMonth,
  quarterDate,
} from '../../energy/time.ts';
import type { SessionService } from '../auth/sessions.ts';
import { addressOf } from '../locations/routes.ts';
import type { LocationsRepository } from '../locations/repository.ts';
import { toPointModel } from '../locations/usage-points.ts';
import type { DashboardRepository, InvoiceSummaryRow } from './repository.ts';
import * as schemas from './schemas.ts';

export interface DashboardOptions {
  repository: DashboardRepository;
  locations: LocationsRepository;
  sessions: SessionService;
  now: () => Date;
}

const utilityOrder: readonly Utility[] = ['electricity', 'gas', 'heating'];
const kwh = (wh: number) => wh / 1000;
const euros = (cents: number) => cents / 100;
const round1 = (x: number) => Math.round(x * 10) / 10;

interface ClientPoint {
  identifier: string;
  utility: Utility;
  model: PointModel;
}

/** The month statistics' comparison of one utility: the month so far against the same days a year earlier. */
function compare(
  points: ClientPoint[],
  direction: Direction,
  month: {
    first: number;
    through: number;
    previousFirst: number;
    previousThrough: number;
    previousLast: number;
  },
  at: number,
) {
  let current = 0;
  let previous = 0;
  let previousFullMonth = 0;
  for (const { model } of points) {
    current += sumDays(model, direction, month.first, month.through, at);
    previous += sumDays(model, direction, month.previousFirst, month.previousThrough, at);
    previousFullMonth += sumDays(model, direction, month.previousFirst, month.previousLast, at);
  }
  // A fair comparison needs the whole of the earlier days (data reaches two years back).
  const comparable = month.previousFirst >= firstDay(at) && previous > 0;
  return {
    current: kwh(current),
    previous: kwh(previous),
    previousFullMonth: kwh(previousFullMonth),
    changePercent: comparable ? round1(((current - previous) / previous) * 100) : null,
  };
}

function toBrief(row: InvoiceSummaryRow): InvoiceBrief {
  return {
    id: row.id,
    invoiceNumber: row.invoice_number,
    period: row.period.slice(0, 7),
    issueDate: row.issue_date,
    dueDate: row.due_date,
    amount: euros(row.amount_cents),
    status: row.status,
  };
}

/** One day's spot prices in c/kWh (€/MWh ÷ 10), without VAT, with their average and range. */
function spotDay(area: PriceArea, days: number): SpotDay {
  const day = localDay(days);
  const prices = dayPrices(area, days);
  const quarters: SpotDay['prices'] = [];
  let sum = 0;
  let min = Infinity;
  let max = -Infinity;
  for (let i = 0; i < prices.length; i++) {
    const price = Math.round(prices[i]! * 100) / 1000;
    quarters.push({ date: quarterDate(day, i), price });
    sum += prices[i]!;
    min = Math.min(min, price);
    max = Math.max(max, price);
  }
  return {
    date: formatDay(days),
    prices: quarters,
    average: Math.round((sum / prices.length) * 100) / 1000,
    min,
    max,
  };
}

/** Spec §7: the dashboard's cards, each for the acting client only. */
export const dashboardRoutes: FastifyPluginCallback<DashboardOptions> = (
  app,
  { repository, locations, sessions, now },
  done,
) => {
  const pointsOf = async (clientId: number, utilities?: Utility[]): Promise<ClientPoint[]> =>
    (await locations.locations(clientId)).flatMap((location) =>
      location.points
        .filter((point) => !utilities || utilities.includes(point.utility))
        .map((point) => ({
          identifier: point.identifier,
          utility: point.utility,
          model: toPointModel(point, location),
        })),
    );

  app.get(
    '/api/dashboard/locations',
    { schema: { response: { 200: schemas.DashboardLocations } } },
    async (request, reply) => {
      const session = await sessions.require(request, reply);
      const at = now().getTime();
      const { year, month } = civil(dayOf(at));
      const firstOfMonth = dayNumber(year, month, 1);
      const places = await locations.locations(session.acting.id);
      return places.map((location): DashboardLocation => ({
        id: location.id,
        address: addressOf(location),
        usagePoints: location.points.map((point) => ({
          identifier: point.identifier,
          utility: point.utility,
          producer: point.producer,
          monthToDate: kwh(sumToDate(toPointModel(point, location), 'consumption', firstOfMonth, at)),
          dataUpTo: formatInstant(dataUpTo(point.utility, at)),
        })),
      }));
    },
  );

  app.get(
    '/api/dashboard/invoices',
    { schema: { response: { 200: schemas.DashboardInvoices } } },
    async (request, reply): Promise<DashboardInvoices> => {
      const session = await sessions.require(request, reply);
      const today = formatDay(dayOf(now().getTime()));
      const rows = await repository.invoices(session.acting.id);
      const unpaid = rows.filter((row) => row.status === 'unpaid');
      const byDue = [...unpaid].sort((a, b) => a.due_date.localeCompare(b.due_date) || a.id - b.id);
      const byIssue = [...rows].sort((a, b) => b.issue_date.localeCompare(a.issue_date) || b.id - a.id);
      return {
        currency: 'EUR',
        unpaidCount: unpaid.length,
        unpaidTotal: euros(unpaid.reduce((sum, row) => sum + row.amount_cents, 0)),
        overdueCount: unpaid.filter((row) => row.due_date < today).length,
        nextDue: byDue[0] ? toBrief(byDue[0]) : null,
        latest: byIssue[0] ? toBrief(byIssue[0]) : null,
      };
    },
  );

  const monthStatistics =
    (direction: Direction) =>
    async (
      request: FastifyRequest<{ Querystring: MonthStatisticsQueryType }>,
      reply: FastifyReply,
    ): Promise<MonthStatistics> => {
      const session = await sessions.require(request, reply);
      const at = now().getTime();
      const points = (await pointsOf(session.acting.id, request.query.utilities)).filter(
        (point) => direction === 'consumption' || point.model.producer,
      );
      // The last day every point has complete: the month defaults to the one it is in.
      const latest = Math.min(
        lastCompleteDay('electricity', at),
        ...points.map((point) => lastCompleteDay(point.utility, at)),
      );
      const asked = request.query.month ? parseMonth(request.query.month) : civil(latest);
      if (!asked) throw validationError('Not a month', 'INVALID_DATE', { '/month': 'is not a month' });
      const first = dayNumber(asked.year, asked.month, 1);
      if (first > latest) {
        throw validationError('The month has no data yet', 'NO_DATA_YET', { '/month': 'has no data yet' });
      }
      const through = Math.min(first + daysInMonth(asked.year, asked.month) - 1, latest);
      const previousFirst = dayNumber(asked.year - 1, asked.month, 1);
      const previousDays = daysInMonth(asked.year - 1, asked.month);
      const span = {
        first,
        through,
        previousFirst,
        // The same days of the month (29 February has no match: the 28th ends the span).
        previousThrough: previousFirst + Math.min(through - first + 1, previousDays) - 1,
        previousLast: previousFirst + previousDays - 1,
      };
      const items: MonthComparison[] = utilityOrder.flatMap((utility) => {
        const own = points.filter((point) => point.utility === utility);
        return own.length === 0 ? [] : [{ utility, ...compare(own, direction, span, at) }];
      });
      return { month: formatMonth(asked.year, asked.month), through: formatDay(through), unit: 'kWh', items };
    };

  app.get<{ Querystring: MonthStatisticsQueryType }>(
    '/api/dashboard/statistics/consumption',
    { schema: { querystring: schemas.MonthStatisticsQuery, response: { 200: schemas.MonthStatistics } } },
    monthStatistics('consumption'),
  );

  app.get<{ Querystring: MonthStatisticsQueryType }>(
    '/api/dashboard/statistics/production',
    { schema: { querystring: schemas.MonthStatisticsQuery, response: { 200: schemas.MonthStatistics } } },
    monthStatistics('production'),
  );

  app.get<{ Querystring: YearlyConsumptionQueryType }>(
    '/api/dashboard/yearly-consumption',
    { schema: { querystring: schemas.YearlyConsumptionQuery, response: { 200: schemas.YearlyConsumption } } },
    async (request, reply): Promise<YearlyConsumption> => {
      const session = await sessions.require(request, reply);
      const at = now().getTime();
      const points = await pointsOf(session.acting.id, request.query.utilities);
      const latest = Math.min(
        lastCompleteDay('electricity', at),
        ...points.map((point) => lastCompleteDay(point.utility, at)),
      );
      const year = request.query.year ? Number(request.query.year) : civil(latest).year;
      // A month's sum over the days with data; null when none of its days has any (the future).
      const month = (own: ClientPoint[], y: number, m: number) => {
        const first = dayNumber(y, m, 1);
        const last = first + daysInMonth(y, m) - 1;
        if (!own.some((point) => hasData(point.model, first, last, at))) return null;
        return kwh(own.reduce((sum, point) => sum + sumDays(point.model, 'consumption', first, last, at), 0));
      };
      const months = Array.from({ length: 12 }, (_, index) => index + 1);
      return {
        year,
        unit: 'kWh',
        series: utilityOrder.flatMap((utility) => {
          const own = points.filter((point) => point.utility === utility);
          if (own.length === 0) return [];
          return [
            {
              utility,
              current: months.map((m) => month(own, year, m)),
              previous: months.map((m) => month(own, year - 1, m)),
            },
          ];
        }),
      };
    },
  );

  app.get<{ Querystring: SpotQueryType }>(
    '/api/dashboard/statistics/spot',
    { schema: { querystring: schemas.SpotQuery, response: { 200: schemas.SpotStatistics } } },
    async (request, reply): Promise<SpotStatistics> => {
      await sessions.require(request, reply);
      if (!request.site.config.features.includes('spot-price')) {
        throw new HttpError(404, 'NotFound', 'This site does not show spot prices', 'FEATURE_DISABLED');
      }
      const at = now().getTime();
      const siteArea = request.site.countryCode as PriceArea;
      const area = request.query.area ?? (priceAreas.includes(siteArea) ? siteArea : 'FI');
      const date = request.query.date ? parseDay(request.query.date) : dayOf(at);
      if (date === undefined)
        throw validationError('Not a calendar date', 'INVALID_DATE', { '/date': 'is not a calendar date' });
      if (!pricesPublished(date, at)) {
        throw validationError('The prices of that day are not published yet', 'PRICES_NOT_PUBLISHED', {
          '/date': `is published ${formatInstant(publishedAt(date))}`,
        });
      }
      const tomorrow = pricesPublished(date + 1, at);
      return {
        area,
        unit: 'c/kWh',
        resolution: 15,
        today: spotDay(area, date),
        tomorrow: tomorrow ? spotDay(area, date + 1) : null,
        tomorrowExpectedAt: tomorrow ? null : formatInstant(publishedAt(date + 1)),
      };
    },
  );

  app.get<{ Querystring: ExpensesQueryType }>(
    '/api/dashboard/statistics/expenses',
    { schema: { querystring: schemas.ExpensesQuery, response: { 200: schemas.Expenses } } },
    async (request, reply): Promise<Expenses> => {
      const session = await sessions.require(request, reply);
      const { year, month } = civil(dayOf(now().getTime()));
      const months = Number(request.query.months ?? '12');
      // The months before the current one (not billed yet), each with its invoice if it has one.
      const index = year * 12 + month - 1;
      const from = dayNumber(Math.floor((index - months) / 12), ((index - months) % 12) + 1, 1);
      const rows = await repository.invoicesBetween(
        session.acting.id,
        formatDay(from),
        formatDay(dayNumber(year, month, 1)),
      );
      const wanted = request.query.utilities;
      const included = (utility: Utility) => !wanted || wanted.includes(utility);
      return {
        currency: 'EUR',
        months: rows.map((row) => {
          const electricity = included('electricity') ? row.electricity_cents : 0;
          const gas = included('gas') ? row.gas_cents : 0;
          const heating = included('heating') ? row.heating_cents : 0;
          return {
            month: row.period.slice(0, 7),
            total: euros(electricity + gas + heating),
            electricity: euros(electricity),
            gas: euros(gas),
            heating: euros(heating),
          };
        }),
      };
    },
  );
  done();
};
