import { useIntl } from 'react-intl';
import { Button } from '@vool/ui/Button';
import { UserIcon } from '@vool/ui/icons/User';
import { useActingClient } from '../clients/index.ts';
import { headerMenu } from './headerMenu.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

const AccountMenuList = headerMenu(async () => (await import('./AccountMenuList.tsx')).AccountMenuList);

/**
 * The user menu: who the user acts for, the other clients they may switch to, and sign-out.
 */
export function AccountMenu({ onSignOut }: { onSignOut: () => void }) {
  const intl = useIntl();
  const { acting } = useActingClient();
  const name = acting?.name ?? '';
  const button = (
    <Button
      variant="tertiary"
      icon={<UserIcon size="sm" />}
      aria-label={intl.formatMessage(messages.account, { name })}
    >
      <span className={styles.accountName}>{name}</span>
    </Button>
  );
  return <AccountMenuList trigger={button} onSignOut={onSignOut} />;
}
