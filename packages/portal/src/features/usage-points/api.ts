import type {
  PlacedUsagePoint,
  PointKind,
  UsagePointPage,
  UsagePointSearchType,
} from '@vool/api-client/browser';
import { useDispatch } from 'react-redux';
import { api } from '../../app/store/api.ts';
import { call } from '../../app/store/baseQuery.ts';
import { handleErrorsInline } from '../../app/store/errorListener.ts';
import type { AppStore } from '../../app/store/store.ts';

/**
 * What a picker asks for: the text typed (empty: the client's points by address), where to look and,
 * if given, the kind of point (the new contract's: `UsagePoint`, no production points).
 */
export interface PointQuery {
  searchType: UsagePointSearchType;
  text: string;
  kind?: PointKind | undefined;
}

/** Options a page: enough to fill the open list, the next as it scrolls (the API allows 50). */
export const pageSize = 20;

/** The offset of the page after `last`, or undefined when every match has come. */
export const nextOffset = (last: UsagePointPage): number | undefined => {
  const next = last.offset + last.items.length;
  return last.items.length > 0 && next < last.total ? next : undefined;
};

const tagged = api.enhanceEndpoints({ addTagTypes: ['UsagePoints'] });

/** The usage point picker's calls (spec §7): they load with the pages that show a picker. */
export const usagePointsApi = tagged.injectEndpoints({
  endpoints: (build) => ({
    /** One point by its identifier, or the client's first by address; null when there is none. */
    placedPoint: build.query<{ point: PlacedUsagePoint | null; total: number }, string | undefined>({
      query: (identifier) => call('usagePoints', { query: identifier ? { identifier } : { limit: 1 } }),
      transformResponse: (page: UsagePointPage) => ({ point: page.items[0] ?? null, total: page.total }),
      providesTags: ['UsagePoints'],
    }),
    /** The picker's options, a page at a time: the search's matches, or every point by address. */
    pointOptions: build.infiniteQuery<UsagePointPage, PointQuery, number>({
      infiniteQueryOptions: {
        initialPageParam: 0,
        getNextPageParam: (last) => nextOffset(last),
      },
      query: ({ queryArg: { searchType, text, kind }, pageParam: offset }) => {
        const only = kind ? { kind } : {};
        return text.trim() === ''
          ? call('usagePoints', { query: { limit: pageSize, offset, ...only } })
          : call('searchUsagePoints', {
              body: { searchType, query: text, limit: pageSize, offset, ...only },
            });
      },
      providesTags: ['UsagePoints'],
    }),
  }),
});

// The picker says itself that a search failed, and the page that a point could not be read.
handleErrorsInline('placedPoint', 'pointOptions');

export const { usePlacedPointQuery, usePointOptionsInfiniteQuery } = usagePointsApi;

/**
 * A page's loader: the point the address names (or the first), and the first if it names none of
 * theirs. Answers the point the page shows, `null` for a client with none.
 */
export async function loadPlacedPoint(
  store: AppStore,
  identifier: string | undefined,
): Promise<PlacedUsagePoint | null> {
  const named = await store.dispatch(
    usagePointsApi.endpoints.placedPoint.initiate(identifier, { subscribe: false }),
  );
  if (!identifier || named.data?.point !== null) return named.data?.point ?? null;
  const first = await store.dispatch(
    usagePointsApi.endpoints.placedPoint.initiate(undefined, { subscribe: false }),
  );
  return first.data?.point ?? null;
}

/**
 * Keeps a point chosen in the picker as the answer for its identifier, so the page that shows it
 * next needs no call for what it already has.
 */
export function useRememberPoint() {
  const dispatch = useDispatch<AppStore['dispatch']>();
  return (point: PlacedUsagePoint) =>
    void dispatch(usagePointsApi.util.upsertQueryData('placedPoint', point.identifier, { point, total: 1 }));
}

/**
 * The picker's list as it opens untouched (the client's first points by address), for the server to
 * draw a page with the picker complete: the hydrated picker then has it and asks nothing.
 */
export async function loadPickerOptions(store: AppStore, kind?: PointKind): Promise<void> {
  const query: PointQuery = { searchType: 'ADDRESS', text: '', ...(kind ? { kind } : {}) };
  await store.dispatch(usagePointsApi.endpoints.pointOptions.initiate(query, { subscribe: false }));
}
