// The two vendors of spec §7 the browser talks to itself: the installation identity (an id for this
// app on this device, with its own tokens) and push messaging (a push token for a Web Push
// subscription). Their bases come from GET /api/notifications/configuration; no session goes to them.
import type {
  CreatedInstallation,
  InstallationAuthToken,
  PushAppConfig,
  PushRegistration,
  WebPushSubscription,
} from '@vool/api-client/browser';
import { VendorError } from './errors.ts';

export type Fetch = (input: string, init?: RequestInit) => Promise<Response>;

interface Send {
  method: string;
  headers?: Record<string, string>;
  body?: string;
}

async function send<T>(fetcher: Fetch, url: string, init: Send): Promise<T> {
  const response = await fetcher(url, {
    ...init,
    headers: {
      accept: 'application/json',
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...init.headers,
    },
  });
  if (!response.ok)
    throw new VendorError(response.status, `${init.method} ${url}: ${String(response.status)}`);
  return (await response.json()) as T;
}

const fis = (token: string) => `FIS_v2 ${token}`;

export function vendors(app: Pick<PushAppConfig, 'appId' | 'installationsUrl' | 'pushUrl'>, fetcher: Fetch) {
  const installation = (fid: string) => `${app.installationsUrl}/installations/${encodeURIComponent(fid)}`;
  const registration = (token: string) => `${app.pushUrl}/registrations/${encodeURIComponent(token)}`;
  return {
    /** 201, or 409 when that id is registered already. */
    createInstallation: (fid: string) =>
      send<CreatedInstallation>(fetcher, `${app.installationsUrl}/installations`, {
        method: 'POST',
        body: JSON.stringify({ fid, appId: app.appId }),
      }),
    /** A new auth token; 401 for a wrong refresh token, 404 for a deleted installation. */
    generateAuthToken: (fid: string, refreshToken: string) =>
      send<InstallationAuthToken>(fetcher, `${installation(fid)}/authTokens:generate`, {
        method: 'POST',
        headers: { authorization: fis(refreshToken) },
        body: '{}',
      }),
    deleteInstallation: (fid: string, refreshToken: string) =>
      send<unknown>(fetcher, installation(fid), {
        method: 'DELETE',
        headers: { authorization: fis(refreshToken) },
      }),
    register: (authToken: string, subscription: WebPushSubscription) =>
      send<Partial<PushRegistration>>(fetcher, `${app.pushUrl}/registrations`, {
        method: 'POST',
        headers: { 'x-installation-auth': fis(authToken) },
        body: JSON.stringify({ subscription }),
      }),
    updateRegistration: (authToken: string, token: string, subscription: WebPushSubscription) =>
      send<Partial<PushRegistration>>(fetcher, registration(token), {
        method: 'PATCH',
        headers: { 'x-installation-auth': fis(authToken) },
        body: JSON.stringify({ subscription }),
      }),
    unregister: (authToken: string, token: string) =>
      send<unknown>(fetcher, registration(token), {
        method: 'DELETE',
        headers: { 'x-installation-auth': fis(authToken) },
      }),
  };
}

export type Vendors = ReturnType<typeof vendors>;
