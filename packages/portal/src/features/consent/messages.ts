import { defineMessages } from 'react-intl';

export const messages = defineMessages({
  askTitle: {
    id: 'consent.ask.title',
    defaultMessage: 'Cookies',
    description: 'Heading of the cookie consent dialog shown on the first visit',
  },
  askText: {
    id: 'consent.ask.text',
    defaultMessage:
      'We use necessary cookies to keep you signed in and remember your settings. With your permission we would also like to use analytics cookies to see how the portal is used, so that we can improve it.',
    description: 'Text of the first-visit cookie dialog on a site that offers analytics cookies',
  },
  askTextNecessaryOnly: {
    id: 'consent.ask.textNecessaryOnly',
    defaultMessage:
      'We use only necessary cookies. They keep you signed in and remember your settings, such as language and appearance.',
    description: 'Text of the first-visit cookie dialog on a site that has no analytics',
  },
  acceptAll: {
    id: 'consent.action.acceptAll',
    defaultMessage: 'Accept all',
    description: 'Cookie dialogs: button that accepts every cookie category',
  },
  rejectAll: {
    id: 'consent.action.rejectAll',
    defaultMessage: 'Reject all',
    description: 'Cookie dialogs: button that allows only the necessary cookies',
  },
  preferences: {
    id: 'consent.action.preferences',
    defaultMessage: 'Preferences',
    description: 'First-visit cookie dialog: button that opens the dialog for choosing categories one by one',
  },
  save: {
    id: 'consent.action.save',
    defaultMessage: 'Save choices',
    description: 'Cookie preferences dialog: button that saves the categories switched on',
  },
  preferencesTitle: {
    id: 'consent.preferences.title',
    defaultMessage: 'Cookie preferences',
    description: 'Heading of the dialog where the visitor switches cookie categories on and off',
  },
  preferencesText: {
    id: 'consent.preferences.text',
    defaultMessage:
      'Choose which cookies we may use. You can change your choice at any time with the cookie button in the bottom corner of the page.',
    description: 'Text at the top of the cookie preferences dialog',
  },
  close: {
    id: 'consent.preferences.close',
    defaultMessage: 'Close',
    description: 'Accessible name of the close button of the cookie preferences dialog',
  },
  necessary: {
    id: 'consent.category.necessary',
    defaultMessage: 'Necessary cookies',
    description: 'Cookie preferences: label of the switch for the necessary category (always on)',
  },
  necessaryDescription: {
    id: 'consent.category.necessary.description',
    defaultMessage:
      'Needed for signing in, for security and for remembering your settings. They are always on.',
    description: 'Cookie preferences: what the necessary cookies are for',
  },
  analytics: {
    id: 'consent.category.analytics',
    defaultMessage: 'Analytics cookies',
    description: 'Cookie preferences: label of the switch for the analytics category',
  },
  analyticsDescription: {
    id: 'consent.category.analytics.description',
    defaultMessage: 'Google Analytics shows us how the portal is used, which helps us improve it.',
    description: 'Cookie preferences: what the analytics cookies are for',
  },
  cookieButton: {
    id: 'consent.button.label',
    defaultMessage: 'Change cookie preferences',
    description: 'Accessible name of the floating cookie button at the bottom left of every page',
  },
});
