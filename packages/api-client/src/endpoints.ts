import type { Method } from './http.ts';

/**
 * Whether a call needs a session: `required` answers 401 without one, `optional` reads one when there
 * is one (a log line names its client), `none` never looks.
 */
export type SessionUse = 'required' | 'optional' | 'none';

export interface EndpointSpec {
  method: Method;
  /** Parameters as `:name`: `/api/countries/:countryCode`. */
  path: string;
  session: SessionUse;
}

/**
 * Every call of the API, by name: where it is and whether it needs a session. The server registers
 * its routes from this table (apps/api `endpoint()`), the typed client and the portal's RTK Query
 * endpoints call by name, and `schemas/endpoints.ts` holds each one's request and answer schemas under
 * the same names: a path is written once.
 */
export const endpoints = {
  authSession: { method: 'GET', path: '/api/auth/session', session: 'optional' },
  authCsrf: { method: 'GET', path: '/api/auth/csrf', session: 'none' },
  authProviders: { method: 'GET', path: '/api/auth/providers', session: 'none' },
  signIn: { method: 'POST', path: '/api/auth/signin/:provider', session: 'none' },
  authCallback: { method: 'GET', path: '/api/auth/callback/:provider', session: 'none' },
  signOut: { method: 'POST', path: '/api/auth/signout', session: 'none' },
  authLog: { method: 'POST', path: '/api/auth/_log', session: 'optional' },
  site: { method: 'GET', path: '/api/site', session: 'none' },
  info: { method: 'GET', path: '/api/info', session: 'none' },
  countries: { method: 'GET', path: '/api/countries', session: 'none' },
  country: { method: 'GET', path: '/api/countries/:countryCode', session: 'none' },
  log: { method: 'POST', path: '/api/logs', session: 'optional' },
  colorScheme: { method: 'POST', path: '/api/preferences/color-scheme', session: 'none' },
  me: { method: 'GET', path: '/api/me', session: 'required' },
  updateMe: { method: 'PUT', path: '/api/me', session: 'required' },
  confirmEmail: { method: 'GET', path: '/api/me/email/confirm', session: 'none' },
  representatives: { method: 'GET', path: '/api/me/representatives', session: 'required' },
  switchRepresentative: { method: 'POST', path: '/api/me/representatives', session: 'required' },
  locations: { method: 'GET', path: '/api/locations', session: 'required' },
  gsrnLocations: { method: 'GET', path: '/api/locations/gsrn', session: 'required' },
  usagePoints: { method: 'GET', path: '/api/usage-points/me', session: 'required' },
  searchUsagePoints: { method: 'POST', path: '/api/usage-points/search', session: 'required' },
  readings: { method: 'GET', path: '/api/charts/readings', session: 'required' },
  dashboardLocations: { method: 'GET', path: '/api/dashboard/locations', session: 'required' },
  dashboardInvoices: { method: 'GET', path: '/api/dashboard/invoices', session: 'required' },
  consumptionStatistics: {
    method: 'GET',
    path: '/api/dashboard/statistics/consumption',
    session: 'required',
  },
  productionStatistics: { method: 'GET', path: '/api/dashboard/statistics/production', session: 'required' },
  yearlyConsumption: { method: 'GET', path: '/api/dashboard/yearly-consumption', session: 'required' },
  spotStatistics: { method: 'GET', path: '/api/dashboard/statistics/spot', session: 'required' },
  expenses: { method: 'GET', path: '/api/dashboard/statistics/expenses', session: 'required' },
  invoices: { method: 'GET', path: '/api/invoices', session: 'required' },
  invoice: { method: 'GET', path: '/api/invoices/:invoiceNumber', session: 'required' },
  invoiceExplanation: {
    method: 'GET',
    path: '/api/invoices/:invoiceNumber/explanation',
    session: 'required',
  },
  invoicePdf: { method: 'GET', path: '/api/invoices/:id/download', session: 'required' },
  invoiceCsv: { method: 'GET', path: '/api/invoices/:id/download/csv', session: 'required' },
  postponeInvoice: { method: 'PUT', path: '/api/invoices/:id/postpone', session: 'required' },
  createPayment: { method: 'POST', path: '/api/invoices/:id/payments', session: 'required' },
  payment: { method: 'GET', path: '/api/payments/:paymentId', session: 'required' },
  banks: { method: 'GET', path: '/api/banks', session: 'required' },
  eInvoiceOperators: { method: 'GET', path: '/api/banks/operators', session: 'required' },
  contacts: { method: 'GET', path: '/api/me/contacts', session: 'required' },
  updateContacts: { method: 'PUT', path: '/api/me/contacts', session: 'required' },
  primaryContacts: { method: 'GET', path: '/api/me/primary-contacts', session: 'required' },
  addresses: { method: 'GET', path: '/api/me/addresses', session: 'required' },
  updateAddress: { method: 'PUT', path: '/api/me/addresses', session: 'required' },
  bankAccounts: { method: 'GET', path: '/api/me/bank-accounts', session: 'required' },
  createBankAccount: { method: 'POST', path: '/api/me/bank-accounts', session: 'required' },
  deleteBankAccount: {
    method: 'DELETE',
    path: '/api/me/bank-accounts/:bankAccountId',
    session: 'required',
  },
  validateBusinessCode: { method: 'GET', path: '/api/business/validate/:code', session: 'required' },
  outageAddresses: { method: 'GET', path: '/api/me/outage-addresses', session: 'required' },
  outageContacts: { method: 'GET', path: '/api/me/outage-contacts', session: 'required' },
  updateOutageContacts: { method: 'PUT', path: '/api/me/outage-contacts', session: 'required' },
  spotAlert: { method: 'GET', path: '/api/me/notifications', session: 'required' },
  updateSpotAlert: { method: 'PUT', path: '/api/me/notifications', session: 'required' },
  notificationSubjects: { method: 'GET', path: '/api/me/notification-subjects', session: 'required' },
  notificationSettings: { method: 'GET', path: '/api/me/notification-settings', session: 'required' },
  createNotificationSetting: {
    method: 'POST',
    path: '/api/me/notification-settings',
    session: 'required',
  },
  updateNotificationSetting: {
    method: 'PUT',
    path: '/api/me/notification-settings/:id',
    session: 'required',
  },
  accountChanges: { method: 'GET', path: '/api/me/changes', session: 'required' },
  stepUpStatus: { method: 'GET', path: '/api/me/step-up', session: 'required' },
  stepUp: { method: 'POST', path: '/api/me/step-up', session: 'required' },
  stepUpCallback: { method: 'GET', path: '/api/me/step-up/callback', session: 'required' },
  products: { method: 'GET', path: '/api/products', session: 'required' },
  productsByIds: { method: 'GET', path: '/api/products/by-ids', session: 'required' },
  whatIf: { method: 'GET', path: '/api/products/what-if', session: 'required' },
  contracts: { method: 'GET', path: '/api/contracts', session: 'required' },
  contract: { method: 'GET', path: '/api/contracts/:id', session: 'required' },
  contractPdf: { method: 'GET', path: '/api/contracts/:id/download', session: 'required' },
  contractStartInfo: { method: 'GET', path: '/api/contracts/start-info/:objectId', session: 'required' },
  contractOffers: { method: 'GET', path: '/api/me/contract-offers', session: 'required' },
  renewContract: { method: 'POST', path: '/api/contracts/:id/renew', session: 'required' },
  moveOut: { method: 'POST', path: '/api/contracts/:id/move-out', session: 'required' },
  createContract: { method: 'POST', path: '/api/contracts/create', session: 'required' },
  createEstoniaContract: { method: 'POST', path: '/api/contracts/create/estonia', session: 'required' },
  signingStatus: { method: 'GET', path: '/api/contracts/signing/status', session: 'required' },
  signingDownload: { method: 'GET', path: '/api/contracts/signing/download', session: 'required' },
  cancelSigning: { method: 'POST', path: '/api/contracts/signing/cancel', session: 'required' },
  finalizeSigning: { method: 'POST', path: '/api/contracts/finalize', session: 'required' },
  outages: { method: 'GET', path: '/api/outages', session: 'required' },
  meterEvents: { method: 'GET', path: '/api/outages/meter-events/:gsrn', session: 'required' },
  compensation: { method: 'GET', path: '/api/outages/compensation', session: 'required' },
  supportChannels: { method: 'GET', path: '/api/support/channels', session: 'required' },
  feedbackTopics: { method: 'GET', path: '/api/feedback/topics', session: 'required' },
  sendFeedback: { method: 'POST', path: '/api/feedback', session: 'required' },
  externalServices: { method: 'GET', path: '/api/external-services', session: 'required' },
  tickets: { method: 'GET', path: '/api/me/support/tickets', session: 'required' },
  createTicket: { method: 'POST', path: '/api/me/support/tickets', session: 'required' },
  ticket: { method: 'GET', path: '/api/support/tickets/:id', session: 'required' },
  commentTicket: { method: 'POST', path: '/api/support/tickets/:id/comments', session: 'required' },
  cancelTicket: { method: 'POST', path: '/api/support/tickets/:id/cancel', session: 'required' },
  pushConfiguration: { method: 'GET', path: '/api/notifications/configuration', session: 'required' },
  pushCustomerInfo: { method: 'GET', path: '/api/notifications/customer-info', session: 'required' },
  setPushToken: { method: 'POST', path: '/api/notifications/set-token', session: 'required' },
  pushDevices: { method: 'GET', path: '/api/notifications/devices', session: 'required' },
  deletePushDevice: { method: 'DELETE', path: '/api/notifications/devices/:id', session: 'required' },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointName = keyof typeof endpoints;

/** An endpoint's path with its `:parameters` filled in, each encoded: `/api/countries/FI`. */
export function pathOf(name: EndpointName, params: Record<string, string> = {}): string {
  return endpoints[name].path.replace(/:(\w+)/g, (_, key: string) => {
    const value = params[key];
    if (value === undefined) throw new Error(`${name} needs the parameter ${key}`);
    return encodeURIComponent(value);
  });
}
