import type { ChartSeries, FormatValue } from './types.ts';

/** What the tooltip needs to know about one drawn series (a measured or an estimated part). */
export interface TooltipSeries {
  series: ChartSeries;
  /** The drawn series' name: the series name, with the estimated label for an estimated part. */
  name: string;
  /** For an estimated part: only the flagged points are its own (the others only join the line). */
  estimatedPart: boolean;
  /** Whether the series also has an estimated part, which then speaks for the flagged points. */
  hasEstimatedPart: boolean;
  /** The colour it is drawn in, as CSS (a token's variable): for a marker ECharts did not give. */
  color: string;
}

export interface AxisParam {
  seriesId?: string;
  seriesName?: string;
  dataIndex: number;
  axisValue?: unknown;
  marker?: unknown;
}

/** Which x value (index into `data.x`) the axis tooltip is at, given ECharts' first parameter. */
export type TooltipIndex = (param: AxisParam) => number;

const escapes: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

/** Series names and labels come from callers (and from users' data): never HTML. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => escapes[c] ?? c);
}

/** The colour dot ECharts puts before a tooltip row, for a series it left out of its parameters. */
function markerFor(color: string): string {
  return /^[#\w(),.%\s-]+$/.test(color)
    ? `<span style="display:inline-block;margin-right:4px;border-radius:10px;width:10px;height:10px;background-color:${color};"></span>`
    : '';
}

/** A value with the series' note for that point, if any: "1.2 kWh (corrected)". */
export const withNote = (text: string, note: string | undefined) => (note ? `${text} (${note})` : text);

export interface TooltipOptions {
  /** `data.x[index]` formatted, for the first line. */
  xLabel: (index: number) => string;
  /** Every drawn series by id, in drawing (and legend) order. */
  drawn: ReadonlyMap<string, TooltipSeries>;
  formatValue: FormatValue;
  /** Which x value the tooltip is at. @default the first parameter's dataIndex */
  indexOf?: TooltipIndex;
  /** Whether a drawn series is shown now (not hidden from the legend). @default all are */
  isShown?: (name: string) => boolean;
}

/**
 * The axis tooltip: the x label, then one row per series that has a value there. Values are read by
 * index from the full data, not from ECharts' parameters: with sampling (or decimation) each series
 * keeps different points, and ECharts passes only the series whose kept point is nearest the pointer,
 * so it would list one series where the data has two. Rows without a value are left out (ECharts would
 * print "-"), and so is the estimated part where a point was measured, and the measured part where it
 * was estimated. Spacing uses the token CSS variables: the tooltip is ordinary DOM inside the themed page.
 */
export function tooltipFormatter({
  xLabel,
  drawn,
  formatValue,
  indexOf = (param) => param.dataIndex,
  isShown = () => true,
}: TooltipOptions): (params: unknown) => string {
  return (params: unknown) => {
    const list = (Array.isArray(params) ? params : [params]) as AxisParam[];
    const first = list[0];
    if (!first) return '';
    const index = indexOf(first);
    const markers = new Map(list.map((param) => [param.seriesId ?? '', param.marker]));
    const rows: string[] = [];
    for (const [id, entry] of drawn) {
      const { series } = entry;
      if (!isShown(entry.name)) continue;
      const value = series.values[index];
      if (value === null || value === undefined) continue;
      const estimated = series.estimated?.[index] ?? false;
      if (entry.estimatedPart ? !estimated : estimated && entry.hasEstimatedPart) continue;
      const given = markers.get(id);
      const marker = typeof given === 'string' ? given : markers.has(id) ? '' : markerFor(entry.color);
      rows.push(
        `<div style="display:flex;justify-content:space-between;gap:var(--vool-space-200)">` +
          `<span>${marker}${escapeHtml(entry.name)}</span>` +
          `<strong>${escapeHtml(withNote(formatValue(value, series), series.notes?.[index]))}</strong></div>`,
      );
    }
    return `<div>${escapeHtml(xLabel(index))}</div>${rows.join('')}`;
  };
}
