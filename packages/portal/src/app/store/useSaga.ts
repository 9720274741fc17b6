import { useEffect } from 'react';
import { useStore } from 'react-redux';
import type { Saga } from 'redux-saga';
import type { AppStore } from './store.ts';

/** Runs a saga while the component is mounted: a page's flows live and end with the page. */
export function useSaga(saga: Saga<[]>): void {
  const store = useStore() as AppStore;
  useEffect(() => {
    const task = store.runSaga(saga);
    return () => {
      task.cancel();
    };
  }, [store, saga]);
}
