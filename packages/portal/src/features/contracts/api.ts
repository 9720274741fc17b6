import type {
  ClientAddress,
  Contract,
  ContractDetail,
  ContractList,
  ContractOffer,
  CreateContractBody,
  CreateEstoniaContractBody,
  MoveOutBody,
  PlacedUsagePoint,
  Products,
  ProductsQuery,
  RenewBody,
  SigningStarted,
  SigningState,
  StartInfo,
  UsagePointPage,
  WhatIf,
  WhatIfQuery,
} from '@vool/api-client/browser';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';

/**
 * The products on sale, asked in the user's language. The API answers in the language of the locale
 * cookie, so the locale is part of the cache key: switching language asks again instead of showing
 * the names of the language before. Per session: switching client resets every cached answer
 * (features/clients/saga.ts) and signing out loads a new document.
 */
export interface ProductsArgs {
  query: ProductsQuery;
  locale: string;
}

/** The products on sale at a point from a day, as its start information says, in a language. */
export const productsFrom = (info: StartInfo, startDate: string, locale: string): ProductsArgs => ({
  query: {
    utility: info.utility,
    customerType: info.customerType,
    supplyStartDate: startDate,
    meteringPointId: info.objectId,
  },
  locale,
});

/**
 * Up to this many points of supply, the new contract's form shows each as a card to choose; beyond,
 * a search finds the one (a property manager has thousands).
 */
export const manyPoints = 10;

/** Points a supply contract can be made for: usage points, not production (microgeneration) sites. */
const supplyKind = 'UsagePoint';

/** The contracts' pages' calls. They load with those pages. */
export const contractsApi = api.enhanceEndpoints({ addTagTypes: ['Contracts'] }).injectEndpoints({
  endpoints: (build) => ({
    contracts: build.query<ContractList, void>({
      query: () => call('contracts'),
      providesTags: ['Contracts'],
    }),
    contract: build.query<ContractDetail, number>({
      query: (id) => call('contract', { params: { id: String(id) } }),
      providesTags: ['Contracts'],
    }),
    contractStartInfo: build.query<StartInfo, string>({
      query: (objectId) => call('contractStartInfo', { params: { objectId } }),
      providesTags: ['Contracts'],
    }),
    contractOffers: build.query<ContractOffer[], void>({
      query: () => call('contractOffers'),
      providesTags: ['Contracts'],
    }),
    products: build.query<Products, ProductsArgs>({
      query: ({ query }) => call('products', { query }),
    }),
    whatIf: build.query<WhatIf, WhatIfQuery>({
      query: (query) => call('whatIf', { query }),
    }),
    // Named apart from the usage point picker's calls of the same paths: each feature's chunk
    // injects its own, and one name cannot have two definitions.
    /** The client's first points of supply by address, and how many they have: all when few. */
    contractPoints: build.query<UsagePointPage, void>({
      query: () => call('usagePoints', { query: { kind: supplyKind, limit: manyPoints } }),
    }),
    /** A point of supply of the client by its identifier, or null when they have none by that name. */
    contractPoint: build.query<PlacedUsagePoint | null, string>({
      query: (identifier) => call('usagePoints', { query: { kind: supplyKind, identifier } }),
      transformResponse: (page: UsagePointPage) => page.items[0] ?? null,
    }),
    postalAddress: build.query<ClientAddress | null, void>({
      query: () => call('addresses', { query: { requestType: 'postal' } }),
      transformResponse: (answer: ClientAddress[]) => answer.find((a) => a.type === 'postal') ?? null,
    }),
    renewContract: build.mutation<SigningStarted, { id: number; body: RenewBody }>({
      query: ({ id, body }) => call('renewContract', { params: { id: String(id) }, body }),
    }),
    moveOut: build.mutation<Contract, { id: number; body: MoveOutBody }>({
      query: ({ id, body }) => call('moveOut', { params: { id: String(id) }, body }),
      invalidatesTags: ['Contracts'],
    }),
    createContract: build.mutation<SigningStarted, CreateContractBody>({
      query: (body) => call('createContract', { body }),
    }),
    createEstoniaContract: build.mutation<SigningStarted, CreateEstoniaContractBody>({
      query: (body) => call('createEstoniaContract', { body }),
    }),
    // What a confirmation page shows; the signing page follows a signing with its saga.
    signingStatus: build.query<SigningState, string>({
      query: (signingToken) => call('signingStatus', { query: { signingToken } }),
    }),
  }),
});

// Each of these screens says itself what failed, with a way to try again.
handleErrorsInline(
  'contracts',
  'contract',
  'contractStartInfo',
  'contractOffers',
  'products',
  'whatIf',
  'contractPoints',
  'contractPoint',
  'postalAddress',
  'renewContract',
  'moveOut',
  'createContract',
  'createEstoniaContract',
  'signingStatus',
);

export const {
  useContractsQuery,
  useContractQuery,
  useContractStartInfoQuery,
  useContractOffersQuery,
  useProductsQuery,
  useWhatIfQuery,
  useContractPointsQuery,
  useContractPointQuery,
  usePostalAddressQuery,
  useRenewContractMutation,
  useMoveOutMutation,
  useCreateContractMutation,
  useCreateEstoniaContractMutation,
  useSigningStatusQuery,
} = contractsApi;
