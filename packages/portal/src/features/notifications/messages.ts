import { defineMessage, defineMessages, type MessageDescriptor } from 'react-intl';
import type { PushErrorCode } from './errors.ts';

// `settings.` ids: the push tab is a section of the settings page, whose texts load with it.
export const messages = defineMessages({
  pushIntro: {
    id: 'settings.push.intro',
    defaultMessage:
      'Notifications on this device for the alerts you choose under Alerts and for replies from customer service.',
    description: 'Push tab: what push notifications are for',
  },
  toggle: {
    id: 'settings.push.toggle',
    defaultMessage: 'Notifications on this device',
    description: 'Push tab: the switch that turns push notifications on or off for this device',
  },
  granted: {
    id: 'settings.push.granted',
    defaultMessage: 'This device may show notifications from us.',
    description: 'Push permission granted',
  },
  ask: {
    id: 'settings.push.ask',
    defaultMessage: 'This device has not been asked yet.',
    description: 'Push permission default',
  },
  asking: {
    id: 'settings.push.asking',
    defaultMessage: 'Turning it on asks this device for permission to show notifications.',
    description: 'Push tab: under the switch while permission has not been asked',
  },
  working: {
    id: 'settings.push.working',
    defaultMessage: 'Saving…',
    description: 'Push tab: while notifications are being turned on or off',
  },
  providerOff: {
    id: 'settings.push.providerOff',
    defaultMessage: 'We cannot send notifications at the moment. Your choice is kept for when we can.',
    description: 'Push tab: the site cannot send push messages now (providerEnabled false)',
  },
  loadFailed: {
    id: 'settings.push.loadFailed',
    defaultMessage: 'Your notification settings could not be loaded.',
    description: 'Push tab: the customer info or the device list failed to load',
  },
  retry: { id: 'settings.push.retry', defaultMessage: 'Try again', description: 'Button: load again' },
  devicesTitle: {
    id: 'settings.push.devices.title',
    defaultMessage: 'Devices that get notifications',
    description: 'Push tab: heading of the list of devices linked to the client',
  },
  devicesEmpty: {
    id: 'settings.push.devices.empty',
    defaultMessage: 'No device gets notifications yet.',
    description: 'Push tab: no devices linked',
  },
  thisDevice: {
    id: 'settings.push.devices.current',
    defaultMessage: 'This device',
    description: 'Push tab: badge on the device the user is using',
  },
  removeFailed: {
    id: 'settings.push.devices.removeFailed',
    defaultMessage: 'The device could not be removed. Try again.',
    description: 'Push tab: removing a device failed',
  },
});

/** Spec §8: a text for every push and installation error. */
export const errorTexts: Record<PushErrorCode, MessageDescriptor> = defineMessages({
  'permission-blocked': {
    id: 'settings.push.denied',
    defaultMessage:
      'Notifications are blocked for this app. Allow them in the device’s settings for this app, then come back.',
    description: 'Push permission denied (permission-blocked)',
  },
  'permission-default': {
    id: 'settings.push.error.permissionDefault',
    defaultMessage: 'Notifications were not allowed. Turn them on again to be asked once more.',
    description: 'Push error permission-default: the permission question was closed without an answer',
  },
  'unsupported-browser': {
    id: 'settings.push.unsupported',
    defaultMessage: 'This browser cannot show notifications.',
    description: 'Push unsupported-browser',
  },
  'indexed-db-unsupported': {
    id: 'settings.push.error.indexedDb',
    defaultMessage: 'This browser does not let the app keep its notification settings (private browsing?).',
    description: 'Push error indexed-db-unsupported: the browser has no IndexedDB',
  },
  'failed-service-worker-registration': {
    id: 'settings.push.error.serviceWorker',
    defaultMessage:
      'The app could not start its background part on this device. Reload the app and try again.',
    description:
      'Push error failed-service-worker-registration: the service worker did not activate within 10 s',
  },
  'token-subscribe-failed': {
    id: 'settings.push.error.subscribeFailed',
    defaultMessage: 'This device could not be signed up for notifications. Try again later.',
    description: 'Push error token-subscribe-failed',
  },
  'token-subscribe-no-token': {
    id: 'settings.push.error.subscribeNoToken',
    defaultMessage: 'The notification service did not answer as expected. Try again later.',
    description: 'Push error token-subscribe-no-token: the push service answered without a token',
  },
  'token-update-failed': {
    id: 'settings.push.error.updateFailed',
    defaultMessage: 'This device’s notification sign-up could not be renewed. Try again later.',
    description: 'Push error token-update-failed: refreshing the 7-day-old push token failed',
  },
  'token-update-no-token': {
    id: 'settings.push.error.updateNoToken',
    defaultMessage: 'The notification service did not renew the sign-up as expected. Try again later.',
    description: 'Push error token-update-no-token',
  },
  'token-unsubscribe-failed': {
    id: 'settings.push.error.unsubscribeFailed',
    defaultMessage: 'Notifications could not be turned off on this device. Try again.',
    description: 'Push error token-unsubscribe-failed',
  },
  'not-registered': {
    id: 'settings.push.error.notRegistered',
    defaultMessage: 'This device is not registered for notifications yet. Turn them on to register it.',
    description: 'Push error not-registered: the installation or token is missing',
  },
  'app-offline': {
    id: 'settings.push.error.offline',
    defaultMessage: 'You are offline. Notifications can be turned on or off once you are online.',
    description: 'Push error app-offline',
  },
  'installation-not-found': {
    id: 'settings.push.error.installationNotFound',
    defaultMessage:
      'This device’s registration was removed. Turn notifications on again to register it anew.',
    description: 'Push error installation-not-found: the vendor answered 401/404 when refreshing',
  },
});

export const lastUsedMessage = defineMessage<{ date: string; time: string }>({
  id: 'settings.push.devices.lastUsed',
  defaultMessage: 'Last used {date} {time}',
  description: 'Push tab: when a device last used notifications; {date} DD.MM.YYYY, {time} HH:mm',
});

export const removeMessage = defineMessage<{ device: string }>({
  id: 'settings.push.devices.remove',
  defaultMessage: 'Remove {device}',
  description: 'Push tab: button that stops notifications to a device; {device} is its name',
});
