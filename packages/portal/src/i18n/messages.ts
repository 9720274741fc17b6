import type { MessageFormatElement } from 'react-intl';
import type { LocaleId } from '@vool/api-client/browser';
import { compiled } from './compiledFiles.ts';

export type CompiledMessages = Record<string, MessageFormatElement[]>;
export type Bundle = 'general' | 'mobile';

/**
 * A page's own texts (its id prefix, listed in areas.json, e.g. `charts`) load with the page;
 * everything else — sign-in, the frame, errors, consent — is `core` and loads at start. So the
 * sign-in page never downloads the dashboard's texts, and a new area adds nothing to the pages that
 * were there before it.
 */
export type MessageArea = string;

/** The development pseudo-locale: long, accented texts that show clipping and untranslated strings. */
export const pseudoLocale = 'en-XA';

async function loadPart(locale: string, bundle: Bundle, area: MessageArea): Promise<CompiledMessages> {
  const load = compiled[`./compiled/${locale}.${bundle}.${area}.json`];
  if (!load) throw new Error(`No ${bundle} ${area} messages for ${locale}`);
  return load();
}

/**
 * The messages of some areas for a locale; on phones and in the installed app the mobile bundle's
 * shorter texts replace the general ones they name.
 */
export async function loadMessages(
  locale: LocaleId | typeof pseudoLocale,
  mobile: boolean,
  wanted: Iterable<MessageArea> = ['core'],
): Promise<CompiledMessages> {
  const list = [...new Set(wanted)];
  const parts = await Promise.all(
    list.flatMap((area) => [
      loadPart(locale, 'general', area),
      mobile ? loadPart(locale, 'mobile', area) : Promise.resolve({}),
    ]),
  );
  // General texts first, then every mobile override, whatever the area order.
  const ordered = [...parts.filter((_, i) => i % 2 === 0), ...parts.filter((_, i) => i % 2 === 1)];
  return Object.assign({}, ...ordered) as CompiledMessages;
}
