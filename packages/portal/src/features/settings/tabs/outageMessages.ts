import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { OutageTiming } from '@vool/api-client/browser';

export const messages = defineMessages({
  intro: {
    id: 'settings.outage.intro',
    defaultMessage: 'Choose who hears of planned and unplanned outages at each of your places.',
    description: 'Outage contacts: what the section does',
  },
  none: {
    id: 'settings.outage.none',
    defaultMessage: 'You have no places of supply with network outage notices.',
    description: 'Outage contacts: no places',
  },
  contacts: { id: 'settings.outage.contacts', defaultMessage: 'Tell these contacts', description: 'Field' },
  noContacts: {
    id: 'settings.outage.noContacts',
    defaultMessage: 'Add an e-mail or phone in Contact details first.',
    description: 'Outage contacts: the customer has no contacts',
  },
  timing: { id: 'settings.outage.timing', defaultMessage: 'At night', description: 'Field: when to be told' },
  timingFixed: {
    id: 'settings.outage.timingFixed',
    defaultMessage: 'Your network operator sends outage notices at any hour.',
    description: 'Outage contacts: timing cannot be chosen on this site',
  },
});

export const timingLabels: Record<OutageTiming, MessageDescriptor> = defineMessages({
  Always: {
    id: 'settings.outage.Always',
    defaultMessage: 'Tell me at any hour',
    description: 'Outage timing',
  },
  NoNightHours: {
    id: 'settings.outage.NoNightHours',
    defaultMessage: 'Not at night (22–07); skip night messages',
    description: 'Outage timing',
  },
  SendAfterNightHours: {
    id: 'settings.outage.SendAfterNightHours',
    defaultMessage: 'Keep night messages until 07',
    description: 'Outage timing',
  },
});
