import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import {
  instantField,
  jsonObject,
  providerKey,
  signatureHolds,
  textField,
  type ParsedNotification,
  type PaymentOutcome,
  type PaymentProvider,
  type PaymentStart,
  type StartedPayment,
} from './payments.ts';
import {
  openCheckout,
  readCheckout,
  signedNotification,
  type Checkout,
  type SandboxPaymentService,
} from './sandbox-checkout.ts';

const signatureHeader = 'x-neonomics-signature';

/** ISO 20022 payment status codes, as Neonomics' callbacks carry them, in the API's terms. */
const statuses = new Map<string, { outcome: PaymentOutcome; failureCode: string | null }>([
  // Accepted technically: the bank has the payment.
  ['ACTC', { outcome: 'processing', failureCode: null }],
  // Accepted, settlement in process: the bank has not booked it yet.
  ['ACSP', { outcome: 'pending', failureCode: null }],
  ['ACSC', { outcome: 'settled', failureCode: null }],
  ['RJCT', { outcome: 'failed', failureCode: 'DECLINED' }],
  ['CANC', { outcome: 'cancelled', failureCode: 'CANCELLED' }],
]);

/**
 * NEONOMICS, open-banking payments (Finland), as its sandbox behaves: the customer's bank's consent
 * page (/sandbox/neonomics/pay), then callbacks signed with HMAC-SHA256 over the body whose `status`
 * moves ACTC → ACSC or RJCT, or through ACSP ("pending at the bank") to be booked later, or CANC.
 */
export class SandboxNeonomics implements PaymentProvider, SandboxPaymentService {
  readonly name = 'NEONOMICS' as const;
  readonly slug = 'neonomics' as const;
  readonly title = 'Neonomics bank payment';
  readonly decisions = {
    approve: { label: 'Approve', now: 'ACTC', later: 'ACSC' },
    decline: { label: 'Decline', now: 'ACTC', later: 'RJCT' },
    cancel: { label: 'Cancel', now: 'CANC' },
    pending: { label: 'Pending at the bank', now: 'ACTC', later: 'ACSP', hold: true },
  };
  readonly settle = { settled: 'ACSC', rejected: 'RJCT' };
  private readonly notificationKey: string;
  private readonly checkoutKey: string;

  constructor(
    secret: string,
    private readonly now: () => Date,
  ) {
    this.notificationKey = providerKey(secret, this.name, 'notifications');
    this.checkoutKey = providerKey(secret, this.name, 'checkout');
  }

  start(payment: PaymentStart): Promise<StartedPayment> {
    const reference = randomUUID();
    return Promise.resolve(
      openCheckout(this.checkoutKey, '/sandbox/neonomics/pay', payment, reference, this.now().getTime()),
    );
  }

  parseNotification(rawBody: string, headers: IncomingHttpHeaders): ParsedNotification {
    if (!signatureHolds(this.notificationKey, rawBody, headers[signatureHeader])) {
      return { ok: false, reason: 'signature' };
    }
    const body = jsonObject(rawBody);
    const eventId = body && textField(body, 'eventId');
    const reference = body && textField(body, 'paymentId');
    const status = body && statuses.get(textField(body, 'status') ?? '');
    const sentAt = body && instantField(body, 'createdAt');
    if (!eventId || !reference || !status || !sentAt) return { ok: false, reason: 'malformed' };
    return { ok: true, notification: { eventId, reference, ...status, sentAt } };
  }

  checkout(token: string): Checkout | undefined {
    return readCheckout(this.checkoutKey, token, this.now().getTime());
  }

  notification(checkout: Checkout, status: string, eventId: string = randomUUID(), sentAt = this.now()) {
    return signedNotification(this.notificationKey, signatureHeader, checkout.callbackUrl, {
      eventId,
      paymentId: checkout.reference,
      endToEndId: checkout.paymentId,
      debtorBank: checkout.bank,
      status,
      createdAt: sentAt.toISOString(),
    });
  }
}
