import type { Static, TSchema } from '@sinclair/typebox';
import type { EndpointName } from '../endpoints.ts';
import {
  AuthLogBody,
  CallbackQuery,
  CsrfResponse,
  ProviderParams,
  Providers,
  RedirectResponse,
  Session,
  SessionResponse,
  SignInBody,
  SignOutBody,
} from './auth.ts';
import {
  DashboardInvoices,
  DashboardLocations,
  DashboardLocationsQuery,
  Expenses,
  ExpensesQuery,
  MonthStatistics,
  MonthStatisticsQuery,
  SpotQuery,
  SpotStatistics,
  YearlyConsumption,
  YearlyConsumptionQuery,
} from './dashboard.ts';
import {
  Banks,
  BanksQuery,
  EInvoiceOperators,
  InvoiceDetail,
  InvoiceExplanation,
  InvoiceIdParams,
  InvoiceList,
  InvoiceListQuery,
  InvoiceNumberParams,
  PostponeAnswer,
} from './invoices.ts';
import { CreatedPayment, CreatePaymentBody, Payment, PaymentParams } from './payments.ts';
import { GsrnLocations, Locations, Readings, ReadingsQuery } from './energy.ts';
import { UsagePointPage, UsagePointSearch, UsagePointsQuery } from './usage-points.ts';
import { EmailConfirmQuery, Me, MeUpdate, Representatives, SwitchRepresentativeBody } from './me.ts';
import { Countries, Country, CountryParams, Info, LogBody } from './reference.ts';
import {
  AccountChanges,
  Addresses,
  AddressesQuery,
  AddressUpdate,
  BankAccount,
  BankAccountCreate,
  BankAccountParams,
  BankAccounts,
  BusinessCodeCheck,
  BusinessCodeParams,
  Contacts,
  ContactsUpdate,
  NotificationSetting,
  NotificationSettingInput,
  NotificationSettingParams,
  NotificationSettings,
  NotificationSubjects,
  OutageAddresses,
  OutageContacts,
  OutageContactsQuery,
  OutageContactsUpdate,
  PrimaryContacts,
  SpotAlert,
  StepUpAnswer,
  StepUpBody,
  StepUpCallbackQuery,
  StepUpStatus,
} from './settings.ts';
import { ColorSchemeBody, Site } from './site.ts';
import {
  Contract,
  ContractDetail,
  ContractIdParams,
  ContractList,
  ContractOffers,
  CreateContractBody,
  CreateEstoniaContractBody,
  FinalizeAnswer,
  MoveOutBody,
  ObjectIdParams,
  Products,
  ProductsByIdsQuery,
  ProductsQuery,
  RenewBody,
  SigningBody,
  SigningQuery,
  SigningStarted,
  SigningState,
  StartInfo,
  WhatIf,
  WhatIfQuery,
} from './contracts.ts';
import { Compensation, CompensationQuery, MeterEventParams, MeterEvents, Outages } from './outages.ts';
import { ExternalServices, ExternalServicesQuery, FeedbackReceipt, NewFeedback } from './feedback.ts';
import {
  NewTicket,
  SupportChannels,
  Ticket,
  TicketComment,
  TicketDetail,
  TicketIdParams,
  Tickets,
  Topics,
} from './support.ts';
import {
  NotificationConfiguration,
  PushCustomerInfo,
  PushDeviceParams,
  PushDevices,
  SetPushToken,
} from './push.ts';

/** What an endpoint takes and answers; a part it has not, it takes nothing of. */
export interface EndpointSchema {
  params?: TSchema;
  querystring?: TSchema;
  body?: TSchema;
  /** Its answer when it succeeds; absent for a redirect, an empty answer or a page. */
  response?: TSchema;
}

/** The schemas of every endpoint of `endpoints.ts`, under the same names. */
export const endpointSchemas = {
  authSession: { response: SessionResponse },
  authCsrf: { response: CsrfResponse },
  authProviders: { response: Providers },
  signIn: { params: ProviderParams, body: SignInBody, response: RedirectResponse },
  authCallback: { params: ProviderParams, querystring: CallbackQuery },
  signOut: { body: SignOutBody, response: RedirectResponse },
  authLog: { body: AuthLogBody },
  site: { response: Site },
  info: { response: Info },
  countries: { response: Countries },
  country: { params: CountryParams, response: Country },
  log: { body: LogBody },
  colorScheme: { body: ColorSchemeBody },
  me: { response: Me },
  updateMe: { body: MeUpdate, response: Me },
  confirmEmail: { querystring: EmailConfirmQuery },
  representatives: { response: Representatives },
  switchRepresentative: { body: SwitchRepresentativeBody, response: Session },
  locations: { response: Locations },
  gsrnLocations: { response: GsrnLocations },
  usagePoints: { querystring: UsagePointsQuery, response: UsagePointPage },
  searchUsagePoints: { body: UsagePointSearch, response: UsagePointPage },
  readings: { querystring: ReadingsQuery, response: Readings },
  dashboardLocations: { querystring: DashboardLocationsQuery, response: DashboardLocations },
  dashboardInvoices: { response: DashboardInvoices },
  consumptionStatistics: { querystring: MonthStatisticsQuery, response: MonthStatistics },
  productionStatistics: { querystring: MonthStatisticsQuery, response: MonthStatistics },
  yearlyConsumption: { querystring: YearlyConsumptionQuery, response: YearlyConsumption },
  spotStatistics: { querystring: SpotQuery, response: SpotStatistics },
  expenses: { querystring: ExpensesQuery, response: Expenses },
  invoices: { querystring: InvoiceListQuery, response: InvoiceList },
  invoice: { params: InvoiceNumberParams, response: InvoiceDetail },
  invoiceExplanation: { params: InvoiceNumberParams, response: InvoiceExplanation },
  // Files: a PDF and a CSV, named in Content-Disposition.
  invoicePdf: { params: InvoiceIdParams },
  invoiceCsv: { params: InvoiceIdParams },
  postponeInvoice: { params: InvoiceIdParams, response: PostponeAnswer },
  createPayment: { params: InvoiceIdParams, body: CreatePaymentBody, response: CreatedPayment },
  payment: { params: PaymentParams, response: Payment },
  banks: { querystring: BanksQuery, response: Banks },
  eInvoiceOperators: { response: EInvoiceOperators },
  contacts: { response: Contacts },
  updateContacts: { body: ContactsUpdate, response: Contacts },
  primaryContacts: { response: PrimaryContacts },
  addresses: { querystring: AddressesQuery, response: Addresses },
  updateAddress: { body: AddressUpdate, response: Addresses },
  bankAccounts: { response: BankAccounts },
  createBankAccount: { body: BankAccountCreate, response: BankAccount },
  deleteBankAccount: { params: BankAccountParams },
  validateBusinessCode: { params: BusinessCodeParams, response: BusinessCodeCheck },
  outageAddresses: { response: OutageAddresses },
  outageContacts: { querystring: OutageContactsQuery, response: OutageContacts },
  updateOutageContacts: { body: OutageContactsUpdate, response: OutageContacts },
  spotAlert: { response: SpotAlert },
  updateSpotAlert: { body: SpotAlert, response: SpotAlert },
  notificationSubjects: { response: NotificationSubjects },
  notificationSettings: { response: NotificationSettings },
  createNotificationSetting: { body: NotificationSettingInput, response: NotificationSetting },
  updateNotificationSetting: {
    params: NotificationSettingParams,
    body: NotificationSettingInput,
    response: NotificationSetting,
  },
  accountChanges: { response: AccountChanges },
  stepUpStatus: { response: StepUpStatus },
  stepUp: { body: StepUpBody, response: StepUpAnswer },
  stepUpCallback: { querystring: StepUpCallbackQuery },
  products: { querystring: ProductsQuery, response: Products },
  productsByIds: { querystring: ProductsByIdsQuery, response: Products },
  whatIf: { querystring: WhatIfQuery, response: WhatIf },
  contracts: { response: ContractList },
  contract: { params: ContractIdParams, response: ContractDetail },
  contractPdf: { params: ContractIdParams },
  contractStartInfo: { params: ObjectIdParams, response: StartInfo },
  contractOffers: { response: ContractOffers },
  renewContract: { params: ContractIdParams, body: RenewBody, response: SigningStarted },
  moveOut: { params: ContractIdParams, body: MoveOutBody, response: Contract },
  createContract: { body: CreateContractBody, response: SigningStarted },
  createEstoniaContract: { body: CreateEstoniaContractBody, response: SigningStarted },
  signingStatus: { querystring: SigningQuery, response: SigningState },
  signingDownload: { querystring: SigningQuery },
  cancelSigning: { body: SigningBody, response: SigningState },
  // 204 (no body) when there is nothing to finalize: spec §7.
  finalizeSigning: { body: SigningBody, response: FinalizeAnswer },
  outages: { response: Outages },
  meterEvents: { params: MeterEventParams, response: MeterEvents },
  compensation: { querystring: CompensationQuery, response: Compensation },
  supportChannels: { response: SupportChannels },
  feedbackTopics: { response: Topics },
  sendFeedback: { body: NewFeedback, response: FeedbackReceipt },
  externalServices: { querystring: ExternalServicesQuery, response: ExternalServices },
  tickets: { response: Tickets },
  createTicket: { body: NewTicket, response: Ticket },
  ticket: { params: TicketIdParams, response: TicketDetail },
  commentTicket: { params: TicketIdParams, body: TicketComment, response: TicketDetail },
  cancelTicket: { params: TicketIdParams, response: TicketDetail },
  pushConfiguration: { response: NotificationConfiguration },
  pushCustomerInfo: { response: PushCustomerInfo },
  // 204: linked or unlinked.
  setPushToken: { body: SetPushToken },
  pushDevices: { response: PushDevices },
  deletePushDevice: { params: PushDeviceParams },
} as const satisfies Record<EndpointName, EndpointSchema>;

type Part<N extends EndpointName, K extends keyof EndpointSchema> =
  (typeof endpointSchemas)[N] extends Record<K, infer S extends TSchema> ? Static<S> : undefined;

/** What a call of an endpoint sends: its path parameters, query and body. */
export interface EndpointInput<N extends EndpointName> {
  params: Part<N, 'params'>;
  query: Part<N, 'querystring'>;
  body: Part<N, 'body'>;
}

/** What an endpoint answers when it succeeds. */
export type EndpointAnswer<N extends EndpointName> = Part<N, 'response'>;
