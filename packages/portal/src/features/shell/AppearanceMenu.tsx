import { useIntl } from 'react-intl';
import { IconButton } from '@vool/ui/IconButton';
import { MoonIcon } from '@vool/ui/icons/Moon';
import { SunIcon } from '@vool/ui/icons/Sun';
import { deferred } from '../../app/deferred.ts';
import { useColorScheme } from '../../app/colorScheme.ts';
import { useFeature } from '../../app/site.tsx';
import { useSchemeLabel } from './appearance.ts';
import { DeferredMenu } from './DeferredMenu.tsx';
import { messages } from './messages.ts';

const AppearanceMenuList = deferred(
  async () => (await import('./AppearanceMenuList.tsx')).AppearanceMenuList,
);

/** Light, dark or the device's setting; shown only where the site has dark mode (spec §4). */
export function AppearanceMenu() {
  const intl = useIntl();
  const enabled = useFeature('dark-mode');
  const { scheme, choice } = useColorScheme();
  const labelOf = useSchemeLabel();
  if (!enabled) return null;
  return (
    <DeferredMenu
      trigger={(props) => (
        <IconButton
          {...props}
          icon={scheme === 'dark' ? MoonIcon : SunIcon}
          label={intl.formatMessage(messages.appearance, { scheme: labelOf(choice) })}
        />
      )}
    >
      {(trigger) => <AppearanceMenuList trigger={trigger} />}
    </DeferredMenu>
  );
}
