import { existsSync, readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';

export type Texts = (id: string, values?: Record<string, string>) => string;

const read = (locale: string, bundle: 'general' | 'mobile'): Record<string, string> => {
  const file = new URL(`../../translations/${locale}/${bundle}.json`, import.meta.url);
  return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Record<string, string>) : {};
};

/**
 * The interface texts of a locale, as translators wrote them in translations/, so a test finds a
 * control by the name a user of that language sees. `mobile`: the shorter texts of phones and the
 * installed app replace the general ones they name.
 */
export function texts(locale: string, { mobile = false } = {}): Texts {
  const messages = { ...read(locale, 'general'), ...(mobile ? read(locale, 'mobile') : {}) };
  return (id, values = {}) => {
    const message = messages[id];
    if (message === undefined) throw new Error(`translations/${locale} has no text "${id}"`);
    const text = message.replace(/\{(\w+)\}/g, (_, name: string) => {
      const value = values[name];
      if (value === undefined) throw new Error(`"${id}" needs a value for {${name}}`);
      return value;
    });
    // Plurals and selects would need a real formatter; none of the texts the tests read use them.
    if (/[{}]/.test(text)) throw new Error(`"${id}" in ${locale} has ICU syntax the tests cannot format`);
    return text.replace(/''/g, "'");
  };
}

/** The texts of the language the page is in (`<html lang>`, which the portal keeps current). */
export async function textsOf(page: Page, options?: { mobile?: boolean }): Promise<Texts> {
  const lang = await page.locator('html').getAttribute('lang');
  if (!lang) throw new Error('the page has no <html lang>');
  return texts(lang, options);
}
