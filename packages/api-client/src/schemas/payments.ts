import { Type, type Static } from '@sinclair/typebox';
import { PaymentProvider } from './invoices.ts';

/**
 * A payment's life: `created` when the customer is sent to the provider, `processing` once the
 * provider has it, `pending` while the bank has not settled it (open banking), then `settled`,
 * `failed` (declined) or `cancelled` (by the customer, or it expired).
 */
export const PaymentStatus = Type.Union(
  (['created', 'processing', 'pending', 'settled', 'failed', 'cancelled'] as const).map((status) =>
    Type.Literal(status),
  ),
);
export type PaymentStatus = Static<typeof PaymentStatus>;

/** `POST /api/invoices/{id}/payments`: pay an invoice's open amount. */
export const CreatePaymentBody = Type.Object(
  {
    provider: PaymentProvider,
    /** Made once per press of "Pay" by the browser: a double submit makes one payment. */
    idempotencyKey: Type.String({ pattern: '^[A-Za-z0-9_-]{16,64}$' }),
    /** Open banking (NEONOMICS): the customer's bank, by BIC, from `GET /api/banks?type=payment`. */
    bank: Type.Optional(Type.String({ pattern: '^[A-Z0-9]{8,11}$' })),
  },
  { additionalProperties: false },
);
export type CreatePaymentBody = Static<typeof CreatePaymentBody>;

export const Payment = Type.Object({
  id: Type.String(),
  invoiceId: Type.Integer(),
  invoiceNumber: Type.String(),
  provider: PaymentProvider,
  status: PaymentStatus,
  amountCents: Type.Integer(),
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Why it failed or was cancelled, as the provider said: DECLINED, CANCELLED, EXPIRED, … */
  failureCode: Type.Union([Type.String(), Type.Null()]),
});
export type Payment = Static<typeof Payment>;

/** The payment made, and where to send the browser to complete it (the provider's page). */
export const CreatedPayment = Type.Object({ payment: Payment, redirectUrl: Type.String() });
export type CreatedPayment = Static<typeof CreatedPayment>;

export const PaymentParams = Type.Object(
  { paymentId: Type.String({ pattern: '^[A-Za-z0-9_-]{8,64}$' }) },
  { additionalProperties: false },
);
export type PaymentParams = Static<typeof PaymentParams>;
