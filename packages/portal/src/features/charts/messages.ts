import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    title: {
      id: 'charts.title',
      defaultMessage: 'Consumption',
      description: 'Heading of the consumption charts page',
    },
    controls: {
      id: 'charts.controls',
      defaultMessage: 'What to show',
      description: 'Accessible name of the group of chart settings',
    },
    usagePoint: {
      id: 'charts.usagePoint',
      defaultMessage: 'Usage point',
      description: 'Label of the usage point picker (searchable by address or GSRN/EIC)',
    },
    usagePointHelp: {
      id: 'charts.usagePoint.help',
      defaultMessage: 'Search by address or by the point’s GSRN or EIC code.',
      description: 'Help text under the usage point picker',
    },
    dataType: {
      id: 'charts.dataType',
      defaultMessage: 'Show',
      description: 'Label of the data type picker (consumption, production, price…)',
    },
    period: {
      id: 'charts.period',
      defaultMessage: 'Period',
      description: 'Accessible name of the period buttons',
    },
    periodDay: { id: 'charts.period.day', defaultMessage: 'Day', description: 'Period button' },
    periodWeek: { id: 'charts.period.week', defaultMessage: 'Week', description: 'Period button' },
    periodMonth: { id: 'charts.period.month', defaultMessage: 'Month', description: 'Period button' },
    periodYear: { id: 'charts.period.year', defaultMessage: 'Year', description: 'Period button' },
    periodCustom: {
      id: 'charts.period.custom',
      defaultMessage: 'Custom',
      description: 'Period button: the user picks start and end dates',
    },
    previousPeriod: {
      id: 'charts.period.previous',
      defaultMessage: 'Previous period',
      description: 'Accessible name of the arrow button that moves one period back',
    },
    nextPeriod: {
      id: 'charts.period.next',
      defaultMessage: 'Next period',
      description: 'Accessible name of the arrow button that moves one period forward',
    },
    date: {
      id: 'charts.date',
      defaultMessage: 'Date',
      description: 'Label of the date picker that chooses which day, week, month or year is shown',
    },
    customRange: {
      id: 'charts.customRange',
      defaultMessage: 'From – to',
      description: 'Label of the start and end date fields of a custom period',
    },
    resolution: {
      id: 'charts.resolution',
      defaultMessage: 'Interval',
      description: 'Accessible name of the reading interval buttons',
    },
    resolution60: {
      id: 'charts.resolution.60',
      defaultMessage: 'Hour',
      description: 'Interval button: hourly values',
    },
    resolution15: {
      id: 'charts.resolution.15',
      defaultMessage: '15 min',
      description: 'Interval button: quarter-hour values',
    },
    compare: {
      id: 'charts.compare',
      defaultMessage: 'Comparison',
      description: 'Label of the picker comparing with the same period in an earlier year',
    },
    compareNone: {
      id: 'charts.compare.none',
      defaultMessage: 'No comparison',
      description: 'Compare picker option: no comparison',
    },
    unit: {
      id: 'charts.unit',
      defaultMessage: 'Unit',
      description: 'Accessible name of the kWh / euro toggle',
    },
    exportCsv: {
      id: 'charts.exportCsv',
      defaultMessage: 'Download CSV',
      description: 'Button that downloads the data shown in the chart as a CSV file',
    },
    consumption: {
      id: 'charts.type.consumption',
      defaultMessage: 'Consumption',
      description: 'Chart data type',
    },
    production: {
      id: 'charts.type.production',
      defaultMessage: 'Production',
      description: 'Chart data type: energy the customer’s own solar panels produced',
    },
    netted: {
      id: 'charts.type.netted',
      defaultMessage: 'Net consumption',
      description: 'Chart data type: consumption minus own production',
    },
    price: {
      id: 'charts.type.price',
      defaultMessage: 'Spot price',
      description: 'Chart data type: the exchange electricity price',
    },
    temperature: {
      id: 'charts.type.temperature',
      defaultMessage: 'Outdoor temperature',
      description: 'Chart data type',
    },
    electricity: { id: 'charts.utility.electricity', defaultMessage: 'Electricity', description: 'Utility' },
    gas: { id: 'charts.utility.gas', defaultMessage: 'Gas', description: 'Utility' },
    heating: { id: 'charts.utility.heating', defaultMessage: 'District heating', description: 'Utility' },
    time: {
      id: 'charts.table.time',
      defaultMessage: 'Time',
      description: 'Header of the first column of the chart table and CSV (date and time)',
    },
    status: {
      id: 'charts.table.status',
      defaultMessage: 'Status',
      description: 'Header of the CSV column telling whether a value is estimated or corrected',
    },
    estimated: {
      id: 'charts.status.estimated',
      defaultMessage: 'estimated',
      description: 'Marks a reading the meter did not deliver and that was estimated; lower case',
    },
    corrected: {
      id: 'charts.status.corrected',
      defaultMessage: 'corrected',
      description: 'Marks a reading that was corrected after it was first delivered; lower case',
    },
    showTable: {
      id: 'charts.showTable',
      defaultMessage: 'Show as table',
      description: 'Button under the chart that shows its data as a table',
    },
    hideTable: {
      id: 'charts.hideTable',
      defaultMessage: 'Hide table',
      description: 'Button under the chart that hides the data table again',
    },
    zoom: {
      id: 'charts.zoom',
      defaultMessage: 'Zoom',
      description: 'Name of the slider under a long chart that picks the part of the period shown',
    },
    zoomFrom: {
      id: 'charts.zoom.from',
      defaultMessage: 'From',
      description:
        'Name of the zoom slider handle at the start of the part shown; its value is a date and time',
    },
    zoomTo: {
      id: 'charts.zoom.to',
      defaultMessage: 'To',
      description:
        'Name of the zoom slider handle at the end of the part shown; its value is a date and time',
    },
    loading: {
      id: 'charts.loading',
      defaultMessage: 'Loading readings…',
      description: 'Shown in place of the chart while its data loads',
    },
    empty: {
      id: 'charts.empty',
      defaultMessage: 'There are no readings for this period yet.',
      description: 'Shown in place of the chart when the period has no data',
    },
    failed: {
      id: 'charts.failed',
      defaultMessage: 'The readings could not be loaded.',
      description: 'Error shown in place of the chart',
    },
    locationsFailed: {
      id: 'charts.locationsFailed',
      defaultMessage: 'Your usage points could not be loaded.',
      description: 'Error shown when the list of usage points fails to load',
    },
    retry: {
      id: 'charts.retry',
      defaultMessage: 'Try again',
      description: 'Button retrying a failed load',
    },
    noPoints: {
      id: 'charts.noPoints',
      defaultMessage: 'No usage points yet',
      description: 'Empty state title when the client has no usage points',
    },
    noPointsText: {
      id: 'charts.noPoints.text',
      defaultMessage:
        'Your consumption appears here once your supply has started and the meter sends readings.',
      description: 'Empty state text when the client has no usage points',
    },
    unknownPoint: {
      id: 'charts.unknownPoint',
      defaultMessage: 'That usage point is not among yours. Showing your first one instead.',
      description: 'Notice when the address names a usage point the client does not have',
    },
    hourlyMeter: {
      id: 'charts.meter.hourly',
      defaultMessage: 'This meter sends hourly readings.',
      description: 'Note next to the chart when the quarter-hour interval is not available',
    },
    dailyMeter: {
      id: 'charts.meter.daily',
      defaultMessage: 'This meter sends one reading a day.',
      description: 'Note next to the chart when only daily values exist (gas)',
    },
    loadingPoints: {
      id: 'charts.loadingPoints',
      defaultMessage: 'Loading your usage points…',
      description: 'Loading label of the page',
    },
    previousYear: {
      id: 'charts.previousYear',
      defaultMessage: 'Same period last year',
      description: 'Compare option and series name: one year earlier',
    },
  }),
  yearsEarlier: defineMessage<{ years: number }>({
    id: 'charts.yearsEarlier',
    defaultMessage: '{years, plural, one {Same period # year earlier} other {Same period # years earlier}}',
    description: 'Compare option and series name: the same period some years earlier',
  }),
  dataUpTo: defineMessage<{ date: string }>({
    id: 'charts.dataUpTo',
    defaultMessage: 'Data up to {date}',
    description: 'Line under the heading: the end of the latest reading received, DD.MM.YYYY HH:mm',
  }),
  chartTitle: defineMessage<{ what: string; period: string }>({
    id: 'charts.chartTitle',
    defaultMessage: '{what}, {period}',
    description: 'Accessible name and table caption of the chart, e.g. "Consumption, November 2026"',
  }),
  week: defineMessage<{ week: number; from: string; to: string }>({
    id: 'charts.period.weekLabel',
    defaultMessage: 'week {week}, {from} – {to}',
    description: 'The week shown; dates are DD.MM.YYYY',
  }),
  total: defineMessage<{ value: string }>({
    id: 'charts.summary.total',
    defaultMessage: 'Total {value}.',
    description: 'Chart description: the sum over the period, with its unit',
  }),
  earlierTotal: defineMessage<{ years: number; value: string }>({
    id: 'charts.summary.earlierTotal',
    defaultMessage:
      '{years, plural, one {The same period last year: {value}.} other {The same period # years earlier: {value}.}}',
    description: 'Chart description: the sum over the compared period',
  }),
  average: defineMessage<{ value: string }>({
    id: 'charts.summary.average',
    defaultMessage: 'Average {value}.',
    description: 'Chart description: the mean over the period',
  }),
  highest: defineMessage<{ value: string; date: string }>({
    id: 'charts.summary.highest',
    defaultMessage: 'Highest {value} at {date}.',
    description: 'Chart description: the largest value and when; date is DD.MM.YYYY HH:mm',
  }),
  lowest: defineMessage<{ value: string; date: string }>({
    id: 'charts.summary.lowest',
    defaultMessage: 'Lowest {value} at {date}.',
    description: 'Chart description: the smallest value and when; date is DD.MM.YYYY HH:mm',
  }),
  estimatedCount: defineMessage<{ count: number }>({
    id: 'charts.summary.estimated',
    defaultMessage:
      '{count, plural, one {# value is estimated and may still change.} other {# values are estimated and may still change.}}',
    description: 'Chart description: how many readings are estimates',
  }),
  correctedCount: defineMessage<{ count: number }>({
    id: 'charts.summary.corrected',
    defaultMessage: '{count, plural, one {# value was corrected.} other {# values were corrected.}}',
    description: 'Chart description: how many readings were corrected after delivery',
  }),
};
