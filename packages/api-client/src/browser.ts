/**
 * Everything the browser needs at run time, without the request/response schemas (the schema
 * library is for the server's validation; the browser takes only their types).
 */
export {
  createApiClient,
  createCoreClient,
  type ApiClient,
  type CoreClient,
  type StatisticsParams,
} from './client.ts';
export {
  createHttp,
  type ApiClientOptions,
  type Download,
  type Http,
  type Method,
  type RequestOptions,
} from './http.ts';
export { createSessionClient, authBasePath, type SessionClient } from './session.ts';
export { ApiError, NetworkError, isApiError, isNetworkError } from './errors.ts';
export { encodeQuery, withQuery, type Query, type QueryScalar, type QueryValue } from './query.ts';
export { filenameFromContentDisposition } from './content-disposition.ts';
export { userIdFromCookie } from './cookies.ts';
export { sameSitePath } from './redirects.ts';
export { endpoints, pathOf, type EndpointName, type EndpointSpec, type SessionUse } from './endpoints.ts';
export { callOf, type Call, type CallOptions } from './call.ts';
export {
  addressTypes,
  changeItems,
  chartDataTypes,
  chartResolutions,
  contactPreferences,
  contactTypes,
  contractKinds,
  contractStatuses,
  customerTypes,
  deliveryMethods,
  moveOutMaxDays,
  moveOutReasons,
  priceComponentKinds,
  pricingKinds,
  productVisibilities,
  renewalWindowDays,
  signingActions,
  signingLifetimeSeconds,
  signingStatuses,
  countriesOfAddresses,
  externalServices,
  localeIds,
  logLevels,
  marketingChannels,
  maxDate,
  notificationSubjects,
  outageTimings,
  compensationPage,
  compensationPageMax,
  dashboardPlaces,
  dashboardPlacesMax,
  priceAreas,
  providerIds,
  siteFeatures,
  stepUpFreshnessMs,
  utilities,
  replyMethods,
  supportChannelKinds,
  ticketStatuses,
  ticketTextMax,
  usagePointPageMax,
  usagePointQueryMax,
  usagePointSearchTypes,
  verificationFlags,
  whatIfMaxProducts,
} from './constants.ts';
// The push registration's timings and the installation id's form (spec §9), for the portal's push saga.
export { installationIdPattern, pushTimings } from './constants.ts';
export {
  documentLinkPaths,
  documentLinkTypes,
  feedbackContexts,
  feedbackRatingMax,
  feedbackTextMax,
} from './constants.ts';
export * from './rules.ts';
export * from './contract-rules.ts';
export { checkIban } from './iban.ts';
export type * from './schemas/index.ts';
