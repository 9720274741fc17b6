import { useIntl } from 'react-intl';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Skeleton } from '@vool/ui/Skeleton';
import { formatSiteDate } from '../../i18n/format.ts';
import { LoadFailed } from '../errors/index.ts';
import { useContractStartInfoQuery } from './api.ts';
import { detailMessages } from './detailMessages.ts';
import { messages } from './messages.ts';

/** What a new contract at this usage point may start with (spec §3: start info per objectId). */
export function StartInfoCard({ objectId }: { objectId: string }) {
  const intl = useIntl();
  const query = useContractStartInfoQuery(objectId);
  const info = query.currentData;
  let body;
  if (info)
    body = (
      <DescriptionList>
        <DescriptionItem term={intl.formatMessage(detailMessages.startWindow)}>
          {intl.formatMessage(detailMessages.startWindowValue, {
            earliest: formatSiteDate(info.earliestStartDate),
            latest: formatSiteDate(info.latestStartDate),
          })}
        </DescriptionItem>
        <DescriptionItem term={intl.formatMessage(detailMessages.networkOperator)}>
          {info.networkOperator}
        </DescriptionItem>
        {info.eic && (
          <DescriptionItem term={intl.formatMessage(detailMessages.eic)}>{info.eic}</DescriptionItem>
        )}
        {info.current && (
          <DescriptionItem term={intl.formatMessage(detailMessages.currentSupply)}>
            {info.current.endDate
              ? intl.formatMessage(detailMessages.currentUntil, {
                  product: info.current.productName,
                  date: formatSiteDate(info.current.endDate),
                })
              : info.current.productName}
          </DescriptionItem>
        )}
      </DescriptionList>
    );
  else if (query.isError)
    body = (
      <LoadFailed
        message={intl.formatMessage(messages.startInfoFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  else body = <Skeleton lines={4} />;
  return (
    <Card title={intl.formatMessage(detailMessages.startInfo)} headingLevel={2}>
      {body}
    </Card>
  );
}
