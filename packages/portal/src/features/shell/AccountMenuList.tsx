import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import type { Key } from 'react-aria-components/Menu';
import { SignOutIcon } from '@vool/ui/icons/SignOut';
import { Menu, MenuItem, MenuSection, MenuSeparator, MenuTrigger } from '@vool/ui/Menu';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { useActingClient, switchRequested } from '../clients/index.ts';
import { messages } from './messages.ts';

const signOutKey = '__sign-out';

export interface AccountMenuListProps {
  trigger: ReactElement;
  onSignOut: () => void;
}

/** Behind the account button (AccountMenu.tsx): the acting client, the others to switch to, sign-out. */
export function AccountMenuList({ trigger, onSignOut }: AccountMenuListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { acting, others } = useActingClient();
  const name = acting?.name ?? '';
  const onAction = (key: Key) => {
    if (key === signOutKey) onSignOut();
    else dispatch(switchRequested({ clientCode: String(key) }));
  };
  return (
    <MenuTrigger>
      {trigger}
      <Menu
        onAction={onAction}
        placement="bottom end"
        aria-label={intl.formatMessage(messages.account, { name })}
      >
        <MenuSection title={intl.formatMessage(messages.actingAs)}>
          <MenuItem
            id={acting?.clientCode ?? 'acting'}
            isDisabled
            description={
              acting ? intl.formatMessage(messages.clientCode, { code: acting.clientCode }) : undefined
            }
            textValue={name}
          >
            {name}
          </MenuItem>
        </MenuSection>
        {others.length > 0 && (
          <MenuSection title={intl.formatMessage(messages.switchClient)}>
            {others.map((client) => (
              <MenuItem
                key={client.clientCode}
                id={client.clientCode}
                textValue={client.name}
                description={intl.formatMessage(messages.clientCode, { code: client.clientCode })}
              >
                {client.name}
              </MenuItem>
            ))}
          </MenuSection>
        )}
        <MenuSeparator />
        <MenuItem
          id={signOutKey}
          icon={<SignOutIcon size="sm" />}
          textValue={intl.formatMessage(messages.signOut)}
        >
          {intl.formatMessage(messages.signOut)}
        </MenuItem>
      </Menu>
    </MenuTrigger>
  );
}
