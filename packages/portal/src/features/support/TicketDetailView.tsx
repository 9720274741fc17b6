import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { TicketDetail, TicketMessage } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import type { ApiFailure } from '../../app/apiFailure.ts';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { FeedbackOffer } from '../feedback/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import { useTicketQuery } from './api.ts';
import { CancelTicket } from './CancelTicket.tsx';
import { CommentForm } from './CommentForm.tsx';
import { statusTexts } from './formMessages.ts';
import { messages } from './messages.ts';
import { TicketStatusBadge } from './StatusBadge.tsx';
import * as styles from './support.css.ts';

function Message({ message }: { message: TicketMessage }) {
  const intl = useIntl();
  const who =
    message.author === 'customer'
      ? intl.formatMessage(messages.you)
      : `${message.authorName} · ${intl.formatMessage(messages.customerService)}`;
  return (
    <li className={styles.message} data-author={message.author}>
      <p className={styles.muted}>
        <strong>{who}</strong> · <time dateTime={message.at}>{formatSiteDate(message.at, true)}</time>
      </p>
      <p className={styles.messageText}>{message.text}</p>
    </li>
  );
}

/**
 * A ticket: its status in words, the conversation oldest first, and what the customer may do now;
 * `offer` (feedback on a ticket just sent) below its status.
 */
export function TicketView({ ticket, offer }: { ticket: TicketDetail; offer?: ReactNode }) {
  const intl = useIntl();
  return (
    <Stack gap="400">
      <Stack gap="200">
        <h1 className={shell.pageTitle}>{ticket.topic}</h1>
        <p className={styles.facts}>
          <span>{intl.formatMessage(messages.ticketTitle, { number: ticket.number })}</span>
          <TicketStatusBadge status={ticket.status} code={ticket.statusCode} />
          <span className={styles.muted}>
            {intl.formatMessage(messages.opened, { date: formatSiteDate(ticket.createdAt, true) })}
          </span>
        </p>
        <p className={shell.text}>{intl.formatMessage(statusTexts[ticket.status])}</p>
      </Stack>
      {offer}
      <Stack as="section" gap="200" aria-labelledby="support-conversation">
        <h2 id="support-conversation" className={shell.sectionTitle}>
          {intl.formatMessage(messages.conversation)}
        </h2>
        <ol className={styles.conversation}>
          {ticket.messages.map((message) => (
            <Message key={message.id} message={message} />
          ))}
        </ol>
      </Stack>
      {ticket.actions.comment && <CommentForm id={ticket.id} />}
      {ticket.actions.cancel && <CancelTicket ticket={ticket} />}
    </Stack>
  );
}

/** `/support?ticket=<id>`: the ticket the address names, with a way back to all of them. */
export function TicketDetailView({ id }: { id: number }) {
  const intl = useIntl();
  const query = useTicketQuery(id);
  const created = (useLocation().state as { created?: boolean } | null)?.created === true;
  let body;
  if (query.isError && !query.data)
    body =
      (query.error as ApiFailure).status === 404 ? (
        <Alert tone="warning">{intl.formatMessage(messages.ticketMissing)}</Alert>
      ) : (
        <LoadFailed
          message={intl.formatMessage(messages.ticketFailed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      );
  else if (!query.data)
    body = (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton lines={8} />
      </SkeletonGroup>
    );
  else body = <TicketView ticket={query.data} offer={created && <FeedbackOffer about="ticket" />} />;
  return (
    <Stack gap="400">
      <PageLink href="/support" variant="standalone">
        {intl.formatMessage(messages.back)}
      </PageLink>
      {body}
    </Stack>
  );
}
