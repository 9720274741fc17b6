import { defineMessages, type MessageDescriptor } from 'react-intl';
import type { SettingsTab } from './tabs.ts';

export const messages = defineMessages({
  title: { id: 'settings.title', defaultMessage: 'Settings', description: 'Settings page heading' },
  tabsLabel: {
    id: 'settings.tabs',
    defaultMessage: 'Settings sections',
    description: 'Accessible name of the settings tab list',
  },
  back: {
    id: 'settings.back',
    defaultMessage: 'All settings',
    description: 'Phone layout: link from a settings section back to the list of sections',
  },
  loading: {
    id: 'settings.loading',
    defaultMessage: 'Loading settings',
    description: 'Settings are loading',
  },
  loadFailed: {
    id: 'settings.loadFailed',
    defaultMessage: 'These settings could not be loaded.',
    description: 'A settings section failed to load',
  },
  retry: {
    id: 'settings.retry',
    defaultMessage: 'Try again',
    description: 'Retry loading a settings section',
  },
  save: { id: 'settings.save', defaultMessage: 'Save changes', description: 'Save a settings form' },
  saving: { id: 'settings.saving', defaultMessage: 'Saving…', description: 'A settings form is being saved' },
  cancel: { id: 'settings.cancel', defaultMessage: 'Undo changes', description: 'Reset a settings form' },
  saved: {
    id: 'settings.saved',
    defaultMessage: 'Your changes were saved.',
    description: 'Toast after saving',
  },
  saveFailed: {
    id: 'settings.saveFailed',
    defaultMessage: 'Your changes were not saved. Nothing was changed; try again.',
    description: 'Alert when saving settings failed for another reason than the input',
  },
  fieldsWrong: {
    id: 'settings.fieldsWrong',
    defaultMessage: 'Check the marked fields. Nothing was saved.',
    description: 'Alert above a form whose fields were refused',
  },
  stepUpTitle: {
    id: 'settings.stepUp.title',
    defaultMessage: 'Confirm it is you',
    description: 'Dialog title: the change needs a fresh identity confirmation',
  },
  stepUpBody: {
    id: 'settings.stepUp.body',
    defaultMessage:
      'Changing a bank account or your e-mail address needs a fresh confirmation with your e-ID, because you signed in more than 15 minutes ago. What you entered is kept and offered back when you return.',
    description: 'Dialog body for the step-up confirmation',
  },
  stepUpBodySignIn: {
    id: 'settings.stepUp.bodySignIn',
    defaultMessage:
      'Changing a bank account or your e-mail address needs a recent sign-in, because you signed in more than 15 minutes ago. Sign in again, then make the change.',
    description: 'Dialog body for the step-up when the site has no e-ID: the user signs in again',
  },
  stepUpConfirm: {
    id: 'settings.stepUp.confirm',
    defaultMessage: 'Confirm with e-ID',
    description: 'Dialog button: go to the e-ID confirmation',
  },
  stepUpSignIn: {
    id: 'settings.stepUp.signIn',
    defaultMessage: 'Sign in again',
    description: 'Dialog button: sign out and in again to confirm identity',
  },
  cancelStepUp: {
    id: 'settings.stepUp.cancel',
    defaultMessage: 'Not now',
    description: 'Dialog button: do not confirm identity now',
  },
  stepUpFailed: {
    id: 'settings.stepUp.failed',
    defaultMessage: 'Your identity was not confirmed, so nothing was changed. Try again when you are ready.',
    description: 'Alert after a failed or cancelled e-ID confirmation',
  },
  required: {
    id: 'settings.field.required',
    defaultMessage: 'Fill in this field.',
    description: 'Field error: a required field is empty',
  },
  fieldInvalid: {
    id: 'settings.field.invalid',
    defaultMessage: 'Check this value.',
    description: 'Field error for a refusal the portal has no own text for',
  },
});

/** Field errors by the rule's code (api-client's rules and the API's 422 codes). */
export const fieldErrors: Record<string, MessageDescriptor> = defineMessages({
  POSTAL_CODE: {
    id: 'settings.error.POSTAL_CODE',
    defaultMessage:
      'Enter a postal code of the country: five digits in Finland and Estonia, LV-1234 in Latvia.',
    description: 'Field error: postal code format',
  },
  IBAN: {
    id: 'settings.error.IBAN',
    defaultMessage: 'This is not a valid IBAN. Check its length and digits, e.g. FI21 1234 5600 0007 85.',
    description: 'Field error: IBAN invalid',
  },
  DUPLICATE_IBAN: {
    id: 'settings.error.DUPLICATE_IBAN',
    defaultMessage: 'This account is already on your list.',
    description: 'Field error: IBAN already added',
  },
  BUSINESS_CODE: {
    id: 'settings.error.BUSINESS_CODE',
    defaultMessage: 'This is not a valid business code.',
    description: 'Field error: company code invalid',
  },
  E_INVOICE_ADDRESS: {
    id: 'settings.error.E_INVOICE_ADDRESS',
    defaultMessage:
      'Enter the company’s e-invoice address: in Finland its OVT (0037 and the business code’s digits), elsewhere its registry code.',
    description: 'Field error: e-invoice address invalid',
  },
  E_INVOICE_OPERATOR: {
    id: 'settings.error.E_INVOICE_OPERATOR',
    defaultMessage: 'Choose the operator from the list.',
    description: 'Field error: e-invoice operator unknown',
  },
  E_INVOICE_COMPANY_ONLY: {
    id: 'settings.error.E_INVOICE_COMPANY_ONLY',
    defaultMessage: 'E-invoices through an operator are for companies.',
    description: 'Field error: e-invoice asked by a private customer',
  },
  THRESHOLD_ORDER: {
    id: 'settings.error.THRESHOLD_ORDER',
    defaultMessage: 'The lower limit must be below the upper limit.',
    description: 'Field error: thresholds in the wrong order',
  },
  NO_THRESHOLD: {
    id: 'settings.error.NO_THRESHOLD',
    defaultMessage: 'Give a limit to be told about.',
    description: 'Field error: an alert without a threshold',
  },
  NO_CONTACTS: {
    id: 'settings.error.NO_CONTACTS',
    defaultMessage: 'Choose at least one contact to tell.',
    description: 'Field error: an alert without contacts',
  },
  UNKNOWN_CONTACT: {
    id: 'settings.error.UNKNOWN_CONTACT',
    defaultMessage: 'One of the chosen contacts no longer exists. Choose again.',
    description: 'Field error: a contact id that is not the customer’s',
  },
  TIMING_UNAVAILABLE: {
    id: 'settings.error.TIMING_UNAVAILABLE',
    defaultMessage: 'Your network operator sends outage notices at any hour.',
    description: 'Field error: outage timing not available',
  },
  MARKETING_NONE_ALONE: {
    id: 'settings.error.MARKETING_NONE_ALONE',
    defaultMessage: '“No marketing” cannot be chosen together with a channel.',
    description: 'Field error: None chosen with other marketing channels',
  },
  ONE_EMAIL: {
    id: 'settings.error.ONE_EMAIL',
    defaultMessage: 'You can have one e-mail address: change the one you have.',
    description: 'Field error: a second e-mail contact',
  },
  ONE_PRIMARY: {
    id: 'settings.error.ONE_PRIMARY',
    defaultMessage: 'Only one contact of each kind can be the main one.',
    description: 'Field error: two primary contacts of a type',
  },
  EMAIL: {
    id: 'settings.error.EMAIL',
    defaultMessage: 'Enter an e-mail address such as name@example.com.',
    description: 'Field error: e-mail format',
  },
  INVALID_PHONE: {
    id: 'settings.error.INVALID_PHONE',
    defaultMessage: 'Enter a phone number, with the country code if it is abroad (e.g. +358 40 123 4567).',
    description: 'Field error: phone number invalid',
  },
  DUPLICATE_SUBJECT: {
    id: 'settings.error.DUPLICATE_SUBJECT',
    defaultMessage: 'This notification is already set up.',
    description: 'Field error: a second setting for the same subject',
  },
});

const tabLabels = defineMessages({
  profile: { id: 'settings.tab.profile', defaultMessage: 'Profile', description: 'Settings tab' },
  contacts: { id: 'settings.tab.contacts', defaultMessage: 'Contact details', description: 'Settings tab' },
  addresses: { id: 'settings.tab.addresses', defaultMessage: 'Addresses', description: 'Settings tab' },
  'bank-accounts': {
    id: 'settings.tab.bankAccounts',
    defaultMessage: 'Bank accounts',
    description: 'Settings tab',
  },
  'outage-contacts': {
    id: 'settings.tab.outageContacts',
    defaultMessage: 'Outage notices',
    description: 'Settings tab: who is told of network outages',
  },
  notifications: { id: 'settings.tab.notifications', defaultMessage: 'Alerts', description: 'Settings tab' },
  'push-notifications': {
    id: 'settings.tab.pushNotifications',
    defaultMessage: 'Push notifications',
    description: 'Settings tab (installed app only)',
  },
  appearance: { id: 'settings.tab.appearance', defaultMessage: 'Appearance', description: 'Settings tab' },
});

export const tabLabel = (tab: SettingsTab) => tabLabels[tab];

export const tabDescriptions = defineMessages({
  profile: {
    id: 'settings.tabText.profile',
    defaultMessage: 'Your name, language and what we may send you',
    description: 'Phone layout: what the profile section holds',
  },
  contacts: {
    id: 'settings.tabText.contacts',
    defaultMessage: 'E-mail, phone numbers and how we reach you',
    description: 'Phone layout: what the contacts section holds',
  },
  addresses: {
    id: 'settings.tabText.addresses',
    defaultMessage: 'Postal and invoice address',
    description: 'Phone layout: what the addresses section holds',
  },
  'bank-accounts': {
    id: 'settings.tabText.bankAccounts',
    defaultMessage: 'Accounts for refunds and e-invoices',
    description: 'Phone layout: what the bank accounts section holds',
  },
  'outage-contacts': {
    id: 'settings.tabText.outageContacts',
    defaultMessage: 'Who hears of outages at each place',
    description: 'Phone layout: what the outage section holds',
  },
  notifications: {
    id: 'settings.tabText.notifications',
    defaultMessage: 'Price, consumption and invoice alerts',
    description: 'Phone layout: what the alerts section holds',
  },
  'push-notifications': {
    id: 'settings.tabText.pushNotifications',
    defaultMessage: 'Notifications on this device',
    description: 'Phone layout: what the push section holds',
  },
  appearance: {
    id: 'settings.tabText.appearance',
    defaultMessage: 'Light or dark',
    description: 'Phone layout: what the appearance section holds',
  },
});
