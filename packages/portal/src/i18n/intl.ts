import { createIntl, createIntlCache, type IntlShape } from 'react-intl';
import { logClientError } from '../app/apiClient.ts';
import type { CompiledMessages } from './messages.ts';

const cache = createIntlCache();
const reported = new Set<string>();

/** A text with no translation falls back to English and is reported once, as a client error (spec §8). */
function onIntlError(locale: string) {
  return (error: { code: string; message: string; descriptor?: { id?: unknown } }) => {
    if (error.code !== 'MISSING_TRANSLATION') {
      logClientError(error.message, { locale, code: error.code });
      return;
    }
    const id = typeof error.descriptor?.id === 'string' ? error.descriptor.id : error.message;
    if (reported.has(`${locale}:${id}`)) return;
    reported.add(`${locale}:${id}`);
    logClientError(`Missing translation: ${id}`, { locale, id, code: error.code });
  };
}

/** The formatter for a language and its messages; shared by React and the store's toasts. */
export function makeIntl(locale: string, messages: CompiledMessages): IntlShape {
  return createIntl({ locale, messages, defaultLocale: 'en-GB', onError: onIntlError(locale) }, cache);
}
