import { useIntl } from 'react-intl';
import type { Key } from 'react-aria-components/Menu';
import { Menu, MenuItem } from '@vool/ui/Menu';
import { toastQueue } from '@vool/ui/ToastQueue';
import { useColorScheme, type SchemeChoice } from '../../app/colorScheme.ts';
import { schemeChoices, useSchemeLabel } from './appearance.ts';
import type { MenuListProps } from './headerMenu.tsx';
import { messages } from './messages.ts';

/** The scheme choices behind the appearance button (AppearanceMenu.tsx). */
export function AppearanceMenuList({ triggerRef, isOpen, onOpenChange }: MenuListProps) {
  const intl = useIntl();
  const labelOf = useSchemeLabel();
  const { choice, setChoice } = useColorScheme();
  const choose = (key: Key) => {
    onOpenChange(false);
    const next = schemeChoices.find((id) => id === key);
    if (!next || next === choice) return;
    setChoice(next).catch(() => {
      toastQueue.add({ title: intl.formatMessage(messages.schemeFailed), tone: 'danger' });
    });
  };
  return (
    <Menu
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      aria-label={intl.formatMessage(messages.appearanceMenu)}
      selectionMode="single"
      selectedKeys={[choice]}
      onAction={choose}
      placement="bottom end"
    >
      {schemeChoices.map((id: SchemeChoice) => (
        <MenuItem key={id} id={id}>
          {labelOf(id)}
        </MenuItem>
      ))}
    </Menu>
  );
}
