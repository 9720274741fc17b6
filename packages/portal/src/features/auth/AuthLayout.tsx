import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { AppShell } from '@vool/ui/AppShell';
import { useSite } from '../../app/site.tsx';
import {
  AppearanceMenu,
  FooterContact,
  FooterLinks,
  LanguageMenu,
  Logo,
  shellMessages,
} from '../shell/index.ts';
import * as styles from './AuthLayout.css.ts';

/** The sign-in pages: the site's header and footer, the brand's art beside one card. */
export function AuthLayout({ children }: { children: ReactNode }) {
  const intl = useIntl();
  const site = useSite();
  const art = site.brand.signInArt;
  return (
    <AppShell
      skipLinkLabel={intl.formatMessage(shellMessages.skipLink)}
      mainId="main"
      logo={<Logo href="/auth/signin" />}
      topBarEnd={<LanguageMenu />}
      actions={<AppearanceMenu />}
      footerLogo={<Logo href="/auth/signin" />}
      footerContact={<FooterContact />}
      footerLinks={<FooterLinks />}
    >
      <div className={styles.layout}>
        <img className={styles.art} src={art} alt="" />
        <div className={styles.card}>{children}</div>
      </div>
    </AppShell>
  );
}
