export {
  DashboardInvoices,
  DashboardLocations,
  Expenses,
  ExpensesQuery,
  MonthStatistics,
  MonthStatisticsQuery,
  SpotQuery,
  SpotStatistics,
  YearlyConsumption,
  YearlyConsumptionQuery,
} from '@vool/api-client';
