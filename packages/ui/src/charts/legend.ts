import { chartPaletteTokens, cssVariable } from '@vool/tokens/echarts-theme';
import type { ChartSeries, ChartSeriesKind } from './types.ts';

/** One entry of the Chart's legend: a drawn series (a measured series, or the estimated part of one). */
export interface LegendEntry {
  /** ECharts' series name, which its legend actions select by. */
  name: string;
  kind: ChartSeriesKind;
  /** CSS colour: the palette's by position, as ECharts gives it, or the estimated colour. */
  color: string;
  /** An estimated part: drawn dashed (lines) in the estimated colour. */
  estimated: boolean;
}

/** The name of a series' estimated part: "2025 (estimated)". */
export function estimatedPartName(series: ChartSeries, estimatedLabel: string | undefined): string {
  return estimatedLabel ? `${series.name} (${estimatedLabel})` : series.name;
}

/** The palette colour of the drawn series at `index`, through the brand's CSS variable. */
export const paletteColor = (index: number) =>
  `var(${cssVariable(chartPaletteTokens[index % chartPaletteTokens.length]!)})`;

export const estimatedColorVariable = `var(${cssVariable('color.data.estimated')})`;

/** Every drawn series in drawing order: the series, then the estimated parts of those that have some. */
export function legendEntries(
  series: readonly ChartSeries[],
  estimatedLabel: string | undefined,
  estimatedColor: string | undefined,
): LegendEntry[] {
  const measured = series.map((s, index) => ({
    name: s.name,
    kind: s.kind,
    color: paletteColor(index),
    estimated: false,
  }));
  const parts = series
    .filter((s) => s.estimated?.some(Boolean))
    .map((s) => ({
      name: estimatedPartName(s, estimatedLabel),
      kind: s.kind,
      color: estimatedColor ?? estimatedColorVariable,
      estimated: true,
    }));
  return [...measured, ...parts];
}

/**
 * Which series the legend hides, for the tooltip: it reads this when it opens, so hiding a series
 * neither rebuilds the option nor resets the zoom.
 */
export class LegendState {
  private hidden: ReadonlySet<string> = new Set();

  readonly isShown = (name: string): boolean => !this.hidden.has(name);

  update(hidden: ReadonlySet<string>): void {
    this.hidden = hidden;
  }
}
