import { useIntl } from 'react-intl';
import { IconButton } from '@vool/ui/IconButton';
import * as styles from './consent.css.ts';
import { CookieIcon } from './CookieIcon.tsx';
import { messages } from './messages.ts';

/** The floating button at the bottom left that reopens the cookie preferences from any page. */
export function CookieButton({ onPress }: { onPress: () => void }) {
  const intl = useIntl();
  return (
    <div className={styles.dock}>
      <IconButton
        icon={CookieIcon}
        variant="secondary"
        label={intl.formatMessage(messages.cookieButton)}
        onPress={onPress}
      />
    </div>
  );
}
