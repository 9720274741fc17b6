import { Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Outlet, useLocation } from 'react-router';
import { AppShell } from '@vool/ui/AppShell';
import { IconButton } from '@vool/ui/IconButton';
import { MenuIcon } from '@vool/ui/icons/Menu';
import { deferred } from '../../app/deferred.ts';
import { HydrationBoundary } from '../../app/hydrationBoundary.tsx';
import { useEnvironment } from '../../app/environment.tsx';
import { useSessionQuery } from '../auth/index.ts';
import { AppNotices } from '../installable/index.ts';
import { useIsMobile } from '../../app/media.ts';
import { AccountMenu } from './AccountMenu.tsx';
import type { OpenDrawer } from './AppDrawers.tsx';
import { AppearanceMenu } from './AppearanceMenu.tsx';
import { FooterContact, FooterLinks } from './Footer.tsx';
import { LanguageMenu } from './LanguageMenu.tsx';
import { Logo } from './Logo.tsx';
import { MainNav } from './MainNav.tsx';
import { PageLoading } from './PageLoading.tsx';
import { messages } from './messages.ts';
import { pruneSpentAnnouncements } from './spentAnnouncements.ts';

// Only phones and the installed app have them, and they open on a press: they load after the page.
const AppDrawers = deferred(async () => (await import('./AppDrawers.tsx')).AppDrawers);

/** The frame of every signed-in page: header, navigation, drawers, content and footer. */
export function Layout() {
  const intl = useIntl();
  const { standalone } = useEnvironment();
  const isMobile = useIsMobile();
  const [drawer, setDrawer] = useState<OpenDrawer>(null);
  const { data: session } = useSessionQuery();
  const signedIn = Boolean(session);
  const { pathname } = useLocation();
  useEffect(() => {
    pruneSpentAnnouncements();
  }, [pathname]);
  const compact = Boolean(standalone) || isMobile;
  const home = signedIn ? '/dashboard' : '/auth/signin';
  // The /auth pages are a document of their own (auth.tsx).
  const signOut = () => {
    window.location.assign('/auth/signout');
  };
  return (
    <>
      <PageLoading />
      <AppShell
        skipLinkLabel={intl.formatMessage(messages.skipLink)}
        mainId="main"
        logo={
          <HydrationBoundary>
            <Logo href={home} />
          </HydrationBoundary>
        }
        navigation={
          compact || !signedIn ? undefined : (
            <HydrationBoundary>
              <MainNav />
            </HydrationBoundary>
          )
        }
        topBarEnd={
          compact && signedIn ? undefined : (
            <HydrationBoundary>
              <LanguageMenu />
            </HydrationBoundary>
          )
        }
        actions={
          <>
            <HydrationBoundary>
              <AppearanceMenu />
            </HydrationBoundary>
            {signedIn && !compact && (
              <HydrationBoundary>
                <AccountMenu onSignOut={signOut} />
              </HydrationBoundary>
            )}
            {signedIn && compact && (
              <IconButton
                icon={MenuIcon}
                variant="secondary"
                label={intl.formatMessage(messages.openMenu)}
                onPress={() => {
                  setDrawer('menu');
                }}
              />
            )}
          </>
        }
        footerLogo={
          <HydrationBoundary>
            <Logo href={home} />
          </HydrationBoundary>
        }
        footerContact={
          <HydrationBoundary>
            <FooterContact />
          </HydrationBoundary>
        }
        footerLinks={
          <HydrationBoundary>
            <FooterLinks feedback={signedIn} />
          </HydrationBoundary>
        }
      >
        <HydrationBoundary>
          <AppNotices />
        </HydrationBoundary>
        <HydrationBoundary>
          <Outlet />
        </HydrationBoundary>
      </AppShell>
      {signedIn && compact && (
        <Suspense fallback={null}>
          <AppDrawers open={drawer} onOpenChange={setDrawer} onSignOut={signOut} />
        </Suspense>
      )}
    </>
  );
}
