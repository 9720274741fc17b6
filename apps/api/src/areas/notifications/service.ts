import { brands } from '@vool/tokens/brands';
import type {
  NotificationConfiguration,
  PushCustomerInfo,
  PushDevices,
  SetPushToken,
} from '@vool/api-client';
import { titleOf } from '../../document/head.ts';
import { appColors } from '../../document/manifest.ts';
import { HttpError, validationError } from '../../errors.ts';
import type { InstallationIdentity } from '../../integrations/installations.ts';
import type { PushMessaging } from '../../integrations/push-messaging.ts';
import { assetUrl, type SiteContext } from '../site/sites.ts';
import type { PushRepository } from './repository.ts';

export interface PushServiceDeps {
  repository: PushRepository;
  push: PushMessaging;
  installations: InstallationIdentity;
  now: () => Date;
}

/** Who links a device: the acting client owns it, the signed-in user linked it, from this browser. */
export interface DeviceOwner {
  siteId: number;
  clientId: number;
  userId: number;
  /** "Chrome on Android". */
  label: string;
}

const deviceNotFound = () =>
  new HttpError(404, 'NotFound', 'No such device among this client’s', 'PUSH_DEVICE_NOT_FOUND');

/** The portal's push calls (spec §7); `browserToken` is this browser's push token, from its cookie. */
export function pushService({ repository, push, installations, now }: PushServiceDeps) {
  return {
    async configuration(site: SiteContext): Promise<NotificationConfiguration> {
      const themeId = site.config.theme_id;
      const brand = brands[themeId];
      return {
        app: {
          name: titleOf(site.config, site.config.default_locale_id),
          shortName: brand.name,
          icon: assetUrl(themeId, brand.assets.icon192),
          badge: assetUrl(themeId, brand.assets.faviconPng),
          themeColor: appColors(themeId).light,
          appId: installations.appIdOf(themeId),
          installationsUrl: `/vendor/installations/v1/sites/${themeId}`,
          pushUrl: `/vendor/push/v1/sites/${themeId}`,
        },
        vapidKey: await push.vapidPublicKey({ id: site.id, themeId }),
      };
    },

    /** `enabled`: this browser's token (`browserToken`) is linked to the acting client. */
    async customerInfo(clientId: number, browserToken: string | undefined): Promise<PushCustomerInfo> {
      const devices = browserToken === undefined ? [] : await repository.devices(clientId);
      return { enabled: devices.some((d) => d.token === browserToken), providerEnabled: true };
    },

    /**
     * Links or unlinks the token; true when linked. A token the browser had before (`browserToken`)
     * names the same device: a refreshed token replaces it rather than adding a device.
     */
    async setToken(
      owner: DeviceOwner,
      input: SetPushToken,
      browserToken: string | undefined,
    ): Promise<boolean> {
      if (!input.enabled) {
        await repository.unlink(owner.clientId, { token: input.token });
        return false;
      }
      if (!(await push.knows(owner.siteId, input.token))) {
        throw validationError('The push service does not know this token', 'UNKNOWN_PUSH_TOKEN', {
          '/token': 'UNKNOWN_PUSH_TOKEN',
        });
      }
      await repository.link({ ...owner, token: input.token, at: now() }, browserToken);
      return true;
    },

    async devices(clientId: number, browserToken: string | undefined): Promise<PushDevices> {
      const rows = await repository.devices(clientId);
      return {
        devices: rows.map((row) => ({
          id: row.id,
          label: row.label,
          lastUsedAt: row.last_used_at.toISOString(),
          createdAt: row.created_at.toISOString(),
          ...(browserToken !== undefined && row.token === browserToken ? { current: true } : {}),
        })),
      };
    },

    async removeDevice(clientId: number, id: number): Promise<void> {
      const removed = await repository.unlink(clientId, { id });
      if (removed.length === 0) throw deviceNotFound();
    },
  };
}

export type PushService = ReturnType<typeof pushService>;
