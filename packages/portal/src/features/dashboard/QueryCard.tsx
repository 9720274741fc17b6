import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Card } from '@vool/ui/Card';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { LoadFailed } from '../errors/index.ts';
import { messages } from './messages.ts';

export interface CardQuery<T> {
  data?: T | undefined;
  isLoading: boolean;
  isError: boolean;
  refetch: () => unknown;
}

export interface QueryViewProps<T> {
  query: CardQuery<T>;
  isEmpty?: (data: T) => boolean;
  /** Shown instead of the content when `isEmpty`. */
  empty?: ReactNode;
  /** Lines of the loading skeleton: about the height of the content, so nothing jumps. */
  lines?: number;
  children: (data: T) => ReactNode;
}

/**
 * One query's part of the dashboard: a skeleton while it loads, the failure with a retry in its place
 * (the rest of the page carries on), the empty state, or the content.
 */
export function QueryView<T>({
  query,
  isEmpty = () => false,
  empty,
  lines = 3,
  children,
}: QueryViewProps<T>) {
  const intl = useIntl();
  const { data } = query;
  if (query.isLoading) {
    return (
      <SkeletonGroup label={intl.formatMessage(messages.cardLoading)}>
        <Skeleton lines={lines} />
      </SkeletonGroup>
    );
  }
  if (data === undefined) {
    if (!query.isError) return null;
    return (
      <LoadFailed
        message={intl.formatMessage(messages.cardFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => void query.refetch()}
      />
    );
  }
  return <>{isEmpty(data) ? empty : children(data)}</>;
}

/** A titled dashboard card around a QueryView. */
export function QueryCard<T>({
  title,
  footer,
  ...view
}: QueryViewProps<T> & { title: string; footer?: ReactNode }) {
  const data = view.query.data;
  const showFooter = data !== undefined && !(view.isEmpty?.(data) ?? false);
  return (
    <Card title={title} headingLevel={2} footer={showFooter ? footer : undefined}>
      <QueryView {...view} />
    </Card>
  );
}
