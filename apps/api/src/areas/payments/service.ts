import type { IncomingHttpHeaders } from 'node:http';
import type { FastifyBaseLogger } from 'fastify';
import type { CreatedPayment, CreatePaymentBody, Payment } from '@vool/api-client';
import { randomToken } from '../../crypto.ts';
import { HttpError, validationError } from '../../errors.ts';
import type { PaymentProvider, ProviderName } from '../../integrations/payments.ts';
import type { Kysely, Selectable } from 'kysely';
import type { Database, PaymentTable } from '../../db/schema.ts';
import type { PaymentRow, PaymentsRepository } from './repository.ts';
import { canMove, startedPaymentLifetimeMs } from './state.ts';

/** Which provider each country's customers pay with: open banking in Finland, cards in the Baltics. */
const countryProviders: Readonly<Record<string, readonly ProviderName[]>> = {
  FI: ['NEONOMICS'],
  EE: ['EVERYPAY'],
  LV: ['EVERYPAY'],
};

/** A notification signed longer ago than this (or that far ahead) is refused: it may be a replay. */
export const notificationMaxAgeMs = 5 * 60_000;

/** The site a payment is made on, with the configured origin the request came by. */
export interface PayingSite {
  id: number;
  countryCode: string;
  origin: string;
  company: string;
}

export interface PaymentsServiceOptions {
  repository: PaymentsRepository;
  /** The providers this instance has adapters for (the sandboxes, or none). */
  providers: Partial<Record<ProviderName, PaymentProvider>>;
  now: () => Date;
  /** Told of a settled payment inside the transaction that settles it (the push dispatcher). */
  onSettled?: (tx: Kysely<Database>, payment: Selectable<PaymentTable>) => Promise<void>;
}

const invoiceNotFound = () => new HttpError(404, 'NotFound', 'No such invoice', 'INVOICE_NOT_FOUND');
const paymentNotFound = () => new HttpError(404, 'NotFound', 'No such payment', 'PAYMENT_NOT_FOUND');
const inProgress = () =>
  validationError('This invoice has a payment in progress: wait for it to finish', 'PAYMENT_IN_PROGRESS');

function toPayment(row: PaymentRow): Payment {
  return {
    id: row.id,
    invoiceId: row.invoice_id,
    invoiceNumber: row.invoice_number,
    provider: row.provider,
    status: row.status,
    amountCents: row.amount_cents,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    failureCode: row.failure_code,
  };
}

/** Paying invoices: always the acting client's own invoices and payments. */
export function paymentsService({ repository, providers, now, onSettled }: PaymentsServiceOptions) {
  const startedBefore = () => new Date(now().getTime() - startedPaymentLifetimeMs);

  const providersFor = (countryCode: string): ProviderName[] =>
    (countryProviders[countryCode] ?? []).filter((name) => providers[name] !== undefined);

  /** The answer to a repeated key: the payment it made, if it was for this invoice. */
  const again = (row: PaymentRow, invoiceId: number): CreatedPayment => {
    if (row.invoice_id !== invoiceId) {
      throw validationError('This payment key was used for another invoice', 'IDEMPOTENCY_KEY_REUSED', {
        '/idempotencyKey': 'was used for another invoice',
      });
    }
    return { payment: toPayment(row), redirectUrl: row.redirect_url };
  };

  /**
   * The answer when the invoice has a payment in progress: the payment this key made, if it is that
   * one (the same press sent twice at once), else the refusal. The key is read after the payment in
   * progress was seen, so under READ COMMITTED a payment the key made by then is seen too.
   */
  const busy = async (clientId: number, key: string, invoiceId: number): Promise<CreatedPayment> => {
    const made = await repository.byKey(clientId, key);
    if (made) return again(made, invoiceId);
    throw inProgress();
  };

  return {
    providersFor,

    /** Whether the invoice has a payment that may still complete (postponing waits for it). */
    paymentInProgress(invoiceId: number): Promise<boolean> {
      return repository.inProgress(invoiceId, startedBefore());
    },

    async create(
      site: PayingSite,
      clientId: number,
      invoiceId: number,
      body: CreatePaymentBody,
    ): Promise<CreatedPayment> {
      const known = await repository.byKey(clientId, body.idempotencyKey);
      if (known) return again(known, invoiceId);
      const invoice = await repository.invoice(clientId, invoiceId);
      if (invoice?.site_id !== site.id) throw invoiceNotFound();
      const open = invoice.amount_cents - invoice.paid_cents;
      if (invoice.status === 'paid' || open <= 0) {
        throw validationError('This invoice is paid', 'INVOICE_PAID');
      }
      const provider = providersFor(site.countryCode).includes(body.provider)
        ? providers[body.provider]
        : undefined;
      if (!provider) {
        throw validationError(`${body.provider} is not offered here`, 'PROVIDER_NOT_AVAILABLE', {
          '/provider': 'is not offered here',
        });
      }
      const bank = provider.name === 'NEONOMICS' ? (body.bank ?? null) : null;
      if (provider.name === 'NEONOMICS' && !bank) {
        throw validationError('Choose your bank', 'BANK_REQUIRED', { '/bank': 'is required' });
      }
      const at = now();
      await repository.expireStarted({ invoiceId }, startedBefore(), at);
      if (await repository.inProgress(invoiceId, startedBefore())) {
        return busy(clientId, body.idempotencyKey, invoiceId);
      }

      const id = randomToken(18);
      // The provider opens its page before the row is written, so no transaction waits on it; a page
      // opened for a request that then loses a race to another is never shown, and expires there.
      const started = await provider.start({
        paymentId: id,
        amountCents: open,
        currency: 'EUR',
        invoiceNumber: invoice.invoice_number,
        merchant: site.company,
        bank,
        returnUrl: `${site.origin}/invoices/${invoiceId}/payment-processing?payment=${id}`,
        callbackUrl: `${site.origin}/api/payments/callback/${provider.name.toLowerCase()}`,
      });
      const inserted = await repository.insert({
        id,
        site_id: site.id,
        client_id: clientId,
        invoice_id: invoiceId,
        provider: provider.name,
        status: 'created',
        amount_cents: open,
        idempotency_key: body.idempotencyKey,
        provider_reference: started.reference,
        redirect_url: started.redirectUrl,
        bank,
        failure_code: null,
        created_at: at,
        updated_at: at,
      });
      // Not inserted: the same key at the same moment (answer its payment), or another payment began.
      const row = inserted ? await repository.byId(clientId, id) : undefined;
      return row
        ? { payment: toPayment(row), redirectUrl: row.redirect_url }
        : busy(clientId, body.idempotencyKey, invoiceId);
    },

    async payment(clientId: number, paymentId: string): Promise<Payment> {
      // A customer who left the provider's page learns here that the payment has expired.
      await repository.expireStarted({ paymentId }, startedBefore(), now());
      const row = await repository.byId(clientId, paymentId);
      if (!row) throw paymentNotFound();
      return toPayment(row);
    },

    /**
     * A provider's notification: its signature, age and event id are checked before anything changes,
     * then the payment moves as the state machine allows, and settling marks the invoice paid, all in
     * one transaction. A notification the state machine does not allow (a late "failed" after
     * "settled") is taken and logged, and changes nothing.
     */
    async receive(
      siteId: number,
      providerName: ProviderName,
      rawBody: string,
      headers: IncomingHttpHeaders,
      log: FastifyBaseLogger,
    ): Promise<{ status: Payment['status'] }> {
      const provider = providers[providerName];
      if (!provider) throw new HttpError(404, 'NotFound', 'No such payment provider', 'NO_PROVIDER');
      const parsed = provider.parseNotification(rawBody, headers);
      if (!parsed.ok) {
        log.warn({ provider: providerName, reason: parsed.reason }, 'payment notification refused');
        throw parsed.reason === 'signature'
          ? new HttpError(401, 'Unauthorized', 'The signature does not match', 'INVALID_SIGNATURE')
          : new HttpError(400, 'BadRequest', 'Not a payment notification', 'MALFORMED_NOTIFICATION');
      }
      const { eventId, reference, outcome, failureCode, sentAt } = parsed.notification;
      const at = now();
      const context = { provider: providerName, eventId, reference, outcome };
      if (Math.abs(at.getTime() - sentAt.getTime()) > notificationMaxAgeMs) {
        log.warn({ ...context, sentAt }, 'payment notification refused: too old');
        throw new HttpError(409, 'Conflict', 'The notification is too old', 'STALE_NOTIFICATION');
      }
      return repository.transaction(async (tx) => {
        const payment = await repository.forNotification(tx, siteId, providerName, reference);
        if (!payment) {
          log.warn(context, 'payment notification refused: no such payment');
          throw new HttpError(404, 'NotFound', 'No such payment', 'PAYMENT_NOT_FOUND');
        }
        const row = { provider: providerName, event_id: eventId, payment_id: payment.id, outcome };
        if (!(await repository.recordNotification(tx, { ...row, sent_at: sentAt, received_at: at }))) {
          log.warn(context, 'payment notification refused: replayed');
          throw new HttpError(
            409,
            'Conflict',
            'This notification was received before',
            'REPLAYED_NOTIFICATION',
          );
        }
        if (!canMove(payment.status, outcome)) {
          const facts = { ...context, paymentId: payment.id, status: payment.status };
          if (payment.status === outcome) log.info(facts, 'payment notification ignored: said before');
          // Money taken for a payment that had ended (expired, say) needs a person: refund or book it.
          else if (outcome === 'settled') log.error(facts, 'payment settled after it had ended');
          else log.warn(facts, 'payment notification ignored: the payment has moved on');
          return { status: payment.status };
        }
        await repository.move(tx, payment.id, outcome, failureCode, at);
        if (outcome === 'settled') {
          await repository.markInvoicePaid(tx, payment.invoice_id);
          await onSettled?.(tx, payment);
        }
        log.info({ ...context, paymentId: payment.id }, 'payment moved');
        return { status: outcome };
      });
    },
  };
}

export type PaymentsService = ReturnType<typeof paymentsService>;
