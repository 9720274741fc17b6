import type { PostponeRefusal } from '@vool/api-client';
import { parseDay } from '../../energy/time.ts';
import { HttpError } from '../../errors.ts';
import type { InvoiceRow } from './repository.ts';
import { openCents } from './views.ts';

/**
 * The postpone rule, as a customer is told it: an unpaid invoice may be postponed once, by 14 days,
 * until 30 days after its due date; not an e-invoice (its due date is kept by the payer's bank), and
 * not while a payment of it is under way.
 */
export const postponeDays = 14;
export const postponeGraceDays = 30;

type Postponable = Pick<
  InvoiceRow,
  'status' | 'amount_cents' | 'paid_cents' | 'type' | 'original_due_date' | 'due_date'
>;

/** Why the invoice cannot be postponed on local day `today`, or null when it can. */
export function postponeRefusal(
  invoice: Postponable,
  today: number,
  paymentInProgress: boolean,
): PostponeRefusal | null {
  if (invoice.status === 'paid' || openCents(invoice) <= 0) return 'INVOICE_PAID';
  if (paymentInProgress) return 'PAYMENT_IN_PROGRESS';
  if (invoice.type === 'E-Invoice') return 'E_INVOICE';
  if (invoice.original_due_date !== null) return 'ALREADY_POSTPONED';
  if (today - parseDay(invoice.due_date)! > postponeGraceDays) return 'TOO_LATE';
  return null;
}

const reasons: Record<PostponeRefusal, string> = {
  INVOICE_PAID: 'This invoice is paid: there is nothing to postpone',
  ALREADY_POSTPONED: 'An invoice can be postponed once, and this one already has been',
  E_INVOICE: 'The due date of an e-invoice is kept by your bank: change it there',
  TOO_LATE: `An invoice can be postponed until ${postponeGraceDays} days after its due date`,
  PAYMENT_IN_PROGRESS: 'A payment of this invoice is under way',
};

export const postponeRefused = (refusal: PostponeRefusal) =>
  new HttpError(422, 'PostponeRefused', reasons[refusal], refusal);
