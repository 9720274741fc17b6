import type { UiStrings } from '../i18n/strings.ts';

/**
 * Table's default texts (see ../i18n/strings.ts). Select, select all and the directions are React Aria's
 * own table words; "Loading…" is the portal's `shell.loading`.
 */
export const tableStrings: UiStrings<
  'loading' | 'select' | 'selectAll' | 'sortBy' | 'ascending' | 'descending'
> = {
  'en-US': {
    loading: 'Loading…',
    select: 'Select',
    selectAll: 'Select all',
    sortBy: 'Sort by',
    ascending: 'ascending',
    descending: 'descending',
  },
  'fi-FI': {
    loading: 'Ladataan…',
    select: 'Valitse',
    selectAll: 'Valitse kaikki',
    sortBy: 'Lajittele',
    ascending: 'nouseva',
    descending: 'laskeva',
  },
  'sv-FI': {
    loading: 'Laddar…',
    select: 'Markera',
    selectAll: 'Markera allt',
    sortBy: 'Sortera efter',
    ascending: 'stigande',
    descending: 'fallande',
  },
  'et-EE': {
    loading: 'Laadimine…',
    select: 'Vali',
    selectAll: 'Vali kõik',
    sortBy: 'Sorteeri',
    ascending: 'tõusev järjestus',
    descending: 'laskuv järjestus',
  },
  'lv-LV': {
    loading: 'Ielādē…',
    select: 'Atlasīt',
    selectAll: 'Atlasīt visu',
    sortBy: 'Kārtot pēc',
    ascending: 'augošā secībā',
    descending: 'dilstošā secībā',
  },
  'ru-RU': {
    loading: 'Загрузка…',
    select: 'Выбрать',
    selectAll: 'Выбрать все',
    sortBy: 'Сортировать по',
    ascending: 'по возрастанию',
    descending: 'по убыванию',
  },
};
