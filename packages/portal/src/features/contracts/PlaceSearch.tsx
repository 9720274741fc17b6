import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import type { PlacedUsagePoint } from '@vool/api-client/browser';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { newMessages } from './newMessages.ts';

// The picker's code (a combo box and its popover) comes only for a client with many places: most
// have one or two, chosen from cards. Its texts come with the page's (the route's `areas`), on the
// server too.
const PointSearch = lazy(async () => ({ default: (await import('../usage-points/index.ts')).PointSearch }));

/** Which place the new contract is for, among many: searched by address, GSRN, EIC or meter number. */
export function PlaceSearch({
  total,
  selected,
  onSelect,
}: {
  /** How many points of supply the client has. */
  total: number;
  selected: PlacedUsagePoint | null;
  onSelect: (point: PlacedUsagePoint) => void;
}) {
  const intl = useIntl();
  return (
    <Suspense
      fallback={
        <SkeletonGroup label={intl.formatMessage(newMessages.loading)}>
          <Skeleton height="6rem" />
        </SkeletonGroup>
      }
    >
      <PointSearch
        label={intl.formatMessage(newMessages.place)}
        description={intl.formatMessage(newMessages.placeSearch, { count: total })}
        selected={selected}
        onSelect={onSelect}
        kind="UsagePoint"
      />
    </Suspense>
  );
}
