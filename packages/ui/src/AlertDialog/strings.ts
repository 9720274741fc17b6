import type { UiStrings } from '../i18n/strings.ts';

/** AlertDialog's default texts (see ../i18n/strings.ts); the portal says the same in `invoices.cancel`. */
export const alertDialogStrings: UiStrings<'cancel'> = {
  'en-US': { cancel: 'Cancel' },
  'fi-FI': { cancel: 'Peruuta' },
  'sv-FI': { cancel: 'Avbryt' },
  'et-EE': { cancel: 'Loobu' },
  'lv-LV': { cancel: 'Atcelt' },
  'ru-RU': { cancel: 'Отмена' },
};
