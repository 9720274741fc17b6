import { useIntl } from 'react-intl';
import type { PushDevice } from '@vool/api-client/browser';
import { Alert } from '@vool/ui/Alert';
import { Badge } from '@vool/ui/Badge';
import { Button } from '@vool/ui/Button';
import { useSite } from '../../app/site.tsx';
import { formatDate, formatTime } from '../../i18n/format.ts';
import { useDeletePushDeviceMutation } from './api.ts';
import { lastUsedMessage, messages, removeMessage } from './messages.ts';
import * as styles from './push.css.ts';

/** Spec §2 push tab: the client's devices that get notifications, when each was last used, and removing one. */
export function DeviceList({ devices }: { devices: readonly PushDevice[] }) {
  const intl = useIntl();
  const { timezone } = useSite();
  const [remove, removal] = useDeletePushDeviceMutation();
  if (devices.length === 0)
    return <p className={styles.muted}>{intl.formatMessage(messages.devicesEmpty)}</p>;
  return (
    <>
      {removal.isError && <Alert tone="danger">{intl.formatMessage(messages.removeFailed)}</Alert>}
      <ul className={styles.list}>
        {devices.map((device) => {
          const used = new Date(device.lastUsedAt);
          return (
            <li key={device.id} className={styles.device}>
              <span className={styles.deviceText}>
                <span className={styles.deviceName}>
                  {device.label}
                  {device.current && <Badge tone="accent">{intl.formatMessage(messages.thisDevice)}</Badge>}
                </span>
                <span className={styles.time}>
                  {intl.formatMessage(lastUsedMessage, {
                    date: formatDate(used, timezone),
                    time: formatTime(used, timezone),
                  })}
                </span>
              </span>
              <Button
                variant="secondary"
                size="sm"
                isDisabled={removal.isLoading && removal.originalArgs === device.id}
                onPress={() => {
                  void remove(device.id);
                }}
              >
                {intl.formatMessage(removeMessage, { device: device.label })}
              </Button>
            </li>
          );
        })}
      </ul>
    </>
  );
}
