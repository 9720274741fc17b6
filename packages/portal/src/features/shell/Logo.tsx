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
  const { scheme } = useColorScheme();
  return (
    <Link
      href={href}
      variant="standalone"
      aria-label={intl.formatMessage(messages.homeLink, { company: site.company_name })}
    >
      <img
        className={styles.logoImage}
        src={scheme === 'dark' ? site.dark_mode_logo : site.logo}
        alt=""
        width={160}
        height={40}
      />
    </Link>
  );
}
