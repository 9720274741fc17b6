import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Stack } from '@vool/ui/Stack';
import { useMeQuery } from '../clients/api.ts';
import { QuickActions } from '../shell/QuickActions.tsx';
import * as shell from '../shell/shell.css.ts';
import { ClientSummary } from './ClientSummary.tsx';
import { messages } from './messages.ts';

export function DashboardPage() {
  const intl = useIntl();
  const me = useMeQuery();
  return (
    <Stack gap="500">
      <h1 className={shell.pageTitle}>
        {me.data
          ? intl.formatMessage(messages.title, { name: me.data.name })
          : intl.formatMessage(messages.titleFallback)}
      </h1>
      {me.data?.isNewCustomer && <Alert tone="info">{intl.formatMessage(messages.newCustomer)}</Alert>}
      <QuickActions />
      <ClientSummary query={me} />
    </Stack>
  );
}
