import type { UiStrings } from '../i18n/strings.ts';

/** ComboBox's default texts (see ../i18n/strings.ts); "Loading…" as the portal's `shell.loading`. */
export const comboBoxStrings: UiStrings<'noMatches' | 'loading'> = {
  'en-US': { noMatches: 'No matches', loading: 'Loading…' },
  'fi-FI': { noMatches: 'Ei osumia', loading: 'Ladataan…' },
  'sv-FI': { noMatches: 'Inga träffar', loading: 'Laddar…' },
  'et-EE': { noMatches: 'Vasteid pole', loading: 'Laadimine…' },
  'lv-LV': { noMatches: 'Nav atbilstību', loading: 'Ielādē…' },
  'ru-RU': { noMatches: 'Нет совпадений', loading: 'Загрузка…' },
};
