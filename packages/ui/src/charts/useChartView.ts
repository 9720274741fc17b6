import { useCallback, useLayoutEffect, useRef, useState } from 'react';
import type { ChartData, ChartZoomRange } from './types.ts';
import { clampView, wholeView } from './view.ts';

/**
 * The range of x values in view: the caller's `zoomRange`, or the Chart's own, which starts at all of
 * `data` and starts over when `data` changes. The setter reports every change to `onZoom`.
 */
export function useChartView(
  data: ChartData,
  zoomRange: ChartZoomRange | undefined,
  onZoom: ((range: ChartZoomRange) => void) | undefined,
): [ChartZoomRange, (next: ChartZoomRange) => void] {
  const count = data.x.length;
  const [own, setOwn] = useState<{ data: ChartData; view: ChartZoomRange } | null>(null);
  const view = zoomRange ? clampView(zoomRange, count) : own?.data === data ? own.view : wholeView(count);
  const onZoomRef = useRef(onZoom);
  useLayoutEffect(() => {
    onZoomRef.current = onZoom;
  }, [onZoom]);
  const setView = useCallback(
    (next: ChartZoomRange) => {
      if (!zoomRange) setOwn({ data, view: next });
      onZoomRef.current?.(next);
    },
    [zoomRange, data],
  );
  return [view, setView];
}
