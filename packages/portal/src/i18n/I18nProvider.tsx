import { createContext, use, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { RawIntlProvider } from 'react-intl';
import type { LocaleId } from '@vool/api-client/browser';
import { rememberLocale } from './locales.ts';
import { loadMessages, type CompiledMessages } from './messages.ts';
import { setCurrentIntl } from './currentIntl.ts';
import { makeIntl } from './intl.ts';

interface LocaleControl {
  locale: LocaleId;
  /** Loads the language's texts, then switches to it and remembers the choice in the cookie. */
  setLocale: (locale: LocaleId) => Promise<void>;
}

const LocaleContext = createContext<LocaleControl | null>(null);

export interface I18nProviderProps {
  locale: LocaleId;
  /** The messages loaded before the first render, so the first paint is already translated. */
  messages: CompiledMessages;
  /** Phone width or installed app: the mobile bundle's shorter texts. */
  mobile: boolean;
  children: ReactNode;
}

export function I18nProvider({
  locale: initialLocale,
  messages: initial,
  mobile,
  children,
}: I18nProviderProps) {
  const [state, setState] = useState({ locale: initialLocale, mobile, messages: initial });
  const latest = useRef(0);

  const load = useMemo(
    () => async (locale: LocaleId, isMobile: boolean) => {
      const request = ++latest.current;
      const messages = await loadMessages(locale, isMobile);
      if (request === latest.current) setState({ locale, mobile: isMobile, messages });
    },
    [],
  );

  useEffect(() => {
    if (mobile !== state.mobile) void load(state.locale, mobile);
  }, [mobile, state.mobile, state.locale, load]);

  const intl = useMemo(() => makeIntl(state.locale, state.messages), [state.locale, state.messages]);
  useEffect(() => {
    setCurrentIntl(intl);
  }, [intl]);

  const control = useMemo<LocaleControl>(
    () => ({
      locale: state.locale,
      setLocale: async (locale) => {
        await load(locale, state.mobile);
        rememberLocale(locale);
      },
    }),
    [state.locale, state.mobile, load],
  );

  return (
    <LocaleContext value={control}>
      <RawIntlProvider value={intl}>{children}</RawIntlProvider>
    </LocaleContext>
  );
}

export function useLocale(): LocaleControl {
  const control = use(LocaleContext);
  if (!control) throw new Error('useLocale needs an <I18nProvider>');
  return control;
}
