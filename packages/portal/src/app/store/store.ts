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

export function createStore(services: Partial<SagaServices> = {}) {
  const sagaMiddleware = createSagaMiddleware({
    context: { api: apiClient, navigation, ...services } satisfies SagaServices,
  });
  const store = configureStore({
    reducer: { [api.reducerPath]: api.reducer, [clientsSlice.reducerPath]: clientsSlice.reducer },
    middleware: (getDefault) =>
      getDefault().prepend(errorListener.middleware).concat(api.middleware, sagaMiddleware),
  });
  sagaMiddleware.run(rootSaga);
  // Sagas of one page run while it is shown (useSaga), so their code stays in the page's chunk.
  const runSaga: typeof sagaMiddleware.run = (saga, ...args) => sagaMiddleware.run(saga, ...args);
  return Object.assign(store, { runSaga });
}

export type AppStore = ReturnType<typeof createStore>;
export type RootState = ReturnType<AppStore['getState']>;
export type AppDispatch = AppStore['dispatch'];
