import { useIntl } from 'react-intl';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Stack } from '@vool/ui/Stack';
import { StatCard } from '@vool/ui/StatCard';
import { formatMonth } from '../../i18n/format.ts';
import { shell } from '../shell/index.ts';
import { useExpensesQuery } from './api.ts';
import { expensesArgs } from './cards.ts';
import { formatEuro, splitMonth } from './format.ts';
import { messages } from './messages.ts';
import { QueryCard } from './QueryCard.tsx';

/** How many of the latest months are listed one by one. */
const LISTED_MONTHS = 6;

/** What the client was invoiced: a year in all and the latest months. */
export function ExpensesCard() {
  const intl = useIntl();
  const query = useExpensesQuery(expensesArgs);
  return (
    <QueryCard
      title={intl.formatMessage(messages.expensesTitle)}
      query={query}
      lines={6}
      isEmpty={(expenses) => expenses.months.length === 0}
      empty={<p className={shell.muted}>{intl.formatMessage(messages.noExpenses)}</p>}
    >
      {(expenses) => {
        const total = expenses.months.reduce((sum, m) => sum + m.total, 0);
        const latest = [...expenses.months].reverse().slice(0, LISTED_MONTHS);
        return (
          <Stack gap="300">
            <StatCard label={intl.formatMessage(messages.lastTwelveMonths)} value={formatEuro(intl, total)} />
            <DescriptionList direction="inline">
              {latest.map((month) => {
                const [year, number] = splitMonth(month.month);
                return (
                  <DescriptionItem key={month.month} term={formatMonth(intl.locale, year, number)}>
                    {formatEuro(intl, month.total)}
                  </DescriptionItem>
                );
              })}
            </DescriptionList>
          </Stack>
        );
      }}
    </QueryCard>
  );
}
