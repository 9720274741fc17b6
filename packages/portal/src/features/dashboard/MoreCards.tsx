import { Grid } from '@vool/ui/Grid';
import type { DashboardLocations } from '@vool/api-client/browser';
import { ExpensesCard } from './ExpensesCard.tsx';
import { LocationsCard } from './LocationsCard.tsx';
import type { CardQuery } from './QueryCard.tsx';
import { SpotPriceCard } from './SpotPriceCard.tsx';

/** The cards under the month's figures: spot prices, expenses and the places of supply. */
export function MoreCards({
  spotPrices,
  locations,
}: {
  spotPrices: boolean;
  locations: CardQuery<DashboardLocations>;
}) {
  return (
    <>
      <Grid columns={{ base: 1, lg: 2 }} gap="300">
        {spotPrices && <SpotPriceCard />}
        <ExpensesCard />
      </Grid>
      <LocationsCard query={locations} />
    </>
  );
}
