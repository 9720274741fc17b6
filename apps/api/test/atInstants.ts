import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { MonthStatistics, SpotStatistics } from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import { fixturePortal, people, signIn, testDatabase, type Cookies } from './helpers.ts';

/** The instants "now" is tested at (scripts/instants.json): month and year ends, clock changes, 14:00. */
export const instants = JSON.parse(
  readFileSync(new URL('../../../scripts/instants.json', import.meta.url), 'utf8'),
) as Array<{ name: string; at: string }>;

/** A site of each country, and its zone. */
const sites = [
  { host: 'pohjola.localhost', zone: 'Europe/Helsinki' },
  { host: 'kiir.localhost', zone: 'Europe/Tallinn' },
  { host: 'daugava.localhost', zone: 'Europe/Riga' },
];

/** The local date and time of an instant in a zone, told by Intl, not by the code under test. */
function local(at: number, timeZone: string) {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(at)
      .map((part) => [part.type, part.value]),
  );
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` };
}

/** How many quarter hours the local day holding `at` has (92, 96 or 100), counted with Intl. */
function quartersOfDay(at: number, timeZone: string): number {
  const { date } = local(at, timeZone);
  let count = 0;
  for (let t = at - 2 * 86_400_000; t < at + 2 * 86_400_000; t += 900_000) {
    if (local(t, timeZone).date === date) count++;
  }
  return count;
}

/**
 * The spot prices and the month's figures of each site at every instant, against the site's calendar
 * as Intl tells it. Run by instants-*.test.ts, each with the process in a time zone of its own.
 */
export function testAtInstants(): void {
  let close: () => Promise<void>;
  const apps = new Map<string, FastifyInstance>();
  const jars = new Map<string, Cookies>();

  beforeAll(async () => {
    const database = await testDatabase(new Date(instants[0]!.at));
    close = database.close;
    for (const { at } of instants) {
      apps.set(
        at,
        await buildApp({
          database: database.db,
          signInLimit: { max: 10_000, timeWindow: 60_000 },
          portalDir: fixturePortal,
          now: () => new Date(at),
        }),
      );
    }
    // Signed in at the latest instant: a session is live at any earlier one.
    const latest = [...instants].sort((a, b) => Date.parse(b.at) - Date.parse(a.at))[0]!.at;
    for (const { host } of sites) {
      const app = apps.get(latest)!;
      jars.set(host, (await signIn(app, host, (await people(app, host))[0]!.ssn)).jar);
    }
  }, 120_000);
  afterAll(async () => {
    for (const app of apps.values()) await app.close();
    await close();
  });

  const get = async <T>(at: string, host: string, url: string) => {
    const response = await apps.get(at)!.inject({ url, headers: { host }, cookies: jars.get(host)! });
    expect(response.statusCode).toBe(200);
    return response.json<T>();
  };

  describe.each(instants)('at $name ($at)', ({ at }) => {
    const instant = Date.parse(at);
    it.each(sites)(
      'answers today’s spot prices and month by the calendar of $zone',
      async ({ host, zone }) => {
        const { date, time } = local(instant, zone);
        const spot = await get<SpotStatistics>(at, host, '/api/dashboard/statistics/spot');
        expect(spot.today.date).toBe(date);
        expect(spot.today.prices).toHaveLength(quartersOfDay(instant, zone));
        // The quarter under way is among today's.
        expect(
          spot.today.prices.some(
            (p) => Date.parse(p.date) <= instant && instant < Date.parse(p.date) + 900_000,
          ),
        ).toBe(true);
        // Tomorrow's come at 14:00 local time, on the days the clocks change too.
        const published = time >= '14:00';
        expect(spot.tomorrow !== null).toBe(published);
        if (!published) {
          const due = spot.tomorrowExpectedAt!;
          expect(local(Date.parse(due), zone)).toEqual({ date, time: '14:00' });
          expect(due.slice(0, 16)).toBe(`${date}T14:00`);
        }
        // The month so far is the month of the last complete day, before today.
        const month = await get<MonthStatistics>(at, host, '/api/dashboard/statistics/consumption');
        expect(month.through < date).toBe(true);
        expect(month.through >= local(instant - 3 * 86_400_000, zone).date).toBe(true);
        expect(month.month).toBe(month.through.slice(0, 7));
      },
    );
  });
}
