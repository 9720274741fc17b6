import { afterEach, describe, expect, it } from '@jest/globals';
import type { Product } from '@vool/api-client/browser';
import type { apiClient } from '../../../app/apiClient.ts';
import { api } from '../../../app/store/api.ts';
import { createStore, type AppStore } from '../../../app/store/store.ts';
import { switchRequested } from '../../clients/index.ts';
import { contractsApi, type ProductsArgs } from '../api.ts';

const product = (name: string): Product => ({
  id: 'aurora-fixed-12',
  name,
  description: '',
  utility: 'electricity',
  customerType: 'private',
  visibility: 'Public',
  pricingKind: 'Fixed',
  termMonths: 12,
  followupPricingKind: null,
  renewable: false,
  vatPercent: '25.5',
  validFrom: '2026-01-01',
  validTo: null,
  components: [],
});

/**
 * A server that names its products in the language of the locale cookie, as the acting client sees
 * them: `locale` and `acting` stand for the cookie and the session the browser sends.
 */
function server() {
  const seen = { locale: 'en-GB', acting: 'client-A' };
  const productCalls: string[] = [];
  const client = {
    request: (_method: string, path: string) => {
      if (path !== '/api/products') return Promise.resolve(null);
      productCalls.push(`${seen.acting} ${seen.locale}`);
      return Promise.resolve([product(`Fixed 12 for ${seen.acting} in ${seen.locale}`)]);
    },
    me: {
      switchRepresentative: (clientCode: string) => {
        seen.acting = clientCode;
        return Promise.resolve({});
      },
    },
    auth: { session: () => Promise.resolve({}) },
  } as unknown as typeof apiClient;
  return { client, seen, productCalls };
}

const query: ProductsArgs['query'] = { utility: 'electricity', customerType: 'private' };

async function products(store: AppStore, locale: string) {
  const request = store.dispatch(contractsApi.endpoints.products.initiate({ query, locale }));
  const { data } = await request;
  request.unsubscribe();
  return data?.[0]?.name;
}

const stores: AppStore[] = [];
function storeFor(client: typeof apiClient) {
  const store = createStore({
    api: client,
    navigation: { navigate: () => undefined, load: () => undefined, here: () => '/' },
  });
  stores.push(store);
  return store;
}

afterEach(() => {
  for (const store of stores.splice(0)) store.dispatch(api.util.resetApiState());
});

describe('the products on sale, cached per session and language', () => {
  it('answers the same question from the cache, and asks again in another language', async () => {
    const { client, seen, productCalls } = server();
    const store = storeFor(client);
    expect(await products(store, 'en-GB')).toBe('Fixed 12 for client-A in en-GB');
    expect(await products(store, 'en-GB')).toBe('Fixed 12 for client-A in en-GB');
    expect(productCalls).toHaveLength(1);

    seen.locale = 'fi-FI';
    expect(await products(store, 'fi-FI')).toBe('Fixed 12 for client-A in fi-FI');
    expect(productCalls).toHaveLength(2);
  });

  it('does not show one client’s products to the next: switching client drops the cache', async () => {
    const { client, productCalls } = server();
    const store = storeFor(client);
    expect(await products(store, 'en-GB')).toBe('Fixed 12 for client-A in en-GB');
    store.dispatch(switchRequested({ clientCode: 'client-B' }));
    // The switch saga posts the code, then resets every cached answer.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(await products(store, 'en-GB')).toBe('Fixed 12 for client-B in en-GB');
    expect(productCalls).toEqual(['client-A en-GB', 'client-B en-GB']);
  });
});
