import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { UserIcon } from '@vool/ui/icons/User';
import { deferred } from '../../app/deferred.ts';
import { useActingClient } from '../clients/index.ts';
import { DeferredMenu } from './DeferredMenu.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

const AccountMenuList = deferred(async () => (await import('./AccountMenuList.tsx')).AccountMenuList);

/**
 * The user menu: who the user acts for, the other clients they may switch to, and sign-out.
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const intl = useIntl();
  const { acting } = useActingClient();
  const name = acting?.name ?? '';
  return (
    <DeferredMenu
      trigger={(props) => (
        <Button
          {...props}
          variant="tertiary"
          icon={<UserIcon size="sm" />}
          aria-label={intl.formatMessage(messages.account, { name })}
        >
          <span className={styles.accountName}>{name}</span>
        </Button>
      )}
    >
      {(trigger) => <AccountMenuList trigger={trigger} onSignOut={onSignOut} />}
    </DeferredMenu>
  );
}
