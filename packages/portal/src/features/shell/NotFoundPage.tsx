import { useIntl } from 'react-intl';
import { EmptyState } from '@vool/ui/EmptyState';
import { Link } from '@vool/ui/Link';
import { messages } from './messages.ts';

export function NotFoundPage() {
  const intl = useIntl();
  return (
    <EmptyState
      headingLevel={1}
      title={intl.formatMessage(messages.notFoundTitle)}
      description={intl.formatMessage(messages.notFoundBody)}
      action={<Link href="/dashboard">{intl.formatMessage(messages.toDashboard)}</Link>}
    />
  );
}
