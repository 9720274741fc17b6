import type { EChartsType } from 'echarts/core';
import { buildOption, drawnOption, LONG_LINE_LIMIT } from './buildOption.ts';
import type { ChartData } from './types.ts';

const COUNT = LONG_LINE_LIMIT * 2;

/** Two long lines with a gap and an estimated stretch: the parts a real chart's first drawing has. */
function sampleData(): ChartData {
  const x = Array.from({ length: COUNT }, (_, i) => String(i));
  const values = (phase: number) =>
    Array.from({ length: COUNT }, (_, i) => (i % 97 === 5 ? null : 1 + Math.sin(i / 24 + phase)));
  return {
    x,
    series: [
      {
        name: 'a',
        kind: 'line',
        unit: 'kWh',
        values: values(0),
        estimated: Array.from({ length: COUNT }, (_, i) => i > 300 && i < 340),
      },
      { name: 'b', kind: 'line', unit: 'kWh', values: values(1) },
    ],
  };
}

let warmed = false;

/**
 * Draws a throwaway chart on `chart`'s covered canvas and clears it again, so that ECharts' code for
 * models, axes, labels and lines has run once before the real data comes: a chart's first drawing on a
 * page otherwise spends most of its time in code running for the first time (a year of 15-minute data
 * took 169 ms to first paint without this, 101 ms with it; see the README). Once per page: the code is
 * as warm for every later chart.
 */
export function warmUp(chart: EChartsType, estimatedColor: string | undefined): void {
  if (warmed) return;
  warmed = true;
  const option = buildOption({
    data: sampleData(),
    xLabels: (index) => `${index}`,
    yLabel: 'kWh',
    formatValue: (value) => `${value}`,
    estimatedLabel: 'estimated',
    estimatedColor,
    reducedMotion: true,
  });
  // As a chart's first drawing is (useEChart): without the tooltip, which joins later.
  const whole = { startIndex: 0, endIndex: COUNT - 1 };
  chart.setOption(drawnOption(option, whole, chart.getWidth(), false), { notMerge: true });
  chart.clear();
}
