import type { DrawnRequest } from '../../app/pageHandle.ts';
import type { SiteConfig } from '../../app/site.tsx';
import type { AppStore } from '../../app/store/store.ts';
import { clientsApi } from '../clients/index.ts';
import { settingsApi } from './api.ts';
import { tabOf, visibleTabs, type SettingsTab } from './tabs.ts';

const once = { subscribe: false } as const;

/** The calls each section opens with. */
const sectionCalls: Record<SettingsTab, (store: AppStore) => Array<PromiseLike<unknown>>> = {
  profile: (store) => [
    store.dispatch(clientsApi.endpoints.me.initiate(undefined, once)),
    store.dispatch(settingsApi.endpoints.accountChanges.initiate(undefined, once)),
  ],
  contacts: (store) => [store.dispatch(settingsApi.endpoints.contacts.initiate(undefined, once))],
  addresses: (store) => [
    store.dispatch(clientsApi.endpoints.me.initiate(undefined, once)),
    store.dispatch(settingsApi.endpoints.addresses.initiate(undefined, once)),
  ],
  'bank-accounts': (store) => [
    store.dispatch(clientsApi.endpoints.me.initiate(undefined, once)),
    store.dispatch(settingsApi.endpoints.bankAccounts.initiate(undefined, once)),
  ],
  'outage-contacts': (store) => [
    store.dispatch(settingsApi.endpoints.contacts.initiate(undefined, once)),
    (async () => {
      const { data: places = [] } = await store.dispatch(
        settingsApi.endpoints.outageAddresses.initiate(undefined, once),
      );
      await Promise.all(
        places.map((place) =>
          store.dispatch(settingsApi.endpoints.outageContacts.initiate(place.contractId, once)),
        ),
      );
    })(),
  ],
  notifications: (store) => {
    const { endpoints } = settingsApi;
    return [
      store.dispatch(endpoints.spotAlert.initiate(undefined, once)),
      store.dispatch(endpoints.contacts.initiate(undefined, once)),
      store.dispatch(endpoints.notificationSubjects.initiate(undefined, once)),
      store.dispatch(endpoints.notificationSettings.initiate(undefined, once)),
    ];
  },
  // The installed app's section: the installed app is drawn in the browser.
  'push-notifications': () => [],
  appearance: () => [],
};

/**
 * What /settings shows, for the server to draw it complete: the section the address names (the
 * first allowed on a wide screen when it names none; a phone then lists the sections only).
 */
export function fetchSettings(
  store: AppStore,
  site: SiteConfig,
  { url, mobile }: DrawnRequest,
): Promise<unknown> {
  const tabs = visibleTabs(site, false);
  const named = tabOf(url.searchParams, tabs);
  const shown = named === undefined && !mobile ? tabs[0] : named;
  return Promise.all(shown ? sectionCalls[shown](store) : []);
}
