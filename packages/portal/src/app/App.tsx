import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './AppProviders.tsx';
import type { PageStart } from './boot.tsx';
import type { createRouter } from './router.tsx';
import type { AppStore } from './store/store.ts';

export interface AppProps {
  start: PageStart;
  store: AppStore;
  router: ReturnType<typeof createRouter>;
}

export function App({ start, store, router }: AppProps) {
  return (
    <AppProviders start={start}>
      <Provider store={store}>
        <RouterProvider router={router} />
      </Provider>
    </AppProviders>
  );
}
