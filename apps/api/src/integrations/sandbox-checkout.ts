import { sign, unsign } from '../crypto.ts';
import { bodySignature, type PaymentStart, type StartedPayment } from './payments.ts';

/** How long the sandbox's payment page stays usable: as long as the API waits for a started payment. */
export const checkoutLifetimeMs = 15 * 60_000;

/**
 * A payment as the sandbox provider holds it while the customer is on its page: carried in the page's
 * address, signed, so the sandbox needs no table of its own for it (as the e-ID sandbox's codes).
 */
export interface Checkout extends Omit<PaymentStart, 'currency'> {
  reference: string;
  expiresAt: number;
}

export function checkoutToken(key: string, checkout: Checkout): string {
  return sign(key, Buffer.from(JSON.stringify(checkout)).toString('base64url'));
}

/** The provider's page for a payment: its address carries the checkout, signed. */
export function openCheckout(
  key: string,
  path: string,
  payment: PaymentStart,
  reference: string,
  nowMs: number,
): StartedPayment {
  const { paymentId, amountCents, invoiceNumber, merchant, bank, returnUrl, callbackUrl } = payment;
  const token = checkoutToken(key, {
    ...{ paymentId, amountCents, invoiceNumber, merchant, bank, returnUrl, callbackUrl },
    reference,
    expiresAt: nowMs + checkoutLifetimeMs,
  });
  // On the site's own origin, the one the portal's return address names.
  const page = new URL(path, returnUrl);
  page.searchParams.set('session', token);
  return { reference, redirectUrl: page.toString() };
}

export function readCheckout(key: string, token: string, nowMs: number): Checkout | undefined {
  const payload = unsign(key, token);
  if (!payload) return undefined;
  try {
    const checkout = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Checkout;
    return checkout.expiresAt >= nowMs ? checkout : undefined;
  } catch {
    return undefined;
  }
}

/** A notification as the provider's server would post it: to the callback URL, signed over its bytes. */
export interface SignedNotification {
  url: string;
  headers: Record<string, string>;
  body: string;
}

export function signedNotification(
  key: string,
  header: string,
  url: string,
  payload: Record<string, unknown>,
): SignedNotification {
  const body = JSON.stringify(payload);
  return {
    url,
    headers: { 'content-type': 'application/json', [header]: bodySignature(key, body) },
    body,
  };
}

/** What the tester may choose on a sandbox page: the state notified at once, and the one after a delay. */
export interface SandboxDecision {
  label: string;
  now: string;
  later?: string;
  /** Kept "pending at the bank" until settled or rejected on the pending page, or by time. */
  hold?: boolean;
}

/** The provider's side of a sandbox, which its pages drive. */
export interface SandboxPaymentService {
  /** The path segment of its pages: /sandbox/<slug>/… */
  readonly slug: 'everypay' | 'neonomics';
  readonly title: string;
  readonly decisions: Readonly<Record<string, SandboxDecision>>;
  /** The state a held payment settles, or is rejected, with. */
  readonly settle?: { settled: string; rejected: string };
  checkout(token: string): Checkout | undefined;
  notification(checkout: Checkout, state: string, eventId?: string, sentAt?: Date): SignedNotification;
}
