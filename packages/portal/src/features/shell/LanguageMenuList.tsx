import { useIntl } from 'react-intl';
import type { Key } from 'react-aria-components/Menu';
import { Menu, MenuItem } from '@vool/ui/Menu';
import { useSite } from '../../app/site.tsx';
import { useLocale } from '../../i18n/I18nProvider.tsx';
import { nativeLanguageNames } from '../../i18n/locales.ts';
import type { MenuListProps } from './headerMenu.tsx';
import { messages } from './messages.ts';

/** The language list behind the switcher's button (LanguageMenu.tsx). */
export function LanguageMenuList({ triggerRef, isOpen, onOpenChange }: MenuListProps) {
  const intl = useIntl();
  const site = useSite();
  const { locale, setLocale } = useLocale();
  const choose = (key: Key) => {
    onOpenChange(false);
    const next = site.locales.find((l) => l.id === key)?.id;
    if (next && next !== locale) void setLocale(next);
  };
  return (
    <Menu
      triggerRef={triggerRef}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      aria-label={intl.formatMessage(messages.languageMenu)}
      selectionMode="single"
      selectedKeys={[locale]}
      onAction={choose}
      placement="bottom end"
    >
      {site.locales.map(({ id }) => (
        <MenuItem key={id} id={id} lang={id} textValue={nativeLanguageNames[id]}>
          {nativeLanguageNames[id]}
        </MenuItem>
      ))}
    </Menu>
  );
}
