import { setPlatformAPI } from 'echarts/core';

/**
 * What jsdom cannot do for ECharts: measure text, give a canvas a 2D context, lay out, observe sizes. Only these
 * are stubbed; the Chart, ECharts and zrender run for real. Test-only (not exported from index.ts).
 */
export function installCanvasStubs(): void {
  setPlatformAPI({ measureText: (text = '') => ({ width: text.length * 7 }) });

  const noop = () => undefined;
  const context = (canvas: HTMLCanvasElement) =>
    new Proxy<Record<string | symbol, unknown>>(
      {
        canvas,
        measureText: (text: string) => ({ width: text.length * 7 }),
        createLinearGradient: () => ({ addColorStop: noop }),
        createRadialGradient: () => ({ addColorStop: noop }),
        createPattern: () => ({}),
        getImageData: () => ({ data: new Uint8ClampedArray(4) }),
        getLineDash: () => [],
      },
      { get: (target, key) => (key in target ? target[key] : noop) },
    );
  Object.defineProperty(HTMLCanvasElement.prototype, 'getContext', {
    configurable: true,
    value(this: HTMLCanvasElement) {
      return context(this);
    },
  });

  // No layout in jsdom: give elements a size so ECharts lays the chart out instead of warning.
  for (const [key, size] of [
    ['clientWidth', 640],
    ['clientHeight', 320],
  ] as const) {
    Object.defineProperty(HTMLElement.prototype, key, { configurable: true, get: () => size });
  }

  Object.defineProperty(globalThis, 'ResizeObserver', {
    configurable: true,
    value: class {
      observe = noop;
      unobserve = noop;
      disconnect = noop;
    },
  });
}
