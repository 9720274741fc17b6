import type { UiStrings } from '../i18n/strings.ts';

/** Breadcrumbs' default texts (see ../i18n/strings.ts), as React Aria's own breadcrumbs name the trail. */
export const breadcrumbsStrings: UiStrings<'breadcrumbs'> = {
  'en-US': { breadcrumbs: 'Breadcrumbs' },
  'fi-FI': { breadcrumbs: 'Navigointilinkit' },
  'sv-FI': { breadcrumbs: 'Sökvägar' },
  'et-EE': { breadcrumbs: 'Lingiread' },
  'lv-LV': { breadcrumbs: 'Atpakaļceļi' },
  'ru-RU': { breadcrumbs: 'Навигация' },
};
