import { afterEach, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { getInstanceByDom } from 'echarts/core';
import { Chart, type ChartProps } from './Chart.tsx';
import { preloadCharts } from './echartsCode.ts';
import { installCanvasStubs } from './testCanvas.ts';

// ECharts' code in before the charts render, as on a page that preloads it (lazyCode.test.tsx: without).
beforeAll(async () => {
  installCanvasStubs();
  await preloadCharts();
});

// jsdom does not inherit custom properties, so the rules match every element instead of only <html>.
const themeCss = `
  :root * { --vool-color-data-1: #038a72; --vool-color-data-estimated: #9ea7a7; }
  :root[data-scheme="dark"] * { --vool-color-data-1: #2bc2a3; --vool-color-data-estimated: #757e7e; }
`;

afterEach(() => {
  document.head.innerHTML = '';
  delete document.documentElement.dataset.scheme;
});

const props: ChartProps = {
  title: 'Electricity consumption, spring 2025',
  description: 'Consumption fell from 120 kWh in January to 41 kWh in May; April is estimated.',
  xLabel: 'Month',
  yLabel: 'kWh',
  showTableLabel: 'Show as table',
  hideTableLabel: 'Hide table',
  emptyLabel: 'No consumption for this period',
  estimatedLabel: 'estimated',
  formatValue: (value, series) => `${value.toFixed(1)} ${series.unit ?? ''}`.trim(),
  data: {
    x: ['Jan', 'Feb', 'Mar', 'Apr', 'May'],
    series: [
      {
        name: '2025',
        kind: 'bar',
        unit: 'kWh',
        values: [120, 98, 87, 60, 41],
        estimated: [false, false, false, true, false],
      },
      {
        name: '2024',
        kind: 'line',
        unit: 'kWh',
        values: [131, 102, null, 66, 45],
        notes: [undefined, 'corrected', undefined, undefined, undefined],
      },
    ],
  },
};

/** The tooltip joins a chart's first drawing once the browser is idle (in jsdom, a timeout). */
async function tooltipReady() {
  await act(() => new Promise((resolve) => setTimeout(resolve, 80)));
}

function xRange(chart: ReturnType<typeof chartOf>) {
  const [axis] = (chart.getOption() as { xAxis: Array<{ min: number; max: number }> }).xAxis;
  return [axis?.min, axis?.max];
}

function chartOf(image: HTMLElement) {
  const chart = getInstanceByDom(image);
  if (!chart) throw new Error('no chart drawn');
  return chart;
}

describe('Chart', () => {
  it('is an image named by its title and described by its description', () => {
    render(<Chart {...props} />);
    const image = screen.getByRole('img', { name: props.title });
    expect(image).toHaveAccessibleDescription(props.description);
    expect(screen.getByText(props.description)).toBeVisible();
  });

  it('draws with ECharts on a canvas, the series in the option', () => {
    render(<Chart {...props} />);
    const chart = chartOf(screen.getByRole('img'));
    expect(screen.getByRole('img').querySelector('canvas')).not.toBeNull();
    const option = chart.getOption() as { series: Array<{ name: string }> };
    expect(option.series.map((s) => s.name)).toEqual(['2025', '2024', '2025 (estimated)']);
  });

  it('shows its data as a table from a toggle button', async () => {
    const user = userEvent.setup();
    render(<Chart {...props} />);
    const toggle = screen.getByRole('button', { name: 'Show as table' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const region = document.getElementById(toggle.getAttribute('aria-controls')!);
    expect(region).not.toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(toggle).toHaveAccessibleName('Hide table');
    const table = screen.getByRole('table', { name: props.title });
    expect(region).toContainElement(table);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((th) => th.textContent);
    expect(headers).toEqual(['Month', '2025', '2024']);
    const april = within(table).getByRole('rowheader', { name: 'Apr' }).closest('tr')!;
    expect(
      within(april)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['60.0 kWh (estimated)', '66.0 kWh']);
    const february = within(table).getByRole('rowheader', { name: 'Feb' }).closest('tr')!;
    expect(within(february).getAllByRole('cell')[1]).toHaveTextContent('102.0 kWh (corrected)');
    const march = within(table).getByRole('rowheader', { name: 'Mar' }).closest('tr')!;
    expect(
      within(march)
        .getAllByRole('cell')
        .map((td) => td.textContent),
    ).toEqual(['87.0 kWh', '']);

    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('names every drawn series in a legend whose toggles show and hide them', async () => {
    const user = userEvent.setup();
    render(<Chart {...props} />);
    const chart = chartOf(screen.getByRole('img'));
    const legend = screen.getAllByRole('listitem').map((item) => within(item).getByRole('button'));
    expect(legend.map((button) => button.textContent)).toEqual(['2025', '2024', '2025 (estimated)']);
    expect(legend.every((button) => button.getAttribute('aria-pressed') === 'true')).toBe(true);
    const selected = () => (chart.getOption() as { legend: Array<{ selected: object }> }).legend[0]!.selected;

    await user.click(screen.getByRole('button', { name: '2024' }));
    expect(screen.getByRole('button', { name: '2024' })).toHaveAttribute('aria-pressed', 'false');
    expect(selected()).toMatchObject({ '2024': false });

    // By keyboard: the legend comes before the table toggle.
    await user.tab();
    expect(screen.getByRole('button', { name: '2025 (estimated)' })).toHaveFocus();
    await user.keyboard(' ');
    expect(selected()).toMatchObject({ '2024': false, '2025 (estimated)': false });
    await user.keyboard('{Shift>}{Tab}{/Shift}{Enter}');
    expect(selected()).toMatchObject({ '2024': true, '2025 (estimated)': false });
  });

  it('has no legend for a single series', () => {
    render(<Chart {...props} data={{ x: props.data.x, series: [props.data.series[1]!] }} />);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('toggles the table from the keyboard, and the table scrolls from the keyboard too', async () => {
    const user = userEvent.setup();
    render(<Chart {...props} />);
    // Past the three legend toggles.
    await user.tab();
    await user.tab();
    await user.tab();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Show as table' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await user.tab();
    expect(screen.getByRole('region', { name: props.title })).toHaveFocus();
  });

  it('formats dates on rows with formatX', async () => {
    const user = userEvent.setup();
    const x = [new Date(2025, 0, 1, 0), new Date(2025, 0, 1, 1)];
    render(
      <Chart
        {...props}
        data={{ x, series: [{ name: 'Consumption', kind: 'bar', values: [0.4, 0.3] }] }}
        formatX={(date) => (date instanceof Date ? `${String(date.getHours()).padStart(2, '0')}:00` : date)}
      />,
    );
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual(['00:00', '01:00']);
  });

  it('says so when there is no data, without an empty chart or table toggle', () => {
    render(
      <Chart {...props} data={{ x: ['Jan'], series: [{ name: '2025', kind: 'bar', values: [null] }] }} />,
    );
    expect(screen.getByText('No consumption for this period')).toBeVisible();
    expect(screen.queryByRole('img')).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.getByText(props.description)).toBeVisible();
  });

  it('announces loading in the chart’s place', () => {
    render(<Chart {...props} isLoading loadingLabel="Loading consumption…" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading consumption…');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('disposes its chart on unmount', () => {
    const { unmount } = render(<Chart {...props} />);
    const chart = chartOf(screen.getByRole('img'));
    unmount();
    expect(chart.isDisposed()).toBe(true);
  });

  it('takes the brand colours from the CSS variables and re-themes when the scheme switches', async () => {
    document.head.insertAdjacentHTML('beforeend', `<style>${themeCss}</style>`);
    render(<Chart {...props} />);
    const chart = chartOf(await screen.findByRole('img'));
    const setTheme = jest.spyOn(chart, 'setTheme');
    const estimatedColour = () =>
      (chart.getOption() as { series: Array<{ itemStyle?: { color?: string } }> }).series[2]?.itemStyle
        ?.color;
    expect(estimatedColour()).toBe('#9ea7a7');

    act(() => {
      document.documentElement.dataset.scheme = 'dark';
    });
    await waitFor(() => {
      expect(setTheme).toHaveBeenCalledWith(
        expect.objectContaining({ color: expect.arrayContaining(['#2bc2a3']) }),
      );
    });
    expect(estimatedColour()).toBe('#757e7e');
  });

  it('turns animation off for users who prefer reduced motion', () => {
    const matchMedia = jest.fn((query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }));
    Object.defineProperty(window, 'matchMedia', { configurable: true, value: matchMedia });
    render(<Chart {...props} />);
    expect(chartOf(screen.getByRole('img')).getOption()).toMatchObject({ animation: false });
    delete (window as { matchMedia?: unknown }).matchMedia;
  });

  describe('zoom', () => {
    const x = Array.from({ length: 200 }, (_, i) => `D${i}`);
    const daily = { x, series: [{ name: 'Daily', kind: 'line' as const, values: x.map((_, i) => i) }] };

    it('is a slider of two handles named and valued by the x values, moved by keyboard', async () => {
      const user = userEvent.setup();
      const onZoom = jest.fn();
      render(<Chart {...props} data={daily} onZoom={onZoom} zoomStartLabel="Alates" zoomEndLabel="Kuni" />);
      const chart = chartOf(screen.getByRole('img'));
      expect(screen.getByRole('group', { name: 'Zoom' })).toBeInTheDocument();
      const [from, to] = screen.getAllByRole('slider');
      // Each handle is named by its own label and the slider's.
      expect(from).toHaveAccessibleName('Alates Zoom');
      expect(from).toHaveAttribute('aria-valuetext', 'D0');
      expect(to).toHaveAccessibleName('Kuni Zoom');
      expect(to).toHaveAttribute('aria-valuetext', 'D199');
      expect(xRange(chart)).toEqual([0, 199]);

      act(() => {
        from!.focus();
      });
      await user.keyboard('{ArrowRight}{ArrowRight}');
      expect(onZoom).toHaveBeenLastCalledWith({ startIndex: 2, endIndex: 199 });
      expect(from).toHaveAttribute('aria-valuetext', 'D2');
      expect(xRange(chart)).toEqual([2, 199]);
      // The handles do not cross: the view stays two x values wide.
      act(() => {
        to!.focus();
      });
      await user.keyboard('{Home}');
      expect(onZoom).toHaveBeenLastCalledWith({ startIndex: 2, endIndex: 3 });
    });

    it('zooms around the pointer with shift and the wheel, and leaves the plain wheel to the page', () => {
      const onZoom = jest.fn();
      render(<Chart {...props} data={daily} onZoom={onZoom} />);
      const image = screen.getByRole('img');
      fireEvent.wheel(image, { deltaY: -100, clientX: 300 });
      expect(onZoom).not.toHaveBeenCalled();
      fireEvent.wheel(image, { deltaY: -100, clientX: 300, shiftKey: true });
      expect(onZoom).toHaveBeenCalledTimes(1);
      const [range] = onZoom.mock.calls[0] as [{ startIndex: number; endIndex: number }];
      expect(range.endIndex - range.startIndex).toBeLessThan(199);
      expect(range.startIndex).toBeGreaterThan(0);
      expect(range.endIndex).toBeLessThan(199);
    });

    it('follows the range the caller keeps, and starts over with new data', () => {
      const { rerender } = render(
        <Chart {...props} data={daily} zoomRange={{ startIndex: 20, endIndex: 40 }} />,
      );
      const chart = chartOf(screen.getByRole('img'));
      expect(xRange(chart)).toEqual([20, 40]);
      // A range beyond the data is moved into it.
      rerender(<Chart {...props} data={daily} zoomRange={{ startIndex: 150, endIndex: 250 }} />);
      expect(xRange(chart)).toEqual([99, 199]);
      rerender(<Chart {...props} data={daily} />);
      expect(xRange(chart)).toEqual([0, 199]);
    });

    it('keeps the tooltip coming when the user zooms before it has joined', async () => {
      const { rerender } = render(
        <Chart {...props} data={daily} zoomRange={{ startIndex: 20, endIndex: 40 }} />,
      );
      const chart = chartOf(screen.getByRole('img'));
      rerender(<Chart {...props} data={daily} zoomRange={{ startIndex: 30, endIndex: 60 }} />);
      await tooltipReady();
      expect((chart.getOption() as { tooltip?: unknown[] }).tooltip).toHaveLength(1);
    });

    it('is not offered for short data, unless asked', () => {
      const { rerender } = render(<Chart {...props} />);
      expect(screen.queryByRole('slider')).not.toBeInTheDocument();
      rerender(<Chart {...props} zoom />);
      expect(screen.getAllByRole('slider')).toHaveLength(2);
    });
  });

  describe('a year of 15-minute readings', () => {
    const length = 35_040;
    const x = Array.from({ length }, (_, i) => new Date(2025, 0, 1, 0, i * 15));
    const wave = (phase: number) =>
      Array.from({ length }, (_, i) => Math.round((Math.sin((i + phase) / 9) + 1.2) * 100) / 100);
    const year: ChartProps['data'] = {
      x,
      series: [
        { name: 'Consumption 2025', kind: 'line', unit: 'kWh', values: wave(0) },
        { name: 'Consumption 2024', kind: 'line', unit: 'kWh', values: wave(5) },
      ],
    };
    const pad = (n: number) => String(n).padStart(2, '0');
    const formatX = (d: string | Date) =>
      d instanceof Date
        ? `${pad(d.getDate())}.${pad(d.getMonth() + 1)} ${pad(d.getHours())}:${pad(d.getMinutes())}`
        : d;

    it('shows every series in the tooltip, wherever the pointer is', async () => {
      render(<Chart {...props} data={year} formatX={formatX} />);
      const image = screen.getByRole('img');
      const chart = chartOf(image);
      await tooltipReady();
      for (const pointer of [101, 233, 320, 377, 498, 555]) {
        act(() => {
          chart.dispatchAction({ type: 'showTip', x: pointer, y: 150 });
        });
        expect(image).toHaveTextContent(/Consumption 2025.*kWh.*Consumption 2024.*kWh/);
      }
    });

    it('formats only the x labels it shows, until the table opens', async () => {
      const user = userEvent.setup();
      const format = jest.fn(formatX);
      const short = {
        x: x.slice(0, 1000),
        series: year.series.map((s) => ({ ...s, values: s.values.slice(0, 1000) })),
      };
      render(<Chart {...props} data={short} formatX={format} />);
      expect(format.mock.calls.length).toBeLessThan(100);
      await user.click(screen.getByRole('button', { name: 'Show as table' }));
      expect(screen.getAllByRole('rowheader')).toHaveLength(1000);
      expect(format.mock.calls.length).toBeLessThan(1100);
    });

    it('hands ECharts only the rows that show at its width, for the whole year or a month of it', async () => {
      const user = userEvent.setup();
      const onZoom = jest.fn();
      const { rerender } = render(<Chart {...props} data={year} formatX={formatX} onZoom={onZoom} />);
      const chart = chartOf(screen.getByRole('img'));
      const drawn = () =>
        (
          chart as unknown as {
            getModel(): { getSeriesByIndex(i: number): { getData(): { count(): number } } };
          }
        )
          .getModel()
          .getSeriesByIndex(0)
          .getData()
          .count();
      // A canvas 640px wide here: a few rows a pixel, not the year's 35,040.
      expect(drawn()).toBeGreaterThan(300);
      expect(drawn()).toBeLessThan(1500);
      rerender(
        <Chart
          {...props}
          data={year}
          formatX={formatX}
          onZoom={onZoom}
          zoomRange={{ startIndex: 5664, endIndex: 8639 }}
        />,
      );
      expect(xRange(chart)).toEqual([5664, 8639]);
      expect(drawn()).toBeGreaterThan(300);
      expect(drawn()).toBeLessThan(2976);
      const [from] = screen.getAllByRole('slider');
      expect(from).toHaveAttribute('aria-valuetext', '01.03 00:00');
      act(() => {
        from!.focus();
      });
      await user.keyboard('{ArrowLeft}');
      expect(onZoom).toHaveBeenLastCalledWith({ startIndex: 5663, endIndex: 8639 });
    });
  });

  it('labels the axis with formatAxisX, and the table with formatX', async () => {
    const user = userEvent.setup();
    const x = [new Date(2025, 0, 1, 0), new Date(2025, 0, 1, 1)];
    render(
      <Chart
        {...props}
        data={{ x, series: [{ name: 'Consumption', kind: 'bar', values: [0.4, 0.3] }] }}
        formatX={(date) => (date instanceof Date ? `01.01.2025 ${date.getHours()}:00` : date)}
        formatAxisX={(date) => (date instanceof Date ? `${date.getHours()}h` : date)}
      />,
    );
    const chart = chartOf(screen.getByRole('img'));
    expect((chart.getOption() as { xAxis: Array<{ data: string[] }> }).xAxis[0]?.data).toEqual(['0h', '1h']);
    await user.click(screen.getByRole('button', { name: 'Show as table' }));
    expect(screen.getAllByRole('rowheader').map((th) => th.textContent)).toEqual([
      '01.01.2025 0:00',
      '01.01.2025 1:00',
    ]);
  });

  it('does not redraw for mark lines equal to the last ones, so a re-render keeps the zoom', () => {
    const { rerender } = render(<Chart {...props} markLines={[{ label: 'Average', value: 80 }]} />);
    const chart = chartOf(screen.getByRole('img'));
    const setOption = jest.spyOn(chart, 'setOption');
    rerender(<Chart {...props} markLines={[{ label: 'Average', value: 80 }]} />);
    expect(setOption).not.toHaveBeenCalled();
    rerender(<Chart {...props} markLines={[{ label: 'Average', value: 81 }]} />);
    expect(setOption).toHaveBeenCalledTimes(1);
  });

  it('redraws when its box changes size, not when first observed at the size it was drawn', () => {
    const observed: ResizeObserverCallback[] = [];
    const original = globalThis.ResizeObserver;
    Object.defineProperty(globalThis, 'ResizeObserver', {
      configurable: true,
      value: class {
        constructor(callback: ResizeObserverCallback) {
          observed.push(callback);
        }
        observe = () => undefined;
        unobserve = () => undefined;
        disconnect = () => undefined;
      },
    });
    try {
      render(<Chart {...props} />);
      const image = screen.getByRole('img');
      const resize = jest.spyOn(chartOf(image), 'resize');
      const notify = () => {
        act(() => {
          for (const callback of observed) callback([], {} as ResizeObserver);
        });
      };
      notify();
      expect(resize).not.toHaveBeenCalled();
      Object.defineProperty(image, 'clientWidth', { configurable: true, get: () => 480 });
      notify();
      expect(resize).toHaveBeenCalledTimes(1);
    } finally {
      Object.defineProperty(globalThis, 'ResizeObserver', { configurable: true, value: original });
    }
  });
});
