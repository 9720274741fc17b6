import { useIntl } from 'react-intl';
import { EmptyState } from '@vool/ui/EmptyState';
import { messages } from './messages.ts';
import { PageLink } from './PageLink.tsx';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <EmptyState
      headingLevel={1}
      title={intl.formatMessage(messages.notFoundTitle)}
      description={intl.formatMessage(messages.notFoundBody)}
      action={<PageLink href="/dashboard">{intl.formatMessage(messages.toDashboard)}</PageLink>}
    />
  );
}
