import { createHmac } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import type { PaymentProvider as ProviderName, PaymentStatus } from '@vool/api-client';
import { hmac, safeEqual } from '../crypto.ts';

export type { ProviderName };

/** What the API asks a provider to collect. Amounts in cents; the URLs absolute, from the site's origin. */
export interface PaymentStart {
  /** Ours, sent as the provider's order reference. */
  paymentId: string;
  amountCents: number;
  currency: 'EUR';
  invoiceNumber: string;
  /** The seller, as the provider's page names them. */
  merchant: string;
  /** Open banking: the customer's bank (BIC). */
  bank: string | null;
  /** Where the provider sends the browser back to when the customer is done. */
  returnUrl: string;
  /** Where the provider posts its signed notifications. */
  callbackUrl: string;
}

export interface StartedPayment {
  /** The provider's own id of the payment: its notifications name it. */
  reference: string;
  /** The provider's page the browser goes to. */
  redirectUrl: string;
}

/** Where a provider says a payment is; never `created`, which only the API sets. */
export type PaymentOutcome = Exclude<PaymentStatus, 'created'>;

export interface ProviderNotification {
  /** Unique per provider: a notification seen before is a replay. */
  eventId: string;
  reference: string;
  outcome: PaymentOutcome;
  /** Why it failed or was cancelled, in the API's words (DECLINED, CANCELLED, …). */
  failureCode: string | null;
  /** When the provider signed it: older ones are refused. */
  sentAt: Date;
}

/** A notification read: its signature did not hold, it held but the body is not one, or it is one. */
export type ParsedNotification =
  { ok: true; notification: ProviderNotification } | { ok: false; reason: 'signature' | 'malformed' };

/**
 * A payment provider as the API uses one: start a payment (answering where to send the browser), and
 * verify and read the notifications it posts back. EVERYPAY (cards) and NEONOMICS (open banking) have
 * sandbox adapters beside this file; real ones take their place behind the same interface.
 */
export interface PaymentProvider {
  readonly name: ProviderName;
  start(payment: PaymentStart): Promise<StartedPayment>;
  parseNotification(rawBody: string, headers: IncomingHttpHeaders): ParsedNotification;
}

/** A per-provider key from the app's secret, so one provider's key says nothing about another's. */
export const providerKey = (secret: string, provider: ProviderName, use: 'notifications' | 'checkout') =>
  hmac(secret, `payments:${provider}:${use}`);

/** HMAC-SHA256 of the raw body, hex: what both providers put in their signature header. */
export const bodySignature = (key: string, rawBody: string) =>
  createHmac('sha256', key).update(rawBody, 'utf8').digest('hex');

/** Whether `header` is the signature of exactly these bytes (compared in constant time). */
export function signatureHolds(key: string, rawBody: string, header: string | string[] | undefined): boolean {
  return typeof header === 'string' && safeEqual(header, bodySignature(key, rawBody));
}

/** The body as a JSON object, or undefined when it is not one. */
export function jsonObject(rawBody: string): Record<string, unknown> | undefined {
  try {
    const value: unknown = JSON.parse(rawBody);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : undefined;
  } catch {
    return undefined;
  }
}

/** A non-empty string field of at most 200 characters, else undefined. */
export const textField = (body: Record<string, unknown>, name: string): string | undefined => {
  const value = body[name];
  return typeof value === 'string' && value.length > 0 && value.length <= 200 ? value : undefined;
};

/** An ISO instant field, else undefined. */
export const instantField = (body: Record<string, unknown>, name: string): Date | undefined => {
  const text = textField(body, name);
  const ms = text === undefined ? NaN : Date.parse(text);
  return Number.isNaN(ms) ? undefined : new Date(ms);
};
