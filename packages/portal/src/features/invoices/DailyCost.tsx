import { useCallback, useMemo } from 'react';
import { useIntl } from 'react-intl';
import type { InvoiceExplanation } from '@vool/api-client/browser';
import { Chart, type ChartData } from '@vool/ui/charts';
import { formatSiteDate } from '../../i18n/format.ts';
import { messages } from './messages.ts';

/** What each day of the invoice's period cost, as bars (and a table one press away). */
export function DailyCost({ days }: { days: InvoiceExplanation['days'] }) {
  const intl = useIntl();
  const data = useMemo<ChartData>(
    () => ({
      x: days.map((day) => formatSiteDate(day.date)),
      series: [
        {
          name: intl.formatMessage(messages.cost),
          kind: 'bar',
          unit: '€',
          values: days.map((d) => d.netCents / 100),
        },
      ],
    }),
    [days, intl],
  );
  // The chart redraws when its formatter changes: one per language.
  const formatValue = useCallback(
    (value: number) => intl.formatNumber(value, { style: 'currency', currency: 'EUR' }),
    [intl],
  );
  return (
    <Chart
      title={intl.formatMessage(messages.dailyCost)}
      description={intl.formatMessage(messages.dailyCostText)}
      data={data}
      xLabel={intl.formatMessage(messages.day)}
      yLabel="€"
      showTableLabel={intl.formatMessage(messages.showTable)}
      hideTableLabel={intl.formatMessage(messages.hideTable)}
      emptyLabel={intl.formatMessage(messages.noDays)}
      formatValue={formatValue}
    />
  );
}
