import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { HydrationBoundary } from '../../app/hydrationBoundary.tsx';
import { useSite } from '../../app/site.tsx';
import { useMeQuery } from '../clients/index.ts';
import { shell } from '../shell/index.ts';
import { useDashboardLocationsQuery } from './api.ts';
import { optionalCards, placesArgs } from './cards.ts';
import { ClientSummary } from './ClientSummary.tsx';
import { messages } from './messages.ts';
import { MonthFigures } from './MonthFigures.tsx';
import { QuickActions } from './QuickActions.tsx';

// Below the month's figures: its code loads right after the page's, so the page shows sooner.
const MoreCards = lazy(async () => ({ default: (await import('./MoreCards.tsx')).MoreCards }));

function MoreCardsLoading() {
  const intl = useIntl();
  return (
    <SkeletonGroup label={intl.formatMessage(messages.cardLoading)}>
      <Skeleton lines={8} />
    </SkeletonGroup>
  );
}

export function DashboardPage() {
  const intl = useIntl();
  const me = useMeQuery();
  const isNew = me.data?.isNewCustomer ?? false;
  const locations = useDashboardLocationsQuery(placesArgs, { skip: isNew });
  const { production, spotPrices } = optionalCards(useSite(), locations.data);
  return (
    <Stack gap="500">
      <h1 className={shell.pageTitle}>
        {me.data
          ? intl.formatMessage(messages.title, { name: me.data.name })
          : intl.formatMessage(messages.titleFallback)}
      </h1>
      {isNew && <Alert tone="info">{intl.formatMessage(messages.newCustomer)}</Alert>}
      <HydrationBoundary>
        <QuickActions />
      </HydrationBoundary>
      {me.data && !isNew && (
        <>
          <HydrationBoundary>
            <MonthFigures producer={production} />
          </HydrationBoundary>
          <Suspense fallback={<MoreCardsLoading />}>
            <MoreCards spotPrices={spotPrices} locations={locations} />
          </Suspense>
        </>
      )}
      <ClientSummary query={me} />
    </Stack>
  );
}
