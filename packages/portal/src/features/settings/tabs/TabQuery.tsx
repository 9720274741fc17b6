import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { LoadFailed } from '../../errors/index.ts';
import { messages } from '../messages.ts';

interface Query<T> {
  currentData?: T | undefined;
  isError: boolean;
  refetch: () => unknown;
}

/** A tab's data: a skeleton while it loads, a retry when it failed, then the tab. */
export function TabQuery<T>({ query, children }: { query: Query<T>; children: (data: T) => ReactNode }) {
  const intl = useIntl();
  if (query.currentData !== undefined) return children(query.currentData);
  if (query.isError) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return (
    <SkeletonGroup label={intl.formatMessage(messages.loading)}>
      <Skeleton lines={6} />
    </SkeletonGroup>
  );
}
