/**
 * The languages @vool/ui writes its own default texts in: the six the product ships. A component's
 * dictionary (its `strings.ts`) goes to React Aria's `useLocalizedStringFormatter`, which picks the
 * language of the I18nProvider's locale. English is keyed `en-US` because that is the dictionary's
 * fallback for a language not listed here; en-GB (and any English) finds it by language, as sv-SE finds
 * sv-FI. A text given as a prop always wins over these.
 */
export const uiLocales = ['en-US', 'fi-FI', 'sv-FI', 'et-EE', 'lv-LV', 'ru-RU'] as const;

export type UiLocale = (typeof uiLocales)[number];

/** One component's texts in every shipped language: the type makes a missing language or key an error. */
export type UiStrings<Key extends string> = Record<UiLocale, Record<Key, string>>;
