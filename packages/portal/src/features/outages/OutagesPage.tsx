import { useIntl, type IntlShape } from 'react-intl';
import type { Outage, PointCompensation } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Card } from '@vool/ui/Card';
import { EmptyState } from '@vool/ui/EmptyState';
import { Link } from '@vool/ui/Link';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { useCompensationQuery, useOutagesQuery } from './api.ts';
import { euros, hoursAndMinutes, outageMinutes, pastByPlace } from './format.ts';
import { causes, messages } from './messages.ts';
import { PlaceFilter } from './PlaceFilter.tsx';

const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;

function useWhen() {
  const zone = useSite().timezone;
  return (iso: string) => `${formatDate(new Date(iso), zone)} ${formatTime(new Date(iso), zone)}`;
}

const duration = (intl: IntlShape, minutes: number) =>
  intl.formatMessage(messages.duration, hoursAndMinutes(minutes));

function OutageAlert({ outage }: { outage: Outage }) {
  const intl = useIntl();
  const when = useWhen();
  const title = outage.status === 'in-progress' ? messages.inProgress : messages.plannedTitle;
  return (
    <Alert
      tone={outage.status === 'in-progress' ? 'danger' : 'warning'}
      title={intl.formatMessage(title, { area: outage.area })}
    >
      <p>{intl.formatMessage(causes[outage.cause])}</p>
      <p>
        {intl.formatMessage(messages.window, { start: when(outage.start), end: when(outage.expectedEnd) })}
      </p>
      <p>
        {intl.formatMessage(messages.places, {
          places: outage.places.map((p) => p.address.street).join(', '),
        })}
      </p>
    </Alert>
  );
}

function PointTracker({ point }: { point: PointCompensation }) {
  const intl = useIntl();
  const zone = useSite().timezone;
  const money = (cents: number) => euros(intl.locale, cents);
  const claim = point.claim === 'automatic' ? messages.claimAutomatic : messages.claimApply;
  return (
    <Card title={`${point.address.street}, ${point.address.city} (${point.identifier})`}>
      <Stack gap="200">
        <strong>
          {intl.formatMessage(messages.compDue, {
            amount: money(point.dueCents),
            credited: money(point.creditedCents),
          })}
        </strong>
        {point.interruptions.length === 0 ? (
          <p>{intl.formatMessage(messages.compNone)}</p>
        ) : (
          <ul>
            {point.interruptions.map((i) => (
              <li key={i.start}>
                {intl.formatMessage(messages.compLine, {
                  date: formatDate(new Date(i.start), zone),
                  duration: duration(intl, i.minutes),
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
        <p>{intl.formatMessage(claim, { operator: point.operator, law: point.law })}</p>
      </Stack>
    </Card>
  );
}

/** Spec §2 /outages: now and ahead at the top, what to do, the history per place, the compensation. */
export function OutagesPage() {
  const intl = useIntl();
  const site = useSite();
  const when = useWhen();
  const outages = useOutagesQuery();
  const compensation = useCompensationQuery();
  const failed = (outages.isError && !outages.data) || (compensation.isError && !compensation.data);
  const heading = <h1>{intl.formatMessage(messages.title)}</h1>;
  if (failed)
    return (
      <Stack gap="400">
        {heading}
        <LoadFailed
          message={intl.formatMessage(messages.failed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void Promise.all([outages.refetch(), compensation.refetch()])}
        />
      </Stack>
    );
  if (!outages.data || !compensation.data)
    return (
      <Stack gap="400">
        {heading}
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton height="6rem" />
          <Skeleton height="12rem" />
        </SkeletonGroup>
      </Stack>
    );
  const { current, planned, past } = outages.data;
  const now = [...current, ...planned.filter((o) => o.status === 'planned')];
  const operator = current[0] ?? planned[0] ?? past[0];
  const year = compensation.data.points[0]?.year;
  return (
    <Stack gap="400">
      {heading}
      {now.length ? (
        now.map((o) => <OutageAlert key={o.id} outage={o} />)
      ) : (
        <EmptyState title={intl.formatMessage(messages.none)} />
      )}
      <Card title={intl.formatMessage(messages.duringTitle)}>
        <Stack gap="200">
          {operator && (
            <p>
              {intl.formatMessage(messages.faultLine, { operator: operator.operator })}{' '}
              <Link href={tel(operator.faultLine)}>{operator.faultLine}</Link>
            </p>
          )}
          <p>
            {intl.formatMessage(messages.service, { company: site.company_name })}{' '}
            <Link href={tel(site.brand.customerService.phone)}>{site.brand.customerService.phone}</Link>
          </p>
        </Stack>
      </Card>
      <h2>{intl.formatMessage(messages.pastTitle)}</h2>
      {past.length === 0 && <p>{intl.formatMessage(messages.pastNone)}</p>}
      {pastByPlace(past).map((group) => (
        <Card key={group.identifier} title={group.street}>
          <ul>
            {group.outages.map((o) => (
              <li key={o.id}>
                {when(o.start)} ·{' '}
                {intl.formatMessage(o.kind === 'fault' ? messages.kindFault : messages.kindPlanned)} ·{' '}
                {intl.formatMessage(causes[o.cause])} · {duration(intl, outageMinutes(o))}
              </li>
            ))}
          </ul>
        </Card>
      ))}
      {year !== undefined && <h2>{intl.formatMessage(messages.compTitle, { year })}</h2>}
      <PlaceFilter points={compensation.data.points}>
        {(p) => <PointTracker key={p.identifier} point={p} />}
      </PlaceFilter>
    </Stack>
  );
}
