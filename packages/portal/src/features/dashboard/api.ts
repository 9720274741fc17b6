import type {
  DashboardLocations,
  Expenses,
  MonthStatistics,
  SpotStatistics,
  YearlyConsumption,
} from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

export const dashboardApi = api.enhanceEndpoints({ addTagTypes: ['Dashboard', 'Spot'] }).injectEndpoints({
  endpoints: (build) => ({
    /** The first places (the card shows `dashboardPlaces`), and the counts of all of them. */
    dashboardLocations: build.query<DashboardLocations, { limit: number }>({
      query: ({ limit }) => call('dashboardLocations', { query: { limit } }),
      providesTags: ['Dashboard'],
    }),
    /** This month so far against the same days a year earlier. */
    consumptionStatistics: build.query<MonthStatistics, void>({
      query: () => call('consumptionStatistics'),
      providesTags: ['Dashboard'],
    }),
    productionStatistics: build.query<MonthStatistics, void>({
      query: () => call('productionStatistics'),
      providesTags: ['Dashboard'],
    }),
    yearlyConsumption: build.query<YearlyConsumption, void>({
      query: () => call('yearlyConsumption'),
      providesTags: ['Dashboard'],
    }),
    spotPrices: build.query<SpotStatistics, void>({
      query: () => call('spotStatistics'),
      providesTags: ['Spot'],
    }),
    expenses: build.query<Expenses, { months: number }>({
      query: ({ months }) => call('expenses', { query: { months } }),
      providesTags: ['Dashboard'],
    }),
  }),
});

// Every card shows its own failure with a way to try again; a toast per card would pile up.
handleErrorsInline(
  'dashboardLocations',
  'consumptionStatistics',
  'productionStatistics',
  'yearlyConsumption',
  'spotPrices',
  'expenses',
);

export const {
  useDashboardLocationsQuery,
  useConsumptionStatisticsQuery,
  useProductionStatisticsQuery,
  useYearlyConsumptionQuery,
  useSpotPricesQuery,
  useExpensesQuery,
} = dashboardApi;
