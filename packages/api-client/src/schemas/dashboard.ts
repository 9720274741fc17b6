import { Type, type Static } from '@sinclair/typebox';
import { Address, LocalDate, LocalDateTime, LocalMonth, PriceArea, Utility } from './energy.ts';

export { dashboardPlaces, dashboardPlacesMax } from '../constants.ts';

/** `utilities[]=electricity&utilities[]=gas`: which utilities a statistic covers (all when left out). */
const UtilitiesFilter = Type.Optional(Type.Array(Utility, { maxItems: 3 }));

/** One usage point as the dashboard's locations list shows it. */
export const DashboardUsagePoint = Type.Object({
  identifier: Type.String(),
  utility: Utility,
  producer: Type.Boolean(),
  /** Consumption this month so far, kWh. */
  monthToDate: Type.Number(),
  dataUpTo: LocalDateTime,
});
export type DashboardUsagePoint = Static<typeof DashboardUsagePoint>;

export const DashboardLocation = Type.Object({
  id: Type.Integer(),
  address: Address,
  usagePoints: Type.Array(DashboardUsagePoint),
});
export type DashboardLocation = Static<typeof DashboardLocation>;

/** `GET /api/dashboard/locations?limit=&offset=`: which page of the places (`dashboardPlaces` unless asked, at most 50). */
export const DashboardLocationsQuery = Type.Object(
  {
    limit: Type.Optional(Type.String({ pattern: '^([1-9]|[1-4][0-9]|50)$' })),
    offset: Type.Optional(Type.String({ pattern: '^[0-9]{1,7}$' })),
  },
  { additionalProperties: false },
);
export type DashboardLocationsQuery = Static<typeof DashboardLocationsQuery>;

/**
 * A page of the client's places (in the order they were added), each point with this month's
 * consumption, and what the dashboard needs to know of all of them: how many places and points there
 * are, which utilities, whether any produces. A client of thousands of places gets a page, not all.
 */
export const DashboardLocations = Type.Object({
  items: Type.Array(DashboardLocation),
  /** Every place of the client. */
  total: Type.Integer({ minimum: 0 }),
  limit: Type.Integer({ minimum: 1 }),
  offset: Type.Integer({ minimum: 0 }),
  /** Every usage point of the client, on every place. */
  usagePoints: Type.Integer({ minimum: 0 }),
  /** The utilities of the client's points, electricity, gas, heating in that order. */
  utilities: Type.Array(Utility),
  /** Whether any of the client's points produces (solar panels). */
  producer: Type.Boolean(),
});
export type DashboardLocations = Static<typeof DashboardLocations>;

export const InvoiceStatus = Type.Union([Type.Literal('paid'), Type.Literal('unpaid')]);
export type InvoiceStatus = Static<typeof InvoiceStatus>;

export const InvoiceBrief = Type.Object({
  id: Type.Integer(),
  invoiceNumber: Type.String(),
  /** The month billed. */
  period: LocalMonth,
  issueDate: LocalDate,
  dueDate: LocalDate,
  /** Euros, VAT included. */
  amount: Type.Number(),
  status: InvoiceStatus,
});
export type InvoiceBrief = Static<typeof InvoiceBrief>;

/** GET /api/dashboard/invoices: what is open and what came last. */
export const DashboardInvoices = Type.Object({
  currency: Type.Literal('EUR'),
  unpaidCount: Type.Integer(),
  unpaidTotal: Type.Number(),
  overdueCount: Type.Integer(),
  /** The unpaid invoice due first. */
  nextDue: Type.Union([InvoiceBrief, Type.Null()]),
  latest: Type.Union([InvoiceBrief, Type.Null()]),
});
export type DashboardInvoices = Static<typeof DashboardInvoices>;

export const MonthStatisticsQuery = Type.Object(
  {
    /** The month to report; the current month when left out. */
    month: Type.Optional(LocalMonth),
    utilities: UtilitiesFilter,
  },
  { additionalProperties: false },
);
export type MonthStatisticsQuery = Static<typeof MonthStatisticsQuery>;

/** A month so far against the same days a year earlier (a fair comparison while the month runs). */
export const MonthComparison = Type.Object({
  utility: Utility,
  /** kWh from the first of the month through `through`. */
  current: Type.Number(),
  /** kWh over the same days one year earlier. */
  previous: Type.Number(),
  /** The whole of that month one year earlier, kWh. */
  previousFullMonth: Type.Number(),
  /** (current − previous) / previous × 100; null when there is nothing to compare with. */
  changePercent: Type.Union([Type.Number(), Type.Null()]),
});
export type MonthComparison = Static<typeof MonthComparison>;

/** GET /api/dashboard/statistics/consumption and /statistics/production. */
export const MonthStatistics = Type.Object({
  month: LocalMonth,
  /** The last day with data in the month. */
  through: LocalDate,
  unit: Type.Literal('kWh'),
  /** One per utility the client has (production: per producing utility); empty when none. */
  items: Type.Array(MonthComparison),
});
export type MonthStatistics = Static<typeof MonthStatistics>;

export const YearlyConsumptionQuery = Type.Object(
  {
    year: Type.Optional(Type.String({ pattern: '^[0-9]{4}$' })),
    utilities: UtilitiesFilter,
  },
  { additionalProperties: false },
);
export type YearlyConsumptionQuery = Static<typeof YearlyConsumptionQuery>;

/** GET /api/dashboard/yearly-consumption: each month of a year beside the year before. */
export const YearlyConsumption = Type.Object({
  year: Type.Integer(),
  unit: Type.Literal('kWh'),
  series: Type.Array(
    Type.Object({
      utility: Utility,
      /** Twelve entries, January first; null for months without data (the future). */
      current: Type.Array(Type.Union([Type.Number(), Type.Null()])),
      previous: Type.Array(Type.Union([Type.Number(), Type.Null()])),
    }),
  ),
});
export type YearlyConsumption = Static<typeof YearlyConsumption>;

export const SpotQuery = Type.Object(
  {
    /** Defaults to the site's country. */
    area: Type.Optional(PriceArea),
    /** "Today" in the site's time zone when left out. */
    date: Type.Optional(LocalDate),
  },
  { additionalProperties: false },
);
export type SpotQuery = Static<typeof SpotQuery>;

export const SpotDay = Type.Object({
  date: LocalDate,
  /** One price per 15 minutes, c/kWh without VAT. */
  prices: Type.Array(Type.Object({ date: LocalDateTime, price: Type.Number() })),
  average: Type.Number(),
  min: Type.Number(),
  max: Type.Number(),
});
export type SpotDay = Static<typeof SpotDay>;

/** GET /api/dashboard/statistics/spot: today's prices, and tomorrow's once the exchange has published them. */
export const SpotStatistics = Type.Object({
  area: PriceArea,
  unit: Type.Literal('c/kWh'),
  resolution: Type.Literal(15),
  today: SpotDay,
  tomorrow: Type.Union([SpotDay, Type.Null()]),
  /** When tomorrow's prices appear (local time), while they have not yet. */
  tomorrowExpectedAt: Type.Union([LocalDateTime, Type.Null()]),
});
export type SpotStatistics = Static<typeof SpotStatistics>;

export const ExpensesQuery = Type.Object(
  {
    /** How many months back from the current one; 12 by default. */
    months: Type.Optional(Type.String({ pattern: '^([1-9]|1[0-9]|2[0-4])$' })),
    utilities: UtilitiesFilter,
  },
  { additionalProperties: false },
);
export type ExpensesQuery = Static<typeof ExpensesQuery>;

/** GET /api/dashboard/statistics/expenses: the invoiced euros per month, by utility. */
export const Expenses = Type.Object({
  currency: Type.Literal('EUR'),
  months: Type.Array(
    Type.Object({
      month: LocalMonth,
      total: Type.Number(),
      electricity: Type.Number(),
      gas: Type.Number(),
      heating: Type.Number(),
    }),
  ),
});
export type Expenses = Static<typeof Expenses>;
