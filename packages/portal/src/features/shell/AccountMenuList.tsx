import { useIntl } from 'react-intl';
import type { Key } from 'react-aria-components/Menu';
import { SignOutIcon } from '@vool/ui/icons/SignOut';
import { Menu, MenuItem, MenuSection, MenuSeparator } from '@vool/ui/Menu';
import { useAppDispatch } from '../../app/store/hooks.ts';
import { useActingClient, switchRequested } from '../clients/index.ts';
import type { MenuListProps } from './headerMenu.tsx';
import { messages } from './messages.ts';

const signOutKey = '__sign-out';

export interface AccountMenuListProps {
  onSignOut: () => void;
}

/** The menu of the account button (AccountMenu.tsx): the acting client, the others to switch to, sign-out. */
export function AccountMenuList({
  triggerRef,
  isOpen,
  onOpenChange,
  onSignOut,
}: AccountMenuListProps & MenuListProps) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const { acting, others } = useActingClient();
  const name = acting?.name ?? '';
  const onAction = (key: Key) => {
    onOpenChange(false);
    if (key === signOutKey) onSignOut();
    else dispatch(switchRequested({ clientCode: String(key) }));
  };
  return (
    <Menu
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
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
  );
}
