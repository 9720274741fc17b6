export const chartSeriesKinds = ['line', 'bar'] as const;
export type ChartSeriesKind = (typeof chartSeriesKinds)[number];

export interface ChartSeries {
  /** Legend entry, tooltip row and table column header, e.g. "Consumption 2025". */
  name: string;
  /** One value per x value; null for a missing reading (drawn as a gap, an empty table cell). */
  values: Array<number | null>;
  kind: ChartSeriesKind;
  /** Unit shown by the default value format, e.g. "kWh" or "c/kWh". */
  unit?: string;
  /** Per x value: true where the reading is estimated (drawn in the estimated colour, dashed for lines). */
  estimated?: boolean[];
  /**
   * Per x value: a word shown after the value in the tooltip and the table, e.g. "corrected" for a
   * reading amended after delivery. Undefined where there is nothing to say.
   */
  notes?: Array<string | undefined>;
}

export interface ChartData {
  /** Category values along the x axis: labels, or dates formatted with `formatX`. */
  x: string[] | Date[];
  series: ChartSeries[];
}

export interface ChartMarkLine {
  /** Shown next to the line, followed by the formatted value, e.g. "Average". */
  label: string;
  value: number;
  /** The series whose scale and value format the line uses. @default the first series */
  series?: string;
}

/** The x range the user zoomed to, as indexes into `data.x` (inclusive). */
export interface ChartZoomRange {
  startIndex: number;
  endIndex: number;
}

export type FormatValue = (value: number, series: ChartSeries) => string;
export type FormatX = (x: string | Date) => string;
