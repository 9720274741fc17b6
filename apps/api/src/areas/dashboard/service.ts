import {
  dashboardPlaces,
  type DashboardLocations,
  type DashboardLocationsQuery,
  type MonthComparison,
  type MonthStatistics,
  type MonthStatisticsQuery,
  type SpotDay,
  type SpotQuery,
  type SpotStatistics,
  type Utility,
  type YearlyConsumption,
  type YearlyConsumptionQuery,
} from '@vool/api-client';
import { validationError } from '../../errors.ts';
import { dataUpTo, pricesPublished, publishedAt } from '../../energy/availability.ts';
import { dayPrices, priceAreas, type PriceArea } from '../../energy/prices.ts';
import { sumToDate, type Direction } from '../../energy/statistics.ts';
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
import { toPointModel } from '../locations/usage-points.ts';
import {
  countedPoint,
  dataWindow,
  hasDataIn,
  sumSpan,
  type CountedPoint,
  type DataWindow,
} from './month-totals.ts';
import type { DashboardRepository } from './repository.ts';

const utilityOrder: readonly Utility[] = ['electricity', 'gas', 'heating'];
const kwh = (wh: number) => wh / 1000;
const round1 = (x: number) => Math.round(x * 10) / 10;

interface ClientPoint extends CountedPoint {
  utility: Utility;
}

interface MonthSpan {
  first: number;
  through: number;
  previousFirst: number;
  previousThrough: number;
  previousLast: number;
}

/** The month statistics' comparison of one utility: the month so far against the same days a year earlier. */
function compare(points: ClientPoint[], direction: Direction, month: MonthSpan, window: DataWindow) {
  let current = 0;
  let previous = 0;
  let previousFullMonth = 0;
  for (const point of points) {
    current += sumSpan(point, direction, month.first, month.through, window);
    previous += sumSpan(point, direction, month.previousFirst, month.previousThrough, window);
    previousFullMonth += sumSpan(point, direction, month.previousFirst, month.previousLast, window);
  }
  // A fair comparison needs the whole of the earlier days (data reaches two years back).
  const comparable = month.previousFirst >= window.first && previous > 0;
  return {
    current: kwh(current),
    previous: kwh(previous),
    previousFullMonth: kwh(previousFullMonth),
    changePercent: comparable ? round1(((current - previous) / previous) * 100) : null,
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

/** The last day every point has complete data for (per utility: a client may have 100,000 points). */
const latestComplete = (points: ClientPoint[], window: DataWindow) => {
  const utilities = new Set<Utility>(['electricity', ...points.map((point) => point.utility)]);
  return Math.min(...[...utilities].map((utility) => window.last[utility]));
};

const pageOf = (query: DashboardLocationsQuery) => ({
  limit: query.limit ? Number(query.limit) : dashboardPlaces,
  offset: query.offset ? Number(query.offset) : 0,
});

/** The dashboard's figures (spec §7), computed from the acting client's usage points. */
export function dashboardService(repository: DashboardRepository, now: () => Date) {
  const pointsOf = async (
    clientId: number,
    which: { utilities?: readonly Utility[] | undefined; producers?: boolean },
  ): Promise<ClientPoint[]> =>
    which.utilities?.length === 0
      ? []
      : (
          await repository.points(clientId, {
            producers: which.producers ?? false,
            ...(which.utilities ? { utilities: which.utilities } : {}),
          })
        ).map((row) => ({ utility: row.utility, ...countedPoint(toPointModel(row, row)) }));

  return {
    /**
     * A page of the places (`dashboardPlaces` unless asked), each point with its consumption this
     * month so far, computed for that page only; and the counts of all of them.
     */
    async locations(clientId: number, query: DashboardLocationsQuery): Promise<DashboardLocations> {
      const at = now().getTime();
      const { year, month } = civil(dayOf(at));
      const firstOfMonth = dayNumber(year, month, 1);
      const page = pageOf(query);
      const [places, counts] = await Promise.all([
        repository.places(clientId, page),
        repository.counts(clientId),
      ]);
      return {
        items: places.map((place) => ({
          id: place.id,
          address: {
            street: place.street,
            city: place.city,
            postalCode: place.postal_code,
            countryCode: place.country_code,
          },
          usagePoints: place.points.map((point) => ({
            identifier: point.identifier,
            utility: point.utility,
            producer: point.producer,
            monthToDate: kwh(sumToDate(toPointModel(point, place), 'consumption', firstOfMonth, at)),
            dataUpTo: formatInstant(dataUpTo(point.utility, at)),
          })),
        })),
        total: counts.places,
        ...page,
        usagePoints: counts.points,
        utilities: utilityOrder.filter((utility) => counts.utilities.has(utility)),
        producer: counts.producer,
      };
    },

    /** A month (the latest with a complete day, unless asked) against the same days a year earlier. */
    async monthStatistics(
      clientId: number,
      direction: Direction,
      query: MonthStatisticsQuery,
    ): Promise<MonthStatistics> {
      const at = now().getTime();
      const points = await pointsOf(clientId, {
        utilities: query.utilities,
        producers: direction === 'production',
      });
      const window = dataWindow(at);
      const latest = latestComplete(points, window);
      const asked = query.month ? parseMonth(query.month) : civil(latest);
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
        return own.length === 0 ? [] : [{ utility, ...compare(own, direction, span, window) }];
      });
      return { month: formatMonth(asked.year, asked.month), through: formatDay(through), unit: 'kWh', items };
    },

    /** Each month of a year beside the year before, by utility. */
    async yearlyConsumption(clientId: number, query: YearlyConsumptionQuery): Promise<YearlyConsumption> {
      const at = now().getTime();
      const points = await pointsOf(clientId, { utilities: query.utilities });
      const window = dataWindow(at);
      const year = query.year ? Number(query.year) : civil(latestComplete(points, window)).year;
      // A month's sum over the days with data; null when none of its days has any (the future).
      const month = (utility: Utility, own: ClientPoint[], y: number, m: number) => {
        const first = dayNumber(y, m, 1);
        const last = first + daysInMonth(y, m) - 1;
        if (!hasDataIn(window, utility, first, last)) return null;
        return kwh(own.reduce((sum, point) => sum + sumSpan(point, 'consumption', first, last, window), 0));
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
              current: months.map((m) => month(utility, own, year, m)),
              previous: months.map((m) => month(utility, own, year - 1, m)),
            },
          ];
        }),
      };
    },

    /** A day's 15-minute spot prices, and the next day's once published (14:00 local time). */
    spot(countryCode: string, query: SpotQuery): SpotStatistics {
      const at = now().getTime();
      const siteArea = countryCode as PriceArea;
      const area = query.area ?? (priceAreas.includes(siteArea) ? siteArea : 'FI');
      const date = query.date ? parseDay(query.date) : dayOf(at);
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
  };
}

export type DashboardService = ReturnType<typeof dashboardService>;
