import { ticketStatuses, type TicketStatus } from '@vool/api-client';

/** Who moves a ticket: the customer in the portal, or customer service at its desk. */
export type Party = 'customer' | 'agent';

/**
 * Every move a ticket may make, and who may make it. The customer cancels only an OPEN ticket: once
 * an agent has taken it (ASSIGNED) work on it has begun, and the customer adds a comment instead of
 * pulling it away (the contract's `actions.cancel` is "open only" for the same reason). Nothing
 * leaves CANCELLED or RESOLVED: a customer with more to say writes a new ticket.
 */
export const transitions: Readonly<Record<TicketStatus, Partial<Record<TicketStatus, Party>>>> = {
  OPEN: { ASSIGNED: 'agent', CANCELLED: 'customer', RESOLVED: 'agent' },
  ASSIGNED: { RESOLVED: 'agent' },
  CANCELLED: {},
  RESOLVED: {},
};

export const canMove = (from: TicketStatus, to: TicketStatus, by: Party) => transitions[from][to] === by;

/**
 * The states a ticket may be in for `by` to move it to `to`: every update names them in its WHERE, so
 * of two moves made at once (a cancel and an assign) only one lands.
 */
export const movesInto = (to: TicketStatus, by: Party): TicketStatus[] =>
  ticketStatuses.filter((from) => canMove(from, to, by));

/** A conversation goes on while the ticket is open or assigned; closed ones take no more messages. */
export const conversationStatuses: TicketStatus[] = ['OPEN', 'ASSIGNED'];

export const isClosed = (status: TicketStatus) => !conversationStatuses.includes(status);

/** Why a refused move is refused, by the status it aimed at. */
export const refusalCodes: Record<TicketStatus, string> = {
  OPEN: 'TICKET_NOT_REOPENABLE',
  ASSIGNED: 'TICKET_NOT_ASSIGNABLE',
  CANCELLED: 'TICKET_NOT_CANCELLABLE',
  RESOLVED: 'TICKET_NOT_RESOLVABLE',
};
