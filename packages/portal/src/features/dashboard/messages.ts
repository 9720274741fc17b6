import { defineMessage, defineMessages } from 'react-intl';

export const messages = {
  ...defineMessages({
    titleFallback: {
      id: 'dashboard.titleFallback',
      defaultMessage: 'Overview',
      description: 'Dashboard heading while the client name loads',
    },
    summary: {
      id: 'dashboard.summary.title',
      defaultMessage: 'Your details',
      description: 'Heading of the acting client summary card',
    },
    clientCode: {
      id: 'dashboard.summary.clientCode',
      defaultMessage: 'Client code',
      description: 'Label in the client summary',
    },
    customerType: {
      id: 'dashboard.summary.type',
      defaultMessage: 'Customer type',
      description: 'Label in the client summary',
    },
    private: {
      id: 'dashboard.summary.private',
      defaultMessage: 'Private customer',
      description: 'Customer type value',
    },
    legal: {
      id: 'dashboard.summary.legal',
      defaultMessage: 'Business customer',
      description: 'Customer type value',
    },
    personalCode: {
      id: 'dashboard.summary.personalCode',
      defaultMessage: 'Personal code',
      description: 'Label of a private customer national identity code',
    },
    businessCode: {
      id: 'dashboard.summary.businessCode',
      defaultMessage: 'Business code',
      description: 'Label of a company registry code',
    },
    email: {
      id: 'dashboard.summary.email',
      defaultMessage: 'Email',
      description: 'Label in the client summary',
    },
    phone: {
      id: 'dashboard.summary.phone',
      defaultMessage: 'Phone',
      description: 'Label in the client summary',
    },
    notGiven: {
      id: 'dashboard.summary.notGiven',
      defaultMessage: 'Not given',
      description: 'Shown when a contact detail is missing',
    },
    newCustomer: {
      id: 'dashboard.newCustomer',
      defaultMessage:
        'Welcome! Your customer account is ready. Your contracts and consumption appear here once your supply starts.',
      description: 'Note for a new customer without contracts yet',
    },
    loading: {
      id: 'dashboard.summary.loading',
      defaultMessage: 'Loading your details…',
      description: 'Loading label',
    },
    failed: {
      id: 'dashboard.summary.failed',
      defaultMessage: 'Your details could not be loaded.',
      description: 'Error state of the summary card',
    },
    cardLoading: {
      id: 'dashboard.card.loading',
      defaultMessage: 'Loading…',
      description: 'Loading label of a dashboard card',
    },
    cardFailed: {
      id: 'dashboard.card.failed',
      defaultMessage: 'The data could not be loaded.',
      description: 'Error state of a dashboard card',
    },
    monthTitle: {
      id: 'dashboard.month.title',
      defaultMessage: 'This month',
      description: 'Heading of the key figures: consumption against last year, production, amount to pay',
    },
    noConsumption: {
      id: 'dashboard.consumption.empty',
      defaultMessage: 'No consumption to show yet.',
      description: 'Empty state of the consumption card',
    },
    seeCharts: {
      id: 'dashboard.seeCharts',
      defaultMessage: 'See the charts',
      description: 'Link from a dashboard card to the consumption charts',
    },
    productionTitle: {
      id: 'dashboard.production.title',
      defaultMessage: 'Your production this month',
      description: 'Heading of the card about the customer’s own solar production',
    },
    allPaid: {
      id: 'dashboard.invoices.allPaid',
      defaultMessage: 'All your invoices are paid.',
      description: 'Invoice card when nothing is open',
    },
    toPay: {
      id: 'dashboard.invoices.toPay',
      defaultMessage: 'To pay',
      description: 'Label of the total of unpaid invoices',
    },
    expensesTitle: {
      id: 'dashboard.expenses.title',
      defaultMessage: 'Expenses',
      description: 'Heading of the card with invoiced amounts per month',
    },
    lastTwelveMonths: {
      id: 'dashboard.expenses.lastTwelve',
      defaultMessage: 'Last 12 months',
      description: 'Label of the sum of the last 12 months of invoices',
    },
    noExpenses: {
      id: 'dashboard.expenses.none',
      defaultMessage: 'No invoices yet.',
      description: 'Empty state of the expenses card',
    },
    spotTitle: {
      id: 'dashboard.spot.title',
      defaultMessage: 'Spot price today',
      description: 'Heading of the electricity exchange price card',
    },
    spotNow: {
      id: 'dashboard.spot.now',
      defaultMessage: 'Now',
      description: 'Label of the price of the current quarter hour',
    },
    spotAverage: {
      id: 'dashboard.spot.average',
      defaultMessage: 'Average today',
      description: 'Label of today’s average spot price',
    },
    spotTomorrow: {
      id: 'dashboard.spot.tomorrow',
      defaultMessage: 'Average tomorrow',
      description: 'Label of tomorrow’s average spot price',
    },
    spotVat: {
      id: 'dashboard.spot.vat',
      defaultMessage: 'Exchange prices without VAT.',
      description: 'Footnote of the spot price card',
    },
    locationsTitle: {
      id: 'dashboard.locations.title',
      defaultMessage: 'Your places',
      description: 'Heading of the list of addresses with their usage points',
    },
    noLocations: {
      id: 'dashboard.locations.none',
      defaultMessage: 'No places yet',
      description: 'Empty state title of the places card',
    },
    noLocationsText: {
      id: 'dashboard.locations.noneText',
      defaultMessage: 'Your places of supply appear here once your first contract starts.',
      description: 'Empty state text of the places card',
    },
    producer: {
      id: 'dashboard.locations.producer',
      defaultMessage: 'Produces solar power',
      description: 'Badge on a usage point with its own solar production',
    },
    electricity: {
      id: 'dashboard.utility.electricity',
      defaultMessage: 'Electricity',
      description: 'Utility',
    },
    gas: { id: 'dashboard.utility.gas', defaultMessage: 'Gas', description: 'Utility' },
    heating: {
      id: 'dashboard.utility.heating',
      defaultMessage: 'District heating',
      description: 'Utility',
    },
    retry: {
      id: 'dashboard.retry',
      defaultMessage: 'Try again',
      description: 'Retry button of a failed card',
    },
  }),
  title: defineMessage<{ name: string }>({
    id: 'dashboard.title',
    defaultMessage: 'Hello, {name}',
    description: 'Dashboard heading greeting the acting client',
  }),
  monthSoFar: defineMessage<{ utility: string; from: string; to: string }>({
    id: 'dashboard.consumption.monthSoFar',
    defaultMessage: '{utility}, {from}–{to}',
    description: 'Label of a utility’s consumption so far this month; dates are DD.MM.',
  }),
  lessThanLastYear: defineMessage<{ percent: string }>({
    id: 'dashboard.consumption.less',
    defaultMessage: '{percent} less than the same days last year',
    description: 'Trend under a consumption figure; percent is already formatted, e.g. "8 %"',
  }),
  moreThanLastYear: defineMessage<{ percent: string }>({
    id: 'dashboard.consumption.more',
    defaultMessage: '{percent} more than the same days last year',
    description: 'Trend under a consumption figure; percent is already formatted',
  }),
  sameAsLastYear: defineMessage({
    id: 'dashboard.consumption.same',
    defaultMessage: 'The same as on the same days last year',
    description: 'Trend under a consumption figure when nothing changed',
  }),
  previousFullMonth: defineMessage<{ month: string; value: string }>({
    id: 'dashboard.consumption.previousFull',
    defaultMessage: 'All of {month}: {value}',
    description: 'Footnote: the whole same month last year, e.g. "All of November 2025: 512 kWh"',
  }),
  yearSoFar: defineMessage<{ year: number; value: string; previous: string }>({
    id: 'dashboard.consumption.yearSoFar',
    defaultMessage: '{year} so far: {value} (the same months a year earlier: {previous})',
    description: 'Line under the monthly figures: this year’s consumption so far',
  }),
  producedMoreThanLastYear: defineMessage<{ percent: string }>({
    id: 'dashboard.production.more',
    defaultMessage: '{percent} more than the same days last year',
    description: 'Trend under the production figure',
  }),
  producedLessThanLastYear: defineMessage<{ percent: string }>({
    id: 'dashboard.production.less',
    defaultMessage: '{percent} less than the same days last year',
    description: 'Trend under the production figure',
  }),
  unpaidCount: defineMessage<{ count: number }>({
    id: 'dashboard.invoices.unpaidCount',
    defaultMessage: '{count, plural, one {# open invoice} other {# open invoices}}',
    description: 'Under the amount to pay',
  }),
  nextDue: defineMessage<{ number: string; date: string; amount: string }>({
    id: 'dashboard.invoices.nextDue',
    defaultMessage: 'Invoice {number}, {amount}, due {date}',
    description: 'The unpaid invoice due first; date is DD.MM.YYYY',
  }),
  overdue: defineMessage<{ count: number }>({
    id: 'dashboard.invoices.overdue',
    defaultMessage:
      '{count, plural, one {One invoice is past its due date.} other {# invoices are past their due date.}}',
    description: 'Warning on the invoice card',
  }),
  spotRange: defineMessage<{ low: string; lowAt: string; high: string; highAt: string }>({
    id: 'dashboard.spot.range',
    defaultMessage: 'Lowest {low} at {lowAt}, highest {high} at {highAt}',
    description: 'Today’s cheapest and dearest quarter hour; times are HH:mm',
  }),
  cheapestHour: defineMessage<{ from: string; to: string; price: string }>({
    id: 'dashboard.spot.cheapestHour',
    defaultMessage: 'Cheapest hour still ahead today: {from}–{to}, {price} on average',
    description: 'Advice on the spot card: the cheapest whole hour left today; times HH:mm',
  }),
  tomorrowLater: defineMessage<{ time: string }>({
    id: 'dashboard.spot.tomorrowLater',
    defaultMessage: 'Tomorrow’s prices are published at about {time}.',
    description: 'Spot card before tomorrow’s prices are known; time HH:mm',
  }),
  usagePointLine: defineMessage<{ utility: string; identifier: string }>({
    id: 'dashboard.locations.point',
    defaultMessage: '{utility} · {identifier}',
    description: 'A usage point in the places card: utility and GSRN/EIC code',
  }),
  pointMonthToDate: defineMessage<{ value: string }>({
    id: 'dashboard.locations.monthToDate',
    defaultMessage: 'This month: {value}',
    description: 'Consumption of the usage point so far this month',
  }),
  pointCharts: defineMessage({
    id: 'dashboard.locations.charts',
    defaultMessage: 'Charts',
    description: 'Link from a usage point to its consumption charts (its accessible name adds the code)',
  }),
  pointChartsLabel: defineMessage<{ identifier: string; address: string }>({
    id: 'dashboard.locations.chartsLabel',
    defaultMessage: 'Charts of {identifier}, {address}',
    description: 'Accessible name of the link to a usage point’s charts',
  }),
};
