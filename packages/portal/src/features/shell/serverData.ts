import type { AppStore } from '../../app/store/store.ts';
import { authApi } from '../auth/index.ts';
import { clientsApi } from '../clients/index.ts';

/**
 * What the frame shows, for the server to draw it as the browser would: the session, and who the
 * user acts for (a representative's company is named in the header, not the person).
 */
export async function fetchFrame(store: AppStore): Promise<void> {
  const once = { subscribe: false } as const;
  const { data: session } = await store.dispatch(authApi.endpoints.session.initiate(undefined, once));
  if (session && !session.isNewCustomer) {
    await store.dispatch(clientsApi.endpoints.representatives.initiate(undefined, once));
  }
}
