import { useIntl } from 'react-intl';
import type { PointCompensation } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { formatDate } from '../../i18n/format.ts';
import { shell } from '../shell/index.ts';
import { euros, hoursAndMinutes } from './format.ts';
import { messages } from './messages.ts';

/** One usage point's compensation this year: what is due and credited, each interruption, how to claim. */
export function PointTracker({ point }: { point: PointCompensation }) {
  const intl = useIntl();
  const zone = useSite().timezone;
  const money = (cents: number) => euros(intl.locale, cents);
  const claim = point.claim === 'automatic' ? messages.claimAutomatic : messages.claimApply;
  return (
    // Under the tracker's h2 ("Compensation for long outages in …").
    <Card title={`${point.address.street}, ${point.address.city} (${point.identifier})`} headingLevel={3}>
      <Stack gap="200">
        <strong>
          {intl.formatMessage(messages.compDue, {
            amount: money(point.dueCents),
            credited: money(point.creditedCents),
          })}
        </strong>
        {point.interruptions.length === 0 ? (
          <p className={shell.text}>{intl.formatMessage(messages.compNone)}</p>
        ) : (
          <ul className={shell.text}>
            {point.interruptions.map((i) => (
              <li key={i.start}>
                {point.feeBasis === 'fixed-amounts'
                  ? intl.formatMessage(messages.compLineFixed, {
                      date: formatDate(new Date(i.start), zone),
                      duration: intl.formatMessage(messages.duration, hoursAndMinutes(i.minutes)),
                      amount: money(i.dueCents),
                    })
                  : intl.formatMessage(messages.compLine, {
                      date: formatDate(new Date(i.start), zone),
                      duration: intl.formatMessage(messages.duration, hoursAndMinutes(i.minutes)),
                      percent: i.percent,
                      amount: money(i.dueCents),
                    })}
                {i.creditedOn
                  ? `, ${intl.formatMessage(messages.compCredited, { invoice: i.creditedOn })}`
                  : ''}
              </li>
            ))}
          </ul>
        )}
        <p className={shell.text}>
          {intl.formatMessage(claim, { operator: point.operator, law: point.law })}
        </p>
      </Stack>
    </Card>
  );
}
