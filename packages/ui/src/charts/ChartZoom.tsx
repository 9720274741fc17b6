import { useMemo, useRef, type PointerEvent as ReactPointerEvent, type RefObject } from 'react';
import { mergeProps } from 'react-aria/mergeProps';
import { useFocusRing } from 'react-aria/useFocusRing';
import { useSlider, useSliderThumb } from 'react-aria/useSlider';
import { VisuallyHidden } from 'react-aria/VisuallyHidden';
import { useSliderState, type SliderState } from 'react-stately/useSliderState';
import { useLocale } from 'react-aria-components/I18nProvider';
import * as styles from './ChartZoom.css.ts';
import type { ChartZoomRange } from './types.ts';
import { clampView, panView } from './view.ts';

export interface ChartZoomProps {
  /** How many x values there are. */
  count: number;
  view: ChartZoomRange;
  onChange: (view: ChartZoomRange) => void;
  /** Names the slider, e.g. "Zoom". */
  label: string;
  /** Names the handle of the start of the view, e.g. "From". */
  startLabel: string;
  /** Names the handle of the end of the view, e.g. "To". */
  endLabel: string;
  /** The label of x value `index`, as the axis shows it. */
  formatIndex: (index: number) => string;
}

/**
 * Reads a slider value as the x value it stands for: React Aria's slider announces its values through a
 * number format, and this one "formats" an index into x as that x value's label.
 */
class IndexFormat extends Intl.NumberFormat {
  readonly #label: (index: number) => string;

  constructor(locale: string, label: (index: number) => string) {
    super(locale);
    this.#label = label;
  }

  override format(value: number | bigint): string {
    return this.#label(Number(value));
  }

  override formatRange(start: number | bigint, end: number | bigint): string {
    return `${this.format(start)} – ${this.format(end)}`;
  }
}

/**
 * The range of x values the chart shows, as a slider with two handles under it: arrow keys move a handle by
 * one x value, Page Up/Down by a tenth, Home/End to the ends; dragging the band between the handles moves
 * the whole range.
 */
export function ChartZoom({
  count,
  view,
  onChange,
  label,
  startLabel,
  endLabel,
  formatIndex,
}: ChartZoomProps) {
  const { locale } = useLocale();
  const numberFormatter = useMemo(() => new IndexFormat(locale, formatIndex), [locale, formatIndex]);
  const trackRef = useRef<HTMLDivElement>(null);
  const last = Math.max(count - 1, 1);
  const state = useSliderState({
    label,
    minValue: 0,
    maxValue: last,
    step: 1,
    value: [view.startIndex, view.endIndex],
    numberFormatter,
    onChange: (values) => {
      const [startIndex = 0, endIndex = last] = values;
      // A track without a size (not laid out) gives no position.
      if (!Number.isFinite(startIndex) || !Number.isFinite(endIndex)) return;
      // A handle pushed against the other keeps the view two x values wide.
      const next =
        endIndex === view.endIndex
          ? clampView({ startIndex: Math.min(startIndex, endIndex - 1), endIndex }, count)
          : clampView({ startIndex, endIndex: Math.max(endIndex, startIndex + 1) }, count);
      if (next.startIndex !== view.startIndex || next.endIndex !== view.endIndex) onChange(next);
    },
  });
  const { groupProps, trackProps, labelProps } = useSlider({ label }, state, trackRef);
  const percent = (index: number) => `${(index / last) * 100}%`;

  // Dragging the band: the range moves with the pointer, by as many x values as the track is wide.
  const drag = useRef<{ x: number; view: ChartZoomRange } | null>(null);
  const onBandDown = (event: ReactPointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    event.stopPropagation();
    event.currentTarget.setPointerCapture(event.pointerId);
    drag.current = { x: event.clientX, view };
  };
  const onBandMove = (event: ReactPointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    const width = trackRef.current?.clientWidth;
    if (!start || !width) return;
    const next = panView(start.view, ((event.clientX - start.x) / width) * last, count);
    if (next.startIndex !== view.startIndex) onChange(next);
  };
  const onBandUp = () => {
    drag.current = null;
  };

  return (
    <div {...groupProps} className={styles.root}>
      <VisuallyHidden>
        <span {...labelProps}>{label}</span>
      </VisuallyHidden>
      <div {...trackProps} ref={trackRef} className={styles.track}>
        <div
          className={styles.band}
          style={{ left: percent(view.startIndex), right: `calc(100% - ${percent(view.endIndex)})` }}
          onPointerDown={onBandDown}
          onPointerMove={onBandMove}
          onPointerUp={onBandUp}
          onPointerCancel={onBandUp}
        />
        <Thumb index={0} label={startLabel} state={state} trackRef={trackRef} />
        <Thumb index={1} label={endLabel} state={state} trackRef={trackRef} />
      </div>
      <div className={styles.labels} aria-hidden="true">
        <span>{formatIndex(view.startIndex)}</span>
        <span>{formatIndex(view.endIndex)}</span>
      </div>
    </div>
  );
}

interface ThumbProps {
  index: number;
  label: string;
  state: SliderState;
  trackRef: RefObject<HTMLDivElement | null>;
}

function Thumb({ index, label, state, trackRef }: ThumbProps) {
  const inputRef = useRef<HTMLInputElement>(null);
  const { thumbProps, inputProps, isDragging } = useSliderThumb(
    { index, trackRef, inputRef, 'aria-label': label },
    state,
  );
  const { focusProps, isFocusVisible } = useFocusRing();
  return (
    <div
      {...thumbProps}
      className={styles.thumb}
      data-focus-visible={isFocusVisible || undefined}
      data-dragging={isDragging || undefined}
      style={{ left: `${state.getThumbPercent(index) * 100}%` }}
    >
      <VisuallyHidden>
        <input ref={inputRef} {...mergeProps(inputProps, focusProps)} />
      </VisuallyHidden>
    </div>
  );
}
