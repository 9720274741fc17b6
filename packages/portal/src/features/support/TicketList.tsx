import { useIntl } from 'react-intl';
import type { Ticket } from '@vool/api-client/browser';
import { Badge } from '@vool/ui/Badge';
import { Card } from '@vool/ui/Card';
import { EmptyState } from '@vool/ui/EmptyState';
import { SupportIcon } from '@vool/ui/icons/Support';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { shell } from '../shell/index.ts';
import { useTicketsQuery } from './api.ts';
import { ticketHref } from './href.ts';
import { messages } from './messages.ts';
import { TicketStatusBadge } from './StatusBadge.tsx';
import * as styles from './support.css.ts';

/** Newest first: by the last update, then by number. */
export const newestFirst = (tickets: readonly Ticket[]) =>
  [...tickets].sort((a, b) => b.updatedAt.localeCompare(a.updatedAt) || b.id - a.id);

function TicketRow({ ticket }: { ticket: Ticket }) {
  const intl = useIntl();
  return (
    <li>
      <Card
        variant="outlined"
        headingLevel={3}
        title={`${ticket.topic} · ${ticket.number}`}
        href={ticketHref(ticket.id)}
      >
        <p className={styles.facts}>
          <TicketStatusBadge status={ticket.status} code={ticket.statusCode} />
          {ticket.unread && <Badge tone="accent">{intl.formatMessage(messages.unread)}</Badge>}
          <span className={styles.muted}>
            {intl.formatMessage(messages.lastUpdate, { date: formatSiteDate(ticket.updatedAt, true) })}
            {' · '}
            {intl.formatMessage(messages.messageCount, { count: ticket.messageCount })}
          </span>
        </p>
      </Card>
    </li>
  );
}

/** The customer's tickets, newest first; each opens at `?ticket=<id>`. */
export function TicketList({ newTicket }: { newTicket: React.ReactNode }) {
  const intl = useIntl();
  const query = useTicketsQuery();
  let body;
  if (query.isError && !query.data)
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.ticketsFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  else if (!query.data)
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton height="5rem" />
        <Skeleton height="5rem" />
      </SkeletonGroup>
    );
  else if (query.data.length === 0)
    body = (
      <EmptyState
        icon={<SupportIcon />}
        title={intl.formatMessage(messages.empty)}
        description={intl.formatMessage(messages.emptyText)}
        headingLevel={3}
        action={newTicket}
      />
    );
  else
    body = (
      <ul className={styles.list}>
        {newestFirst(query.data).map((ticket) => (
          <TicketRow key={ticket.id} ticket={ticket} />
        ))}
      </ul>
    );
  return (
    <Stack as="section" gap="200" aria-labelledby="support-tickets">
      <h2 id="support-tickets" className={shell.sectionTitle}>
        {intl.formatMessage(messages.ticketsTitle)}
      </h2>
      {body}
    </Stack>
  );
}
