import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Alert } from '@vool/ui/Alert';
import { Button } from '@vool/ui/Button';
import * as styles from '../settings.css.ts';
import { messages } from './pushMessages.ts';

type Permission = NotificationPermission | 'unsupported';

const current = (): Permission =>
  typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;

/**
 * Spec §2 push notifications (the installed app only): this device's permission (spec §4: default,
 * granted, denied) and the request for it. Registering the device's token comes with the app's push.
 */
export function PushTab() {
  const intl = useIntl();
  const [permission, setPermission] = useState<Permission>(current);
  const ask = async () => {
    setPermission(await Notification.requestPermission());
  };
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{intl.formatMessage(messages.pushIntro)}</p>
      {permission === 'unsupported' ? (
        <Alert tone="warning">{intl.formatMessage(messages.unsupported)}</Alert>
      ) : permission === 'granted' ? (
        <Alert tone="success">{intl.formatMessage(messages.granted)}</Alert>
      ) : permission === 'denied' ? (
        <Alert tone="warning">{intl.formatMessage(messages.denied)}</Alert>
      ) : (
        <>
          <p>{intl.formatMessage(messages.ask)}</p>
          <div>
            <Button onPress={() => void ask()}>{intl.formatMessage(messages.allow)}</Button>
          </div>
        </>
      )}
    </div>
  );
}
