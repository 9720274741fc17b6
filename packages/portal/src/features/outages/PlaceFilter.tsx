import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import type { PlacedUsagePoint, PointCompensation } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { Skeleton } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { filterMessages as messages } from './filterMessages.ts';

// The picker's code (a combo box and its popover) and texts come only for a client with many places.
const PointSearch = lazy(async () => {
  const picker = await import('../usage-points/index.ts');
  await picker.pickerTexts();
  return { default: picker.PointSearch };
});

/** Up to this many places, every tracker shows; beyond, a search finds the one wanted. */
export const manyPlaces = 10;
/** Trackers of places with interruptions shown at once. */
const shownAtOnce = 20;

/**
 * The compensation trackers. A client with many places (a property manager has thousands) sees the
 * places that had interruptions and finds any other by searching (the usage point search), rather
 * than a page of thousands of cards.
 */
export function PlaceFilter({
  points,
  children,
}: {
  points: PointCompensation[];
  children: (point: PointCompensation) => ReactNode;
}) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<PlacedUsagePoint | null>(null);
  if (points.length <= manyPlaces) return <>{points.map(children)}</>;
  const affected = points.filter((p) => p.interruptions.length > 0);
  const found = chosen && points.find((p) => p.identifier === chosen.identifier);
  return (
    <Stack gap="300">
      <Suspense fallback={<Skeleton height="5rem" />}>
        <PointSearch
          label={intl.formatMessage(messages.label)}
          description={intl.formatMessage(messages.help)}
          selected={chosen}
          onSelect={setChosen}
        />
      </Suspense>
      {chosen ? (
        <>
          {found ? children(found) : <p>{intl.formatMessage(messages.noTracker)}</p>}
          <div>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                setChosen(null);
              }}
            >
              {intl.formatMessage(messages.showAll)}
            </Button>
          </div>
        </>
      ) : (
        <>
          <p>
            {intl.formatMessage(messages.summary, { affected: affected.length, total: points.length })}
            {affected.length > shownAtOnce && ` ${intl.formatMessage(messages.more, { shown: shownAtOnce })}`}
          </p>
          {affected.slice(0, shownAtOnce).map(children)}
        </>
      )}
    </Stack>
  );
}
