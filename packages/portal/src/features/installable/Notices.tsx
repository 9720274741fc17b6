import { useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import { Stack } from '@vool/ui/Stack';
import { now } from '../../app/clock.ts';
import { useSite } from '../../app/site.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { dataFromDayMessage, dataFromMessage, messages } from './messages.ts';
import * as styles from './notices.css.ts';
import { appNotices } from './state.ts';
import { applyUpdate, declineUpdate } from './worker.ts';

/** "Offline, data from HH:mm" in the site's time zone; with the date when that was another day. */
function OfflineNotice({ dataFrom, backOnline }: { dataFrom: number | null; backOnline: boolean }) {
  const intl = useIntl();
  const { timezone } = useSite();
  if (backOnline) {
    return (
      <Alert
        tone="success"
        title={intl.formatMessage(messages.backOnline)}
        action={
          <Button
            size="sm"
            variant="secondary"
            onPress={() => {
              window.location.reload();
            }}
          >
            {intl.formatMessage(messages.refresh)}
          </Button>
        }
      />
    );
  }
  let text = intl.formatMessage(messages.noData);
  if (dataFrom !== null) {
    const at = new Date(dataFrom);
    const time = formatTime(at, timezone);
    const date = formatDate(at, timezone);
    text =
      date === formatDate(new Date(now()), timezone)
        ? intl.formatMessage(dataFromMessage, { time })
        : intl.formatMessage(dataFromDayMessage, { date, time });
  }
  return (
    <Alert tone="warning" title={intl.formatMessage(messages.offlineTitle)}>
      {text}
    </Alert>
  );
}

/**
 * The installed app's notices above the page: that it started offline (and from when its figures
 * are), and that a new version waits, which reloads only when the user presses Reload.
 */
export function Notices() {
  const intl = useIntl();
  const state = useSyncExternalStore(appNotices.subscribe, appNotices.get, appNotices.get);
  if (!state.offline && !state.updateReady) return null;
  return (
    <Stack gap="200" UNSAFE_className={styles.notices}>
      {state.offline && <OfflineNotice dataFrom={state.dataFrom} backOnline={state.backOnline} />}
      {state.updateReady && (
        <Alert
          tone="info"
          title={intl.formatMessage(messages.updateTitle)}
          onDismiss={declineUpdate}
          dismissLabel={intl.formatMessage(messages.later)}
          action={
            <Button size="sm" onPress={applyUpdate}>
              {intl.formatMessage(messages.reload)}
            </Button>
          }
        >
          {intl.formatMessage(messages.updateBody)}
        </Alert>
      )}
    </Stack>
  );
}
