import type { LightMyRequestResponse } from 'fastify';
import type { Static, TSchema } from '@sinclair/typebox';
import { Value } from '@sinclair/typebox/value';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { dayOf, formatDay } from '../src/energy/time.ts';
import { fixturePortal, testDatabase } from './helpers.ts';
import type { SettingsWorld } from './settings-helpers.ts';

export { actFor, actForSelf, signedIn, type SignedIn } from './settings-helpers.ts';

/** The instant the contracts' world is seeded at: fixed terms end relative to it. */
export const seededAt = Date.parse('2026-11-20T10:00:00+02:00');

/** The site's calendar day of an instant, and days from it. */
export const localDay = (at: number, offset = 0) => formatDay(dayOf(at) + offset);

/**
 * A database seeded at `seededAt` and the app on a clock the test may move (sign in again after a
 * big move: sessions age with it). `prepare` changes the database before the app reads its sites.
 */
export async function contractsWorld(prepare?: (db: Db) => Promise<void>) {
  let at = seededAt;
  const database = await testDatabase(new Date(seededAt));
  await prepare?.(database.db);
  const app = await buildApp({
    database: database.db,
    signInLimit: { max: 10_000, timeWindow: 60_000 },
    portalDir: fixturePortal,
    now: () => new Date(at),
  });
  const world = {
    app,
    db: database.db,
    now: () => new Date(at),
    advance: (ms: number) => (at += ms),
    setNow: (ms: number) => (at = ms),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
  return world satisfies SettingsWorld;
}

export type ContractsWorld = Awaited<ReturnType<typeof contractsWorld>>;

/** Takes a site's feature out of (or puts one into) its list, before the app starts. */
export async function setFeature(db: Db, themeId: string, feature: string, on: boolean) {
  const site = await db
    .selectFrom('sites')
    .select('features')
    .where('theme_id', '=', themeId)
    .executeTakeFirstOrThrow();
  const features = site.features.filter((f) => f !== feature);
  if (on) features.push(feature);
  await db
    .updateTable('sites')
    .set({ features: JSON.stringify(features) })
    .where('theme_id', '=', themeId)
    .execute();
}

/** A refusal's status and body, as every contracts rule answers it. */
export function refusal(response: LightMyRequestResponse) {
  return { status: response.statusCode, ...response.json<{ name: string; code: string; fields?: object }>() };
}

/** The JSON of a 200 answer, checked against its schema, or a failure that says what came instead. */
export function ok<S extends TSchema>(response: LightMyRequestResponse, schema: S): Static<S> {
  if (response.statusCode !== 200) throw new Error(`${response.statusCode} ${response.body}`);
  const body = response.json<unknown>();
  if (!Value.Check(schema, body)) {
    const errors = [...Value.Errors(schema, body)].slice(0, 3).map((e) => `${e.path} ${e.message}`);
    throw new Error(`The answer does not match its schema: ${errors.join('; ')}`);
  }
  return body;
}
