import { configureStore } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { apiClient } from '../apiClient.ts';
import { clientsSlice } from '../../features/clients/slice.ts';
import { api } from './api.ts';
import { errorListener } from './errorListener.ts';
import { rootSaga } from './rootSaga.ts';
import { navigation, type Navigation } from './navigation.ts';

/** The services sagas reach through `getContext`, so tests can hand in their own. */
export interface SagaServices {
  api: typeof apiClient;
  navigation: Navigation;
}

/**
 * What the store's calls go through (RTK Query's `extra`): the page's own client in the browser, a
 * client answering for one request's user when the server draws a page (portal.server.tsx).
 */
export interface StoreExtra {
  client: typeof apiClient;
}

// In the listener's place, with its type: the store's dispatch stays the same either way.
const noToasts = (() => (next: (action: unknown) => unknown) =>
  next) as unknown as typeof errorListener.middleware;

export interface StoreOptions {
  /** Whether failed calls show the error toast: not on the server, which draws a card's failure itself. */
  toasts?: boolean;
}

export function createStore(services: Partial<SagaServices> = {}, { toasts = true }: StoreOptions = {}) {
  const sagaMiddleware = createSagaMiddleware({
    context: { api: apiClient, navigation, ...services } satisfies SagaServices,
  });
  const client = services.api ?? apiClient;
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [clientsSlice.reducerPath]: clientsSlice.reducer },
    middleware: (getDefault) =>
      getDefault({ thunk: { extraArgument: { client } satisfies StoreExtra } })
        .prepend(toasts ? errorListener.middleware : noToasts)
        .concat(api.middleware, sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  // Sagas of one page run while it is shown (useSaga), so their code stays in the page's chunk.
  const runSaga: typeof sagaMiddleware.run = (saga, ...args) => sagaMiddleware.run(saga, ...args);
  return Object.assign(store, { runSaga });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
