import { useIntl } from 'react-intl';
import { IconButton } from '@vool/ui/IconButton';
import type { IconProps } from '@vool/ui/icons/createIcon';
import { MoonIcon } from '@vool/ui/icons/Moon';
import { SunIcon } from '@vool/ui/icons/Sun';
import { useColorScheme } from '../../app/colorScheme.ts';
import { useFeature } from '../../app/site.tsx';
import { useSchemeLabel } from './appearance.ts';
import { headerMenu } from './headerMenu.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

const AppearanceMenuList = headerMenu(
  async () => (await import('./AppearanceMenuList.tsx')).AppearanceMenuList,
);

/**
 * A sun in the light scheme, a moon in the dark, chosen by CSS from the scheme on <html>: the same
 * markup whatever the server guessed, so the server render shows the right one before the script
 * that follows the system's scheme has run, and the hydration changes nothing.
 */
function SchemeIcon({ size }: Pick<IconProps, 'size'>) {
  return (
    <>
      <span className={styles.lightSchemeIcon}>
        <SunIcon size={size} />
      </span>
      <span className={styles.darkSchemeIcon}>
        <MoonIcon size={size} />
      </span>
    </>
  );
}

/** Light, dark or the device's setting; shown only where the site has dark mode (spec §4). */
export function AppearanceMenu() {
  const intl = useIntl();
  const enabled = useFeature('dark-mode');
  const { choice } = useColorScheme();
  const labelOf = useSchemeLabel();
  if (!enabled) return null;
  const button = (
    <IconButton
      icon={SchemeIcon}
      label={intl.formatMessage(messages.appearance, { scheme: labelOf(choice) })}
    />
  );
  return <AppearanceMenuList trigger={button} />;
}
