import { useIntl, type IntlShape } from 'react-intl';
import type { MonthComparison, MonthStatistics, YearlyConsumption } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Grid } from '@vool/ui/Grid';
import { Stack } from '@vool/ui/Stack';
import { StatCard } from '@vool/ui/StatCard';
import { useSite } from '../../app/site.tsx';
import { formatMonth, formatSiteDate } from '../../i18n/format.ts';
import { invoiceHref, useInvoiceSummaryQuery, type InvoiceSummary } from '../invoices/index.ts';
import { PageLink, shell } from '../shell/index.ts';
import {
  useConsumptionStatisticsQuery,
  useProductionStatisticsQuery,
  useYearlyConsumptionQuery,
} from './api.ts';
import { formatChange, formatEuro, formatKwh, splitMonth } from './format.ts';
import { messages } from './messages.ts';
import { QueryView } from './QueryCard.tsx';

type Direction = 'consumption' | 'production';

function trend(intl: IntlShape, item: MonthComparison, direction: Direction) {
  if (item.changePercent === null) return undefined;
  if (Math.round(item.changePercent) === 0) return intl.formatMessage(messages.sameAsLastYear);
  const percent = formatChange(intl, item.changePercent);
  const less = direction === 'consumption' ? messages.lessThanLastYear : messages.producedLessThanLastYear;
  const more = direction === 'consumption' ? messages.moreThanLastYear : messages.producedMoreThanLastYear;
  return intl.formatMessage(item.changePercent < 0 ? less : more, { percent });
}

/** This year's months so far against the same months a year earlier, for one utility. */
function yearSoFar(yearly: YearlyConsumption | undefined, utility: MonthComparison['utility']) {
  const series = yearly?.series.find((s) => s.utility === utility);
  if (!series) return undefined;
  let value = 0;
  let previous = 0;
  series.current.forEach((current, month) => {
    if (current === null) return;
    value += current;
    previous += series.previous[month] ?? 0;
  });
  return { value, previous };
}

/** One figure per utility: the month so far against the same days a year earlier. */
function MonthComparisons({
  stats,
  direction,
  yearly,
}: {
  stats: MonthStatistics;
  direction: Direction;
  yearly?: YearlyConsumption | undefined;
}) {
  const intl = useIntl();
  const [year, month] = splitMonth(stats.month);
  const mm = String(month).padStart(2, '0');
  const lastYear = formatMonth(intl.locale, year - 1, month);
  return stats.items.map((item) => {
    const sofar = yearSoFar(yearly, item.utility);
    const utility = intl.formatMessage(messages[item.utility]);
    return (
      <StatCard
        key={`${direction}-${item.utility}`}
        label={
          direction === 'production'
            ? intl.formatMessage(messages.productionTitle)
            : intl.formatMessage(messages.monthSoFar, {
                utility,
                from: `01.${mm}.`,
                to: `${stats.through.slice(8, 10)}.${mm}.`,
              })
        }
        value={item.current}
        formatOptions={{ maximumFractionDigits: 0 }}
        unit="kWh"
        {...(item.changePercent !== null ? { change: item.changePercent } : {})}
        changeLabel={trend(intl, item, direction)}
        increaseIs={direction === 'production' ? 'good' : 'bad'}
        footnote={
          <>
            {intl.formatMessage(messages.previousFullMonth, {
              month: lastYear,
              value: formatKwh(intl, item.previousFullMonth),
            })}
            {sofar && (
              <>
                <br />
                {intl.formatMessage(messages.yearSoFar, {
                  year,
                  value: formatKwh(intl, sofar.value),
                  previous: formatKwh(intl, sofar.previous),
                })}
              </>
            )}
          </>
        }
      />
    );
  });
}

function ToPay({ invoices }: { invoices: InvoiceSummary }) {
  const intl = useIntl();
  const next = invoices.nextDue;
  return (
    <StatCard
      label={intl.formatMessage(messages.toPay)}
      value={formatEuro(intl, invoices.unpaidTotal)}
      changeLabel={
        invoices.unpaidCount > 0
          ? intl.formatMessage(messages.unpaidCount, { count: invoices.unpaidCount })
          : intl.formatMessage(messages.allPaid)
      }
      increaseIs="neutral"
      footnote={
        next ? (
          // The one unpaid invoice itself; with several, the list of what is unpaid.
          <PageLink
            href={invoices.unpaidCount === 1 ? invoiceHref(next.invoiceNumber) : '/invoices?type=unpaid'}
          >
            {intl.formatMessage(messages.nextDue, {
              number: next.invoiceNumber,
              amount: formatEuro(intl, next.amount),
              date: formatSiteDate(next.dueDate),
            })}
          </PageLink>
        ) : undefined
      }
    />
  );
}

/**
 * The month at a glance: consumption per utility against the same days last year, the client's own
 * production, and what there is to pay.
 */
export function MonthFigures({ producer }: { producer: boolean }) {
  const intl = useIntl();
  const consumption = useConsumptionStatisticsQuery();
  const yearly = useYearlyConsumptionQuery();
  const production = useProductionStatisticsQuery(undefined, { skip: !producer });
  // A site that bills elsewhere has no invoices here (spec §1), so nothing to pay either.
  const billed = useSite().features.includes('invoices');
  const invoices = useInvoiceSummaryQuery(undefined, { skip: !billed });
  const overdue = invoices.data?.overdueCount ?? 0;
  return (
    <Stack as="section" gap="200" aria-labelledby="month-figures-title">
      <h2 id="month-figures-title" className={shell.sectionTitle}>
        {intl.formatMessage(messages.monthTitle)}
      </h2>
      {overdue > 0 && (
        <Alert tone="warning">{intl.formatMessage(messages.overdue, { count: overdue })}</Alert>
      )}
      <Grid columns={{ base: 1, md: 2, lg: 3 }} gap="200">
        <QueryView
          query={consumption}
          isEmpty={(stats) => stats.items.length === 0}
          empty={<p className={shell.muted}>{intl.formatMessage(messages.noConsumption)}</p>}
        >
          {(stats) => <MonthComparisons stats={stats} direction="consumption" yearly={yearly.data} />}
        </QueryView>
        {producer && (
          <QueryView query={production} isEmpty={(stats) => stats.items.length === 0}>
            {(stats) => <MonthComparisons stats={stats} direction="production" />}
          </QueryView>
        )}
        {billed && (
          <QueryView query={invoices} isEmpty={(summary) => summary.latest === null}>
            {(summary) => <ToPay invoices={summary} />}
          </QueryView>
        )}
      </Grid>
      <PageLink href="/charts">{intl.formatMessage(messages.seeCharts)}</PageLink>
    </Stack>
  );
}
