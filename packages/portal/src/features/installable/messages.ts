import { defineMessage, defineMessages } from 'react-intl';

// An area of its own (i18n/areas.json): the notices' chunk loads these texts with itself.
export const messages = defineMessages({
  offlineTitle: {
    id: 'installable.offline.title',
    defaultMessage: 'You are offline',
    description: 'Installed app banner title when the app was opened without a network connection',
  },
  noData: {
    id: 'installable.offline.noData',
    defaultMessage:
      'Your figures are shown once the app has been online. Anything you do needs a connection.',
    description: 'Installed app offline banner when no dashboard was kept on this device',
  },
  backOnline: {
    id: 'installable.offline.back',
    defaultMessage: 'You are online again.',
    description: 'Installed app banner once the network is back after an offline start',
  },
  refresh: {
    id: 'installable.offline.refresh',
    defaultMessage: 'Show current figures',
    description: 'Button: reload the app now that it is online again',
  },
  updateTitle: {
    id: 'installable.update.title',
    defaultMessage: 'A new version is available',
    description: 'Banner title when a new version of the portal has been downloaded',
  },
  updateBody: {
    id: 'installable.update.body',
    defaultMessage: 'Reload the app to start using it.',
    description: 'Banner text under "A new version is available"',
  },
  reload: {
    id: 'installable.update.reload',
    defaultMessage: 'Reload',
    description: 'Button: reload the portal to use its new version',
  },
  later: {
    id: 'installable.update.later',
    defaultMessage: 'Later',
    description: 'Accessible name of the button that hides the new-version banner for now',
  },
});

export const dataFromMessage = defineMessage<{ time: string }>({
  id: 'installable.offline.dataFrom',
  defaultMessage: 'Offline, data from {time}. Anything you do needs a connection.',
  description: 'Installed app offline banner: the figures shown were kept at {time} (HH:mm) today',
});

export const dataFromDayMessage = defineMessage<{ date: string; time: string }>({
  id: 'installable.offline.dataFromDay',
  defaultMessage: 'Offline, data from {date} {time}. Anything you do needs a connection.',
  description:
    'Installed app offline banner: the figures shown were kept on {date} (DD.MM.YYYY) at {time} (HH:mm)',
});
