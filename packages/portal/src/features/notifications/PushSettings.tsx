import { useEffect, useSyncExternalStore } from 'react';
import { useIntl } from 'react-intl';
import { useDispatch } from 'react-redux';
import { Alert } from '@vool/ui/Alert';
import { Skeleton, SkeletonGroup } from '@vool/ui/Skeleton';
import { Switch } from '@vool/ui/Switch';
import { LoadFailed } from '../errors/index.ts';
import { usePushCustomerInfoQuery, usePushDevicesQuery } from './api.ts';
import { DeviceList } from './DeviceList.tsx';
import { errorTexts, messages } from './messages.ts';
import { browserPlatform } from './platform.ts';
import * as styles from './push.css.ts';
import { pushRequested } from './saga.ts';
import { pushStatus } from './status.ts';

/**
 * Spec §2 the push tab (the installed app only, with `push-notifications`): notifications on or off
 * for this device, through the registration flow (saga.ts, started with the app); the client's devices
 * with their last use, each removable.
 */
export function PushSettings() {
  const intl = useIntl();
  const dispatch = useDispatch();
  const status = useSyncExternalStore(pushStatus.subscribe, pushStatus.get, pushStatus.get);
  const info = usePushCustomerInfoQuery();
  const devices = usePushDevicesQuery();

  // A permission changed in the device's settings shows when the user comes back to the app.
  useEffect(() => {
    const look = () => {
      if (document.visibilityState === 'visible')
        pushStatus.set({ permission: browserPlatform.permission() });
    };
    look();
    document.addEventListener('visibilitychange', look);
    return () => {
      document.removeEventListener('visibilitychange', look);
    };
  }, []);

  if (info.isLoading || devices.isLoading) {
    return (
      <SkeletonGroup label={intl.formatMessage(messages.working)}>
        <Skeleton lines={4} />
      </SkeletonGroup>
    );
  }
  if (info.isError || devices.isError || !info.data || !devices.data) {
    return (
      <LoadFailed
        message={intl.formatMessage(messages.loadFailed)}
        retryLabel={intl.formatMessage(messages.retry)}
        onRetry={() => {
          void info.refetch();
          void devices.refetch();
        }}
      />
    );
  }

  const { permission, error, busy, ready } = status;
  const on = info.data.enabled && permission === 'granted';
  const help = busy
    ? intl.formatMessage(messages.working)
    : permission === 'granted'
      ? intl.formatMessage(messages.granted)
      : intl.formatMessage(messages.asking);
  return (
    <div className={styles.section}>
      <p className={styles.muted}>{intl.formatMessage(messages.pushIntro)}</p>
      <Switch
        isSelected={on}
        isDisabled={!ready || busy || permission === 'unsupported'}
        description={help}
        onChange={(enabled) => {
          dispatch(pushRequested({ enabled }));
        }}
      >
        {intl.formatMessage(messages.toggle)}
      </Switch>
      {permission === 'denied' && !error && (
        <Alert tone="warning">{intl.formatMessage(errorTexts['permission-blocked'])}</Alert>
      )}
      {error && <Alert tone="warning">{intl.formatMessage(errorTexts[error])}</Alert>}
      {!info.data.providerEnabled && <Alert tone="info">{intl.formatMessage(messages.providerOff)}</Alert>}
      <h2 className={styles.title}>{intl.formatMessage(messages.devicesTitle)}</h2>
      <DeviceList devices={devices.data.devices} />
    </div>
  );
}
