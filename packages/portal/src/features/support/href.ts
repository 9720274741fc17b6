/** Spec §2 /support: a ticket is `?ticket=<id>`, the new-ticket form `?new`. */
export const ticketHref = (id: number) => `/support?ticket=${String(id)}`;
export const newTicketHref = '/support?new';

/** The ticket the address names, or null. */
export function ticketParam(params: URLSearchParams): number | null {
  const value = params.get('ticket');
  return value !== null && /^[0-9]{1,9}$/.test(value) ? Number(value) : null;
}
