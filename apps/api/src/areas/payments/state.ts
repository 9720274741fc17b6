import type { PaymentStatus } from '@vool/api-client';

export const paymentStatuses = [
  'created',
  'processing',
  'pending',
  'settled',
  'failed',
  'cancelled',
] as const satisfies readonly PaymentStatus[];

/**
 * Every move a payment may make. Only forward: a provider's notifications may skip a state (a card
 * settles without a "processing" first when one is lost) or come late, but a payment never goes back,
 * and nothing leaves settled, failed or cancelled.
 */
export const transitions: Readonly<Record<PaymentStatus, readonly PaymentStatus[]>> = {
  created: ['processing', 'pending', 'settled', 'failed', 'cancelled'],
  processing: ['pending', 'settled', 'failed', 'cancelled'],
  pending: ['settled', 'failed', 'cancelled'],
  settled: [],
  failed: [],
  cancelled: [],
};

export const canMove = (from: PaymentStatus, to: PaymentStatus) => transitions[from].includes(to);

/**
 * The states a payment may be in to move to `to`: every update names them in its WHERE, so of two
 * notifications handled at once only one can move it.
 */
export const movesInto = (to: PaymentStatus): PaymentStatus[] =>
  paymentStatuses.filter((from) => canMove(from, to));

/** Not finished: the invoice has a payment in progress. */
export const openStatuses = ['created', 'processing', 'pending'] as const satisfies readonly PaymentStatus[];

export const isFinal = (status: PaymentStatus) => transitions[status].length === 0;

/** A payment still `created` this long after it began was abandoned on the provider's page. */
export const startedPaymentLifetimeMs = 15 * 60_000;
