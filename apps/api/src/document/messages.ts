import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { localeIds, type LocaleId } from '../areas/site/sites.ts';

export type Messages = Record<string, string>;

const translationsDir = new URL('../../../../translations/', import.meta.url);

/** Read once at start: the texts are part of the release, not data. */
export function loadMessages(dir: URL = translationsDir): Record<LocaleId, Messages> {
  return Object.fromEntries(
    localeIds.map((locale) => {
      const file = fileURLToPath(new URL(`${locale}/general.json`, dir));
      return [locale, JSON.parse(readFileSync(file, 'utf8')) as Messages];
    }),
  ) as Record<LocaleId, Messages>;
}

/** A translator for one locale; a missing text falls back to English and then to its id. */
export function translator(all: Record<LocaleId, Messages>, locale: LocaleId) {
  return (id: string, values: Record<string, string | number> = {}): string => {
    const template = all[locale][id] ?? all['en-GB'][id] ?? id;
    return template.replace(/\{(\w+)\}/g, (whole, key: string) => String(values[key] ?? whole));
  };
}

export type Translate = ReturnType<typeof translator>;
