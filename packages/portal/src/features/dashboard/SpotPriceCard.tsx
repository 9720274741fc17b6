import { useIntl } from 'react-intl';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Stack } from '@vool/ui/Stack';
import { formatSiteTime } from '../../i18n/format.ts';
import { useSaga } from '../../app/store/useSaga.ts';
import { useNow } from '../../app/useNow.ts';
import { shell } from '../shell/index.ts';
import { useSpotPricesQuery } from './api.ts';
import { messages } from './messages.ts';
import { QueryCard } from './QueryCard.tsx';
import { spotPricesSaga } from './saga.ts';
import { cheapestHourAhead, currentPrice, extremes } from './spot.ts';

/** Today's exchange prices in brief, and tomorrow's once published (spot-price feature). */
export function SpotPriceCard() {
  const intl = useIntl();
  const query = useSpotPricesQuery();
  useSaga(spotPricesSaga);
  // The price "now" moves on every quarter hour; a minute is soon enough to follow it.
  const now = useNow(60_000);
  const price = (value: number) =>
    `${intl.formatNumber(value, { minimumFractionDigits: 2, maximumFractionDigits: 2 })} c/kWh`;
  return (
    <QueryCard
      title={intl.formatMessage(messages.spotTitle)}
      query={query}
      lines={4}
      footer={<span className={shell.muted}>{intl.formatMessage(messages.spotVat)}</span>}
    >
      {(spot) => {
        const current = currentPrice(spot.today, now);
        const range = extremes(spot.today);
        const cheapest = cheapestHourAhead(spot.today, now);
        return (
          <Stack gap="200">
            <DescriptionList columns={2}>
              {current && (
                <DescriptionItem term={intl.formatMessage(messages.spotNow)}>
                  {price(current.price)}
                </DescriptionItem>
              )}
              <DescriptionItem term={intl.formatMessage(messages.spotAverage)}>
                {price(spot.today.average)}
              </DescriptionItem>
              {spot.tomorrow && (
                <DescriptionItem term={intl.formatMessage(messages.spotTomorrow)}>
                  {price(spot.tomorrow.average)}
                </DescriptionItem>
              )}
            </DescriptionList>
            {range && (
              <p className={shell.muted}>
                {intl.formatMessage(messages.spotRange, {
                  low: price(range.low.price),
                  lowAt: formatSiteTime(range.low.date),
                  high: price(range.high.price),
                  highAt: formatSiteTime(range.high.date),
                })}
              </p>
            )}
            {cheapest && (
              <p className={shell.text}>
                {intl.formatMessage(messages.cheapestHour, {
                  from: cheapest.from,
                  to: cheapest.to,
                  price: price(cheapest.price),
                })}
              </p>
            )}
            {!spot.tomorrow && spot.tomorrowExpectedAt && (
              <p className={shell.muted}>
                {intl.formatMessage(messages.tomorrowLater, {
                  time: formatSiteTime(spot.tomorrowExpectedAt),
                })}
              </p>
            )}
          </Stack>
        );
      }}
    </QueryCard>
  );
}
