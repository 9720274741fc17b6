import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import type { CompensationSummary, PlacedUsagePoint } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useHydrated } from '../../app/served.tsx';
import { LoadFailed } from '../errors/index.ts';
import { shell } from '../shell/index.ts';
import { useCompensationQuery, type CompensationArgs } from './api.ts';
import { filterMessages } from './filterMessages.ts';
import { euros } from './format.ts';
import { messages } from './messages.ts';
import { PointTracker } from './PointTracker.tsx';

// The picker's code (a combo box and its popover) and texts come only for a client with many places.
const PointSearch = lazy(async () => {
  const picker = await import('../usage-points/index.ts');
  await picker.pickerTexts();
  return { default: picker.PointSearch };
});

const searchPending = <Skeleton height="5rem" />;

/** Up to this many places, every tracker shows; beyond, a search finds the one wanted. */
export const manyPlaces = 10;
/** Trackers of places with interruptions shown at once, and added by "Show more". */
const shownAtOnce = 20;

/** Trackers of one query: a skeleton while they load, the failure with a retry, or the cards. */
function Trackers({ args, focus = false }: { args: CompensationArgs; focus?: boolean }) {
  const intl = useIntl();
  const answer = useCompensationQuery(args);
  const start = useRef<HTMLDivElement>(null);
  const loaded = answer.data !== undefined;
  // Trackers added by "Show more": the reader goes on with the first of them.
  useEffect(() => {
    if (focus && loaded) start.current?.focus();
  }, [focus, loaded]);
  if (answer.isError && !answer.data)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.failed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void answer.refetch()}
      />
    );
  if (!answer.data)
    return (
      <SkeletonGroup label={intl.formatMessage(messages.loading)}>
        <Skeleton height="10rem" />
      </SkeletonGroup>
    );
  if (args.identifier !== undefined && answer.data.points.length === 0)
    return <p className={shell.text}>{intl.formatMessage(filterMessages.noTracker)}</p>;
  return (
    <div ref={start} tabIndex={-1}>
      <Stack gap="300">
        {answer.data.points.map((p) => (
          <PointTracker key={p.identifier} point={p} />
        ))}
      </Stack>
    </div>
  );
}

/** The places with interruptions this year, the most due first, a page at a time. */
function InterruptedPlaces({ summary }: { summary: CompensationSummary }) {
  const intl = useIntl();
  const [pages, setPages] = useState(1);
  const shown = Math.min(pages * shownAtOnce, summary.interrupted);
  const money = (cents: number) => euros(intl.locale, cents);
  return (
    <>
      <p className={shell.text}>
        {intl.formatMessage(filterMessages.summary, {
          affected: summary.interrupted,
          total: summary.points,
        })}
      </p>
      {summary.interrupted > 0 && (
        <strong>
          {intl.formatMessage(filterMessages.totalDue, {
            amount: money(summary.dueCents),
            credited: money(summary.creditedCents),
          })}
        </strong>
      )}
      {summary.interrupted > 0 &&
        Array.from({ length: pages }, (_, page) => (
          <Trackers
            key={page}
            args={{ limit: shownAtOnce, offset: page * shownAtOnce, interrupted: true }}
            focus={page > 0}
          />
        ))}
      {shown < summary.interrupted && (
        <div>
          <Button
            variant="secondary"
            onPress={() => {
              setPages(pages + 1);
            }}
          >
            {intl.formatMessage(filterMessages.showMore, {
              count: Math.min(shownAtOnce, summary.interrupted - shown),
              shown,
              total: summary.interrupted,
            })}
          </Button>
        </div>
      )}
    </>
  );
}

/**
 * The compensation trackers of a client with many places (a property manager has thousands): the
 * year's summary, the places that had interruptions a page at a time, and any other found by the
 * usage point search, rather than a page of thousands of cards.
 */
export function PlaceFilter({ summary }: { summary: CompensationSummary }) {
  const intl = useIntl();
  const [chosen, setChosen] = useState<PlacedUsagePoint | null>(null);
  const hydrated = useHydrated();
  return (
    <Stack gap="300">
      <Suspense fallback={searchPending}>
        {/* Its texts are an area the server's render does not load: the browser draws it. */}
        {hydrated ? (
          <PointSearch
            label={intl.formatMessage(filterMessages.label)}
            description={intl.formatMessage(filterMessages.help)}
            selected={chosen}
            onSelect={setChosen}
          />
        ) : (
          searchPending
        )}
      </Suspense>
      {chosen ? (
        <>
          <Trackers args={{ limit: 1, identifier: chosen.identifier }} />
          <div>
            <Button
              variant="secondary"
              size="sm"
              onPress={() => {
                setChosen(null);
              }}
            >
              {intl.formatMessage(filterMessages.showAll)}
            </Button>
          </div>
        </>
      ) : (
        <InterruptedPlaces summary={summary} />
      )}
    </Stack>
  );
}
