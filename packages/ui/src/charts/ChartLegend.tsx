import { memo } from 'react';
import { ToggleButton } from 'react-aria-components/ToggleButton';
import * as styles from './Chart.css.ts';
import type { LegendEntry } from './legend.ts';

export interface ChartLegendProps {
  entries: readonly LegendEntry[];
  /** Names of the series hidden now. */
  hidden: ReadonlySet<string>;
  onToggle: (name: string) => void;
}

/**
 * The series' names in their colours, each a toggle that shows or hides the series. In HTML rather than
 * on the canvas, so it is reached and used by keyboard and read by screen readers. Memoised: a zoom
 * re-renders the Chart's caller (onZoom), and the legend has not changed.
 */
export const ChartLegend = memo(function ChartLegend({ entries, hidden, onToggle }: ChartLegendProps) {
  return (
    <ul className={styles.legend}>
      {entries.map((entry, index) => (
        // Names may repeat (ECharts then toggles them together); the position keeps keys apart.
        <li key={`${index}:${entry.name}`}>
          <ToggleButton
            className={styles.legendItem}
            isSelected={!hidden.has(entry.name)}
            onChange={() => {
              onToggle(entry.name);
            }}
          >
            <span
              aria-hidden
              className={entry.kind === 'bar' ? styles.barSwatch : styles.lineSwatch}
              data-dashed={entry.estimated || undefined}
              style={{ color: entry.color }}
            />
            {entry.name}
          </ToggleButton>
        </li>
      ))}
    </ul>
  );
});
