import { useCallback, useMemo } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { WhatIf } from '@vool/api-client/browser';
import { Chart, type ChartData } from '@vool/ui/charts';
import { whatIfMessages } from './whatIfMessages.ts';
import { monthLabel } from './format.ts';

/** The brand's palette has six data colours: more bars a month would repeat them. */
const charted = 6;

function chartData(answer: WhatIf, intl: IntlShape): ChartData {
  // The table lists every product; the chart the current contract and the cheapest of the rest.
  const cheapest = [...answer.plans].sort((a, b) => a.totalCents - b.totalCents);
  const plans = (answer.current ? [answer.current, ...cheapest] : cheapest).slice(0, charted);
  const months = plans[0]?.months.map((m) => m.month) ?? [];
  return {
    x: months.map((month) => monthLabel(intl, month)),
    series: plans.map((plan) => ({
      // The current contract's product may be on offer too: its own bars say which is which.
      name:
        plan === answer.current
          ? intl.formatMessage(whatIfMessages.currentPlan, { product: plan.productName })
          : plan.productName,
      kind: 'bar',
      unit: '€',
      values: months.map((month) => {
        const found = plan.months.find((m) => m.month === month);
        return found ? found.cents / 100 : null;
      }),
    })),
  };
}

/**
 * Each month's cost under the current contract and each product, as bars; the chart's table (one
 * press away) and the comparison table above it say the same in text.
 */
export function WhatIfChart({ answer }: { answer: WhatIf }) {
  const intl = useIntl();
  const data = useMemo(() => chartData(answer, intl), [answer, intl]);
  // The chart redraws when its formatter changes: one per language.
  const formatValue = useCallback(
    (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' }),
    [intl],
  );
  return (
    <Chart
      title={intl.formatMessage(whatIfMessages.chartTitle)}
      description={intl.formatMessage(whatIfMessages.chartText)}
      data={data}
      xLabel={intl.formatMessage(whatIfMessages.month)}
      yLabel="€"
      showTableLabel={intl.formatMessage(whatIfMessages.showTable)}
      hideTableLabel={intl.formatMessage(whatIfMessages.hideTable)}
      emptyLabel={intl.formatMessage(whatIfMessages.noMonths)}
      formatValue={formatValue}
    />
  );
}
