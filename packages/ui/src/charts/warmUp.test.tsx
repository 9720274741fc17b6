import { beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, render, screen } from '@testing-library/react';
import { getInstanceByDom } from 'echarts/core';
import { Chart, type ChartProps } from './Chart.tsx';
import { preloadCharts } from './echartsCode.ts';
import { installCanvasStubs } from './testCanvas.ts';

// ECharts' code in before the charts render, as on a page that preloads it (lazyCode.test.tsx: without).
beforeAll(async () => {
  installCanvasStubs();
  await preloadCharts();
});

// The warm-up runs once per page (module), so these tests run in order: the first must not use it up.

const props: ChartProps = {
  title: 'Electricity consumption',
  description: 'Consumption by month.',
  xLabel: 'Month',
  yLabel: 'kWh',
  showTableLabel: 'Show as table',
  hideTableLabel: 'Hide table',
  emptyLabel: 'No consumption',
  loadingLabel: 'Loading consumption…',
  data: { x: ['Jan', 'Feb'], series: [{ name: '2025', kind: 'bar', unit: 'kWh', values: [120, 98] }] },
};

/** The warm-up waits for the browser to be idle (in jsdom, a timeout). */
async function idle() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
}

function canvasChart(container: HTMLElement) {
  const element = container.querySelector<HTMLElement>('[data-covered], [role="img"]');
  const chart = element && getInstanceByDom(element);
  if (!chart) throw new Error('no chart');
  return chart;
}

const seriesNames = (chart: ReturnType<typeof canvasChart>) =>
  ((chart.getOption() as { series?: Array<{ name: string }> }).series ?? []).map((s) => s.name);

describe('warming ECharts up while a chart loads', () => {
  it('is left out when the data comes before the browser is idle', async () => {
    const { container, rerender } = render(<Chart {...props} isLoading />);
    const chart = canvasChart(container);
    const setOption = jest.spyOn(chart, 'setOption');
    rerender(<Chart {...props} />);
    await idle();
    expect(seriesNames(chart)).toEqual(['2025']);
    // The real drawing and its tooltip, nothing else.
    expect(setOption).toHaveBeenCalledTimes(2);
  });

  it('draws a throwaway chart on the covered canvas once, and clears it', async () => {
    const { container } = render(<Chart {...props} isLoading />);
    const chart = canvasChart(container);
    const setOption = jest.spyOn(chart, 'setOption');
    await idle();
    // The throwaway chart, then ECharts' clear(), which sets an option without series.
    expect(setOption).toHaveBeenCalledTimes(2);
    const [drawn] = setOption.mock.calls[0] as [{ series: unknown[] }];
    expect(drawn.series.length).toBeGreaterThan(0);
    expect(seriesNames(chart)).toEqual([]);
    expect(screen.getByRole('status')).toHaveTextContent('Loading consumption…');
  });

  it('happens once per page: the next chart that loads finds the code warm', async () => {
    const { container } = render(<Chart {...props} isLoading />);
    const setOption = jest.spyOn(canvasChart(container), 'setOption');
    await idle();
    expect(setOption).not.toHaveBeenCalled();
  });
});
