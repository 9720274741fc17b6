import type { UiStrings } from '../i18n/strings.ts';

/** Dialog's default texts (see ../i18n/strings.ts); the portal says the same in `shell.close`. */
export const dialogStrings: UiStrings<'close'> = {
  'en-US': { close: 'Close' },
  'fi-FI': { close: 'Sulje' },
  'sv-FI': { close: 'Stäng' },
  'et-EE': { close: 'Sulge' },
  'lv-LV': { close: 'Aizvērt' },
  'ru-RU': { close: 'Закрыть' },
};
