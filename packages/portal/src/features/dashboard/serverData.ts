import type { SiteConfig } from '../../app/site.tsx';
import type { AppStore } from '../../app/store/store.ts';
import { clientsApi } from '../clients/index.ts';
import { summaryApi } from '../invoices/index.ts';
import { dashboardApi } from './api.ts';
import { expensesArgs, optionalCards, placesArgs } from './cards.ts';

/**
 * Everything the dashboard shows, fetched into the store for the server to draw it complete. A card
 * whose call fails is drawn with its failure and retry, as in the browser.
 */
export async function fetchDashboard(store: AppStore, site: SiteConfig): Promise<void> {
  const once = { subscribe: false } as const;
  const { data: me } = await store.dispatch(clientsApi.endpoints.me.initiate(undefined, once));
  if (!me || me.isNewCustomer) return;
  const { endpoints } = dashboardApi;
  const cards: Array<PromiseLike<unknown>> = [
    store.dispatch(endpoints.consumptionStatistics.initiate(undefined, once)),
    store.dispatch(endpoints.yearlyConsumption.initiate(undefined, once)),
    store.dispatch(endpoints.expenses.initiate(expensesArgs, once)),
  ];
  if (site.features.includes('invoices'))
    cards.push(store.dispatch(summaryApi.endpoints.invoiceSummary.initiate(undefined, once)));
  const { data: locations } = await store.dispatch(endpoints.dashboardLocations.initiate(placesArgs, once));
  const { production, spotPrices } = optionalCards(site, locations);
  if (production) cards.push(store.dispatch(endpoints.productionStatistics.initiate(undefined, once)));
  if (spotPrices) cards.push(store.dispatch(endpoints.spotPrices.initiate(undefined, once)));
  await Promise.all(cards);
}
