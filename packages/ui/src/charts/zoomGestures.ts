import type { EChartsType } from 'echarts/core';
import type { ChartZoomRange } from './types.ts';
import { panView, zoomView } from './view.ts';

interface Gestures {
  /** Whether the chart zooms (read at each gesture, so a prop change needs no new listeners). */
  enabled: () => boolean;
  view: () => ChartZoomRange;
  count: () => number;
  onChange: (view: ChartZoomRange) => void;
}

/** How much one notch of the wheel zooms (ECharts' inside zoom takes about the same step). */
const WHEEL_STEP = 1.2;

/**
 * Zooming and moving on the chart itself, as ECharts' inside zoom did: shift+wheel zooms around the
 * pointer, a drag (mouse, pen, or a finger sideways; vertical swipes still scroll the page) moves the view,
 * two fingers pinch. Returns the function that removes the listeners.
 */
export function zoomGestures(element: HTMLElement, chart: EChartsType, gestures: Gestures): () => void {
  /** The x value (a fractional index into x) at `clientX`. */
  const indexAt = (clientX: number) => {
    return chart.convertFromPixel({ xAxisIndex: 0 }, clientX - element.getBoundingClientRect().left);
  };
  /** How many x values one CSS pixel spans in `view`. */
  const perPixel = (view: ChartZoomRange) => {
    const from = chart.convertToPixel({ xAxisIndex: 0 }, view.startIndex);
    const to = chart.convertToPixel({ xAxisIndex: 0 }, view.endIndex);
    const pixels = to - from;
    return pixels > 0 ? (view.endIndex - view.startIndex) / pixels : 0;
  };
  const change = (next: ChartZoomRange) => {
    const view = gestures.view();
    if (next.startIndex !== view.startIndex || next.endIndex !== view.endIndex) gestures.onChange(next);
  };

  const onWheel = (event: WheelEvent) => {
    if (!event.shiftKey || !gestures.enabled()) return;
    const delta = event.deltaY || event.deltaX;
    if (delta === 0) return;
    event.preventDefault();
    const anchor = indexAt(event.clientX);
    if (!Number.isFinite(anchor)) return;
    change(zoomView(gestures.view(), delta > 0 ? WHEEL_STEP : 1 / WHEEL_STEP, anchor, gestures.count()));
  };

  // Pointers down on the chart, and where the gesture started.
  const pointers = new Map<number, number>();
  let start: { view: ChartZoomRange; x: number; distance: number; anchor: number } | null = null;
  const begin = () => {
    const xs = [...pointers.values()];
    const view = gestures.view();
    const x = xs.reduce((sum, value) => sum + value, 0) / xs.length;
    const distance = xs.length > 1 ? Math.abs(xs[0]! - xs[1]!) : 0;
    start = { view, x, distance, anchor: indexAt(x) };
  };
  const onPointerDown = (event: PointerEvent) => {
    if (!gestures.enabled() || (event.pointerType === 'mouse' && event.button !== 0)) return;
    pointers.set(event.pointerId, event.clientX);
    begin();
  };
  const onPointerMove = (event: PointerEvent) => {
    if (!start || !pointers.has(event.pointerId)) return;
    pointers.set(event.pointerId, event.clientX);
    const xs = [...pointers.values()];
    const count = gestures.count();
    if (xs.length > 1 && start.distance > 0) {
      const distance = Math.abs(xs[0]! - xs[1]!);
      if (distance > 0 && Number.isFinite(start.anchor)) {
        change(zoomView(start.view, start.distance / distance, start.anchor, count));
      }
      return;
    }
    const moved = event.clientX - start.x;
    if (Math.abs(moved) < 3) return;
    if (!element.hasPointerCapture(event.pointerId)) element.setPointerCapture(event.pointerId);
    change(panView(start.view, -moved * perPixel(start.view), count));
  };
  const onPointerUp = (event: PointerEvent) => {
    pointers.delete(event.pointerId);
    if (pointers.size > 0) begin();
    else start = null;
  };

  element.addEventListener('wheel', onWheel, { passive: false });
  element.addEventListener('pointerdown', onPointerDown);
  element.addEventListener('pointermove', onPointerMove);
  element.addEventListener('pointerup', onPointerUp);
  element.addEventListener('pointercancel', onPointerUp);
  return () => {
    element.removeEventListener('wheel', onWheel);
    element.removeEventListener('pointerdown', onPointerDown);
    element.removeEventListener('pointermove', onPointerMove);
    element.removeEventListener('pointerup', onPointerUp);
    element.removeEventListener('pointercancel', onPointerUp);
  };
}
