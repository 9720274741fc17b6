import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from 'react';
import type { EChartsType } from 'echarts/core';
import { drawnOption, viewOption, type ChartOption } from './buildOption.ts';
import type { ChartTheme } from './chartTheme.ts';
import { loadedCharts, preloadCharts } from './echartsCode.ts';
import type { ChartZoomRange } from './types.ts';
import { themeKey } from './useChartTheme.ts';
import { warmUp } from './warmUp.ts';
import { zoomGestures } from './zoomGestures.ts';

interface EChartInput {
  /** The element ECharts draws into. */
  canvasRef: RefObject<HTMLDivElement | null>;
  /** Whether the theme has been read: the instance is created with it. */
  ready: boolean;
  theme: ChartTheme | null | undefined;
  /** What to draw; false while loading or empty (the Chart's placeholder covers the canvas). */
  option: ChartOption | false;
  view: ChartZoomRange;
  /** Whether gestures on the canvas zoom. */
  zoom: boolean;
  count: number;
  /** Called with the range a gesture zoomed or moved to. */
  onView: (view: ChartZoomRange) => void;
}

/**
 * The ECharts instance behind a Chart, and what it shows. One instance per mount, created with the theme
 * in effect as soon as that is known and ECharts' code is in (a chart that starts loading has its canvas
 * ready when the data comes), re-themed in place, resized with its box. A new option replaces the old
 * one; a new view of the same option changes only what the view changes. ECharts' code is loaded at the
 * first chart's mount, so the page around it (drawn on a server, hydrated) never waits for it.
 */
export function useEChart(input: EChartInput): RefObject<EChartsType | null> {
  const { canvasRef, ready, theme, option, view } = input;
  const [loaded, setLoaded] = useState(() => loadedCharts() !== undefined);
  useEffect(() => {
    if (loaded) return;
    let mounted = true;
    preloadCharts().then(
      () => {
        if (mounted) setLoaded(true);
      },
      // Not loaded (offline): the box stays empty; the next chart shown tries again.
      () => undefined,
    );
    return () => {
      mounted = false;
    };
  }, [loaded]);
  const chartRef = useRef<EChartsType | null>(null);
  // The option and view the chart shows.
  const applied = useRef<{ option: ChartOption; view: ChartZoomRange } | null>(null);
  // The instance that has its tooltip (see the drawing effect below).
  const tooltipFor = useRef<EChartsType | null>(null);
  const appliedTheme = useRef('');
  // What the instance's listeners read, current at each event.
  const latest = useRef(input);
  useLayoutEffect(() => {
    latest.current = input;
  });

  useLayoutEffect(() => {
    const element = canvasRef.current;
    const code = loaded ? loadedCharts() : undefined;
    if (!ready || !element || !code) return;
    const chart = code.createChart(element, latest.current.theme?.echarts);
    appliedTheme.current = themeKey(latest.current.theme);
    chartRef.current = chart;
    applied.current = null;
    const resize = new ResizeObserver(() => {
      // Observing starts with a call at the size the chart was just drawn at: redrawing then would
      // lay out and draw the whole chart a second time before it is first shown.
      if (element.clientWidth === chart.getWidth() && element.clientHeight === chart.getHeight()) return;
      chart.resize();
      const shown = applied.current;
      if (shown)
        chart.setOption(viewOption(shown.option, shown.view, chart.getWidth()), { lazyUpdate: true });
    });
    resize.observe(element);
    // A chart created while loading runs ECharts' code once on its covered canvas while it waits.
    const warm = whenIdle(() => {
      if (chartRef.current === chart && !applied.current) warmUp(chart, latest.current.theme?.estimated);
    });
    const stopGestures = zoomGestures(element, chart, {
      enabled: () => latest.current.zoom,
      view: () => latest.current.view,
      count: () => latest.current.count,
      onChange: (next) => {
        latest.current.onView(next);
      },
    });
    return () => {
      warm.cancel();
      stopGestures();
      resize.disconnect();
      chart.dispose();
      chartRef.current = null;
    };
  }, [canvasRef, ready, loaded]);

  // ECharts 6 re-themes a live chart with setTheme, keeping its option and zoom.
  useEffect(() => {
    const chart = chartRef.current;
    if (!chart || !theme || themeKey(theme) === appliedTheme.current) return;
    chart.setTheme(theme.echarts);
    appliedTheme.current = themeKey(theme);
  }, [theme, ready, loaded]);

  useLayoutEffect(() => {
    const chart = chartRef.current;
    if (!chart) return;
    const last = applied.current;
    if (!option) {
      // Loading or empty: the placeholder covers the canvas; what it showed goes.
      if (last) chart.clear();
      applied.current = null;
      return;
    }
    if (
      last?.option === option &&
      last.view.startIndex === view.startIndex &&
      last.view.endIndex === view.endIndex
    ) {
      return;
    }
    // The first drawing of an instance comes without its tooltip, which follows when the browser is idle:
    // setting up the tooltip's HTML measures the page, a forced layout right after React put the legend
    // and slider in, and nothing needs it before a pointer comes.
    const withTooltip = tooltipFor.current === chart;
    if (last?.option === option) {
      chart.setOption(viewOption(option, view, chart.getWidth()));
    } else {
      chart.setOption(drawnOption(option, view, chart.getWidth(), withTooltip), { notMerge: true });
    }
    applied.current = { option, view };
    // A zoom before the idle moment cancels it (this effect's cleanup): it is asked for again here.
    if (withTooltip) return;
    const idle = whenIdle(() => {
      if (chartRef.current !== chart || applied.current?.option !== option) return;
      chart.setOption({ tooltip: option.tooltip });
      tooltipFor.current = chart;
    });
    return () => {
      idle.cancel();
    };
  }, [option, view, ready, loaded]);

  return chartRef;
}

/** Runs `task` when the browser is next idle (soon after, where it cannot tell). */
function whenIdle(task: () => void): { cancel: () => void } {
  if (typeof requestIdleCallback === 'function') {
    const id = requestIdleCallback(task, { timeout: 500 });
    return {
      cancel: () => {
        cancelIdleCallback(id);
      },
    };
  }
  const id = setTimeout(task, 50);
  return {
    cancel: () => {
      clearTimeout(id);
    },
  };
}
