import type { ChartSeries, FormatValue } from './types.ts';

/** What the tooltip needs to know about one drawn series (a measured or an estimated part). */
export interface TooltipSeries {
  series: ChartSeries;
  values: Array<number | null>;
  /** For an estimated part: only the flagged points are its own (the others only join the line). */
  estimatedPart: boolean;
}

interface AxisParam {
  seriesId?: string;
  seriesName?: string;
  dataIndex: number;
  marker?: unknown;
}

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

/**
 * The axis tooltip: the x label, then one row per series that has a value there. Rows without a value
 * are left out (ECharts would print "-"), and so is the estimated part where a point was measured.
 * Spacing uses the token CSS variables: the tooltip is ordinary DOM inside the themed page.
 */
export function tooltipFormatter(
  xLabels: string[],
  drawn: ReadonlyMap<string, TooltipSeries>,
  formatValue: FormatValue,
): (params: unknown) => string {
  return (params: unknown) => {
    const list = (Array.isArray(params) ? params : [params]) as AxisParam[];
    const index = list[0]?.dataIndex ?? 0;
    const rows = list.flatMap((param) => {
      const entry = drawn.get(param.seriesId ?? '');
      const value = entry?.values[param.dataIndex];
      if (!entry || value === null || value === undefined) return [];
      if (entry.estimatedPart && !entry.series.estimated?.[param.dataIndex]) return [];
      const marker = typeof param.marker === 'string' ? param.marker : '';
      return [
        `<div style="display:flex;justify-content:space-between;gap:var(--vool-space-200)">` +
          `<span>${marker}${escapeHtml(param.seriesName ?? entry.series.name)}</span>` +
          `<strong>${escapeHtml(formatValue(value, entry.series))}</strong></div>`,
      ];
    });
    return `<div>${escapeHtml(xLabels[index] ?? '')}</div>${rows.join('')}`;
  };
}
