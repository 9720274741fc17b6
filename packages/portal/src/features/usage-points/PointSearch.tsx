import { useEffect, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import {
  usagePointSearchTypes,
  type PlacedUsagePoint,
  type PointKind,
  type UsagePointSearchType,
} from '@vool/api-client/browser';
import { ComboBox, ComboBoxItem } from '@vool/ui/ComboBox';
import { Segment, SegmentedControl } from '@vool/ui/SegmentedControl';
import { usePointOptionsInfiniteQuery } from './api.ts';
import { messages } from './messages.ts';
import { optionText, placeText, searchStatus } from './options.ts';
import * as styles from './usagePoints.css.ts';

/** How long typing pauses before the search is asked: one call per word, not per letter. */
export const typingPause = 250;

function useSettled<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => {
      setSettled(value);
    }, ms);
    return () => {
      clearTimeout(timer);
    };
  }, [value, ms]);
  return settled;
}

export interface PointSearchProps {
  label: string;
  description?: string;
  /** The chosen point, shown in the field while the user is not typing. */
  selected: PlacedUsagePoint | null;
  onSelect: (point: PlacedUsagePoint) => void;
  /** Only points of this kind are listed and found (a new contract's: `UsagePoint`); every one if unset. */
  kind?: PointKind;
}

/**
 * A usage point picker that searches on the server (spec §3, §7): by address (prefix and fuzzy), by
 * GSRN or by EIC or meter number, a page of matches at a time, more as the list scrolls. Untouched,
 * its list is the client's points by address. Made for clients with thousands of points: nothing is
 * filtered in the browser.
 */
export function PointSearch({ label, description, selected, onSelect, kind }: PointSearchProps) {
  const intl = useIntl();
  const [searchType, setSearchType] = useState<UsagePointSearchType>('ADDRESS');
  // The point just picked stands for the chosen one until the page passes it (or another) back.
  const [picked, setPicked] = useState<{ point: PlacedUsagePoint; over: PlacedUsagePoint | null } | null>(
    null,
  );
  const chosen = picked?.over === selected ? picked.point : selected;
  const chosenText = chosen ? optionText(chosen) : '';
  const chosenKey = chosen?.identifier ?? null;
  const [text, setText] = useState(chosenText);
  // The chosen point as the field shows it. Another point chosen, or the chosen one's text changed:
  // the field follows, unless a search is being typed there. The page's own answer (its point, its
  // texts) can arrive while the user types, and must not wipe out the search and close its list; it
  // shows once the user leaves the field or picks.
  const [shown, setShown] = useState({ text: chosenText, key: chosenKey });
  // Typed text is searched; the chosen point's own text (as the field shows it) is not.
  const typed = text !== shown.text;
  if ((shown.text !== chosenText || shown.key !== chosenKey) && (!typed || text === chosenText)) {
    setShown({ text: chosenText, key: chosenKey });
    if (!typed) setText(chosenText);
  }
  const wanted = typed ? text : '';
  const settled = useSettled(wanted, typingPause);
  const waiting = settled !== wanted;
  const options = usePointOptionsInfiniteQuery({ searchType, text: settled, kind });
  const items = useMemo(() => options.data?.pages.flatMap((page) => page.items) ?? [], [options.data]);
  const total = options.data?.pages.at(-1)?.total;
  const loading = waiting || options.isFetching;

  const status = wanted.trim() !== '' ? searchStatus(loading, options.isError, total) : null;

  return (
    <div className={styles.picker}>
      <SegmentedControl
        aria-label={intl.formatMessage(messages.searchBy)}
        size="sm"
        selectedKey={searchType}
        onSelectionChange={(key) => {
          setSearchType(key as UsagePointSearchType);
        }}
      >
        {usagePointSearchTypes.map((type) => (
          <Segment key={type} id={type}>
            {intl.formatMessage(messages[type])}
          </Segment>
        ))}
      </SegmentedControl>
      <ComboBox
        label={label}
        description={description}
        placeholder={intl.formatMessage(messages[`placeholder${searchType}`])}
        items={items.map((point) => ({ ...point, id: point.identifier }))}
        inputValue={text}
        onInputChange={setText}
        value={shown.key}
        onChange={(key) => {
          const point = items.find((p) => p.identifier === key);
          if (!point) return;
          setPicked({ point, over: selected });
          setText(optionText(point));
          onSelect(point);
        }}
        // The field keeps what was typed while the list pages in; leaving it shows the chosen point.
        allowsCustomValue
        onBlur={() => {
          setText(chosenText);
        }}
        menuTrigger="focus"
        isLoading={loading}
        loadingLabel={intl.formatMessage(messages.loading)}
        onLoadMore={() => {
          if (options.hasNextPage && !options.isFetching) void options.fetchNextPage();
        }}
        emptyState={intl.formatMessage(options.isError ? messages.failed : messages.noMatch)}
        // Kept in place while the list is open (empty until a search is typed), so changes are heard.
        statusMessage={
          !status
            ? ''
            : status.message === 'found'
              ? intl.formatMessage(messages.found, { count: status.count })
              : intl.formatMessage(messages[status.message])
        }
      >
        {(point) => (
          <ComboBoxItem id={point.identifier} textValue={optionText(point)}>
            {placeText(point.address)}
            {/* Part of the option's name: what is visible is what is announced. */}
            <span className={styles.optionDetail}>
              {intl.formatMessage(messages[point.utility])} · {point.identifier}
              {searchType === 'EIC_OR_METER_NUMBER' &&
                ` · ${intl.formatMessage(messages.meter, { number: point.meterNumber })}`}
            </span>
          </ComboBoxItem>
        )}
      </ComboBox>
      {/* The field's own value is what is announced; this only shows what a narrow field cuts. */}
      {chosen && (
        <p className={styles.chosen} aria-hidden="true">
          {placeText(chosen.address)} · {intl.formatMessage(messages[chosen.utility])} · {chosen.identifier}
        </p>
      )}
    </div>
  );
}
