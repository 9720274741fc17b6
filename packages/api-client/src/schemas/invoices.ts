import { Type, type Static } from '@sinclair/typebox';
import { paymentProviders } from '../constants.ts';
import { InvoiceStatus } from './dashboard.ts';
import { Address, IdentifierType, LocalDate, LocalMonth, Utility } from './energy.ts';

export { paymentProviders };

/**
 * Money in the invoices' calls is integer cents (exact in JSON and in JavaScript); quantities and
 * unit prices, which have more decimals than cents, are decimal strings ("123.456").
 */
const Cents = Type.Integer();
const Decimal = Type.String({ pattern: '^-?[0-9]+(\\.[0-9]+)?$' });

export const InvoiceType = Type.Union([Type.Literal('Regular'), Type.Literal('E-Invoice')]);
export type InvoiceType = Static<typeof InvoiceType>;

/** Spec §7: `GET /api/invoices?type=<status>`; both when left out. */
export const InvoiceListQuery = Type.Object(
  { type: Type.Optional(InvoiceStatus) },
  { additionalProperties: false },
);
export type InvoiceListQuery = Static<typeof InvoiceListQuery>;

export const InvoiceListItem = Type.Object({
  id: Type.Integer(),
  invoiceNumber: Type.String(),
  type: InvoiceType,
  status: InvoiceStatus,
  /** The month billed. */
  period: LocalMonth,
  issueDate: LocalDate,
  dueDate: LocalDate,
  totalCents: Cents,
  /** Paid so far: between 0 and the total; partly paid when in between. */
  paidCents: Cents,
  /** What is still to pay. */
  openCents: Cents,
  /** Unpaid and past its due date (in the site's time zone). */
  overdue: Type.Boolean(),
  /** The due date was moved (postponed) once. */
  postponed: Type.Boolean(),
  utilities: Type.Array(Utility),
});
export type InvoiceListItem = Static<typeof InvoiceListItem>;

/** The list, newest period first, with what is due over all of the client's invoices. */
export const InvoiceList = Type.Object({
  currency: Type.Literal('EUR'),
  invoices: Type.Array(InvoiceListItem),
  totals: Type.Object({
    unpaidCount: Type.Integer(),
    openCents: Cents,
    overdueCount: Type.Integer(),
    overdueCents: Cents,
  }),
});
export type InvoiceList = Static<typeof InvoiceList>;

/**
 * Spec §3 price component kinds as an invoice line bills them: `Hourly` energy at each hour's spot
 * price, `Base` a fixed energy price, `Day` and `Night` a day/night product's energy of the day hours
 * (07–22 local time) and of the rest, `Margin` the seller's margin per kWh, `Monthly` the seller's
 * monthly fee, `Network` and `NetworkMonthly` the grid operator's energy and monthly fees, `Tax` the
 * electricity tax or excise, `PaperBill` the fee of a paper invoice.
 */
export const InvoiceLineKind = Type.Union(
  (
    [
      'Hourly',
      'Base',
      'Day',
      'Night',
      'Margin',
      'Monthly',
      'Network',
      'NetworkMonthly',
      'Tax',
      'PaperBill',
    ] as const
  ).map((kind) => Type.Literal(kind)),
);
export type InvoiceLineKind = Static<typeof InvoiceLineKind>;

export const InvoiceLine = Type.Object({
  kind: InvoiceLineKind,
  /** The usage point it bills; null for a line of the whole invoice (a paper bill fee). */
  usagePoint: Type.Union([Type.String(), Type.Null()]),
  utility: Type.Union([Utility, Type.Null()]),
  quantity: Decimal,
  unit: Type.Union([Type.Literal('kWh'), Type.Literal('month'), Type.Literal('piece')]),
  /** € per unit before VAT; for `Hourly` the consumption-weighted average of the hours' prices. */
  unitPrice: Decimal,
  netCents: Cents,
  /** Percent, e.g. "25.5". */
  vatRate: Decimal,
});
export type InvoiceLine = Static<typeof InvoiceLine>;

export const VatBreakdown = Type.Object({ rate: Decimal, netCents: Cents, vatCents: Cents });
export type VatBreakdown = Static<typeof VatBreakdown>;

export const InvoiceUsagePoint = Type.Object({
  identifier: Type.String(),
  identifierType: IdentifierType,
  utility: Utility,
  address: Address,
  meterNumber: Type.String(),
});
export type InvoiceUsagePoint = Static<typeof InvoiceUsagePoint>;

export const PaymentProvider = Type.Union(paymentProviders.map((provider) => Type.Literal(provider)));
export type PaymentProvider = Static<typeof PaymentProvider>;

/** Why an invoice cannot be postponed, or null when it can (see the API's postpone rule). */
export const PostponeRefusal = Type.Union([
  Type.Literal('INVOICE_PAID'),
  Type.Literal('ALREADY_POSTPONED'),
  Type.Literal('E_INVOICE'),
  Type.Literal('TOO_LATE'),
  Type.Literal('PAYMENT_IN_PROGRESS'),
]);
export type PostponeRefusal = Static<typeof PostponeRefusal>;

/** Spec §7: `GET /api/invoices/{invoiceNumber}`: everything the invoice document shows. */
export const InvoiceDetail = Type.Composite([
  InvoiceListItem,
  Type.Object({
    periodStart: LocalDate,
    periodEnd: LocalDate,
    /** The due date before it was postponed. */
    originalDueDate: Type.Union([LocalDate, Type.Null()]),
    netCents: Cents,
    vatCents: Cents,
    lines: Type.Array(InvoiceLine),
    vat: Type.Array(VatBreakdown),
    usagePoints: Type.Array(InvoiceUsagePoint),
    seller: Type.Object({
      name: Type.String(),
      registryCode: Type.String(),
      vatNumber: Type.String(),
      address: Address,
    }),
    buyer: Type.Object({ name: Type.String(), clientCode: Type.String(), address: Address }),
    payment: Type.Object({
      iban: Type.String(),
      bic: Type.String(),
      bankName: Type.String(),
      /** The national reference (FI with its check digit, EE 7-3-1, LV the invoice number). */
      reference: Type.String(),
      /** The ISO 11649 creditor reference (RF…), where the country uses one. */
      creditorReference: Type.Union([Type.String(), Type.Null()]),
      /** The Finnish virtual bank barcode (version 4 or 5), 54 digits; null outside Finland. */
      virtualBarcode: Type.Union([Type.String(), Type.Null()]),
    }),
    postpone: Type.Object({
      refusal: Type.Union([PostponeRefusal, Type.Null()]),
      /** The due date it would get. */
      newDueDate: Type.Union([LocalDate, Type.Null()]),
    }),
    /** Providers the customer may pay with here (site's country and services); empty once paid. */
    payWith: Type.Array(PaymentProvider),
  }),
]);
export type InvoiceDetail = Static<typeof InvoiceDetail>;

export const InvoiceNumberParams = Type.Object(
  { invoiceNumber: Type.String({ pattern: '^[0-9A-Z-]{1,40}$' }) },
  { additionalProperties: false },
);
export type InvoiceNumberParams = Static<typeof InvoiceNumberParams>;

export const InvoiceIdParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,10}$' }) },
  { additionalProperties: false },
);
export type InvoiceIdParams = Static<typeof InvoiceIdParams>;

/** `PUT /api/invoices/{id}/postpone`: the invoice as it is now. */
export const PostponeAnswer = InvoiceListItem;

/**
 * "How was this calculated?": the invoice's energy rebuilt from the customer's own interval readings
 * and the prices of those intervals, with the customer's consumption-weighted spot price against the
 * market's plain average over the period.
 */
export const InvoiceExplanation = Type.Object({
  invoiceNumber: Type.String(),
  /** Per usage point: the energy lines recomputed from readings, and whether they match the invoice. */
  usagePoints: Type.Array(
    Type.Object({
      identifier: Type.String(),
      utility: Utility,
      kwh: Decimal,
      /** The recomputed lines of this usage point, as the invoice states them. */
      lines: Type.Array(Type.Object({ kind: InvoiceLineKind, recomputedCents: Cents, invoicedCents: Cents })),
      matches: Type.Boolean(),
      /** Spot-priced electricity: € per MWh, weighted by the customer's use against the plain mean. */
      spot: Type.Union([
        Type.Object({
          weightedAverage: Decimal,
          marketAverage: Decimal,
          /** (weighted − market) / market × 100, rounded to one decimal. */
          differencePercent: Decimal,
          /** Share of the kWh used 22–07 local time, percent. */
          nightSharePercent: Decimal,
        }),
        Type.Null(),
      ]),
    }),
  ),
  /** What each day of the period cost (energy lines, before VAT). */
  days: Type.Array(Type.Object({ date: LocalDate, kwh: Decimal, netCents: Cents })),
});
export type InvoiceExplanation = Static<typeof InvoiceExplanation>;

/** Spec §7 `GET /api/banks?type=`: banks for paying by open banking, or that take e-invoice requests. */
export const BankType = Type.Union([Type.Literal('payment'), Type.Literal('e-invoice')]);
export const BanksQuery = Type.Object({ type: Type.Optional(BankType) }, { additionalProperties: false });
export type BanksQuery = Static<typeof BanksQuery>;
export const Bank = Type.Object({ bic: Type.String(), name: Type.String(), country: Type.String() });
export type Bank = Static<typeof Bank>;
export const Banks = Type.Array(Bank);

/** `GET /api/banks/operators`: e-invoice operators (Finnish OVT intermediaries and their like). */
export const EInvoiceOperator = Type.Object({ code: Type.String(), name: Type.String() });
export type EInvoiceOperator = Static<typeof EInvoiceOperator>;
export const EInvoiceOperators = Type.Array(EInvoiceOperator);
