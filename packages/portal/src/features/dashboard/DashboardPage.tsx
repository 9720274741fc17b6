import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Grid } from '@vool/ui/Grid';
import { Stack } from '@vool/ui/Stack';
import { useFeature } from '../../app/site.tsx';
import { useMeQuery } from '../clients/api.ts';
import { QuickActions } from '../shell/QuickActions.tsx';
import * as shell from '../shell/shell.css.ts';
import { useDashboardLocationsQuery } from './api.ts';
import { ClientSummary } from './ClientSummary.tsx';
import { ExpensesCard } from './ExpensesCard.tsx';
import { LocationsCard } from './LocationsCard.tsx';
import { messages } from './messages.ts';
import { MonthFigures } from './MonthFigures.tsx';
import { SpotPriceCard } from './SpotPriceCard.tsx';

export function DashboardPage() {
  const intl = useIntl();
  const me = useMeQuery();
  const isNew = me.data?.isNewCustomer ?? false;
  const locations = useDashboardLocationsQuery(undefined, { skip: isNew });
  const points = locations.data?.flatMap((location) => location.usagePoints) ?? [];
  const producer = points.some((point) => point.producer);
  const spotPrices = useFeature('spot-price') && points.some((point) => point.utility === 'electricity');
  return (
    <Stack gap="500">
      <h1 className={shell.pageTitle}>
        {me.data
          ? intl.formatMessage(messages.title, { name: me.data.name })
          : intl.formatMessage(messages.titleFallback)}
      </h1>
      {isNew && <Alert tone="info">{intl.formatMessage(messages.newCustomer)}</Alert>}
      <QuickActions />
      {me.data && !isNew && (
        <>
          <MonthFigures producer={producer} />
          <Grid columns={{ base: 1, lg: 2 }} gap="300">
            {spotPrices && <SpotPriceCard />}
            <ExpensesCard />
          </Grid>
          <LocationsCard query={locations} />
        </>
      )}
      <ClientSummary query={me} />
    </Stack>
  );
}
