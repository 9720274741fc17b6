import { defineMessage, defineMessages } from 'react-intl';

/** The outages page's texts (area `outages`). */
export const messages = {
  ...defineMessages({
    title: { id: 'outages.title', defaultMessage: 'Outages', description: 'Outages page: heading' },
    loading: {
      id: 'outages.loading',
      defaultMessage: 'Loading outages',
      description: 'Outages page: loading label',
    },
    failed: {
      id: 'outages.failed',
      defaultMessage: 'The outages could not be loaded.',
      description: 'Outages page: load failed',
    },
    retry: { id: 'outages.retry', defaultMessage: 'Try again', description: 'Outages page: retry button' },
    none: {
      id: 'outages.none',
      defaultMessage: 'No outages at your places right now',
      description: 'Outages page: empty state',
    },
    duringTitle: {
      id: 'outages.during.title',
      defaultMessage: 'During an outage',
      description: 'Outages page: what to do heading',
    },
    pastTitle: {
      id: 'outages.past.title',
      defaultMessage: 'Past outages',
      description: 'Outages page: heading of past outages per place',
    },
    pastNone: {
      id: 'outages.past.none',
      defaultMessage: 'No outages in the last 18 months',
      description: 'Outages page: no past outages',
    },
    kindFault: {
      id: 'outages.kind.fault',
      defaultMessage: 'Fault',
      description: 'Outages page: outage kind',
    },
    kindPlanned: {
      id: 'outages.kind.planned',
      defaultMessage: 'Planned work',
      description: 'Outages page: outage kind',
    },
    compNone: {
      id: 'outages.comp.none',
      defaultMessage: 'No interruptions this year',
      description: 'Outages page: compensation tracker empty',
    },
  }),
  service: defineMessage<{ company: string }>({
    id: 'outages.during.service',
    defaultMessage: 'Customer service of {company}, for your contract and invoices:',
    description: 'Outages page: before the customer-service number',
  }),
  inProgress: defineMessage<{ area: string }>({
    id: 'outages.inProgress',
    defaultMessage: 'Power outage in progress: {area}',
    description: 'Outages page: alert title, a fault now; area is a place name',
  }),
  plannedTitle: defineMessage<{ area: string }>({
    id: 'outages.planned',
    defaultMessage: 'Planned outage: {area}',
    description: 'Outages page: alert title, planned work ahead',
  }),
  window: defineMessage<{ start: string; end: string }>({
    id: 'outages.window',
    defaultMessage: '{start} – expected back {end}',
    description: 'Outages page: when an outage runs, two date-times',
  }),
  places: defineMessage<{ places: string }>({
    id: 'outages.places',
    defaultMessage: 'Affects: {places}',
    description: 'Outages page: the customer places an outage cuts off',
  }),
  faultLine: defineMessage<{ operator: string }>({
    id: 'outages.during.faultLine',
    defaultMessage: 'Report a fault to {operator}, 24 h:',
    description: 'Outages page: before the network operator fault line',
  }),
  duration: defineMessage<{ hours: number; minutes: number }>({
    id: 'outages.duration',
    defaultMessage: '{hours} h {minutes} min',
    description: 'Outages page: a duration',
  }),
  compTitle: defineMessage<{ year: number }>({
    id: 'outages.comp.title',
    defaultMessage: 'Compensation for long outages in {year}',
    description: 'Outages page: compensation tracker heading',
  }),
  compDue: defineMessage<{ amount: string; credited: string }>({
    id: 'outages.comp.due',
    defaultMessage: 'Due: {amount} ({credited} credited)',
    description: 'Outages page: compensation due and credited, euros',
  }),
  compLine: defineMessage<{ date: string; duration: string; percent: number; amount: string }>({
    id: 'outages.comp.line',
    defaultMessage: '{date}: {duration}, {percent} % → {amount}',
    description: 'Outages page: one interruption and its compensation',
  }),
  compCredited: defineMessage<{ invoice: string }>({
    id: 'outages.comp.credited',
    defaultMessage: 'credited on invoice {invoice}',
    description: 'Outages page: compensation credited on an invoice',
  }),
  compLineFixed: defineMessage<{ date: string; duration: string; amount: string }>({
    id: 'outages.comp.lineFixed',
    defaultMessage: '{date}: {duration} → {amount}',
    description: 'Outages page: one interruption and its compensation, a fixed amount by the rules',
  }),
  claimAutomatic: defineMessage<{ operator: string; law: string }>({
    id: 'outages.comp.automatic',
    defaultMessage: '{operator} pays it without a claim, as a credit on an invoice ({law}).',
    description: 'Outages page: how to claim, automatic',
  }),
  claimApply: defineMessage<{ operator: string; law: string }>({
    id: 'outages.comp.apply',
    defaultMessage: 'Apply to {operator} for it ({law}).',
    description: 'Outages page: how to claim, on application',
  }),
};

/** The cause codes' names. */
export const causes = defineMessages({
  storm: { id: 'outages.cause.storm', defaultMessage: 'Storm', description: 'Outages page: outage cause' },
  'snow-load': {
    id: 'outages.cause.snowLoad',
    defaultMessage: 'Snow load on lines',
    description: 'Outages page: outage cause',
  },
  equipment: {
    id: 'outages.cause.equipment',
    defaultMessage: 'Equipment fault',
    description: 'Outages page: outage cause',
  },
  excavation: {
    id: 'outages.cause.excavation',
    defaultMessage: 'Cable damaged by digging',
    description: 'Outages page: outage cause',
  },
  maintenance: {
    id: 'outages.cause.maintenance',
    defaultMessage: 'Maintenance',
    description: 'Outages page: outage cause',
  },
  upgrade: {
    id: 'outages.cause.upgrade',
    defaultMessage: 'Network upgrade',
    description: 'Outages page: outage cause',
  },
});
