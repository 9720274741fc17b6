import { randomBytes, randomUUID } from 'node:crypto';
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

const signatureHeader = 'x-everypay-signature';

/** EveryPay's payment states, as its callbacks name them, in the API's terms. */
const states = new Map<string, { outcome: PaymentOutcome; failureCode: string | null }>([
  ['waiting_for_sca', { outcome: 'processing', failureCode: null }],
  ['sent_for_processing', { outcome: 'processing', failureCode: null }],
  ['settled', { outcome: 'settled', failureCode: null }],
  ['failed', { outcome: 'failed', failureCode: 'DECLINED' }],
  ['abandoned', { outcome: 'cancelled', failureCode: 'CANCELLED' }],
  ['voided', { outcome: 'cancelled', failureCode: 'CANCELLED' }],
]);

/**
 * EVERYPAY, card payments (Estonia, Latvia), as its test environment behaves: a hosted card page
 * (/sandbox/everypay/pay), then callbacks signed with HMAC-SHA256 over the body, `payment_state`
 * moving `sent_for_processing` → `settled` or `failed`, or `abandoned` when the customer gives up.
 */
export class SandboxEverypay implements PaymentProvider, SandboxPaymentService {
  readonly name = 'EVERYPAY' as const;
  readonly slug = 'everypay' as const;
  readonly title = 'EveryPay card payment';
  readonly decisions = {
    approve: { label: 'Approve', now: 'sent_for_processing', later: 'settled' },
    decline: { label: 'Decline', now: 'sent_for_processing', later: 'failed' },
    cancel: { label: 'Cancel', now: 'abandoned' },
  };
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
    const reference = randomBytes(32).toString('hex');
    return Promise.resolve(
      openCheckout(this.checkoutKey, '/sandbox/everypay/pay', payment, reference, this.now().getTime()),
    );
  }

  parseNotification(rawBody: string, headers: IncomingHttpHeaders): ParsedNotification {
    if (!signatureHolds(this.notificationKey, rawBody, headers[signatureHeader])) {
      return { ok: false, reason: 'signature' };
    }
    const body = jsonObject(rawBody);
    const eventId = body && textField(body, 'event_id');
    const reference = body && textField(body, 'payment_reference');
    const state = body && states.get(textField(body, 'payment_state') ?? '');
    const sentAt = body && instantField(body, 'timestamp');
    if (!eventId || !reference || !state || !sentAt) return { ok: false, reason: 'malformed' };
    return { ok: true, notification: { eventId, reference, ...state, sentAt } };
  }

  checkout(token: string): Checkout | undefined {
    return readCheckout(this.checkoutKey, token, this.now().getTime());
  }

  notification(checkout: Checkout, state: string, eventId: string = randomUUID(), sentAt = this.now()) {
    return signedNotification(this.notificationKey, signatureHeader, checkout.callbackUrl, {
      event_id: eventId,
      payment_reference: checkout.reference,
      order_reference: checkout.paymentId,
      payment_state: state,
      timestamp: sentAt.toISOString(),
    });
  }
}
