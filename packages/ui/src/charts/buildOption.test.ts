import { describe, expect, it } from '@jest/globals';
import type { BarSeriesOption, LineSeriesOption } from 'echarts/charts';
import {
  ANIMATION_POINT_LIMIT,
  buildOption,
  drawnOption,
  LARGE_BAR_LIMIT,
  LONG_LINE_LIMIT,
  valueAxisWidth,
  viewOption,
  type BuildOptionInput,
} from './buildOption.ts';
import type { ChartSeries } from './types.ts';

const formatValue = (value: number, series: ChartSeries) => `${value} ${series.unit ?? ''}`.trim();

function input(series: ChartSeries[], overrides: Partial<BuildOptionInput> = {}): BuildOptionInput {
  const count = series[0]?.values.length ?? 0;
  const xLabels = Array.from({ length: count }, (_, i) => `x${i}`);
  return {
    data: { x: xLabels, series },
    xLabels,
    formatValue,
    reducedMotion: false,
    ...overrides,
  };
}

function seriesOf(option: ReturnType<typeof buildOption>) {
  return option.series as Array<LineSeriesOption | BarSeriesOption>;
}

const months = [120, 98, 87, 60, 41, 30];
const consumption: ChartSeries = { name: 'Consumption 2025', values: months, kind: 'line', unit: 'kWh' };

describe('buildOption', () => {
  it('puts the data in one dataset, an x column of indexes into the category labels', () => {
    const option = buildOption(
      input([consumption, { ...consumption, name: 'Consumption 2024', kind: 'bar' }]),
    );
    expect(option.dataset).toEqual({ source: { x: [0, 1, 2, 3, 4, 5], s0: months, s1: months } });
    expect(option.xAxis).toMatchObject({ type: 'category', data: ['x0', 'x1', 'x2', 'x3', 'x4', 'x5'] });
    expect(seriesOf(option).map((s) => [s.type, s.name, s.encode])).toEqual([
      ['line', 'Consumption 2025', { x: 'x', y: 's0', tooltip: 's0' }],
      ['bar', 'Consumption 2024', { x: 'x', y: 's1', tooltip: 's1' }],
    ]);
  });

  it('keeps duplicate x labels apart (the same hour on two days)', () => {
    const option = buildOption(input([{ ...consumption, values: [1, 2] }], { xLabels: ['00:00', '00:00'] }));
    expect(option.xAxis).toMatchObject({ data: ['00:00', '00:00'] });
    expect(option.dataset).toMatchObject({ source: { x: [0, 1] } });
  });

  it('keeps the ECharts legend hidden (the Chart shows its own) for which series are shown', () => {
    expect(buildOption(input([consumption, { ...consumption, name: 'Last year' }])).legend).toEqual({
      show: false,
    });
  });

  it('leaves series hidden from the legend out of the tooltip', () => {
    const shown = new Set(['Last year']);
    const option = buildOption(
      input([consumption, { ...consumption, name: 'Last year' }], { isShown: (name) => shown.has(name) }),
    );
    const format = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    const html = format([{ seriesId: 's1', dataIndex: 0, marker: '' }]);
    expect(html).toContain('Last year');
    expect(html.match(/<strong>/g)).toHaveLength(1);
  });

  it('names the value axis with yLabel', () => {
    expect(buildOption(input([consumption], { yLabel: 'kWh' })).yAxis).toMatchObject({
      type: 'value',
      name: 'kWh',
    });
    expect(buildOption(input([consumption])).yAxis).not.toHaveProperty('name');
  });

  it('lists in the tooltip the x label and each series with a value there, formatted and escaped', () => {
    const estimated = [false, true, false, false, false, false];
    const twoYears = [
      { ...consumption, name: '2025 <b>', estimated },
      { ...consumption, name: '2024', values: [1, 2, null, 4, 5, 6] },
    ];
    const option = buildOption(input(twoYears, { estimatedLabel: 'estimated' }));
    const format = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    const at = (dataIndex: number) =>
      format(['s0', 's1', 's0e'].map((seriesId) => ({ seriesId, dataIndex, marker: '' })));
    expect(at(0)).toBe(
      '<div>x0</div>' +
        '<div style="display:flex;justify-content:space-between;gap:var(--vool-space-200)"><span>2025 &lt;b&gt;</span><strong>120 kWh</strong></div>' +
        '<div style="display:flex;justify-content:space-between;gap:var(--vool-space-200)"><span>2024</span><strong>1 kWh</strong></div>',
    );
    // Estimated point: only the estimated part speaks for 2025. Gap in 2024: no row, rather than "-".
    expect(at(1)).toContain('<strong>98 kWh</strong>');
    expect(at(1).match(/<strong>/g)).toHaveLength(2);
    expect(at(2)).not.toContain('2024');
    expect(at(2).match(/2025/g)).toHaveLength(1);
  });

  it('adds a point’s note to its value in the tooltip, escaped', () => {
    const notes = [undefined, 'corrected <i>', undefined, undefined, undefined, undefined];
    const option = buildOption(input([{ ...consumption, notes }]));
    const format = (option.tooltip as { formatter: (params: unknown) => string }).formatter;
    const at = (dataIndex: number) => format([{ seriesId: 's0', dataIndex, marker: '' }]);
    expect(at(1)).toContain('<strong>98 kWh (corrected &lt;i&gt;)</strong>');
    expect(at(0)).toContain('<strong>120 kWh</strong>');
  });

  it('draws short lines with symbols, long ones without, both with LTTB sampling and gaps kept', () => {
    const [short] = seriesOf(buildOption(input([consumption])));
    expect(short).toMatchObject({ showSymbol: true, sampling: 'lttb', connectNulls: false });
    const long = { ...consumption, values: Array.from({ length: 500 }, (_, i) => i) };
    expect(seriesOf(buildOption(input([long])))[0]).toMatchObject({ showSymbol: false, symbol: 'none' });
  });

  it('uses large mode for long bar series only', () => {
    const bars = (length: number): ChartSeries => ({
      name: 'Hourly',
      kind: 'bar',
      values: Array<number>(length).fill(1),
    });
    expect(seriesOf(buildOption(input([bars(24)])))[0]).toMatchObject({ large: false });
    expect(seriesOf(buildOption(input([bars(LARGE_BAR_LIMIT + 1)])))[0]).toMatchObject({ large: true });
  });

  it('animates small charts, but not big ones nor for users who asked for reduced motion', () => {
    expect(buildOption(input([consumption])).animation).toBe(true);
    expect(buildOption(input([consumption], { reducedMotion: true })).animation).toBe(false);
    const big = { ...consumption, values: Array<number>(ANIMATION_POINT_LIMIT / 2 + 1).fill(1) };
    expect(buildOption(input([big, { ...big, name: 'Last year' }])).animation).toBe(false);
  });

  it('handles a year of 15-minute data in two series', () => {
    const length = 35_040;
    const values = Array.from({ length }, (_, i) => Math.sin(i / 96) + 1);
    // How fast: the chart benchmark measures it (README), not a test on a machine that may be busy.
    const option = buildOption(
      input([
        { ...consumption, values },
        { ...consumption, name: 'Last year', values },
      ]),
    );
    expect(option.animation).toBe(false);
    // Long lines are thinned out for the view by viewOption, not sampled again by ECharts.
    expect(seriesOf(option).every((s) => s.type === 'line' && s.sampling === 'none' && !s.showSymbol)).toBe(
      true,
    );
  });

  it('leaves room for the value axis labels and name, as wide as the values need', () => {
    const of = (values: number[]) => valueAxisWidth([{ ...consumption, values }]);
    expect(of([0.2, 0.3])).toBe(4 * 7 + 12); // "0.25"
    expect(of([2.5])).toBe(3 * 7 + 12); // "2.5"
    expect(of([12_500])).toBe(6 * 7 + 12); // "12,500"
    expect(of([-40, 12])).toBe(3 * 7 + 12); // "-40"
    expect(buildOption(input([consumption], { yLabel: 'kWh' })).grid).toMatchObject({ top: 28 });
    expect(buildOption(input([consumption])).grid).toMatchObject({ top: 8 });
  });

  it('leaves zooming to the Chart: no dataZoom component', () => {
    expect(buildOption(input([consumption])).dataZoom).toBeUndefined();
  });

  it('zooms a category axis by its range only', () => {
    const option = buildOption(input([consumption]));
    expect(viewOption(option, { startIndex: 1, endIndex: 2 }, 960)).toEqual({
      xAxis: { min: 1, max: 2, axisLabel: { customValues: null }, axisTick: { customValues: null } },
    });
    // Two and a half days of readings labelled by day: a label where each day begins.
    const x = Array.from({ length: 240 }, (_, i) => `day ${Math.floor(i / 96) + 1}`);
    const days = buildOption({ ...input([{ ...consumption, values: x.map(() => 1) }]), xLabels: x });
    expect(viewOption(days, { startIndex: 0, endIndex: 239 }, 960).xAxis).toMatchObject({
      axisLabel: { customValues: [0, 96, 192] },
    });
  });

  it('draws an option first at a view, its x axis kept, with or without the tooltip', () => {
    const option = buildOption(input([consumption]));
    const drawn = drawnOption(option, { startIndex: 1, endIndex: 2 }, 960);
    expect(drawn.xAxis).toMatchObject({ type: 'category', min: 1, max: 2 });
    expect(drawn.series).toBe(option.series);
    expect(drawn.tooltip).toBe(option.tooltip);
    expect(drawnOption(option, { startIndex: 0, endIndex: 2 }, 960, false)).not.toHaveProperty('tooltip');
  });

  it('puts mark lines on the first series by default, or on the one named, labelled with the value', () => {
    const price: ChartSeries = { name: 'Spot price', kind: 'line', unit: 'c/kWh', values: [5, 7, 9] };
    const volume: ChartSeries = { name: 'Volume', kind: 'bar', values: [1, 2, 3] };
    const option = buildOption(
      input([price, volume], {
        markLines: [
          { label: 'Average', value: 7 },
          { label: 'Cap', value: 2.5, series: 'Volume' },
        ],
      }),
    );
    const [first, second] = seriesOf(option);
    expect(first?.markLine).toMatchObject({
      symbol: 'none',
      data: [{ yAxis: 7, name: 'Average', label: { formatter: 'Average: 7 c/kWh' } }],
    });
    expect(second?.markLine).toMatchObject({ data: [{ yAxis: 2.5, label: { formatter: 'Cap: 2.5' } }] });
  });

  describe('estimated readings', () => {
    const estimated = [false, false, true, true, false, false];

    it('draws a line’s estimated part dashed in the estimated colour, joined to its neighbours', () => {
      const option = buildOption(
        input([{ ...consumption, estimated }], { estimatedLabel: 'estimated', estimatedColor: '#999' }),
      );
      expect(option.dataset).toEqual({
        source: {
          x: [0, 1, 2, 3, 4, 5],
          s0: [120, 98, null, null, 41, 30],
          s0e: [null, 98, 87, 60, 41, null],
        },
      });
      const [, part] = seriesOf(option);
      expect(part).toMatchObject({
        type: 'line',
        name: 'Consumption 2025 (estimated)',
        encode: { y: 's0e' },
        lineStyle: { type: 'dashed', color: '#999' },
      });
    });

    it('stacks a bar’s estimated part on the same slot, and keeps measured series first', () => {
      const bars: ChartSeries = { ...consumption, kind: 'bar', estimated };
      const option = buildOption(
        input([bars, { ...consumption, name: 'Last year' }], { estimatedColor: '#999' }),
      );
      expect(option.dataset).toMatchObject({
        source: { s0: [120, 98, null, null, 41, 30], s0e: [null, null, 87, 60, null, null] },
      });
      expect(seriesOf(option).map((s) => [s.id, s.type, s.stack])).toEqual([
        ['s0', 'bar', 's0'],
        ['s1', 'line', undefined],
        ['s0e', 'bar', 's0'],
      ]);
      expect(seriesOf(option)[2]).toMatchObject({ itemStyle: { color: '#999' } });
    });

    it('leaves series without estimates whole', () => {
      const option = buildOption(
        input([{ ...consumption, estimated: [false, false, false, false, false, false] }]),
      );
      expect(seriesOf(option)).toHaveLength(1);
      expect(option.dataset).toEqual({ source: { x: [0, 1, 2, 3, 4, 5], s0: months } });
    });
  });

  describe('tooltip', () => {
    const twoYears: ChartSeries[] = [
      { ...consumption, name: '2025' },
      { ...consumption, name: '2024', values: [1, 2, 3, 4, 5, 6] },
    ];

    it('lists every series at the x value, read from the full data, even those ECharts left out', () => {
      // With sampling, ECharts passes only the series whose kept point is nearest the pointer.
      const format = (buildOption(input(twoYears)).tooltip as { formatter: (p: unknown) => string })
        .formatter;
      const html = format([{ seriesId: 's0', dataIndex: 3, marker: '<i>0</i>' }]);
      expect(html).toContain('<div>x3</div>');
      expect(html).toContain('<span><i>0</i>2025</span><strong>60 kWh</strong>');
      // The left-out series, with a marker in its palette colour (the brand's second data colour).
      expect(html).toContain(
        'background-color:var(--vool-color-data-2);"></span>2024</span><strong>4 kWh</strong>',
      );
    });
  });

  it('labels the category axis with axisLabels, and the tooltip still with xLabels', () => {
    const option = buildOption(
      input([consumption], { axisLabels: (i) => `M${i + 1}`, xLabels: (i) => `Month ${i + 1}` }),
    );
    expect(option.xAxis).toMatchObject({ data: ['M1', 'M2', 'M3', 'M4', 'M5', 'M6'] });
    const format = (option.tooltip as { formatter: (p: unknown) => string }).formatter;
    expect(format([{ seriesId: 's0', dataIndex: 1, marker: '' }])).toContain('<div>Month 2</div>');
  });

  describe('long lines', () => {
    const length = 35_040;
    const year = (name: string, phase: number): ChartSeries => ({
      name,
      kind: 'line',
      unit: 'kWh',
      values: Array.from({ length }, (_, i) => Math.round((Math.sin((i + phase) / 15) + 1) * 100) / 100),
    });
    const estimated = Array.from({ length }, (_, i) => i >= 6624 && i < 6912); // 10–12 March
    const thisYear = { ...year('2025', 0), estimated };
    const lastYear = {
      ...year('2024', 7),
      values: year('2024', 7).values.map((v, i) => (i === 99 ? null : v)),
    };
    const labels = (i: number) => `#${i}`;
    const build = (overrides: Partial<BuildOptionInput> = {}) =>
      buildOption({
        data: { x: Array.from({ length }, (_, i) => `${i}`), series: [thisYear, lastYear] },
        xLabels: labels,
        formatValue,
        estimatedLabel: 'estimated',
        reducedMotion: false,
        ...overrides,
      });
    const rowsOf = (dataset: unknown) => {
      const { dimensions, source } = dataset as { dimensions: string[]; source: Float64Array };
      const width = dimensions.length;
      return Array.from({ length: source.length / width }, (_, r) =>
        Array.from(source.subarray(r * width, (r + 1) * width)),
      );
    };

    it('writes a label that repeats the one before it only once', () => {
      const option = build({ axisLabels: (i) => `day ${Math.floor(i / 96) + 1}` });
      type Formatter = (value: number, tick: number) => string;
      const { formatter } = (option.xAxis as { axisLabel: { formatter: Formatter } }).axisLabel;
      // Ticks every 50 readings of 15 minutes: two fall on most days.
      expect([0, 50, 100, 150, 200].map((value, tick) => formatter(value, tick))).toEqual([
        'day 1',
        '',
        'day 2',
        '',
        'day 3',
      ]);
      // Every pass over the ticks (a redraw, a zoom) starts afresh.
      expect(formatter(50, 0)).toBe('day 1');
    });

    it('draws series from typed arrays over an axis of indexes', () => {
      const option = build();
      expect(option.xAxis).toMatchObject({ type: 'time', min: 0, max: length - 1 });
      type Formatter = (value: number, tick: number) => string;
      const { formatter } = (option.xAxis as { axisLabel: { formatter: Formatter } }).axisLabel;
      expect(formatter(5664, 0)).toBe('#5664');
      const [full, estimatedRows] = option.dataset as unknown[];
      expect(full).toMatchObject({ dimensions: ['x', 's0', 's1'] });
      const rows = rowsOf(full);
      expect(rows).toHaveLength(length);
      // Each row: the measured value (NaN where estimated) and last year's.
      expect(rows[0]).toEqual([0, thisYear.values[0], lastYear.values[0]]);
      expect(rows[6624]).toEqual([6624, NaN, lastYear.values[6624]]);
      expect(rows[99]![2]).toBeNaN();
      // The estimated part: only its rows, with the measured neighbours that join it to the line, and a
      // row of NaN after it, where the line breaks.
      expect(estimatedRows).toMatchObject({ dimensions: ['x', 's0e'] });
      const part = rowsOf(estimatedRows);
      expect(part).toHaveLength(6912 - 6624 + 3);
      expect(part[0]).toEqual([6623, thisYear.values[6623]]);
      expect(part[1]).toEqual([6624, thisYear.values[6624]]);
      expect(part.at(-2)).toEqual([6912, thisYear.values[6912]]);
      expect(part.at(-1)).toEqual([6913, NaN]);
      expect(seriesOf(option).map((s) => [s.id, s.type, s.sampling])).toEqual([
        ['s0', 'line', 'none'],
        ['s1', 'line', 'none'],
        ['s0e', 'line', 'none'],
      ]);
      expect(seriesOf(option)[2]).toMatchObject({ datasetIndex: 1, lineStyle: { type: 'dashed' } });
    });

    it('keeps bars and short lines on a category axis', () => {
      const short = Array.from({ length: LONG_LINE_LIMIT }, (_, i) => i);
      expect(buildOption(input([{ ...consumption, values: short }])).xAxis).toMatchObject({
        type: 'category',
      });
      const bars = { ...year('Hourly', 0), kind: 'bar' as const };
      expect(buildOption(input([bars])).xAxis).toMatchObject({ type: 'category' });
    });

    it('shows in the tooltip the x value under the pointer and every series there', () => {
      const format = (build().tooltip as { formatter: (params: unknown) => string }).formatter;
      // ECharts passes the nearest row's x as the axis value; its dataIndex is the row's, not the x value's.
      const html = format([{ seriesId: 's1', dataIndex: 17, axisValue: 6700, marker: '' }]);
      expect(html).toContain('<div>#6700</div>');
      expect(html).toContain(
        `background-color:var(--vool-color-data-estimated);"></span>2025 (estimated)</span><strong>${thisYear.values[6700]} kWh</strong>`,
      );
      expect(html).toContain(`<span>2024</span><strong>${lastYear.values[6700]} kWh</strong>`);
      expect(html.match(/<strong>/g)).toHaveLength(2);
    });

    it('puts as many x labels as fit the chart’s width', () => {
      const option = build();
      const whole = { startIndex: 0, endIndex: length - 1 };
      // Labels like "#35039" (6 characters): about 63px each.
      expect(viewOption(option, whole, 960).xAxis).toMatchObject({
        min: 0,
        max: length - 1,
        splitNumber: 14,
      });
      expect(viewOption(option, whole, 320).xAxis).toMatchObject({ splitNumber: 4 });
      expect(viewOption(option, whole, 100).xAxis).toMatchObject({ splitNumber: 2 });
    });

    it('puts the labels where their day begins, or leaves round steps to ECharts for labels of every reading', () => {
      const byDay = build({ axisLabels: (i) => `day ${Math.floor(i / 96) + 1}` });
      const week = viewOption(byDay, { startIndex: 96 * 10 + 40, endIndex: 96 * 17 + 40 }, 960).xAxis as {
        axisLabel: { customValues: number[] | null; formatter: unknown };
        axisTick: { customValues: number[] | null };
      };
      expect(week.axisLabel.customValues).toEqual([11, 12, 13, 14, 15, 16, 17].map((day) => day * 96));
      expect(week.axisTick.customValues).toEqual(week.axisLabel.customValues);
      expect(week.axisLabel.formatter).toBeInstanceOf(Function);
      const everyReading = viewOption(build(), { startIndex: 0, endIndex: 671 }, 960).xAxis as {
        axisLabel: { customValues: unknown };
      };
      expect(everyReading.axisLabel.customValues).toBeNull();
    });

    it('hands ECharts the rows of the view, thinned out to the chart’s width, and the estimated parts', () => {
      const option = build();
      const [full, estimated] = option.dataset as unknown[];
      const year = viewOption(option, { startIndex: 0, endIndex: length - 1 }, 960);
      const [rows, part] = year.dataset as unknown[];
      expect(part).toBe(estimated);
      expect(rowsOf(rows).length).toBeLessThan(2000);
      // A week in view has fewer x values than two a pixel: every row, and one on each side.
      const week = viewOption(option, { startIndex: 1000, endIndex: 1671 }, 960);
      const weekRows = rowsOf((week.dataset as unknown[])[0]);
      expect(weekRows).toEqual(rowsOf(full).slice(999, 1673));
      expect(week.xAxis).toMatchObject({ min: 1000, max: 1671 });
    });
  });
});
