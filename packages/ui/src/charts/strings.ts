import type { UiStrings } from '../i18n/strings.ts';

/**
 * The Chart's default texts (see ../i18n/strings.ts). The table, zoom and estimated words are the
 * portal's own (`charts.showTable`, `charts.hideTable`, `charts.zoom*`, `charts.status.estimated`);
 * "Loading…" is its `shell.loading`.
 */
export const chartStrings: UiStrings<
  'showTable' | 'hideTable' | 'empty' | 'loading' | 'estimated' | 'zoom' | 'zoomStart' | 'zoomEnd'
> = {
  'en-US': {
    showTable: 'Show as table',
    hideTable: 'Hide table',
    empty: 'No data to show',
    loading: 'Loading…',
    estimated: 'estimated',
    zoom: 'Zoom',
    zoomStart: 'From',
    zoomEnd: 'To',
  },
  'fi-FI': {
    showTable: 'Näytä taulukkona',
    hideTable: 'Piilota taulukko',
    empty: 'Ei näytettäviä tietoja',
    loading: 'Ladataan…',
    estimated: 'arvioitu',
    zoom: 'Zoomaus',
    zoomStart: 'Alkaen',
    zoomEnd: 'Asti',
  },
  'sv-FI': {
    showTable: 'Visa som tabell',
    hideTable: 'Dölj tabellen',
    empty: 'Inga uppgifter att visa',
    loading: 'Laddar…',
    estimated: 'uppskattad',
    zoom: 'Zoomning',
    zoomStart: 'Från',
    zoomEnd: 'Till',
  },
  'et-EE': {
    showTable: 'Näita tabelina',
    hideTable: 'Peida tabel',
    empty: 'Andmed puuduvad',
    loading: 'Laadimine…',
    estimated: 'hinnanguline',
    zoom: 'Suum',
    zoomStart: 'Alates',
    zoomEnd: 'Kuni',
  },
  'lv-LV': {
    showTable: 'Rādīt tabulā',
    hideTable: 'Paslēpt tabulu',
    empty: 'Nav datu, ko parādīt',
    loading: 'Ielādē…',
    estimated: 'aprēķināts',
    zoom: 'Tālummaiņa',
    zoomStart: 'No',
    zoomEnd: 'Līdz',
  },
  'ru-RU': {
    showTable: 'Показать таблицей',
    hideTable: 'Скрыть таблицу',
    empty: 'Нет данных для отображения',
    loading: 'Загрузка…',
    estimated: 'расчетное',
    zoom: 'Масштаб',
    zoomStart: 'С',
    zoomEnd: 'По',
  },
};
