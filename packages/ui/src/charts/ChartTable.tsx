import * as styles from './Chart.css.ts';
import { withNote } from './tooltip.ts';
import type { ChartSeries, FormatValue } from './types.ts';

interface ChartTableProps {
  caption: string;
  xLabel: string;
  xLabels: string[];
  series: ChartSeries[];
  formatValue: FormatValue;
  estimatedLabel?: string | undefined;
}

/** The chart's data as an HTML table: a row per x value, a column per series. */
export function ChartTable({
  caption,
  xLabel,
  xLabels,
  series,
  formatValue,
  estimatedLabel,
}: ChartTableProps) {
  return (
    // A scrolling region must be reachable by keyboard to be scrolled without a mouse.
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className={styles.tableScroller} role="region" aria-label={caption} tabIndex={0}>
      <table className={styles.table}>
        <caption className={styles.caption}>{caption}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.columnHeader}>
              {xLabel}
            </th>
            {series.map((s) => (
              <th key={s.name} scope="col" className={styles.columnHeader}>
                {s.name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {xLabels.map((label, row) => (
            <tr key={row}>
              <th scope="row" className={styles.rowHeader}>
                {label}
              </th>
              {series.map((s) => {
                const value = s.values[row];
                const estimated = s.estimated?.[row] && estimatedLabel ? ` (${estimatedLabel})` : '';
                return (
                  <td key={s.name} className={styles.valueCell}>
                    {value === null || value === undefined
                      ? ''
                      : withNote(formatValue(value, s), s.notes?.[row]) + estimated}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
