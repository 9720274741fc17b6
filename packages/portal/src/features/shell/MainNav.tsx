import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useSite } from '../../app/site.tsx';
import { messages } from './messages.ts';
import { visibleNavItems } from './navigation.ts';
import { PageLink } from './PageLink.tsx';
import * as styles from './shell.css.ts';

export const isCurrent = (pathname: string, to: string) => pathname === to || pathname.startsWith(`${to}/`);

export function MainNav() {
  const intl = useIntl();
  const { features } = useSite();
  const { pathname } = useLocation();
  return (
    <nav aria-label={intl.formatMessage(messages.mainNavigation)}>
      <ul className={styles.navList}>
        {visibleNavItems(features).map((item) => (
          <li key={item.to}>
            <PageLink
              href={item.to}
              variant="standalone"
              aria-current={isCurrent(pathname, item.to) ? 'page' : undefined}
            >
              {intl.formatMessage(item.label)}
            </PageLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
