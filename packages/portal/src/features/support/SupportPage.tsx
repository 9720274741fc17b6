import { Suspense } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { PlusIcon } from '@vool/ui/icons/Plus';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { lazyPart } from '../../app/lazyPart.tsx';
import { PageLink, shell } from '../shell/index.ts';
import { Channels } from './Channels.tsx';
import { newTicketHref, ticketParam } from './href.ts';
import { messages } from './messages.ts';
import * as styles from './support.css.ts';
import { TicketList } from './TicketList.tsx';

// A ticket and the new-ticket form are chunks of their own: the form's combo box and its popover
// are most of the page's code, and the overview opens without them (preload.ts fetches them when the
// address names one).
const TicketDetailView = lazyPart(async () => (await import('./TicketDetailView.tsx')).TicketDetailView);
const NewTicketView = lazyPart(async () => (await import('./NewTicketView.tsx')).NewTicketView);

/** The ticket or the form the address names, loaded with the page (app/lazyPart.tsx). */
export function preloadParts(params: URLSearchParams): Promise<unknown> {
  if (ticketParam(params) !== null) return TicketDetailView.preload();
  return params.has('new') ? NewTicketView.preload() : Promise.resolve();
}

function NewTicketLink() {
  const intl = useIntl();
  return (
    <PageLink href={newTicketHref} variant="standalone">
      <PlusIcon size="sm" /> {intl.formatMessage(messages.newTicket)}
    </PageLink>
  );
}

/** Spec §2 /support: how to reach customer service and the customer's tickets. */
function Overview() {
  const intl = useIntl();
  return (
    <Stack gap="500">
      <div className={styles.pageHeader}>
        <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>
        <NewTicketLink />
      </div>
      <Channels />
      <TicketList newTicket={<NewTicketLink />} />
    </Stack>
  );
}

/** Spec §2 /support: the overview, a ticket (`?ticket=<id>`) or the new-ticket form (`?new`). */
export function SupportPage() {
  const [params] = useSearchParams();
  const intl = useIntl();
  const id = ticketParam(params);
  if (id === null && !params.has('new')) return <Overview />;
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={10} />
        </SkeletonGroup>
      }
    >
      {id === null ? <NewTicketView /> : <TicketDetailView key={id} id={id} />}
    </Suspense>
  );
}
