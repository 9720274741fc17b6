import { useIntl, type IntlShape } from 'react-intl';
import type { Outage } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Card } from '@vool/ui/Card';
import { EmptyState } from '@vool/ui/EmptyState';
import { Link } from '@vool/ui/Link';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { useSite } from '../../app/site.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { shell } from '../shell/index.ts';
import { useCompensationQuery, useOutagesQuery } from './api.ts';
import { hoursAndMinutes, outageMinutes, pastByPlace } from './format.ts';
import { causes, messages } from './messages.ts';
import { manyPlaces, PlaceFilter } from './PlaceFilter.tsx';
import { PointTracker } from './PointTracker.tsx';

const tel = (phone: string) => `tel:${phone.replace(/[^0-9+]/g, '')}`;
/** A phone number as written, kept on one line (a number broken after its country code misleads). */
const unbroken = (phone: string) => phone.replace(/ /g, '\u00a0');

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
      <Stack gap="100">
        <p className={shell.text}>{intl.formatMessage(causes[outage.cause])}</p>
        <p className={shell.text}>
          {intl.formatMessage(messages.window, { start: when(outage.start), end: when(outage.expectedEnd) })}
        </p>
        <p className={shell.text}>
          {intl.formatMessage(messages.places, {
            places: outage.places.map((p) => p.address.street).join(', '),
          })}
        </p>
      </Stack>
    </Alert>
  );
}

/** Spec §2 /outages: now and ahead at the top, what to do, the history per place, the compensation. */
export function OutagesPage() {
  const intl = useIntl();
  const site = useSite();
  const when = useWhen();
  const outages = useOutagesQuery();
  // Up to `manyPlaces` trackers: all of them for most clients; for a client with more, the summary.
  const compensation = useCompensationQuery({ limit: manyPlaces });
  const failed = (outages.isError && !outages.data) || (compensation.isError && !compensation.data);
  const heading = <h1 className={shell.pageTitle}>{intl.formatMessage(messages.title)}</h1>;
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
  // The operator of an outage at the client's places; else the site's electricity network's.
  const operator = current[0] ?? planned[0] ?? past[0] ?? outages.data.network;
  const { points, summary, year } = compensation.data;
  return (
    <Stack gap="400">
      {heading}
      {now.length ? (
        now.map((o) => <OutageAlert key={o.id} outage={o} />)
      ) : (
        <EmptyState title={intl.formatMessage(messages.none)} headingLevel={2} />
      )}
      <Card title={intl.formatMessage(messages.duringTitle)}>
        <Stack gap="200">
          <p className={shell.text}>
            {intl.formatMessage(messages.faultLine, { operator: operator.operator })}{' '}
            <Link href={tel(operator.faultLine)}>{unbroken(operator.faultLine)}</Link>
          </p>
          <p className={shell.text}>
            {intl.formatMessage(messages.service, { company: site.company_name })}{' '}
            <Link href={tel(site.brand.customerService.phone)}>
              {unbroken(site.brand.customerService.phone)}
            </Link>
          </p>
        </Stack>
      </Card>
      <h2 className={shell.sectionTitle}>{intl.formatMessage(messages.pastTitle)}</h2>
      {past.length === 0 && <p className={shell.text}>{intl.formatMessage(messages.pastNone)}</p>}
      {pastByPlace(past).map((group) => (
        <Card key={group.identifier} title={group.street} headingLevel={3}>
          <ul className={shell.text}>
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
      {/* A client without electricity has no tracker (the standard compensation is for electricity). */}
      {summary.points > 0 && (
        <h2 className={shell.sectionTitle}>{intl.formatMessage(messages.compTitle, { year })}</h2>
      )}
      {summary.points > manyPlaces ? (
        <PlaceFilter summary={summary} />
      ) : (
        points.map((p) => <PointTracker key={p.identifier} point={p} />)
      )}
    </Stack>
  );
}
