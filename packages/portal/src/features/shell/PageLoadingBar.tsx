import { useIntl } from 'react-intl';
import { ProgressBar } from '@vool/ui/ProgressBar';
import { messages } from './messages.ts';
import * as styles from './shell.css.ts';

/** The bar itself (PageLoading.tsx): its own chunk, which no page needs to open. */
export function PageLoadingBar() {
  const intl = useIntl();
  return (
    <ProgressBar
      isIndeterminate
      size="sm"
      showValueLabel={false}
      aria-label={intl.formatMessage(messages.pageLoading)}
      UNSAFE_className={styles.pageLoading}
    />
  );
}
