import { useIntl } from 'react-intl';
import type { Me } from '@vool/api-client/browser';
import { Card } from '@vool/ui/Card';
import { DescriptionItem, DescriptionList } from '@vool/ui/DescriptionList';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { LoadFailed } from '../errors/index.ts';
import { messages } from './messages.ts';

interface SummaryQuery {
  data?: Me | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

/** Who the user is acting for: the client's code, type and contact details. */
export function ClientSummary({ query }: { query: SummaryQuery }) {
  const intl = useIntl();
  const { data: me } = query;
  const missing = intl.formatMessage(messages.notGiven);
  return (
    <Card title={intl.formatMessage(messages.summary)} headingLevel={2}>
      {query.isLoading && (
        <SkeletonGroup label={intl.formatMessage(messages.loading)}>
          <Skeleton lines={3} />
        </SkeletonGroup>
      )}
      {query.isError && (
        <LoadFailed
          message={intl.formatMessage(messages.failed)}
          retryLabel={intl.formatMessage(messages.retry)}
          onRetry={() => void query.refetch()}
        />
      )}
      {me && (
        <DescriptionList columns={2}>
          <DescriptionItem term={intl.formatMessage(messages.clientCode)}>{me.clientCode}</DescriptionItem>
          <DescriptionItem term={intl.formatMessage(messages.customerType)}>
            {intl.formatMessage(me.type === 'legal' ? messages.legal : messages.private)}
          </DescriptionItem>
          <DescriptionItem
            term={intl.formatMessage(me.type === 'legal' ? messages.businessCode : messages.personalCode)}
          >
            {me.registryCode}
          </DescriptionItem>
          <DescriptionItem term={intl.formatMessage(messages.email)}>{me.email ?? missing}</DescriptionItem>
          <DescriptionItem term={intl.formatMessage(messages.phone)}>{me.phone ?? missing}</DescriptionItem>
        </DescriptionList>
      )}
    </Card>
  );
}
