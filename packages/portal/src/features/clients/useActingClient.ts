import type { Representative } from '@vool/api-client/browser';
import { useSessionQuery } from '../auth/index.ts';
import { useRepresentativesQuery } from './api.ts';

export interface ActingClient {
  clientCode: string;
  name: string;
}

/**
 * Who the user acts for now, and who else they may act for. Until the list arrives (and for a new
 * customer, who has none) the session's own user is the acting client.
 */
export function useActingClient(): {
  acting: ActingClient | undefined;
  others: Representative[];
  all: Representative[];
} {
  const { data: session } = useSessionQuery();
  const skip = !session || session.isNewCustomer;
  const { data: all = [] } = useRepresentativesQuery(undefined, { skip });
  const active = all.find((client) => client.active);
  const acting =
    active ??
    (session ? { clientCode: session.userOrRepresentativeCode, name: session.user.name } : undefined);
  return { acting, others: all.filter((client) => !client.active), all };
}
