import type { LocaleId } from '@vool/api-client/browser';
import type { CompiledMessages, MessageArea, pseudoLocale } from './messages.ts';

export interface MessagesSnapshot {
  /** The interface language. */
  locale: LocaleId;
  mobile: boolean;
  /** Every area asked for so far, in that language. */
  messages: CompiledMessages;
}

export type LoadMessages = (
  source: LocaleId | typeof pseudoLocale,
  mobile: boolean,
  areas: Iterable<MessageArea>,
) => Promise<CompiledMessages>;

interface Target {
  locale: LocaleId;
  /** Where the texts come from: the locale, or the pseudo-locale in development. */
  source: LocaleId | typeof pseudoLocale;
  mobile: boolean;
}

/**
 * The interface texts as one small store outside React: the boot code fills it before the first
 * render, pages add their own area as their code loads (`requireArea`), and a language or layout
 * switch reloads every area asked for so far. The newest load wins; each area's files are fetched once
 * per language, so a reload of areas already there costs no request.
 */
export function createMessageStore(loadMessages: LoadMessages) {
  const areas = new Set<MessageArea>(['core']);
  const listeners = new Set<() => void>();
  const waiters: Array<{ ready: () => boolean; resolve: () => void }> = [];
  let target: Target | undefined;
  let snapshot: MessagesSnapshot | undefined;
  /** The target the snapshot's texts are of. */
  let drawnFor: Target | undefined;
  let loadedAreas = new Set<MessageArea>();
  let request = 0;

  function settle() {
    for (const waiter of [...waiters]) {
      if (!waiter.ready()) continue;
      waiters.splice(waiters.indexOf(waiter), 1);
      waiter.resolve();
    }
  }

  function until(ready: () => boolean): Promise<void> {
    if (ready()) return Promise.resolve();
    return new Promise((resolve) => waiters.push({ ready, resolve }));
  }

  async function reload(): Promise<void> {
    if (!target) return;
    const current = target;
    const wanted = new Set(areas);
    const ticket = ++request;
    const messages = await loadMessages(current.source, current.mobile, wanted);
    if (ticket !== request) return;
    if (snapshot && drawnFor === current) {
      // More areas of the same texts: added to the messages in use, which keeps the snapshot and so
      // the formatter (I18nProvider). Everything already drawn has its texts; redrawing the whole page
      // for a new area's (a synchronous render, as store updates are) blocked input for 150 ms on a slow
      // phone. Whoever asked for the area waits for it (`requireArea`) before drawing with it.
      Object.assign(snapshot.messages, messages);
    } else {
      snapshot = { locale: current.locale, mobile: current.mobile, messages: { ...messages } };
      drawnFor = current;
    }
    loadedAreas = wanted;
    for (const listener of listeners) listener();
    settle();
  }

  const isCurrent = (wanted: Target) =>
    snapshot?.locale === wanted.locale && snapshot.mobile === wanted.mobile && target === wanted;

  /** Sets (or switches) the language and layout; resolves once their texts are in use. */
  function setMessageTarget(locale: LocaleId, mobile: boolean, source: Target['source'] = locale) {
    const next = { locale, source, mobile };
    target = next;
    void reload();
    return until(() => isCurrent(next) || target !== next);
  }

  /** Asks for a page's texts; resolves once they are in use (at once when they already are). */
  function requireArea(area: MessageArea): Promise<void> {
    if (!areas.has(area)) {
      areas.add(area);
      void reload();
    }
    return until(() => loadedAreas.has(area) && snapshot !== undefined);
  }

  /**
   * Fetches a page's texts ahead of it (a link to it nears the screen) without using them: nothing
   * draws again, and `requireArea` finds the files there when the page opens.
   */
  async function fetchArea(area: MessageArea): Promise<void> {
    if (target && !areas.has(area)) await loadMessages(target.source, target.mobile, [area]);
  }

  function subscribeMessages(listener: () => void): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  }

  function messagesSnapshot(): MessagesSnapshot {
    if (!snapshot) throw new Error('The interface texts are not loaded yet');
    return snapshot;
  }

  return { setMessageTarget, requireArea, fetchArea, subscribeMessages, messagesSnapshot };
}

export type MessageStore = ReturnType<typeof createMessageStore>;
