import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { MessageStore } from '../i18n/messageStore.ts';
import { AppProviders } from './AppProviders.tsx';
import type { PageStart } from './boot.tsx';
import type { AppStore } from './store/store.ts';

export interface AppProps {
  start: PageStart;
  store: AppStore;
  /** The texts' store, when not the page's own (each server render has one). */
  texts?: MessageStore | undefined;
  /** The router: the browser's, or the one the server draws a page with. */
  children: ReactNode;
}

/** The signed-in portal's tree, the same whether the server draws it or the browser does. */
export function App({ start, store, texts, children }: AppProps) {
  return (
    <AppProviders start={start} texts={texts}>
      <Provider store={store}>{children}</Provider>
    </AppProviders>
  );
}
