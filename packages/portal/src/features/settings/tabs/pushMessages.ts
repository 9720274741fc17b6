import { defineMessages } from 'react-intl';

// The push tab's own texts are features/notifications/messages.ts.
export const messages = defineMessages({
  appearanceHelp: {
    id: 'settings.appearance.help',
    defaultMessage: 'Applies at once on this device, also in the header’s appearance button.',
    description: 'Appearance tab: how the choice works',
  },
});
