import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Me, Representative } from '@vool/api-client';
import type { Db } from '../src/db/connect.ts';
import {
  identityLink,
  keepCookies,
  people,
  signIn,
  signInByEmail,
  testApp,
  type Cookies,
} from './helpers.ts';

/** A phone's browser, as the change history names it: "Chrome on Android". */
export const chromeOnAndroid =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36';

type Method = 'GET' | 'PUT' | 'POST' | 'DELETE';

/** The settings world of a test file: the app on a clock the test moves (sign-ins age with it). */
export async function settingsWorld() {
  let at = Date.parse('2026-12-10T10:00:00.000Z');
  const { app, db, close } = await testApp({ now: () => new Date(at), sandbox: true });
  return { app, db, close, now: () => new Date(at), advance: (ms: number) => (at += ms) };
}

export type SettingsWorld = Awaited<ReturnType<typeof settingsWorld>>;

/**
 * A demo person of `host` signed in (by e-ID, or by e-mail where the site has no e-ID): `index` among
 * those who are not new customers, or the new customer.
 */
export async function signedIn(world: SettingsWorld, host: string, which: number | 'new') {
  const { app, db } = world;
  const everyone = await people(app, host);
  const person =
    which === 'new'
      ? everyone.find((p) => p.isNewCustomer)!
      : everyone.filter((p) => !p.isNewCustomer)[which]!;
  const hasEid = (await app.inject({ url: '/api/auth/providers', headers: { host } })).json<object>();
  const { jar } =
    'telia' in hasEid ? await signIn(app, host, person.ssn) : await signInByEmail(app, host, person.email);
  const ids = await db
    .selectFrom('clients as c')
    .innerJoin('sites as s', 's.id', 'c.site_id')
    .select('c.id')
    .where('s.theme_id', '=', host.split('.')[0]!)
    .where('c.registry_code', '=', person.ssn)
    .executeTakeFirstOrThrow();
  const call = (method: Method, url: string, payload?: object, headers: Record<string, string> = {}) =>
    app.inject({
      method,
      url,
      headers: { host, 'user-agent': chromeOnAndroid, ...headers },
      cookies: jar,
      ...(payload === undefined ? {} : { payload }),
    });
  return { ...person, host, jar, clientId: ids.id, call };
}

export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** Makes one of the companies the person represents the acting client; answers its id. */
export async function actFor(world: SettingsWorld, who: SignedIn, index = 0): Promise<number> {
  const list = (await who.call('GET', '/api/me/representatives')).json<Representative[]>();
  const company = list.filter((c) => !c.self)[index]!;
  const switched = await who.call('POST', '/api/me/representatives', {
    representativeCode: company.clientCode,
  });
  keepCookies(who.jar, switched);
  const row = await world.db
    .selectFrom('clients')
    .select('id')
    .where('client_code', '=', company.clientCode)
    .where('name', '=', company.name)
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Back to acting for themself. */
export async function actForSelf(who: SignedIn): Promise<void> {
  const me = (await who.call('GET', '/api/me/representatives')).json<Representative[]>().find((c) => c.self)!;
  await who.call('POST', '/api/me/representatives', { representativeCode: me.clientCode });
}

export const profileOf = async (who: SignedIn) => (await who.call('GET', '/api/me')).json<Me>();

/** The audit rows of a client, oldest first. */
export const auditOf = (db: Db, clientId: number) =>
  db
    .selectFrom('account_changes')
    .select(['item', 'actor_id', 'device', 'at'])
    .where('client_id', '=', clientId)
    .orderBy('id')
    .execute();

/** A refusal's status and body, as every settings rule answers it. */
export function refusal(response: LightMyRequestResponse) {
  return { status: response.statusCode, ...response.json<{ name: string; code: string; fields?: object }>() };
}

/**
 * Runs a step-up in the person's browser: the post, the sandbox e-ID page, the identity of `ssn`
 * (their own unless said), and answers the callback's response.
 */
export async function stepUp(app: FastifyInstance, who: SignedIn, returnUrl = '/settings', ssn = who.ssn) {
  const start = await who.call('POST', '/api/me/step-up', { returnUrl });
  keepCookies(who.jar, start);
  const link = await identityLink(app, who.host, start.json<{ url: string }>().url, ssn);
  const callback = await app.inject({ url: link, headers: { host: who.host }, cookies: who.jar });
  keepCookies(who.jar, callback);
  return { start, link, callback };
}

/** The last mailed link to `to` on `host` (the sandbox outbox, newest first). */
export async function lastLinkTo(
  app: FastifyInstance,
  host: string,
  to: string,
): Promise<string | undefined> {
  const outbox = (await app.inject({ url: '/sandbox/mail.json', headers: { host } })).json<
    Array<{ to: string; link: string | null }>
  >();
  const link = outbox.find((m) => m.to === to)?.link;
  if (!link) return undefined;
  const url = new URL(link);
  return `${url.pathname}${url.search}`;
}

export type { Cookies };
