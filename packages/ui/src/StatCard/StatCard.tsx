import type { ReactNode, Ref } from 'react';
import { useLocale } from 'react-aria-components/I18nProvider';
import { ArrowDownIcon } from '../icons/ArrowDown.tsx';
import { ArrowUpIcon } from '../icons/ArrowUp.tsx';
import { MinusIcon } from '../icons/Minus.tsx';
import { cx, type LayoutProps } from '../layout/layoutProps.ts';
import * as styles from './StatCard.css.ts';

export const statCardIncreaseMeanings = ['good', 'bad', 'neutral'] as const;
export type StatCardIncreaseMeaning = (typeof statCardIncreaseMeanings)[number];

export interface StatCardProps extends LayoutProps {
  /** What the figure is: "Consumption in April". */
  label: ReactNode;
  /** The figure. Numbers are formatted for the current locale with `formatOptions`. */
  value: number | string;
  /** Options for formatting a numeric `value`, e.g. `{ maximumFractionDigits: 0 }`. */
  formatOptions?: Intl.NumberFormatOptions;
  /** The unit after the figure: "kWh", "EUR", "MWh". */
  unit?: ReactNode;
  /**
   * The signed change from the previous period (e.g. -8.4). Only its sign is used: it picks the arrow
   * and, with `increaseIs`, the colour. The words are in `changeLabel`.
   */
  change?: number;
  /**
   * The change in words, which is what assistive tech and colour-blind users get: "8.4% less than
   * March". Required for the trend to show.
   */
  changeLabel?: string;
  /**
   * Whether a rise is good news. For consumption and costs a rise is bad, so less is shown as good.
   * @default 'bad'
   */
  increaseIs?: StatCardIncreaseMeaning;
  /** A line under the trend, e.g. "Estimated, meter reading pending". */
  footnote?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

function toneOf(change: number, increaseIs: StatCardIncreaseMeaning) {
  if (change === 0 || increaseIs === 'neutral') return 'neutral';
  const isGood = change > 0 ? increaseIs === 'good' : increaseIs === 'bad';
  return isGood ? 'good' : 'bad';
}

/** A key figure with its unit and its trend against the previous period. */
export function StatCard({
  label,
  value,
  formatOptions,
  unit,
  change,
  changeLabel,
  increaseIs = 'bad',
  footnote,
  layout,
  UNSAFE_className,
  ref,
}: StatCardProps) {
  const { locale } = useLocale();
  const figure =
    typeof value === 'number' ? new Intl.NumberFormat(locale, formatOptions).format(value) : value;
  const Arrow = change == null || change === 0 ? MinusIcon : change > 0 ? ArrowUpIcon : ArrowDownIcon;
  return (
    <div ref={ref} className={cx(styles.card, UNSAFE_className)} style={layout}>
      <p className={styles.label}>{label}</p>
      <p className={styles.figure}>
        <span className={styles.value}>{figure}</span>
        {unit != null && (
          <>
            {' '}
            <span className={styles.unit}>{unit}</span>
          </>
        )}
      </p>
      {changeLabel != null && (
        <p className={styles.trend} data-tone={toneOf(change ?? 0, increaseIs)}>
          <Arrow size="sm" />
          <span>{changeLabel}</span>
        </p>
      )}
      {footnote != null && <p className={styles.footnote}>{footnote}</p>}
    </div>
  );
}
