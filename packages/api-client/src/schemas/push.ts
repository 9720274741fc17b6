import { Type, type Static } from '@sinclair/typebox';
export { installationIdPattern, installationTokenSeconds, pushKinds, pushTimings } from '../constants.ts';
import { installationIdPattern, pushKinds } from '../constants.ts';
import { literals } from './literals.ts';

/*
 * Push notifications: the portal's calls (spec §7, behind the `push-notifications` feature: 404 when off),
 * the two vendors the browser talks to (an installation-identity vendor and a push-messaging vendor, both
 * served by apps/api under /vendor/), and the message the service worker receives (spec §3).
 */

export const PushKind = literals(pushKinds);
export type PushKind = Static<typeof PushKind>;

const base64url = (maxLength: number) =>
  Type.String({ pattern: '^[A-Za-z0-9_-]+$', minLength: 1, maxLength });

// ---- Portal API: /api/notifications/* (session, acting client) ----

/** What the installed app shows a notification with, and where the browser finds the two vendors. */
export const PushAppConfig = Type.Object({
  /** The brand's app name (the manifest's `name`). */
  name: Type.String(),
  shortName: Type.String(),
  /** Same-origin path of the brand's 192 px icon: a notification's `icon`. */
  icon: Type.String(),
  /** Same-origin path of a small image for the status bar (`badge`). */
  badge: Type.String(),
  /** The brand's status-bar colour (light scheme). */
  themeColor: Type.String(),
  /** The app id the installation-identity vendor expects in a registration (`NewInstallation.appId`). */
  appId: Type.String(),
  /** Base of the installation-identity vendor for this site: append `/installations`, … */
  installationsUrl: Type.String(),
  /** Base of the push-messaging vendor for this site: append `/registrations`, … */
  pushUrl: Type.String(),
});
export type PushAppConfig = Static<typeof PushAppConfig>;

/** `GET /api/notifications/configuration`. */
export const NotificationConfiguration = Type.Object({
  app: PushAppConfig,
  /** The site's VAPID public key (base64url, uncompressed P-256 point): `applicationServerKey`. */
  vapidKey: Type.String(),
});
export type NotificationConfiguration = Static<typeof NotificationConfiguration>;

/** `GET /api/notifications/customer-info`: the spec's push state reads `notEnabled = !enabled`. */
export const PushCustomerInfo = Type.Object({
  /** This browser's device (the one `set-token` linked last) is linked to the acting client. */
  enabled: Type.Boolean(),
  /** The site can send push messages now (its push vendor is configured). */
  providerEnabled: Type.Boolean(),
});
export type PushCustomerInfo = Static<typeof PushCustomerInfo>;

/**
 * `POST /api/notifications/set-token` → 204. `enabled: true` links the push token (from the push vendor)
 * to the acting client (422 `UNKNOWN_PUSH_TOKEN` at `/token` when the vendor does not know it); `false`
 * unlinks it (204 also when it was not linked).
 */
export const SetPushToken = Type.Object(
  { token: Type.String({ minLength: 1, maxLength: 512 }), enabled: Type.Boolean() },
  { additionalProperties: false },
);
export type SetPushToken = Static<typeof SetPushToken>;

/** A device linked to the acting client: what the settings tab lists. */
export const PushDevice = Type.Object({
  id: Type.Integer(),
  /** "Chrome on Android", from the User-Agent when it was linked. */
  label: Type.String(),
  /** When the device last linked or refreshed its token (ISO instant). */
  lastUsedAt: Type.String(),
  createdAt: Type.String(),
  /** The device of this browser. */
  current: Type.Optional(Type.Boolean()),
});
export type PushDevice = Static<typeof PushDevice>;

/** `GET /api/notifications/devices`, most recently used first. */
export const PushDevices = Type.Object({ devices: Type.Array(PushDevice) });
export type PushDevices = Static<typeof PushDevices>;

/** `DELETE /api/notifications/devices/{id}` → 204; another client's device answers 404. */
export const PushDeviceParams = Type.Object(
  { id: Type.String({ pattern: '^[0-9]{1,9}$' }) },
  { additionalProperties: false },
);
export type PushDeviceParams = Static<typeof PushDeviceParams>;

// ---- The installation-identity vendor: /vendor/installations/v1/sites/{themeId} (no session) ----

/**
 * The vendors' paths (Fastify syntax; `::` is a literal colon). `GET /api/notifications/configuration`
 * answers the bases for the site (`installationsUrl`, `pushUrl`), so the browser appends only the rest.
 */
export const vendorPaths = {
  installations: '/vendor/installations/v1/sites/:themeId/installations',
  installation: '/vendor/installations/v1/sites/:themeId/installations/:fid',
  generateAuthToken: '/vendor/installations/v1/sites/:themeId/installations/:fid/authTokens::generate',
  registrations: '/vendor/push/v1/sites/:themeId/registrations',
  registration: '/vendor/push/v1/sites/:themeId/registrations/:token',
} as const;

/** Both vendors refuse as their real counterparts do: 400, 401, 404, 409 with this body. */
export const VendorError = Type.Object({
  error: Type.Object({
    code: Type.Integer(),
    message: Type.String(),
    /** INVALID_ARGUMENT, UNAUTHENTICATED, NOT_FOUND, ALREADY_EXISTS, … */
    status: Type.String(),
  }),
});
export type VendorError = Static<typeof VendorError>;

export const VendorSiteParams = Type.Object({ themeId: Type.String({ maxLength: 40 }) });
export type VendorSiteParams = Static<typeof VendorSiteParams>;
export const InstallationParams = Type.Object({
  themeId: Type.String({ maxLength: 40 }),
  fid: Type.String({ maxLength: 64 }),
});
export type InstallationParams = Static<typeof InstallationParams>;

/** `POST …/installations` → 201 `CreatedInstallation`; 409 when the fid is registered already. */
export const NewInstallation = Type.Object(
  {
    /** Made by the browser: 22 characters of base64url (spec §9). */
    fid: Type.String({ pattern: installationIdPattern }),
    appId: Type.String({ minLength: 1, maxLength: 200 }),
  },
  { additionalProperties: false },
);
export type NewInstallation = Static<typeof NewInstallation>;

/** An installation auth token: sent as `FIS_v2 <token>`; `expiresIn` is "604800s". */
export const InstallationAuthToken = Type.Object({
  token: Type.String(),
  expiresIn: Type.String({ pattern: '^[0-9]+s$' }),
  /** ISO instant, from the vendor's clock. */
  expiresAt: Type.String(),
});
export type InstallationAuthToken = Static<typeof InstallationAuthToken>;

export const CreatedInstallation = Type.Object({
  fid: Type.String(),
  /** Long-lived; sent as `Authorization: FIS_v2 <refreshToken>` to generate auth tokens and to delete. */
  refreshToken: Type.String(),
  authToken: InstallationAuthToken,
});
export type CreatedInstallation = Static<typeof CreatedInstallation>;

/**
 * `POST …/installations/{fid}/authTokens:generate` (refresh token) → 200 `InstallationAuthToken`;
 * 401 for a wrong refresh token, 404 for a deleted or unknown installation. `PATCH …/installations/{fid}`
 * (auth token) with `InstallationUpdate` → 200 `Installation`; `DELETE …/installations/{fid}` (refresh
 * token) → 200 `{}`, after which generating answers 404.
 */
export const InstallationUpdate = Type.Object(
  {
    appId: Type.Optional(Type.String({ minLength: 1, maxLength: 200 })),
    metadata: Type.Optional(
      Type.Record(Type.String({ maxLength: 64 }), Type.String({ maxLength: 256 }), { maxProperties: 16 }),
    ),
  },
  { additionalProperties: false },
);
export type InstallationUpdate = Static<typeof InstallationUpdate>;

export const Installation = Type.Object({
  fid: Type.String(),
  appId: Type.String(),
  metadata: Type.Record(Type.String(), Type.String()),
});
export type Installation = Static<typeof Installation>;

// ---- The push-messaging vendor: /vendor/push/v1/sites/{themeId} (header x-installation-auth) ----

/** A standard Web Push subscription (`PushSubscription.toJSON()`), made with the site's `vapidKey`. */
export const WebPushSubscription = Type.Object(
  {
    /** The browser's push service: https only. */
    endpoint: Type.String({ minLength: 12, maxLength: 2048, pattern: '^https://' }),
    expirationTime: Type.Optional(Type.Union([Type.Number(), Type.Null()])),
    keys: Type.Object(
      {
        /** The browser's P-256 public key (65 bytes), base64url. */
        p256dh: base64url(128),
        /** The 16-byte auth secret, base64url. */
        auth: base64url(64),
      },
      { additionalProperties: false },
    ),
  },
  { additionalProperties: false },
);
export type WebPushSubscription = Static<typeof WebPushSubscription>;

/**
 * `POST …/registrations` and `PATCH …/registrations/{token}` with header
 * `x-installation-auth: FIS_v2 <authToken>` → 200 `PushRegistration`; `DELETE …/registrations/{token}`
 * → 200 `{}`. An expired or wrong auth token answers 401; another installation's token 404.
 */
export const PushRegistrationBody = Type.Object(
  { subscription: WebPushSubscription },
  { additionalProperties: false },
);
export type PushRegistrationBody = Static<typeof PushRegistrationBody>;

/** The push token: what `set-token` links to the customer. A PATCH keeps it. */
export const PushRegistration = Type.Object({ token: Type.String() });
export type PushRegistration = Static<typeof PushRegistration>;

export const PushRegistrationParams = Type.Object({
  themeId: Type.String({ maxLength: 40 }),
  token: Type.String({ maxLength: 512 }),
});
export type PushRegistrationParams = Static<typeof PushRegistrationParams>;

// ---- The message (spec §3), the decrypted body of a Web Push message ----

export const PushMessage = Type.Object({
  /** The sender: the site's push project (`vool-<themeId>`). */
  from: Type.String(),
  /** Messages with the same key replace each other while undelivered (Web Push `Topic`). */
  collapseKey: Type.String(),
  messageId: Type.String(),
  notification: Type.Object({
    title: Type.String(),
    body: Type.String(),
    image: Type.Optional(Type.String()),
    /** Same-origin path of the brand's icon. */
    icon: Type.String(),
  }),
  /** Strings only; `kind` is always there (a `PushKind`). */
  data: Type.Record(Type.String(), Type.String()),
  fcmOptions: Type.Object({
    /** A same-origin path to open on click: `/support?ticket=12`. */
    link: Type.String(),
    analyticsLabel: Type.String(),
  }),
});
export type PushMessage = Static<typeof PushMessage>;
