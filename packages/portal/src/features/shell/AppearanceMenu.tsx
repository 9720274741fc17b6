import { useIntl } from 'react-intl';
import { IconButton } from '@vool/ui/IconButton';
import type { IconProps } from '@vool/ui/icons/createIcon';
import { MoonIcon } from '@vool/ui/icons/Moon';
import { SunIcon } from '@vool/ui/icons/Sun';
import { deferred } from '../../app/deferred.ts';
import { useColorScheme } from '../../app/colorScheme.ts';
import { useFeature } from '../../app/site.tsx';
import { useSchemeLabel } from './appearance.ts';
import { DeferredMenu } from './DeferredMenu.tsx';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

const AppearanceMenuList = deferred(
  async () => (await import('./AppearanceMenuList.tsx')).AppearanceMenuList,
);

/**
 * A sun in the light scheme, a moon in the dark, chosen by CSS from the scheme on <html>: the same
 * markup whatever the server guessed, so a page drawn before its code runs shows the right one, and
 * taking it over swaps nothing under a press.
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
  return (
    <DeferredMenu
      trigger={(props) => (
        <IconButton
          {...props}
          icon={SchemeIcon}
          label={intl.formatMessage(messages.appearance, { scheme: labelOf(choice) })}
        />
      )}
    >
      {(trigger) => <AppearanceMenuList trigger={trigger} />}
    </DeferredMenu>
  );
}
