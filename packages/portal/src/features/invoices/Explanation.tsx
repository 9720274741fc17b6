import { lazy, Suspense, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import type { InvoiceExplanation } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Disclosure } from '@vool/ui/Disclosure';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { LoadFailed } from '../errors/index.ts';
import { useInvoiceExplanationQuery } from './api.ts';
import { formatCents, formatDecimal } from './format.ts';
import { utilityLabels } from './InvoiceLines.tsx';
import { messages } from './messages.ts';

type Point = InvoiceExplanation['usagePoints'][number];

// ECharts is most of a chart's weight: it loads when the calculation is opened, not with the invoices.
const DailyCost = lazy(async () => ({ default: (await import('./DailyCost.tsx')).DailyCost }));

const mwh = (intl: IntlShape, value: string) =>
  `${intl.formatNumber(Number(value), { style: 'currency', currency: 'EUR', maximumFractionDigits: 2 })}/MWh`;

function SpotNote({ spot }: { spot: NonNullable<Point['spot']> }) {
  const intl = useIntl();
  const difference = Number(spot.differencePercent);
  const values = {
    weighted: mwh(intl, spot.weightedAverage),
    market: mwh(intl, spot.marketAverage),
    percent: intl.formatNumber(Math.abs(difference) / 100, { style: 'percent', maximumFractionDigits: 1 }),
    night: intl.formatNumber(Number(spot.nightSharePercent) / 100, {
      style: 'percent',
      maximumFractionDigits: 0,
    }),
  };
  const message =
    difference < 0 ? messages.spotCheaper : difference > 0 ? messages.spotDearer : messages.spotSame;
  return <p>{intl.formatMessage(message, values)}</p>;
}

function PointResult({ point }: { point: Point }) {
  const intl = useIntl();
  const recomputed = point.lines.reduce((sum, line) => sum + line.recomputedCents, 0);
  const invoiced = point.lines.reduce((sum, line) => sum + line.invoicedCents, 0);
  const kwh = `${formatDecimal(intl, point.kwh, 1)} kWh`;
  return (
    <Stack gap="100">
      <h3>{`${intl.formatMessage(utilityLabels[point.utility])} · ${point.identifier}`}</h3>
      <Alert tone={point.matches ? 'success' : 'warning'}>
        {point.matches
          ? intl.formatMessage(messages.explainMatches, { kwh, amount: formatCents(intl, recomputed) })
          : intl.formatMessage(messages.explainDiffers, {
              kwh,
              amount: formatCents(intl, recomputed),
              invoiced: formatCents(intl, invoiced),
            })}
      </Alert>
      {point.spot && <SpotNote spot={point.spot} />}
    </Stack>
  );
}

function Body({ invoiceNumber }: { invoiceNumber: string }) {
  const intl = useIntl();
  const query = useInvoiceExplanationQuery(invoiceNumber);
  if (query.isError)
    return (
      <LoadFailed
        message={intl.formatMessage(messages.explainFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!query.data)
    return (
      <SkeletonGroup label={intl.formatMessage(messages.explainLoading)}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  return (
    <Stack gap="300">
      <p>{intl.formatMessage(messages.explainIntro)}</p>
      {query.data.usagePoints.map((point) => (
        <PointResult key={point.identifier} point={point} />
      ))}
      <Suspense fallback={<Skeleton height="16rem" />}>
        <DailyCost days={query.data.days} />
      </Suspense>
    </Stack>
  );
}

/** "How was this calculated?": the energy lines rebuilt from the customer's own readings, on demand. */
export function Explanation({ invoiceNumber }: { invoiceNumber: string }) {
  const intl = useIntl();
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure
      title={intl.formatMessage(messages.explain)}
      headingLevel={2}
      onExpandedChange={(expanded) => {
        if (expanded) setOpened(true);
      }}
    >
      {opened ? <Body invoiceNumber={invoiceNumber} /> : null}
    </Disclosure>
  );
}
