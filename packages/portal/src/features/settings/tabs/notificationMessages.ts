import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { NotificationSubjectId } from '@vool/api-client/browser';

export const messages = defineMessages({
  spotHeading: {
    id: 'settings.alerts.spot',
    defaultMessage: 'Spot price alert',
    description: 'Alerts heading',
  },
  spotIntro: {
    id: 'settings.alerts.spotIntro',
    defaultMessage:
      'When tomorrow’s prices are published (about 14:00), we tell you of the hours below or above your limits.',
    description: 'Spot alert: what it does',
  },
  enabled: { id: 'settings.alerts.enabled', defaultMessage: 'On', description: 'Switch: alert on' },
  lower: {
    id: 'settings.alerts.lower',
    defaultMessage: 'Tell me of hours cheaper than',
    description: 'Field',
  },
  upper: {
    id: 'settings.alerts.upper',
    defaultMessage: 'Tell me of hours dearer than',
    description: 'Field',
  },
  boundHelp: {
    id: 'settings.alerts.boundHelp',
    defaultMessage: 'cents per kWh, VAT included; leave empty for no limit',
    description: 'Field help: spot price threshold unit',
  },
  contacts: {
    id: 'settings.alerts.contacts',
    defaultMessage: 'Send to',
    description: 'Field: alert contacts',
  },
  consumptionLimit: {
    id: 'settings.alerts.consumptionLimit',
    defaultMessage: 'When a day’s consumption is above (kWh)',
    description: 'Field: consumption alert threshold',
  },
  otherHeading: {
    id: 'settings.alerts.other',
    defaultMessage: 'Other alerts',
    description: 'Alerts heading',
  },
});

export const subjectTitles: Record<NotificationSubjectId, MessageDescriptor> = defineMessages({
  Invoice: {
    id: 'settings.alerts.Invoice',
    defaultMessage: 'Invoice due soon',
    description: 'Alert subject',
  },
  Outage: { id: 'settings.alerts.Outage', defaultMessage: 'Outages', description: 'Alert subject' },
  Consumption: {
    id: 'settings.alerts.Consumption',
    defaultMessage: 'High consumption',
    description: 'Alert subject',
  },
});

export const subjectTexts: Record<NotificationSubjectId, MessageDescriptor> = defineMessages({
  Invoice: {
    id: 'settings.alerts.InvoiceText',
    defaultMessage: 'A reminder three days before an unpaid invoice is due.',
    description: 'Alert subject explanation',
  },
  Outage: {
    id: 'settings.alerts.OutageText',
    defaultMessage: 'Planned and unplanned outages at your places.',
    description: 'Alert subject explanation',
  },
  Consumption: {
    id: 'settings.alerts.ConsumptionText',
    defaultMessage: 'A message the day after you used more than your limit.',
    description: 'Alert subject explanation',
  },
});
