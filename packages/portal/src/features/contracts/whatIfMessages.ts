import { defineMessage, defineMessages } from 'react-intl';

type Period = { from: string; to: string; kwh: string };

/** The texts of "What would this have cost me?" (area `contracts`). */
export const whatIfMessages = {
  ...defineMessages({
    whatIf: {
      id: 'contracts.whatIf.title',
      defaultMessage: 'What would this have cost me?',
      description: 'Heading of the cost comparison with the customer’s own use',
    },
    whatIfLoading: {
      id: 'contracts.whatIf.loading',
      defaultMessage: 'Calculating',
      description: 'Accessible label',
    },
    whatIfFailed: {
      id: 'contracts.whatIf.failed',
      defaultMessage: 'The comparison could not be calculated.',
      description: 'Shown when the comparison fails',
    },
    total: { id: 'contracts.whatIf.total', defaultMessage: '12 months', description: 'Column: total cost' },
    difference: {
      id: 'contracts.whatIf.difference',
      defaultMessage: 'Compared with now',
      description: 'Column: difference from the current contract',
    },
    same: { id: 'contracts.whatIf.same', defaultMessage: 'The same', description: 'No difference in cost' },
    assumptions: {
      id: 'contracts.whatIf.assumptions',
      defaultMessage: 'How this is calculated',
      description: 'Heading of the comparison’s assumptions',
    },
    assumeFees: {
      id: 'contracts.whatIf.fees',
      defaultMessage: 'Monthly fees are included.',
      description: 'Assumption',
    },
    assumeNoFees: {
      id: 'contracts.whatIf.noFees',
      defaultMessage: 'Monthly fees are not included.',
      description: 'Assumption',
    },
    assumeNoNetwork: {
      id: 'contracts.whatIf.noNetwork',
      defaultMessage:
        'Network fees and electricity tax are left out: they are the same whoever you buy from.',
      description: 'Assumption',
    },
    chartTitle: {
      id: 'contracts.whatIf.chart',
      defaultMessage: 'Cost per month',
      description: 'Chart title',
    },
    chartText: {
      id: 'contracts.whatIf.chartText',
      defaultMessage: 'Each month’s cost with your current contract and with each product, VAT included.',
      description: 'Chart description',
    },
    month: { id: 'contracts.whatIf.month', defaultMessage: 'Month', description: 'Chart axis and column' },
    showTable: { id: 'contracts.whatIf.showTable', defaultMessage: 'Show as table', description: 'Toggle' },
    hideTable: { id: 'contracts.whatIf.hideTable', defaultMessage: 'Hide table', description: 'Toggle' },
    noMonths: {
      id: 'contracts.whatIf.noMonths',
      defaultMessage: 'There are no readings to compare yet.',
      description: 'Empty chart',
    },
  }),
  cheaper: defineMessage<{ amount: string }>({
    id: 'contracts.whatIf.cheaper',
    defaultMessage: '{amount} cheaper',
    description: 'The product would have cost less than the current contract',
  }),
  dearer: defineMessage<{ amount: string }>({
    id: 'contracts.whatIf.dearer',
    defaultMessage: '{amount} dearer',
    description: 'The product would have cost more than the current contract',
  }),
  currentPlan: defineMessage<{ product: string }>({
    id: 'contracts.whatIf.current',
    defaultMessage: 'Now: {product}',
    description: 'Row of the current contract in the comparison',
  }),
  whatIfIntro: defineMessage<Period>({
    id: 'contracts.whatIf.intro',
    defaultMessage:
      'What your own use from {from} to {to} ({kwh} kWh) would have cost with each product, compared with your current contract.',
    description: 'Intro of the comparison (months, total energy)',
  }),
  whatIfCaption: defineMessage<Period>({
    id: 'contracts.whatIf.caption',
    defaultMessage: 'Cost of {kwh} kWh, {from} – {to}, VAT included',
    description: 'Caption of the comparison table',
  }),
  assumeVat: defineMessage<{ vat: string }>({
    id: 'contracts.whatIf.vat',
    defaultMessage: 'Prices include VAT {vat} %.',
    description: 'Assumption',
  }),
  assumePrices: defineMessage<{ date: string }>({
    id: 'contracts.whatIf.prices',
    defaultMessage: 'The price lists of {date} are applied to the whole year.',
    description: 'Assumption (DD.MM.YYYY)',
  }),
  assumeSpot: defineMessage<{ area: string }>({
    id: 'contracts.whatIf.spot',
    defaultMessage: 'Spot-priced products use each hour’s day-ahead price of price area {area}.',
    description: 'Assumption',
  }),
};
