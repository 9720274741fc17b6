import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import type { CreatedInstallation, InstallationAuthToken, VendorError } from '@vool/api-client';
import { settingsWorld, type SettingsWorld } from './settings-helpers.ts';
import {
  browserKeys,
  installation,
  installationsPath,
  newFid,
  registrationsPath,
  registerBrowser,
} from './push-helpers.ts';

const host = 'kiir.localhost';
const installations = installationsPath('kiir');
const registrations = registrationsPath('kiir');
const fis = (token: string) => `FIS_v2 ${token}`;
const week = 604_800_000;

let world: SettingsWorld;
beforeAll(async () => {
  world = await settingsWorld();
}, 180_000);
afterAll(async () => {
  await world.close();
});

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  world.app.inject({ method: 'POST', url, headers: { host, ...headers }, payload });
const status = (response: LightMyRequestResponse) => ({
  code: response.statusCode,
  status: response.json<VendorError>().error.status,
});

describe('the installation-identity vendor', () => {
  it('registers a 22-character installation id with a refresh token and a 7-day auth token', async () => {
    const fid = newFid();
    const response = await post(installations, { fid, appId: '1:vool:web:kiir' });
    expect(response.statusCode).toBe(201);
    const made = response.json<CreatedInstallation>();
    expect(made.fid).toBe(fid);
    expect(made.refreshToken).toMatch(/^2_/);
    expect(made.authToken.expiresIn).toBe('604800s');
    expect(Date.parse(made.authToken.expiresAt)).toBe(world.now().getTime() + week);
  });

  it('refuses an id that is not 22 characters of base64url, and another project’s app id', async () => {
    for (const fid of [newFid().slice(0, 21), `${newFid().slice(0, 21)}+`, `${newFid()}A`]) {
      expect(status(await post(installations, { fid, appId: '1:vool:web:kiir' }))).toEqual({
        code: 400,
        status: 'INVALID_ARGUMENT',
      });
    }
    expect(status(await post(installations, { fid: newFid(), appId: '1:vool:web:aurora' })).code).toBe(400);
  });

  it('answers 409 to a registration of an id registered already', async () => {
    const fid = newFid();
    await installation(world.app, host, fid);
    expect(status(await post(installations, { fid, appId: '1:vool:web:kiir' }))).toEqual({
      code: 409,
      status: 'ALREADY_EXISTS',
    });
  });

  it('makes auth tokens with the refresh token only: a wrong one 401', async () => {
    const made = await installation(world.app, host);
    const generate = (token: string) =>
      post(`${installations}/${made.fid}/authTokens:generate`, {}, { authorization: fis(token) });
    expect(status(await generate(`${made.refreshToken}x`))).toEqual({ code: 401, status: 'UNAUTHENTICATED' });
    expect(status(await generate(made.authToken.token)).code).toBe(401);
    world.advance(60_000);
    const fresh = await generate(made.refreshToken);
    expect(fresh.statusCode).toBe(200);
    expect(Date.parse(fresh.json<InstallationAuthToken>().expiresAt)).toBe(world.now().getTime() + week);
  });

  it('updates an installation with its auth token until the token expires by the clock', async () => {
    const made = await installation(world.app, host);
    const patch = () =>
      world.app.inject({
        method: 'PATCH',
        url: `${installations}/${made.fid}`,
        headers: { host, authorization: fis(made.authToken.token) },
        payload: { metadata: { platform: 'android' } },
      });
    const updated = await patch();
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toEqual({
      fid: made.fid,
      appId: '1:vool:web:kiir',
      metadata: { platform: 'android' },
    });
    world.advance(week);
    expect(status(await patch())).toEqual({ code: 401, status: 'UNAUTHENTICATED' });
  });

  it('deletes with the refresh token; after that, generating and deleting again answer 404', async () => {
    const made = await installation(world.app, host);
    const remove = (token: string) =>
      world.app.inject({
        method: 'DELETE',
        url: `${installations}/${made.fid}`,
        headers: { host, authorization: fis(token) },
      });
    expect((await remove('2_wrong')).statusCode).toBe(401);
    expect((await remove(made.refreshToken)).statusCode).toBe(200);
    const generate = await post(
      `${installations}/${made.fid}/authTokens:generate`,
      {},
      {
        authorization: fis(made.refreshToken),
      },
    );
    expect(status(generate)).toEqual({ code: 404, status: 'NOT_FOUND' });
    expect((await remove(made.refreshToken)).statusCode).toBe(404);
    // The same id may be registered anew; the old installation's auth token does not carry over.
    const again = await installation(world.app, host, made.fid);
    const keys = browserKeys();
    const register = (token: string) =>
      post(
        registrations,
        {
          subscription: {
            endpoint: 'https://fcm.googleapis.com/fcm/send/x1',
            keys: { p256dh: keys.p256dh, auth: keys.auth },
          },
        },
        { 'x-installation-auth': fis(token) },
      );
    expect((await register(made.authToken.token)).statusCode).toBe(401);
    expect((await register(again.authToken.token)).statusCode).toBe(200);
  });

  it('is there only for the host’s own site, and only with push notifications', async () => {
    const other = await post(installationsPath('aurora'), { fid: newFid(), appId: '1:vool:web:aurora' });
    expect(status(other)).toEqual({ code: 404, status: 'NOT_FOUND' });
    const off = await world.app.inject({
      method: 'POST',
      url: installationsPath('laane'),
      headers: { host: 'laane.localhost' },
      payload: { fid: newFid(), appId: '1:vool:web:laane' },
    });
    expect(off.statusCode).toBe(404);
  });
});

describe('the push-messaging vendor', () => {
  const endpoint = 'https://fcm.googleapis.com/fcm/send/abc';

  it('registers a subscription under a valid auth token and keeps the token for the same one', async () => {
    const keys = browserKeys();
    const made = await registerBrowser(world.app, host, endpoint, keys);
    expect(made.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    const again = await post(
      registrations,
      { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } },
      { 'x-installation-auth': fis(made.authToken.token) },
    );
    expect(again.json()).toEqual({ token: made.token });
  });

  it('answers 401 without, with a wrong or with an expired installation auth token', async () => {
    const made = await installation(world.app, host);
    const keys = browserKeys();
    const body = { subscription: { endpoint, keys: { p256dh: keys.p256dh, auth: keys.auth } } };
    expect(status(await post(registrations, body)).code).toBe(401);
    expect(
      status(await post(registrations, body, { 'x-installation-auth': fis(`${made.authToken.token}x`) }))
        .code,
    ).toBe(401);
    expect(
      status(await post(registrations, body, { 'x-installation-auth': made.authToken.token })).code,
    ).toBe(401);
    world.advance(week + 1);
    expect(
      status(await post(registrations, body, { 'x-installation-auth': fis(made.authToken.token) })),
    ).toEqual({
      code: 401,
      status: 'UNAUTHENTICATED',
    });
  });

  it('refuses an endpoint that is not a browser push service, and keys that are not P-256', async () => {
    const made = await installation(world.app, host);
    const keys = browserKeys();
    const auth = { 'x-installation-auth': fis(made.authToken.token) };
    const register = (subscription: object) => post(registrations, { subscription }, auth);
    expect((await register({ endpoint: 'https://internal.example/hook', keys })).statusCode).toBe(400);
    expect(
      (
        await register({
          endpoint: 'http://fcm.googleapis.com/fcm/send/a',
          keys: { p256dh: keys.p256dh, auth: keys.auth },
        })
      ).statusCode,
    ).toBe(400);
    const notOnCurve = Buffer.alloc(65, 7);
    notOnCurve[0] = 4;
    expect(
      (await register({ endpoint, keys: { p256dh: notOnCurve.toString('base64url'), auth: keys.auth } }))
        .statusCode,
    ).toBe(400);
  });

  it('updates and deletes only its own installation’s registrations (another’s is 404)', async () => {
    const mine = await registerBrowser(world.app, host, `${endpoint}-mine`);
    const theirs = await registerBrowser(world.app, host, `${endpoint}-theirs`);
    const keys = browserKeys();
    const subscription = { endpoint: `${endpoint}-moved`, keys: { p256dh: keys.p256dh, auth: keys.auth } };
    const patch = (token: string, auth: string) =>
      world.app.inject({
        method: 'PATCH',
        url: `${registrations}/${token}`,
        headers: { host, 'x-installation-auth': fis(auth) },
        payload: { subscription },
      });
    expect((await patch(theirs.token, mine.authToken.token)).statusCode).toBe(404);
    const updated = await patch(mine.token, mine.authToken.token);
    expect(updated.json()).toEqual({ token: mine.token });
    const remove = (token: string, auth: string) =>
      world.app.inject({
        method: 'DELETE',
        url: `${registrations}/${token}`,
        headers: { host, 'x-installation-auth': fis(auth) },
      });
    expect((await remove(theirs.token, mine.authToken.token)).statusCode).toBe(404);
    expect((await remove(mine.token, mine.authToken.token)).statusCode).toBe(200);
    expect((await remove(mine.token, mine.authToken.token)).statusCode).toBe(404);
  });

  it('forgets an installation’s registrations when the installation is deleted', async () => {
    const made = await registerBrowser(world.app, host, `${endpoint}-gone`);
    await world.app.inject({
      method: 'DELETE',
      url: `${installations}/${made.fid}`,
      headers: { host, authorization: fis(made.refreshToken) },
    });
    const row = await world.db
      .selectFrom('push_registrations')
      .select('token')
      .where('token', '=', made.token)
      .executeTakeFirst();
    expect(row).toBeUndefined();
  });
});
