import type { MessageFormatElement } from 'react-intl';
import type { LocaleId } from '@vool/api-client/browser';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
export type Bundle = 'general' | 'mobile';

/** Compiled (pre-parsed) messages from translations/, one lazy chunk per locale and bundle. */
const compiled = import.meta.glob<CompiledMessages>('./compiled/*.json', { import: 'default' });

/** The development pseudo-locale: long, accented texts that show clipping and untranslated strings. */
export const pseudoLocale = 'en-XA';

async function loadBundle(locale: string, bundle: Bundle): Promise<CompiledMessages> {
  const load = compiled[`./compiled/${locale}.${bundle}.json`];
  if (!load) throw new Error(`No ${bundle} messages for ${locale}`);
  return load();
}

/**
 * The messages for a locale; on phones and in the installed app the mobile bundle's shorter texts
 * replace the general ones they name.
 */
export async function loadMessages(locale: LocaleId | typeof pseudoLocale, mobile: boolean) {
  const [general, short] = await Promise.all([
    loadBundle(locale, 'general'),
    mobile ? loadBundle(locale, 'mobile') : Promise.resolve({}),
  ]);
  return { ...general, ...short };
}
