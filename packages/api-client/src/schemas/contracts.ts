import { Type, type Static } from '@sinclair/typebox';
export {
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
  whatIfMaxProducts,
} from '../constants.ts';
import {
  contractKinds,
  contractStatuses,
  customerTypes,
  deliveryMethods,
  moveOutReasons,
  priceComponentKinds,
  pricingKinds,
  productVisibilities,
  signingActions,
  signingStatuses,
  whatIfMaxProducts,
} from '../constants.ts';
import { Address, LocalDate, LocalMonth, UsagePointIdentifier, Utility } from './energy.ts';
import { literals } from './literals.ts';

/** Prices have more decimals than cents: decimal strings (€), never binary floats. */
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });
const Cents = Type.Integer();
const Nullable = <T extends Parameters<typeof Type.Union>[0][number]>(schema: T) =>
  Type.Union([schema, Type.Null()]);

export const ContractKind = literals(contractKinds);
export type ContractKind = Static<typeof ContractKind>;
export const PricingKind = literals(pricingKinds);
export type PricingKind = Static<typeof PricingKind>;
export const PriceComponentKind = literals(priceComponentKinds);
export type PriceComponentKind = Static<typeof PriceComponentKind>;
export const ProductVisibility = literals(productVisibilities);
export type ProductVisibility = Static<typeof ProductVisibility>;
export const CustomerType = literals(customerTypes);
export type CustomerType = Static<typeof CustomerType>;
export const DeliveryMethod = literals(deliveryMethods);
export type DeliveryMethod = Static<typeof DeliveryMethod>;
export const ContractStatus = literals(contractStatuses);
export type ContractStatus = Static<typeof ContractStatus>;
export const SigningAction = literals(signingActions);
export type SigningAction = Static<typeof SigningAction>;
export const SigningStatus = literals(signingStatuses);
export type SigningStatus = Static<typeof SigningStatus>;
export const MoveOutReason = literals(moveOutReasons);
export type MoveOutReason = Static<typeof MoveOutReason>;
export const SupplyCountry = Type.Union([Type.Literal('FI'), Type.Literal('EE'), Type.Literal('LV')]);
export type SupplyCountry = Static<typeof SupplyCountry>;

// ---------------------------------------------------------------- products

export const PriceComponent = Type.Object({
  kind: PriceComponentKind,
  /** € per unit before VAT. */
  price: Decimal,
  /** € per unit with the product's VAT. */
  priceWithVat: Decimal,
  unit: Type.Union([Type.Literal('kWh'), Type.Literal('month'), Type.Literal('year'), Type.Literal('piece')]),
});
export type PriceComponent = Static<typeof PriceComponent>;

/** A product on sale, priced as of the supply start date asked for (today when none). */
export const Product = Type.Object({
  id: Type.String(),
  /** In the language of the request (the locale cookie). */
  name: Type.String(),
  description: Type.String(),
  utility: Utility,
  customerType: CustomerType,
  visibility: ProductVisibility,
  pricingKind: PricingKind,
  /** Months of the fixed term; null for an open-ended product. */
  termMonths: Nullable(Type.Integer({ minimum: 1 })),
  /** What the price becomes after the term of a `FixedTermWithTermlessFollowup` product. */
  followupPricingKind: Nullable(PricingKind),
  /** Electricity from renewable sources (guarantees of origin). */
  renewable: Type.Boolean(),
  vatPercent: Decimal,
  /** The price list the components come from: in force from, and until (null: until further notice). */
  validFrom: LocalDate,
  validTo: Nullable(LocalDate),
  components: Type.Array(PriceComponent),
});
export type Product = Static<typeof Product>;
export const Products = Type.Array(Product);
export type Products = Static<typeof Products>;

/** `GET /api/products`: spec §7's query object. Every filter is optional; the site's country by default. */
export const ProductsQuery = Type.Object(
  {
    utility: Type.Optional(Utility),
    country: Type.Optional(SupplyCountry),
    customerType: Type.Optional(CustomerType),
    visibility: Type.Optional(ProductVisibility),
    supplyStartDate: Type.Optional(LocalDate),
    meteringPointId: Type.Optional(UsagePointIdentifier),
    /** Shows the `CampaignCode` products of that campaign. */
    campaignCode: Type.Optional(Type.String({ minLength: 1, maxLength: 40 })),
  },
  { additionalProperties: false },
);
export type ProductsQuery = Static<typeof ProductsQuery>;

/** `GET /api/products/by-ids`: spec §7 (`productId[]` repeated, in the API's bracket format). */
export const ProductsByIdsQuery = Type.Object(
  {
    productId: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), { minItems: 1, maxItems: 20 }),
    /** `true` for a company customer (legal entity), `false` for a person. */
    legalEntity: Type.Optional(Type.Union([Type.Literal('true'), Type.Literal('false')])),
    supplyStartDate: Type.Optional(LocalDate),
    meteringPointId: Type.Optional(UsagePointIdentifier),
  },
  { additionalProperties: false },
);
export type ProductsByIdsQuery = Static<typeof ProductsByIdsQuery>;

// ---------------------------------------------------------------- what would it have cost

/** `GET /api/products/what-if`: the products priced on one of the client's usage points. */
export const WhatIfQuery = Type.Object(
  {
    meteringPointId: UsagePointIdentifier,
    productId: Type.Array(Type.String({ minLength: 1, maxLength: 60 }), {
      minItems: 1,
      maxItems: whatIfMaxProducts,
    }),
  },
  { additionalProperties: false },
);
export type WhatIfQuery = Static<typeof WhatIfQuery>;

export const WhatIfMonth = Type.Object({
  month: LocalMonth,
  /** Energy of the month, kWh. */
  kwh: Decimal,
  /** What the month would have cost under the plan, VAT included. */
  cents: Cents,
});
export type WhatIfMonth = Static<typeof WhatIfMonth>;

export const WhatIfPlan = Type.Object({
  productId: Type.String(),
  productName: Type.String(),
  pricingKind: PricingKind,
  totalCents: Cents,
  /** Total minus the current contract's total (negative: cheaper); null without a current contract. */
  differenceCents: Nullable(Cents),
  months: Type.Array(WhatIfMonth),
});
export type WhatIfPlan = Static<typeof WhatIfPlan>;

/**
 * The last twelve whole months of the point's own interval readings priced under each product (and
 * under the current supply contract), with the assumptions stated so the customer can judge the figures.
 */
export const WhatIf = Type.Object({
  meteringPointId: Type.String(),
  utility: Utility,
  /** The first and last month priced. */
  from: LocalMonth,
  to: LocalMonth,
  kwh: Decimal,
  currency: Type.Literal('EUR'),
  current: Nullable(WhatIfPlan),
  plans: Type.Array(WhatIfPlan),
  assumptions: Type.Object({
    vatPercent: Decimal,
    /** Hourly products are priced with each hour's day-ahead price of the point's price area. */
    spotPriceArea: Nullable(Type.String()),
    /** The seller's monthly fees are included; the network's fees and taxes are the same whoever sells. */
    monthlyFeesIncluded: Type.Boolean(),
    networkFeesIncluded: Type.Boolean(),
    /** Today's price list is applied to the whole year. */
    pricesAsOf: LocalDate,
  }),
});
export type WhatIf = Static<typeof WhatIf>;

// ---------------------------------------------------------------- contracts

export const ContractIdParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,9}$' }) },
  { additionalProperties: false },
);
export type ContractIdParams = Static<typeof ContractIdParams>;

export const ObjectIdParams = Type.Object(
  { objectId: Type.String({ minLength: 1, maxLength: 40 }) },
  { additionalProperties: false },
);
export type ObjectIdParams = Static<typeof ObjectIdParams>;

/** The product a contract is on, in brief. */
export const ContractProduct = Type.Object({
  id: Type.String(),
  name: Type.String(),
  pricingKind: PricingKind,
  termMonths: Nullable(Type.Integer()),
});
export type ContractProduct = Static<typeof ContractProduct>;

export const Contract = Type.Object({
  id: Type.Integer(),
  /** The number on the contract document and the customer's letters. */
  number: Type.String(),
  /** What the contract is for: the usage point's GSRN or EIC; a group contract's own number. */
  objectId: Type.String(),
  kind: ContractKind,
  status: ContractStatus,
  utility: Nullable(Utility),
  /** The place of supply; null for a group (billing) contract over several places. */
  place: Nullable(Address),
  /** Who the contract is with: the seller, or the network operator of a grid contract. */
  counterparty: Type.String(),
  product: Nullable(ContractProduct),
  /** The price the customer reads first (energy per kWh, or the monthly fee), VAT included. */
  mainPrice: Nullable(PriceComponent),
  startDate: LocalDate,
  /** The end of a fixed term, or the day supply ends after a move-out; null while open-ended. */
  endDate: Nullable(LocalDate),
  /** The move-out notice given on this contract, if any. */
  moveOutDate: Nullable(LocalDate),
  delivery: DeliveryMethod,
  /** The group contract this one is billed under. */
  groupId: Nullable(Type.Integer()),
  /** Renewal offers for a fixed term ending soon (spec: renewal-offers): until when they stand. */
  renewal: Nullable(Type.Object({ offers: Type.Integer(), validUntil: LocalDate })),
  /** The contract that follows this one after a renewal. */
  renewedBy: Nullable(
    Type.Object({ contractId: Type.Integer(), productName: Type.String(), startDate: LocalDate }),
  ),
  /** What the customer may do with it here (the site's switches, the contract's state). */
  actions: Type.Object({ renew: Type.Boolean(), moveOut: Type.Boolean() }),
});
export type Contract = Static<typeof Contract>;

/** `GET /api/contracts`: every contract of the acting client, active ones first, per place. */
export const ContractList = Type.Object({
  contracts: Type.Array(Contract),
  /** Whether new contracts can be made here (contract management on, a signing gateway). */
  canCreate: Type.Boolean(),
  /** Whether agreements are signed electronically here (the document-signing gateway). */
  signing: Type.Boolean(),
});
export type ContractList = Static<typeof ContractList>;

/** `GET /api/contracts/{id}`: one contract with its prices and, for a group, its members. */
export const ContractDetail = Type.Composite([
  Contract,
  Type.Object({
    components: Type.Array(PriceComponent),
    vatPercent: Decimal,
    /** The filename its PDF downloads as. */
    documentName: Type.String(),
    signedAt: Nullable(Type.String()),
    members: Type.Array(Contract),
  }),
]);
export type ContractDetail = Static<typeof ContractDetail>;

/** `GET /api/contracts/start-info/{objectId}`: what a new contract at a usage point may start with. */
export const StartInfo = Type.Object({
  objectId: Type.String(),
  utility: Utility,
  place: Address,
  customerType: CustomerType,
  /** The first and last day a supply may start (a switch of seller takes the datahub's notice). */
  earliestStartDate: LocalDate,
  latestStartDate: LocalDate,
  /**
   * Set when a fixed term runs past the days a new contract may start on: the first day a new contract
   * can be made (to start the day after the term). Until then nothing can be signed here.
   */
  opensOn: Nullable(LocalDate),
  /** The supply contract in force now at this point, if any. */
  current: Nullable(
    Type.Object({
      contractId: Type.Integer(),
      productName: Type.String(),
      endDate: Nullable(LocalDate),
    }),
  ),
  networkOperator: Type.String(),
  /** Estonia and Latvia: the metering point's EIC code. */
  eic: Nullable(Type.String()),
});
export type StartInfo = Static<typeof StartInfo>;

/** `GET /api/me/contract-offers`: the renewal offers of fixed terms ending within 60 days. */
export const ContractOffer = Type.Object({
  contractId: Type.Integer(),
  contractNumber: Type.String(),
  utility: Utility,
  /** The current term's last day; the renewal starts the day after. */
  endDate: LocalDate,
  startDate: LocalDate,
  validUntil: LocalDate,
  products: Type.Array(Product),
});
export type ContractOffer = Static<typeof ContractOffer>;
export const ContractOffers = Type.Array(ContractOffer);
export type ContractOffers = Static<typeof ContractOffers>;

// ---------------------------------------------------------------- actions

export const RenewBody = Type.Object(
  { productId: Type.String({ minLength: 1, maxLength: 60 }), delivery: Type.Optional(DeliveryMethod) },
  { additionalProperties: false },
);
export type RenewBody = Static<typeof RenewBody>;

const Delivery = Type.Optional(DeliveryMethod);

/** `POST /api/contracts/create`: a supply contract from a product at one of the client's usage points. */
export const CreateContractBody = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 60 }),
    objectId: UsagePointIdentifier,
    startDate: LocalDate,
    delivery: Delivery,
  },
  { additionalProperties: false },
);
export type CreateContractBody = Static<typeof CreateContractBody>;

/**
 * `POST /api/contracts/create/estonia`: Elering's datahub needs the customer's isikukood, the metering
 * point's EIC and its network operator to switch a supply.
 */
export const CreateEstoniaContractBody = Type.Object(
  {
    productId: Type.String({ minLength: 1, maxLength: 60 }),
    personalCode: Type.String({ pattern: '^[1-6][0-9]{10}$' }),
    eic: Type.String({ pattern: '^[0-9]{2}Z[0-9A-Z-]{12}[0-9A-Z]$' }),
    networkOperator: Type.String({ minLength: 2, maxLength: 80 }),
    startDate: LocalDate,
    delivery: Delivery,
  },
  { additionalProperties: false },
);
export type CreateEstoniaContractBody = Static<typeof CreateEstoniaContractBody>;

/** `POST /api/contracts/{id}/move-out`: a move-out notice. Applied at once: it needs no signature. */
export const MoveOutBody = Type.Object(
  {
    date: LocalDate,
    /** The final meter reading, kWh, when the customer has one; else the meter's own is used. */
    meterReading: Type.Optional(Nullable(Type.Integer({ minimum: 0, maximum: 99_999_999 }))),
    finalInvoiceAddress: Type.Object(
      {
        street: Type.String({ minLength: 2, maxLength: 120 }),
        city: Type.String({ minLength: 1, maxLength: 60 }),
        postalCode: Type.String({ minLength: 4, maxLength: 8 }),
        countryCode: SupplyCountry,
      },
      { additionalProperties: false },
    ),
    reason: MoveOutReason,
    comment: Type.Optional(Type.String({ maxLength: 500 })),
  },
  { additionalProperties: false },
);
export type MoveOutBody = Static<typeof MoveOutBody>;

// ---------------------------------------------------------------- signing

/** What renew and create answer: the signing started on the customer's device. */
export const SigningStarted = Type.Object({
  signingToken: Type.String(),
  /** The four digits the signer's app shows: they check it matches before signing. */
  verificationCode: Type.String({ pattern: '^[0-9]{4}$' }),
  expiresAt: Type.String(),
  status: Type.Literal('pending'),
});
export type SigningStarted = Static<typeof SigningStarted>;

export const SigningQuery = Type.Object(
  { signingToken: Type.String({ minLength: 16, maxLength: 200 }) },
  { additionalProperties: false },
);
export type SigningQuery = Static<typeof SigningQuery>;
export const SigningBody = SigningQuery;
export type SigningBody = SigningQuery;

/** `GET /api/contracts/signing/status`: where a signing is, for the session that started it only. */
export const SigningState = Type.Object({
  status: SigningStatus,
  action: SigningAction,
  verificationCode: Type.String(),
  expiresAt: Type.String(),
  /**
   * Whole seconds until the signer's time runs out, by the server's clock as it answered (0 once it
   * has): a page that did not start the signing counts down from this on its own clock, which may not
   * agree with the server's about `expiresAt`.
   */
  secondsLeft: Type.Integer({ minimum: 0 }),
  /** The contract renewed; null for a new contract. */
  contractId: Nullable(Type.Integer()),
  productName: Type.String(),
  /** The signed document's filename, once signed. */
  documentName: Nullable(Type.String()),
  /** Finalized: the change is made; `resultContractId` is the contract it made. */
  finalized: Type.Boolean(),
  resultContractId: Nullable(Type.Integer()),
  /** Why it ended without a signature, in the API's words (REFUSED, EXPIRED, GATEWAY_ERROR, …). */
  failureCode: Nullable(Type.String()),
});
export type SigningState = Static<typeof SigningState>;

/** `POST /api/contracts/finalize`: the change made (the same answer however often it is asked). */
export const FinalizeAnswer = Type.Object({
  action: SigningAction,
  contractId: Type.Integer(),
});
export type FinalizeAnswer = Static<typeof FinalizeAnswer>;
