import { useIntl } from 'react-intl';
import { Link } from '@vool/ui/Link';
import { useColorScheme } from '../../app/colorScheme.ts';
import { useSite } from '../../app/site.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/** The site's logo (its dark-mode logo in the dark scheme), linking home. */
export function Logo({ href = '/' }: { href?: string }) {
  const intl = useIntl();
  const site = useSite();
  const { scheme, choice } = useColorScheme();
  // Following the system, the browser picks the logo itself: a page drawn on the server, which cannot
  // know the system's scheme, then shows the right one from its first paint.
  const followsSystem = choice === 'system';
  const image = (
    <img
      className={styles.logoImage}
      src={scheme === 'dark' && !followsSystem ? site.dark_mode_logo : site.logo}
      alt=""
      width={160}
      height={40}
    />
  );
  return (
    <Link
      href={href}
      variant="standalone"
      aria-label={intl.formatMessage(messages.homeLink, { company: site.company_name })}
    >
      {followsSystem ? (
        <picture>
          <source srcSet={site.dark_mode_logo} media="(prefers-color-scheme: dark)" />
          {image}
        </picture>
      ) : (
        image
      )}
    </Link>
  );
}
