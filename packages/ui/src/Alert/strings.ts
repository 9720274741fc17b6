import type { UiStrings } from '../i18n/strings.ts';

/** Alert's default texts (see ../i18n/strings.ts): the name of the button that closes the message. */
export const alertStrings: UiStrings<'dismiss'> = {
  'en-US': { dismiss: 'Dismiss' },
  'fi-FI': { dismiss: 'Sulje ilmoitus' },
  'sv-FI': { dismiss: 'Stäng meddelandet' },
  'et-EE': { dismiss: 'Sulge teade' },
  'lv-LV': { dismiss: 'Aizvērt paziņojumu' },
  'ru-RU': { dismiss: 'Закрыть уведомление' },
};
