import type { Threshold } from '@vool/api-client';
import { spotMessage } from '../settings/notification-messages.ts';
import type { PricedHour } from '../settings/notification-spot.ts';
import type { Queries } from '../../jobs/queue.ts';
import type { PushDispatcher, PushNotice } from './dispatcher.ts';
import { euros, excerpt, localDateTime, pushTextsOf } from './texts.ts';

/*
 * What each producer tells a client's devices. The producers (outages, support, the spot-price alert,
 * payments) call the dispatcher with one of these; the words are made in the client's language when
 * the message is written.
 */

export interface OutagePhase {
  siteId: number;
  clientId: number;
  outageId: number;
  area: string;
  phase: 'start' | 'end';
  startsAt: Date;
  expectedEnd: Date;
  endedAt: Date | null;
}

export function outageNotice(outage: OutagePhase): PushNotice {
  const { outageId, phase, area } = outage;
  return {
    siteId: outage.siteId,
    clientId: outage.clientId,
    kind: phase === 'start' ? 'outage-start' : 'outage-end',
    texts: (locale) => {
      const t = pushTextsOf(locale);
      return phase === 'start'
        ? { title: t.outageStart(area), body: t.outageStartBody(localDateTime(outage.expectedEnd)) }
        : {
            title: t.outageEnd(area),
            body: t.outageEndBody(
              localDateTime(outage.startsAt),
              localDateTime(outage.endedAt ?? outage.expectedEnd),
            ),
          };
    },
    link: '/outages',
    data: { outageId: String(outageId) },
    // The end replaces a start not yet shown.
    collapseKey: `outage-${String(outageId)}`,
    dedupeKey: `outage:${String(outageId)}:${phase}`,
  };
}

export interface TicketReply {
  siteId: number;
  clientId: number;
  ticketId: number;
  ticketNumber: string;
  agentName: string;
  text: string;
  /** The message's id in the conversation: each reply is told once. */
  replyId: number | string;
}

export function ticketReplyNotice(reply: TicketReply): PushNotice {
  return {
    siteId: reply.siteId,
    clientId: reply.clientId,
    kind: 'ticket-reply',
    texts: (locale) => ({
      title: pushTextsOf(locale).ticketReply(reply.ticketNumber),
      body: excerpt(`${reply.agentName}: ${reply.text}`),
    }),
    link: `/support?ticket=${String(reply.ticketId)}`,
    data: { ticketId: String(reply.ticketId) },
    collapseKey: `ticket-${String(reply.ticketId)}`,
    dedupeKey: `ticket:${String(reply.ticketId)}:${String(reply.replyId)}`,
  };
}

export interface SpotCrossing {
  siteId: number;
  clientId: number;
  /** The day told of, `YYYY-MM-DD`. */
  day: string;
  hours: readonly PricedHour[];
  threshold: Threshold;
}

/** Tomorrow's hours beyond the client's limits: the same words as the alert's mail, on one screen. */
export function spotNotice(crossing: SpotCrossing): PushNotice {
  return {
    siteId: crossing.siteId,
    clientId: crossing.clientId,
    kind: 'spot-price',
    texts: (locale) => {
      const message = spotMessage(locale, crossing.day, crossing.hours, crossing.threshold);
      return { title: message.title, body: excerpt(message.lines.slice(1).join(' '), 240) };
    },
    link: '/dashboard',
    data: { day: crossing.day },
    collapseKey: `spot-${crossing.day}`,
    dedupeKey: `spot:${crossing.day}`,
  };
}

export interface SettledPayment {
  site_id: number;
  client_id: number;
  id: string;
  invoice_id: number;
  invoice_number: string;
  amount_cents: number;
}

export function paymentNotice(payment: SettledPayment): PushNotice {
  return {
    siteId: payment.site_id,
    clientId: payment.client_id,
    kind: 'payment',
    texts: (locale) => {
      const t = pushTextsOf(locale);
      return {
        title: t.payment,
        body: t.paymentBody(euros(locale, payment.amount_cents), payment.invoice_number),
      };
    },
    link: `/invoices/${String(payment.invoice_id)}/confirmation?payment=${encodeURIComponent(payment.id)}`,
    data: { invoiceId: String(payment.invoice_id), paymentId: payment.id },
    collapseKey: `payment-${String(payment.invoice_id)}`,
    dedupeKey: `payment:${payment.id}`,
  };
}

/** The payments service's `onSettled`: the invoice's number is read in the settling transaction. */
export const notifySettledPayment =
  (dispatcher: PushDispatcher) =>
  async (tx: Queries, payment: Omit<SettledPayment, 'invoice_number'>): Promise<void> => {
    const invoice = await tx
      .selectFrom('invoices')
      .select('invoice_number')
      .where('id', '=', payment.invoice_id)
      .executeTakeFirst();
    if (invoice)
      await dispatcher.notify(paymentNotice({ ...payment, invoice_number: invoice.invoice_number }), tx);
  };
