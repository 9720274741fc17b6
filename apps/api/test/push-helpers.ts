import { execFileSync } from 'node:child_process';
import { createDecipheriv, createECDH, hkdfSync, randomBytes, type ECDH } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer, Agent, type Server } from 'node:https';
import type { IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { CreatedInstallation, NotificationConfiguration, PushRegistration } from '@vool/api-client';
import type { SignedIn } from './settings-helpers.ts';

/** What a browser keeps of its push subscription: its P-256 key pair and auth secret. */
export interface BrowserKeys {
  ecdh: ECDH;
  p256dh: string;
  auth: string;
}

export function browserKeys(): BrowserKeys {
  const ecdh = createECDH('prime256v1');
  ecdh.generateKeys();
  return {
    ecdh,
    p256dh: ecdh.getPublicKey().toString('base64url'),
    auth: randomBytes(16).toString('base64url'),
  };
}

/** An installation id as a browser makes one: 22 characters of base64url. */
export const newFid = () => randomBytes(17).toString('base64url').slice(0, 22);

export const installationsPath = (themeId: string) =>
  `/vendor/installations/v1/sites/${themeId}/installations`;
export const registrationsPath = (themeId: string) => `/vendor/push/v1/sites/${themeId}/registrations`;
export const themeOf = (host: string) => host.split('.')[0]!;

/** Registers an installation at `host`'s vendor (the call must succeed). */
export async function installation(app: FastifyInstance, host: string, fid = newFid()) {
  const themeId = themeOf(host);
  const response = await app.inject({
    method: 'POST',
    url: installationsPath(themeId),
    headers: { host },
    payload: { fid, appId: `1:vool:web:${themeId}` },
  });
  if (response.statusCode !== 201) throw new Error(`installation refused: ${response.body}`);
  return response.json<CreatedInstallation>();
}

/** The browser's whole registration: an installation, then its subscription of `endpoint` → a push token. */
export async function registerBrowser(
  app: FastifyInstance,
  host: string,
  endpoint: string,
  keys = browserKeys(),
) {
  const made = await installation(app, host);
  const response = await app.inject({
    method: 'POST',
    url: registrationsPath(themeOf(host)),
    headers: { host, 'x-installation-auth': `FIS_v2 ${made.authToken.token}` },
    payload: {
      subscription: { endpoint, expirationTime: null, keys: { p256dh: keys.p256dh, auth: keys.auth } },
    },
  });
  if (response.statusCode !== 200) throw new Error(`registration refused: ${response.body}`);
  return { ...made, token: response.json<PushRegistration>().token, keys };
}

/** Links a push token to the signed-in person's acting client (the call must succeed). */
export async function linkDevice(who: SignedIn, token: string) {
  const response = await who.call('POST', '/api/notifications/set-token', { token, enabled: true });
  if (response.statusCode !== 204) throw new Error(`set-token refused: ${response.body}`);
  const cookie = response.cookies.find((c) => c.name === 'push-token');
  if (cookie) who.jar['push-token'] = cookie.value;
  return response;
}

export const configurationOf = async (who: SignedIn) =>
  (await who.call('GET', '/api/notifications/configuration')).json<NotificationConfiguration>();

/**
 * Decrypts a Web Push body (RFC 8291, aes128gcm of RFC 8188) with the subscription's private key and
 * auth secret, as the browser does: independent of the `web-push` library that encrypted it.
 */
export function decryptPush(body: Buffer, keys: BrowserKeys): string {
  const salt = body.subarray(0, 16);
  const recordSize = body.readUInt32BE(16);
  const idLength = body[20]!;
  const serverKey = body.subarray(21, 21 + idLength);
  const record = body.subarray(21 + idLength);
  if (record.length > recordSize) throw new Error('more than one record');
  const secret = keys.ecdh.computeSecret(serverKey);
  const keyInfo = Buffer.concat([Buffer.from('WebPush: info\0'), keys.ecdh.getPublicKey(), serverKey]);
  const ikm = Buffer.from(hkdfSync('sha256', secret, Buffer.from(keys.auth, 'base64url'), keyInfo, 32));
  const cek = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: aes128gcm\0'), 16));
  const nonce = Buffer.from(hkdfSync('sha256', ikm, salt, Buffer.from('Content-Encoding: nonce\0'), 12));
  const decipher = createDecipheriv('aes-128-gcm', cek, nonce);
  decipher.setAuthTag(record.subarray(record.length - 16));
  const padded = Buffer.concat([decipher.update(record.subarray(0, record.length - 16)), decipher.final()]);
  // The last record ends with the delimiter 0x02, then any padding of zeros.
  let end = padded.length - 1;
  while (end >= 0 && padded[end] === 0) end -= 1;
  if (padded[end] !== 2) throw new Error('no last-record delimiter');
  return padded.subarray(0, end).toString('utf8');
}

export interface PushRequest {
  path: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/**
 * A push service on loopback over HTTPS (web-push speaks only HTTPS), with a certificate made for this
 * run: it keeps every request and answers 201, or the status set for a path.
 */
export async function localPushService() {
  const dir = mkdtempSync(path.join(tmpdir(), 'vool-push-'));
  const [key, cert] = [path.join(dir, 'key.pem'), path.join(dir, 'cert.pem')];
  execFileSync(
    'openssl',
    [
      'req',
      '-x509',
      '-newkey',
      'ec',
      '-pkeyopt',
      'ec_paramgen_curve:prime256v1',
      '-nodes',
      '-keyout',
      key,
      '-out',
      cert,
      '-days',
      '2',
      '-subj',
      '/CN=localhost',
      '-addext',
      'subjectAltName=IP:127.0.0.1',
    ],
    { stdio: 'ignore' },
  );
  const pem = { key: readFileSync(key), cert: readFileSync(cert) };
  rmSync(dir, { recursive: true, force: true });
  const received: PushRequest[] = [];
  const statuses = new Map<string, number>();
  const server: Server = createServer(pem, (request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const url = request.url ?? '/';
      received.push({ path: url, headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(statuses.get(url) ?? 201).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    received,
    /** Answer `status` to pushes to `pathname` from now on (410: the subscription is gone). */
    answer: (pathname: string, status: number) => statuses.set(pathname, status),
    endpoint: (pathname: string) => `https://127.0.0.1:${String(port)}${pathname}`,
    /** The agent the app sends with: it trusts this service's certificate only. */
    agent: new Agent({ ca: pem.cert }),
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** Waits until `check` answers something (the worker runs on its own), or fails after `ms`. */
export async function eventually<T>(
  check: () => Promise<T | undefined> | T | undefined,
  ms = 15_000,
): Promise<T> {
  const until = Date.now() + ms;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > until) throw new Error('gave up waiting');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
