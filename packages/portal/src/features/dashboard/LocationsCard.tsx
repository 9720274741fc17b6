import { useIntl } from 'react-intl';
import type { DashboardLocation, DashboardLocations, Utility } from '@vool/api-client/browser';
import { Badge } from '@vool/ui/Badge';
import { EmptyState } from '@vool/ui/EmptyState';
import { ElectricityIcon } from '@vool/ui/icons/Electricity';
import { GasIcon } from '@vool/ui/icons/Gas';
import { HeatingIcon } from '@vool/ui/icons/Heating';
import { LocationIcon } from '@vool/ui/icons/Location';
import { PageLink, shell } from '../shell/index.ts';
import { formatKwh } from './format.ts';
import type { CardQuery } from './QueryCard.tsx';
import { QueryCard } from './QueryCard.tsx';
import { messages } from './messages.ts';
import { placesMessages } from './placesMessages.ts';
import * as styles from './dashboard.css.ts';

const utilityIcons = {
  electricity: ElectricityIcon,
  gas: GasIcon,
  heating: HeatingIcon,
} as const satisfies Record<Utility, unknown>;

const addressLine = (location: DashboardLocation) =>
  `${location.address.street}, ${location.address.postalCode} ${location.address.city}`;

/**
 * Under the first places, for a client with more: how many there are, and the way to any of them (the
 * charts page's usage point search, which opens that point's consumption).
 */
function MorePlaces({ page }: { page: DashboardLocations }) {
  const intl = useIntl();
  return (
    <p className={styles.more}>
      <span className={shell.muted}>
        {intl.formatMessage(placesMessages.more, {
          shown: page.items.length,
          total: page.total,
          points: page.usagePoints,
        })}
      </span>{' '}
      <PageLink href="/charts">{intl.formatMessage(placesMessages.find)}</PageLink>
    </p>
  );
}

/**
 * The client's places of supply, each usage point with this month's consumption and its charts: the
 * first few (`dashboardPlaces`), and for a client with more, how many and where to find them.
 */
export function LocationsCard({ query }: { query: CardQuery<DashboardLocations> }) {
  const intl = useIntl();
  const page = query.data;
  return (
    <QueryCard
      title={intl.formatMessage(messages.locationsTitle)}
      query={query}
      lines={4}
      isEmpty={(places) => places.items.length === 0}
      footer={page && page.total > page.items.length ? <MorePlaces page={page} /> : undefined}
      empty={
        <EmptyState
          icon={<LocationIcon size="lg" />}
          title={intl.formatMessage(messages.noLocations)}
          description={intl.formatMessage(messages.noLocationsText)}
          headingLevel={3}
        />
      }
    >
      {(places) => (
        <ul className={styles.locations}>
          {places.items.map((location) => (
            <li key={location.id} className={styles.location}>
              <h3 className={styles.locationTitle}>{addressLine(location)}</h3>
              <ul className={styles.points}>
                {location.usagePoints.map((point) => {
                  const Icon = utilityIcons[point.utility];
                  return (
                    <li key={point.identifier} className={styles.point}>
                      <span className={styles.pointIcon}>
                        <Icon size="md" />
                      </span>
                      <span className={styles.pointText}>
                        <span>
                          {intl.formatMessage(messages.usagePointLine, {
                            utility: intl.formatMessage(messages[point.utility]),
                            identifier: point.identifier,
                          })}
                        </span>
                        <span className={shell.muted}>
                          {intl.formatMessage(messages.pointMonthToDate, {
                            value: formatKwh(intl, point.monthToDate),
                          })}
                        </span>
                        {point.producer && (
                          <Badge tone="accent">{intl.formatMessage(messages.producer)}</Badge>
                        )}
                      </span>
                      <PageLink
                        href={`/charts?point=${encodeURIComponent(point.identifier)}`}
                        aria-label={intl.formatMessage(messages.pointChartsLabel, {
                          identifier: point.identifier,
                          address: addressLine(location),
                        })}
                      >
                        {intl.formatMessage(messages.pointCharts)}
                      </PageLink>
                    </li>
                  );
                })}
              </ul>
            </li>
          ))}
        </ul>
      )}
    </QueryCard>
  );
}
