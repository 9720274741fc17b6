import { describe, expect, it } from '@jest/globals';
import { resolveLocale } from '../locales.ts';

const estonian = {
  default_locale_id: 'et-EE' as const,
  locales: [
    { id: 'et-EE' as const, name: 'Eesti' },
    { id: 'ru-RU' as const, name: 'Русский' },
    { id: 'en-GB' as const, name: 'English' },
  ],
};

describe('the interface language', () => {
  it('is the locale cookie when the site speaks it', () => {
    expect(resolveLocale(estonian, 'ru-RU')).toBe('ru-RU');
  });

  it("is the site's default otherwise", () => {
    expect(resolveLocale(estonian, 'fi-FI')).toBe('et-EE');
    expect(resolveLocale(estonian, 'xx')).toBe('et-EE');
    expect(resolveLocale(estonian, undefined)).toBe('et-EE');
  });
});
