import type { ColumnType, Generated, GeneratedAlways, Insertable, Selectable } from 'kysely';
import type {
  ChangeItem,
  ContactPreference,
  ContractKind,
  CustomerType,
  DeliveryMethod,
  FeedbackContext,
  InvoiceLineKind,
  MoveOutReason,
  PriceComponentKind,
  PricingKind,
  ProductVisibility,
  SigningAction,
  SigningStatus,
  MarketingChannel,
  LocaleId,
  MetaField,
  NotificationSubjectId,
  OutageTiming,
  ReplyMethod,
  TicketStatus,
} from '@vool/api-client';

import type { PushTables } from './schema-push.ts';

type Json<T> = ColumnType<T, string, string>;
type CreatedAt = ColumnType<Date, Date | undefined, never>;

export interface SiteTable {
  id: Generated<number>;
  theme_id: string;
  company_name: string;
  timezone: string;
  country_code: string;
  default_locale_id: LocaleId;
  locales: Json<Array<{ id: LocaleId; name: string }>>;
  meta_fields: Json<MetaField[]>;
  ga_measurement_id: string | null;
  logo: string;
  dark_mode_logo: string;
  features: Json<string[]>;
  external_services: Json<string[]>;
}

export interface ClientTable {
  id: Generated<number>;
  site_id: number;
  client_code: string;
  type: 'private' | 'legal';
  name: string;
  /** Personal code (private) or business code (legal). */
  registry_code: string;
  country_code: string;
  email: string | null;
  phone: string | null;
  locale_id: LocaleId | null;
  is_new_customer: boolean;
  created_at: CreatedAt;
  /** `["None"]`, or any of the other channels the utility may send marketing by. */
  marketing_channels: ColumnType<MarketingChannel[], string | undefined, string>;
  /** How customer service should reach the client. */
  contact_preference: Generated<ContactPreference>;
}

/** `representative_id` (a person) may act for `client_id` (usually a company). */
export interface RepresentationTable {
  representative_id: number;
  client_id: number;
  role: string;
}

export interface ContactTable {
  id: Generated<number>;
  client_id: number;
  type: 'Email' | 'Phone' | 'Gsm' | 'Post';
  name: string;
  value: string;
  is_primary: boolean;
}

export interface AddressTable {
  id: Generated<number>;
  client_id: number;
  type: 'postal' | 'billing';
  street: string;
  city: string;
  postal_code: string;
  country_code: string;
}

export interface BankAccountTable {
  id: Generated<number>;
  client_id: number;
  iban: string;
  bank_name: string;
  holder_name: string;
  is_default: boolean;
  /** Recognised from the IBAN; null for a bank the API does not know. */
  bic: string | null;
  /** A company's e-invoice order into this account: the operator's code and its e-invoice address. */
  e_invoice_operator: string | null;
  e_invoice_address: string | null;
  created_at: CreatedAt;
}

export interface SessionTable {
  id: Generated<number>;
  /** SHA-256 of the cookie value: a leaked table does not hand out sessions. */
  token_hash: string;
  site_id: number;
  user_id: number;
  acting_client_id: number;
  expires_at: Date;
  created_at: CreatedAt;
  /** When the user last proved who they are: the sign-in, or a later step-up with e-ID. */
  authenticated_at: Date;
}

export interface MagicLinkTable {
  token_hash: string;
  site_id: number;
  client_id: number;
  callback_url: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface AuthStateTable {
  state_hash: string;
  site_id: number;
  callback_url: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
}

export interface SpentCodeTable {
  code_hash: string;
  expires_at: Date;
}

export interface EmailChangeTable {
  token_hash: string;
  site_id: number;
  client_id: number;
  /** The new address, as typed; it replaces `clients.email` once its owner follows the link. */
  email: string;
  expires_at: Date;
  used_at: Date | null;
  created_at: CreatedAt;
  /** Who asked for it, and from which device: the audit row is written once it is confirmed. */
  actor_id: number | null;
  device: string | null;
}

/** An e-ID step-up in flight for one session; the callback uses it up once. */
export interface StepUpStateTable {
  state_hash: string;
  session_id: number;
  /** A path of the site, already made safe. */
  return_url: string;
  expires_at: Date;
  used_at: Date | null;
}

export interface RateLimitTable {
  /** Route and client key (an IPv4 address or an IPv6 /64). */
  key: string;
  count: number;
  reset_at: Date;
}

/** The sandbox mailer's outbox (kept in the database so every API instance sees it). */
export interface OutboxTable {
  id: Generated<number>;
  site_id: number;
  to_address: string;
  subject: string;
  body: string;
  link: string | null;
  created_at: CreatedAt;
}

export interface ClientLogTable {
  id: Generated<number>;
  site_id: number;
  client_id: number | null;
  level: string;
  message: string;
  payload: Json<unknown> | null;
  source: string;
  request_id: string | null;
  created_at: CreatedAt;
}

export interface CountryTable {
  code: string;
  name: string;
  group_code: string;
}

export interface SecretTable {
  name: string;
  value: string;
}

/** A `date` column: read as `YYYY-MM-DD` text (connect.ts turns off the driver's Date conversion). */
type DateColumn = ColumnType<string, string, string>;

/** A place of supply of a client; its climate hint is what its weather is computed from. */
export interface LocationTable {
  id: Generated<number>;
  client_id: number;
  street: string;
  city: string;
  postal_code: string;
  country_code: 'FI' | 'EE' | 'LV';
  latitude: number;
  coastal: boolean;
  /**
   * Computed by the database (migration 0011): the address folded for search (search-fold.ts), each
   * word padded as pg_trgm pads it; the street's name folded and its house number, for the order.
   */
  search_address: GeneratedAlways<string>;
  street_key: GeneratedAlways<string>;
  house_number: GeneratedAlways<number>;
  created_at: CreatedAt;
}

/**
 * A metering point. Its readings are computed (src/energy/) from these columns: the profile and the
 * annual scale say how much and when, the seed makes it its own.
 */
export interface UsagePointTable {
  id: Generated<number>;
  location_id: number;
  /** Always the location's client (enforced by a foreign key on both). */
  client_id: number;
  /** Finland: 18-digit GSRN; Estonia and Latvia: 16-character EIC. */
  identifier: string;
  identifier_type: 'GSRN' | 'EIC';
  utility: 'electricity' | 'gas' | 'heating';
  point_kind: 'UsagePoint' | 'MicrogenerationSite';
  meter_number: string;
  interval_minutes: 15 | 60 | 1440;
  /** Electricity only. */
  price_area: 'FI' | 'EE' | 'LV' | null;
  profile: 'household' | 'company';
  annual_kwh: number;
  /** Heated by this utility (electric or gas heating); district heating always is. */
  space_heating: boolean;
  /** Has solar panels (a microgeneration site). */
  producer: Generated<boolean>;
  /** Peak power of the panels, kW. */
  capacity_kw: Generated<number>;
  seed: number;
  created_at: CreatedAt;
}

/** A client's monthly invoice; amounts in cents, VAT included. */
export interface InvoiceTable {
  id: Generated<number>;
  site_id: number;
  client_id: number;
  invoice_number: string;
  /** The first day of the month billed. */
  period: DateColumn;
  issue_date: DateColumn;
  due_date: DateColumn;
  amount_cents: number;
  vat_cents: number;
  electricity_cents: Generated<number>;
  gas_cents: Generated<number>;
  heating_cents: Generated<number>;
  status: 'paid' | 'unpaid';
  type: 'Regular' | 'E-Invoice';
  /** Paid so far, 0 to `amount_cents`; partly paid in between. */
  paid_cents: Generated<number>;
  /** The national payment reference (FI and EE with their check digit; LV the invoice number). */
  reference: string | null;
  /** The due date before it was postponed; null until then (an invoice is postponed once). */
  original_due_date: DateColumn | null;
  postponed_at: Date | null;
  created_at: CreatedAt;
}

/** A `numeric` column: exact decimals travel as text, never through a binary float. */
type DecimalColumn = ColumnType<string, string, string>;

/** One line of an invoice: a price component of a usage point, or of the whole invoice. */
export interface InvoiceLineTable {
  invoice_id: number;
  /** The line's place on the invoice, from 1. */
  position: number;
  kind: InvoiceLineKind;
  /** Null for a line of the whole invoice (the paper bill fee). */
  usage_point_id: number | null;
  quantity: DecimalColumn;
  unit: 'kWh' | 'month' | 'piece';
  /** € per unit before VAT. */
  unit_price: DecimalColumn;
  net_cents: number;
  /** Percent: "25.5". */
  vat_rate: DecimalColumn;
}

/** A payment of an invoice through a provider; `status` moves only as areas/payments/state.ts allows. */
export interface PaymentTable {
  id: string;
  site_id: number;
  client_id: number;
  invoice_id: number;
  provider: 'EVERYPAY' | 'NEONOMICS';
  status: 'created' | 'processing' | 'pending' | 'settled' | 'failed' | 'cancelled';
  amount_cents: number;
  /** The browser's, per press of "Pay": unique per client, so a double submit finds the first. */
  idempotency_key: string;
  provider_reference: string;
  /** The provider's page the customer completes the payment on. */
  redirect_url: string;
  /** Open banking: the customer's bank (BIC). */
  bank: string | null;
  failure_code: string | null;
  created_at: Date;
  updated_at: Date;
}

/** A provider notification taken: (provider, event id) is unique, so a replay finds its row. */
export interface PaymentNotificationTable {
  provider: 'EVERYPAY' | 'NEONOMICS';
  event_id: string;
  payment_id: string;
  outcome: string;
  sent_at: Date;
  received_at: Date;
}

/** The sandbox bank's payments "pending at the bank", until settled or rejected. */
export interface SandboxBankPaymentTable {
  reference: string;
  site_id: number;
  checkout: Json<unknown>;
  settle_at: Date;
  created_at: Date;
}

/** Who changed what of a client's settings, and from which device (spec §2 change history). */
export interface AccountChangeTable {
  id: Generated<number>;
  client_id: number;
  /** The signed-in person; a representative when acting for a company. */
  actor_id: number;
  item: ChangeItem;
  device: string;
  at: Date;
}

/** Who is told of network outages at a place of supply (its grid contract), and when. */
export interface OutageContactTable {
  client_id: number;
  contract_id: string;
  timing: OutageTiming;
  /** Ids of the client's contacts. */
  contact_ids: Json<number[]>;
}

/** The spot-price alert of a client: bounds in c/kWh with VAT, either may be open. */
export interface SpotAlertTable {
  client_id: number;
  enabled: boolean;
  lower: DecimalColumn | null;
  upper: DecimalColumn | null;
  contact_ids: Json<number[]>;
}

/** What else a client is told of (one setting per subject). */
export interface NotificationSettingTable {
  id: Generated<number>;
  client_id: number;
  subject: NotificationSubjectId;
  enabled: boolean;
  /** Consumption: kWh per day. */
  threshold: DecimalColumn | null;
  contact_ids: Json<number[]>;
}

/** One message occasion taken (a subject and its key, such as the day): each is sent once. */
export interface NotificationDeliveryTable {
  client_id: number;
  /** A notification subject, or `SpotPrice` for the spot-price alert. */
  subject: string;
  key: string;
  sent_at: Date;
}

/** A product on sale (or once on sale) at a site. */
export interface ProductTable {
  id: string;
  site_id: number;
  utility: 'electricity' | 'gas' | 'heating';
  customer_type: CustomerType;
  visibility: ProductVisibility;
  pricing_kind: PricingKind;
  term_months: number | null;
  followup_pricing_kind: PricingKind | null;
  renewable: boolean;
  campaign_code: string | null;
  texts: Json<Partial<Record<LocaleId, { name: string; description: string }>>>;
  position: number;
  on_sale: boolean;
}

/** A stored price component: € before VAT as decimal text. */
export interface StoredPriceComponent {
  kind: PriceComponentKind;
  price: string;
  unit: 'kWh' | 'month' | 'year' | 'piece';
}

/** A product's price list in force from a day on (until the next one's). */
export interface ProductPriceTable {
  product_id: string;
  valid_from: DateColumn;
  components: Json<StoredPriceComponent[]>;
}

export interface StoredMoveOut {
  meterReading: number | null;
  finalInvoiceAddress: { street: string; city: string; postalCode: string; countryCode: string };
  reason: MoveOutReason;
  comment: string | null;
  /** When the notice was given (ISO instant). */
  at: string;
}

export interface ContractTable {
  id: Generated<number>;
  site_id: number;
  client_id: number;
  number: string;
  kind: ContractKind;
  usage_point_id: number | null;
  group_id: number | null;
  product_id: string | null;
  counterparty: string;
  start_date: DateColumn;
  end_date: DateColumn | null;
  move_out_date: DateColumn | null;
  move_out: Json<StoredMoveOut> | null;
  delivery: DeliveryMethod;
  signed_at: Date | null;
  renewed_by: number | null;
  created_at: CreatedAt;
}

export interface StoredSignature {
  signer: string;
  signerCode: string;
  signedAt: string;
  signatureId: string;
  documentSha256: string;
  /** The gateway's signature over the document hash and signer (verified before it is taken). */
  value: string;
}

export interface SigningTable {
  token_hash: string;
  site_id: number;
  client_id: number;
  session_id: number;
  action: SigningAction;
  contract_id: number | null;
  product_id: string;
  payload: Json<Record<string, unknown>>;
  document: Buffer;
  document_title: string;
  gateway_reference: string;
  verification_code: string;
  status: SigningStatus;
  failure_code: string | null;
  signature: Json<StoredSignature> | null;
  expires_at: Date;
  created_at: Date;
  updated_at: Date;
  finalized_at: Date | null;
  result_contract_id: number | null;
}

export interface SandboxSignatureRequestTable {
  reference: string;
  site_id: number;
  signer_code: string;
  signer_name: string;
  document_title: string;
  document_sha256: string;
  verification_code: string;
  status: Exclude<SigningStatus, 'cancelled'>;
  signature: Json<StoredSignature> | null;
  created_at: Date;
  expires_at: Date;
  answered_at: Date | null;
}

export interface SupportTicketTable {
  id: Generated<number>;
  site_id: number;
  client_id: number;
  /** `T-<year>-<serial>`, unique per site. */
  number: string;
  topic: string;
  reply_method: ReplyMethod;
  status: TicketStatus;
  created_at: Date;
  updated_at: Date;
  customer_seen_at: Date | null;
}

export interface SupportMessageTable {
  id: Generated<number>;
  ticket_id: number;
  author: 'customer' | 'agent';
  author_name: string;
  text: string;
  at: Date;
}

/** A network operator's outage; its status follows from the clock (migration-0010-outages.ts). */
export interface OutageTable {
  id: Generated<number>;
  site_id: number;
  kind: 'planned' | 'fault';
  cause: string;
  area: string;
  starts_at: Date;
  expected_end: Date;
  ended_at: Date | null;
  cancelled: Generated<boolean>;
}

/** A usage point an outage cuts off, with the point's client for scoping. */
export interface OutagePointTable {
  outage_id: number;
  usage_point_id: number;
  client_id: number;
}

/** A smart meter's power-off or power-on, at minute precision. */
export interface MeterEventTable {
  id: Generated<number>;
  usage_point_id: number;
  client_id: number;
  at: Date;
  kind: 'power-off' | 'power-on';
  outage_id: number | null;
}

/** What a customer thought, from the footer's form or an offer after a done task (migration-0012-feedback.ts). */
export interface FeedbackTable {
  id: Generated<number>;
  site_id: number;
  /** The acting client (a company, when its representative wrote). */
  client_id: number;
  /** The signed-in user who wrote it. */
  author_id: number;
  context: FeedbackContext;
  topic: string | null;
  rating: number | null;
  text: string | null;
  locale_id: LocaleId;
  created_at: Date;
}

export interface Database extends PushTables {
  sites: SiteTable;
  clients: ClientTable;
  representations: RepresentationTable;
  contacts: ContactTable;
  addresses: AddressTable;
  bank_accounts: BankAccountTable;
  sessions: SessionTable;
  magic_links: MagicLinkTable;
  auth_states: AuthStateTable;
  spent_codes: SpentCodeTable;
  email_changes: EmailChangeTable;
  rate_limits: RateLimitTable;
  outbox: OutboxTable;
  client_logs: ClientLogTable;
  countries: CountryTable;
  secrets: SecretTable;
  locations: LocationTable;
  usage_points: UsagePointTable;
  invoices: InvoiceTable;
  invoice_lines: InvoiceLineTable;
  payments: PaymentTable;
  payment_notifications: PaymentNotificationTable;
  sandbox_bank_payments: SandboxBankPaymentTable;
  outage_contacts: OutageContactTable;
  spot_alerts: SpotAlertTable;
  notification_settings: NotificationSettingTable;
  notification_deliveries: NotificationDeliveryTable;
  account_changes: AccountChangeTable;
  step_up_states: StepUpStateTable;
  products: ProductTable;
  product_prices: ProductPriceTable;
  contracts: ContractTable;
  signings: SigningTable;
  sandbox_signature_requests: SandboxSignatureRequestTable;
  outages: OutageTable;
  outage_points: OutagePointTable;
  meter_events: MeterEventTable;
  support_tickets: SupportTicketTable;
  support_messages: SupportMessageTable;
  feedback: FeedbackTable;
}

export type SiteRow = Selectable<SiteTable>;
export type ClientRow = Selectable<ClientTable>;
export type NewClient = Insertable<ClientTable>;
export type UsagePointRow = Selectable<UsagePointTable>;
export type LocationRow = Selectable<LocationTable>;
export type InvoiceRow = Selectable<InvoiceTable>;
