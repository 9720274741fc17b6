import { createContext, use, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { I18nProvider as AriaLocale } from 'react-aria-components/I18nProvider';
import { RawIntlProvider } from 'react-intl';
import type { LocaleId } from '@vool/api-client/browser';
import { rememberLocale } from './locales.ts';
import type { MessageStore } from './messageStore.ts';
import { texts as defaultTexts } from './texts.ts';
import { setCurrentIntl } from './currentIntl.ts';
import { makeIntl } from './intl.ts';

interface LocaleControl {
  locale: LocaleId;
  /** Loads the language's texts, then switches to it and remembers the choice in the cookie. */
  setLocale: (locale: LocaleId) => Promise<void>;
}

const LocaleContext = createContext<LocaleControl | null>(null);

export interface I18nProviderProps {
  /** Phone width or installed app: the mobile bundle's shorter texts. */
  mobile: boolean;
  /** The texts to show: the page's own store; the server gives each render one of its own. */
  texts?: MessageStore;
  children: ReactNode;
}

/**
 * react-intl over the message store (messageStore.ts), which the boot code has filled before the
 * first render, so the first paint is already translated.
 */
export function I18nProvider({ mobile, texts = defaultTexts, children }: I18nProviderProps) {
  const { subscribeMessages, messagesSnapshot, setMessageTarget } = texts;
  const state = useSyncExternalStore(subscribeMessages, messagesSnapshot, messagesSnapshot);

  // Also after a hydration: the server draws the general texts, a phone then takes its own.
  useEffect(() => {
    if (mobile !== state.mobile) void setMessageTarget(state.locale, mobile);
  }, [mobile, state.mobile, state.locale, setMessageTarget]);

  const intl = useMemo(() => makeIntl(state.locale, state.messages), [state.locale, state.messages]);
  useEffect(() => {
    setCurrentIntl(intl);
  }, [intl]);

  const control = useMemo<LocaleControl>(
    () => ({
      locale: state.locale,
      setLocale: async (locale) => {
        await setMessageTarget(locale, state.mobile);
        rememberLocale(locale);
      },
    }),
    [state.locale, state.mobile, setMessageTarget],
  );

  return (
    <LocaleContext value={control}>
      {/* React Aria (StatCard's figures, dates) in the page's language too: left alone it takes en-US
          on the server and the browser's own language after the hydration. */}
      <AriaLocale locale={state.locale}>
        <RawIntlProvider value={intl}>{children}</RawIntlProvider>
      </AriaLocale>
    </LocaleContext>
  );
}

export function useLocale(): LocaleControl {
  const control = use(LocaleContext);
  if (!control) throw new Error('useLocale needs an <I18nProvider>');
  return control;
}
