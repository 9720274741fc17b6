import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { whatIfMaxProducts, type WhatIf as WhatIfAnswer, type WhatIfPlan } from '@vool/api-client/browser';
import { Disclosure } from '@vool/ui/Disclosure';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Stack } from '@vool/ui/Stack';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { shell } from '../shell/index.ts';
import { useWhatIfQuery } from './api.ts';
import * as styles from './contracts.css.ts';
import { formatCents, monthLabel } from './format.ts';
import { kindNames } from './kindNames.ts';
import { messages } from './messages.ts';
import { offerMessages } from './offerMessages.ts';
import { whatIfMessages } from './whatIfMessages.ts';

// ECharts is most of a chart's weight: it loads when the comparison is opened, not with the page.
const WhatIfChart = lazy(async () => ({ default: (await import('./WhatIfChart.tsx')).WhatIfChart }));

function Difference({ cents }: { cents: number | null }) {
  const intl = useIntl();
  if (cents === null) return <>–</>;
  if (cents === 0) return <>{intl.formatMessage(whatIfMessages.same)}</>;
  const amount = formatCents(intl, Math.abs(cents));
  return cents < 0 ? (
    <span className={styles.cheaper}>{intl.formatMessage(whatIfMessages.cheaper, { amount })}</span>
  ) : (
    <>{intl.formatMessage(whatIfMessages.dearer, { amount })}</>
  );
}

function PlanRow({ plan, current }: { plan: WhatIfPlan; current: boolean }) {
  const intl = useIntl();
  return (
    <tr>
      <th scope="row" className={`${styles.td} ${styles.rowHeader}`}>
        {current
          ? intl.formatMessage(whatIfMessages.currentPlan, { product: plan.productName })
          : plan.productName}
      </th>
      <td className={`${styles.td} ${styles.hideOnPhone}`}>
        {intl.formatMessage(kindNames.pricing[plan.pricingKind])}
      </td>
      <td className={`${styles.td} ${styles.numeric}`}>{formatCents(intl, plan.totalCents)}</td>
      <td className={`${styles.td} ${styles.numeric} ${styles.wrapOnPhone}`}>
        {current ? '–' : <Difference cents={plan.differenceCents} />}
      </td>
    </tr>
  );
}

function Assumptions({ answer }: { answer: WhatIfAnswer }) {
  const intl = useIntl();
  const { assumptions } = answer;
  return (
    <ul className={styles.componentList}>
      <li>{intl.formatMessage(whatIfMessages.assumeVat, { vat: assumptions.vatPercent })}</li>
      <li>
        {intl.formatMessage(whatIfMessages.assumePrices, { date: formatSiteDate(assumptions.pricesAsOf) })}
      </li>
      {assumptions.spotPriceArea && (
        <li>{intl.formatMessage(whatIfMessages.assumeSpot, { area: assumptions.spotPriceArea })}</li>
      )}
      <li>
        {intl.formatMessage(
          assumptions.monthlyFeesIncluded ? whatIfMessages.assumeFees : whatIfMessages.assumeNoFees,
        )}
      </li>
      {!assumptions.networkFeesIncluded && <li>{intl.formatMessage(whatIfMessages.assumeNoNetwork)}</li>}
    </ul>
  );
}

function Comparison({ meteringPointId, productIds }: { meteringPointId: string; productIds: string[] }) {
  const intl = useIntl();
  const query = useWhatIfQuery({ meteringPointId, productId: productIds.slice(0, whatIfMaxProducts) });
  const answer = query.currentData;
  if (query.isError && !answer)
    return (
      <LoadFailed
        message={intl.formatMessage(whatIfMessages.whatIfFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  if (!answer)
    return (
      <SkeletonGroup label={intl.formatMessage(whatIfMessages.whatIfLoading)}>
        <Skeleton lines={5} />
      </SkeletonGroup>
    );
  const period = {
    from: monthLabel(intl, answer.from),
    to: monthLabel(intl, answer.to),
    kwh: intl.formatNumber(Number(answer.kwh), { maximumFractionDigits: 0 }),
  };
  return (
    <Stack gap="300">
      <p className={shell.text}>{intl.formatMessage(whatIfMessages.whatIfIntro, period)}</p>
      <table className={styles.table}>
        <caption>{intl.formatMessage(whatIfMessages.whatIfCaption, period)}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.th}>
              {intl.formatMessage(offerMessages.product)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.hideOnPhone}`}>
              {intl.formatMessage(messages.pricing)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {intl.formatMessage(whatIfMessages.total)}
            </th>
            <th scope="col" className={`${styles.th} ${styles.numeric}`}>
              {intl.formatMessage(whatIfMessages.difference)}
            </th>
          </tr>
        </thead>
        <tbody>
          {answer.current && <PlanRow plan={answer.current} current />}
          {answer.plans.map((plan) => (
            <PlanRow key={plan.productId} plan={plan} current={false} />
          ))}
        </tbody>
      </table>
      <Suspense fallback={<Skeleton height="16rem" />}>
        <WhatIfChart answer={answer} />
      </Suspense>
      <h3 className={styles.minorTitle}>{intl.formatMessage(whatIfMessages.assumptions)}</h3>
      <Assumptions answer={answer} />
    </Stack>
  );
}

/**
 * "What would this have cost me?": the last twelve months of the point's own readings priced under each
 * product and the current contract. Fetched when opened.
 */
export function WhatIf({ meteringPointId, productIds }: { meteringPointId: string; productIds: string[] }) {
  const intl = useIntl();
  // Fetched the first time it is opened, and kept while the page is shown.
  const [opened, setOpened] = useState(false);
  return (
    <Disclosure
      title={intl.formatMessage(whatIfMessages.whatIf)}
      headingLevel={2}
      onExpandedChange={(expanded) => {
        if (expanded) setOpened(true);
      }}
    >
      {opened && productIds.length > 0 ? (
        <Comparison meteringPointId={meteringPointId} productIds={productIds} />
      ) : (
        <span />
      )}
    </Disclosure>
  );
}
