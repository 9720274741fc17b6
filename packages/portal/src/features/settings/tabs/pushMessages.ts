import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  appearanceHelp: {
    id: 'settings.appearance.help',
    defaultMessage: 'Applies at once on this device, also in the header’s appearance button.',
    description: 'Appearance tab: how the choice works',
  },
  pushIntro: {
    id: 'settings.push.intro',
    defaultMessage:
      'Notifications on this device for the alerts you choose under Alerts and for replies from customer service.',
    description: 'Push tab: what push notifications are for',
  },
  granted: {
    id: 'settings.push.granted',
    defaultMessage: 'This device may show notifications from us.',
    description: 'Push permission granted',
  },
  denied: {
    id: 'settings.push.denied',
    defaultMessage:
      'Notifications are blocked for this app. Allow them in the device’s settings for this app, then come back.',
    description: 'Push permission denied (permission-blocked)',
  },
  ask: {
    id: 'settings.push.ask',
    defaultMessage: 'This device has not been asked yet.',
    description: 'Push permission default',
  },
  allow: { id: 'settings.push.allow', defaultMessage: 'Allow notifications', description: 'Button' },
  unsupported: {
    id: 'settings.push.unsupported',
    defaultMessage: 'This browser cannot show notifications.',
    description: 'Push unsupported-browser',
  },
});
