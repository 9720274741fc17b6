import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import type { LocaleId } from '@vool/api-client/browser';
import { Button } from '@vool/ui/Button';
import { Drawer } from '@vool/ui/Drawer';
import { ChevronLeftIcon } from '@vool/ui/icons/ChevronLeft';
import { InfoIcon } from '@vool/ui/icons/Info';
import { SignOutIcon } from '@vool/ui/icons/SignOut';
import { UserIcon } from '@vool/ui/icons/User';
import { NavList, NavListGroup, NavListItem, type NavListItemProps } from '@vool/ui/NavList';
import { Radio, RadioGroup } from '@vool/ui/RadioGroup';
import { Stack } from '@vool/ui/Stack';
import { usePrefetch } from '../../app/prefetch.ts';
import { useSite } from '../../app/site.tsx';
import { useAppDispatch, useAppSelector } from '../../app/store/hooks.ts';
import { useLocale } from '../../i18n/I18nProvider.tsx';
import { nativeLanguageNames } from '../../i18n/locales.ts';
import { selectSwitchingTo, switchRequested, useActingClient } from '../clients/index.ts';
import { messages } from './messages.ts';
import { isCurrent } from './MainNav.tsx';
import { visibleNavItems } from './navigation.ts';
import * as styles from './shell.css.ts';

export type OpenDrawer = 'menu' | 'clients' | null;

interface AppDrawersProps {
  open: OpenDrawer;
  onOpenChange: (open: OpenDrawer) => void;
  onSignOut: () => void;
}

/**
 * The side menu of the installed app and of phone widths (spec §2): link groups, language, the
 * active client with a switch control, sign-out. The client list is a second drawer; the two swap.
 */
export function AppDrawers({ open, onOpenChange, onSignOut }: AppDrawersProps) {
  return (
    <>
      <MenuDrawer open={open} onOpenChange={onOpenChange} onSignOut={onSignOut} />
      <ClientsDrawer open={open} onOpenChange={onOpenChange} />
    </>
  );
}

function MenuDrawer({ open, onOpenChange, onSignOut }: AppDrawersProps) {
  const intl = useIntl();
  const site = useSite();
  const { pathname } = useLocation();
  const { locale, setLocale } = useLocale();
  const { acting, others } = useActingClient();
  const close = () => {
    onOpenChange(null);
  };
  return (
    <Drawer
      isOpen={open === 'menu'}
      onOpenChange={(isOpen) => {
        onOpenChange(isOpen ? 'menu' : null);
      }}
      title={intl.formatMessage(messages.menu)}
      closeLabel={intl.formatMessage(messages.close)}
      footer={
        <Button
          variant="secondary"
          fullWidth
          icon={<SignOutIcon size="sm" />}
          onPress={() => {
            close();
            onSignOut();
          }}
        >
          {intl.formatMessage(messages.signOut)}
        </Button>
      }
    >
      <Stack gap="200">
        {acting && (
          <section className={styles.drawerSection} aria-labelledby="drawer-acting">
            <h3 id="drawer-acting" className={styles.footerHeading}>
              {intl.formatMessage(messages.actingAs)}
            </h3>
            <div>
              <div>{acting.name}</div>
              <div className={styles.muted}>
                {intl.formatMessage(messages.clientCode, { code: acting.clientCode })}
              </div>
            </div>
            {others.length > 0 && (
              <Button
                variant="secondary"
                size="sm"
                icon={<UserIcon size="sm" />}
                onPress={() => {
                  onOpenChange('clients');
                }}
              >
                {intl.formatMessage(messages.switchClient)}
              </Button>
            )}
          </section>
        )}
        <NavList aria-label={intl.formatMessage(messages.mainNavigation)}>
          <NavListGroup title={intl.formatMessage(messages.pages)}>
            {visibleNavItems(site.features).map((item) => (
              <PageItem
                key={item.to}
                href={item.to}
                icon={<item.icon size="sm" />}
                isCurrent={isCurrent(pathname, item.to)}
                onPress={close}
              >
                {intl.formatMessage(item.label)}
              </PageItem>
            ))}
          </NavListGroup>
          <NavListGroup title={intl.formatMessage(messages.help)}>
            <PageItem
              href="/accessibility"
              icon={<InfoIcon size="sm" />}
              isCurrent={pathname === '/accessibility'}
              onPress={close}
            >
              {intl.formatMessage(messages.accessibility)}
            </PageItem>
          </NavListGroup>
        </NavList>
        {site.locales.length > 1 && (
          <RadioGroup
            label={intl.formatMessage(messages.languageMenu)}
            value={locale}
            onChange={(value) => {
              void setLocale(value as LocaleId);
            }}
          >
            {site.locales.map(({ id }) => (
              <Radio key={id} value={id} lang={id}>
                {nativeLanguageNames[id]}
              </Radio>
            ))}
          </RadioGroup>
        )}
      </Stack>
    </Drawer>
  );
}

function ClientsDrawer({ open, onOpenChange }: Omit<AppDrawersProps, 'onSignOut'>) {
  const intl = useIntl();
  const dispatch = useAppDispatch();
  const switchingTo = useAppSelector(selectSwitchingTo);
  const { all } = useActingClient();
  return (
    <Drawer
      isOpen={open === 'clients'}
      onOpenChange={(isOpen) => {
        onOpenChange(isOpen ? 'clients' : null);
      }}
      title={intl.formatMessage(messages.switchClient)}
      closeLabel={intl.formatMessage(messages.close)}
      footer={
        <Button
          variant="tertiary"
          icon={<ChevronLeftIcon size="sm" />}
          onPress={() => {
            onOpenChange('menu');
          }}
        >
          {intl.formatMessage(messages.backToMenu)}
        </Button>
      }
    >
      <Stack as="ul" gap="100" UNSAFE_className={styles.plainList}>
        {all.map((client) => (
          <li key={client.clientCode}>
            <Button
              variant={client.active ? 'primary' : 'secondary'}
              fullWidth
              isPending={switchingTo === client.clientCode}
              aria-current={client.active ? 'true' : undefined}
              onPress={() => {
                if (!client.active) dispatch(switchRequested({ clientCode: client.clientCode }));
                onOpenChange(null);
              }}
            >
              {client.name}
              {client.self ? ` · ${intl.formatMessage(messages.yourself)}` : ''}
            </Button>
          </li>
        ))}
      </Stack>
    </Drawer>
  );
}

/** A page's entry in the menu: the page's code is fetched as the entry nears the screen. */
function PageItem(props: NavListItemProps & { href: string }) {
  return <NavListItem ref={usePrefetch(props.href)} {...props} />;
}
