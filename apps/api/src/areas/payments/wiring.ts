import type { FastifyInstance } from 'fastify';
import type { BackgroundWork } from '../../background.ts';
import type { Db } from '../../db/connect.ts';
import { SandboxEverypay } from '../../integrations/sandbox-everypay.ts';
import { SandboxNeonomics } from '../../integrations/sandbox-neonomics.ts';
import type { PushDispatcher } from '../notifications/dispatcher.ts';
import { notifySettledPayment } from '../notifications/producers.ts';
import { sandboxBankRepository } from '../sandbox/bank-repository.ts';
import {
  defaultPaymentSandboxTiming,
  sandboxPaymentRoutes,
  type PaymentSandboxTiming,
} from '../sandbox/payments.ts';
import type { SandboxRepository } from '../sandbox/repository.ts';
import { paymentsRepository } from './repository.ts';
import { paymentRoutes } from './routes.ts';
import { paymentsService } from './service.ts';

export interface PaymentsOptions {
  db: Db;
  secret: string;
  now: () => Date;
  background: BackgroundWork;
  push: PushDispatcher;
  /** The sandbox repository when the sandboxes are on: EVERYPAY's and NEONOMICS' pages then answer. */
  sandbox: SandboxRepository | null;
  timing?: Partial<PaymentSandboxTiming> | undefined;
  leads: () => Promise<boolean>;
}

export type Payments = ReturnType<typeof paymentsService>;

/**
 * Paying an invoice (spec §7): the providers, the payment calls and, with the sandboxes, the
 * providers' own pages on this server. Answers the service, whose state the invoices show.
 */
export async function registerPayments(app: FastifyInstance, options: PaymentsOptions): Promise<Payments> {
  const { db, secret, now, sandbox } = options;
  // Only the sandboxes so far: without them no provider is offered (real adapters go here).
  const providers = sandbox ? [new SandboxEverypay(secret, now), new SandboxNeonomics(secret, now)] : [];
  const payments = paymentsService({
    repository: paymentsRepository(db),
    providers: Object.fromEntries(providers.map((provider) => [provider.name, provider])),
    now,
    // A confirmed payment is told to the customer's devices, written in the transaction that settles it.
    onSettled: notifySettledPayment(options.push),
  });
  await app.register(paymentRoutes, { service: payments });
  if (sandbox) {
    await app.register(sandboxPaymentRoutes, {
      providers,
      repository: sandbox,
      bank: sandboxBankRepository(db),
      background: options.background,
      now,
      timing: { ...defaultPaymentSandboxTiming, ...options.timing },
      leads: options.leads,
    });
  }
  return payments;
}
