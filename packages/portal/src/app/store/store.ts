import { combineReducers, configureStore, type ReducersMapObject } from '@reduxjs/toolkit';
import createSagaMiddleware from 'redux-saga';
import { features, frame } from '../../features/index.ts';
import { apiClient } from '../apiClient.ts';
import { api } from './api.ts';
import { errorListener, handleFailuresWith } from './errorListener.ts';
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

/**
 * The state features keep, by the name of each one's slice: a feature adds its own to this interface
 * (`declare module` beside its slice) and lists the slice as its feature's `state`.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled in by the features
export interface FeatureState {}

type State = { [api.reducerPath]: ReturnType<typeof api.reducer> } & FeatureState;

// Typed by what the features declare: the list itself says nothing of each slice's state.
const reducers = {
  [api.reducerPath]: api.reducer,
  ...Object.fromEntries(features.flatMap(({ state }) => (state ? [[state.reducerPath, state.reducer]] : []))),
} as ReducersMapObject<State>;

handleFailuresWith(frame.failures);

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
    reducer: combineReducers(reducers),
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
