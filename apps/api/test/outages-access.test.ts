import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import {
  Compensation as CompensationSchema,
  MeterEvents as MeterEventsSchema,
  Outages as OutagesSchema,
  type Outages,
} from '@vool/api-client';
import {
  contractsWorld,
  ok,
  refusal,
  setFeature,
  signedIn,
  type ContractsWorld,
  type SignedIn,
} from './contracts-helpers.ts';

/**
 * Who sees which outages: every call needs a session, answers about the acting client only (another
 * client's usage point is 404, as an unknown one), and the site's `outages` switch.
 */

const aurora = 'aurora.localhost';

let world: ContractsWorld;
let first: SignedIn;
let neighbour: SignedIn;
let own: Outages;

beforeAll(async () => {
  world = await contractsWorld(async (db) => {
    await setFeature(db, 'laane', 'outages', false);
  });
  first = await signedIn(world, aurora, 0);
  neighbour = await signedIn(world, aurora, 1);
  own = ok(await first.call('GET', '/api/outages'), OutagesSchema);
}, 120_000);
afterAll(async () => {
  await world.close();
});

const pointOf = async (clientId: number) =>
  (
    await world.db
      .selectFrom('usage_points')
      .select('identifier')
      .where('client_id', '=', clientId)
      .where('utility', '=', 'electricity')
      .orderBy('id')
      .executeTakeFirstOrThrow()
  ).identifier;

describe('without a session', () => {
  it.each(['/api/outages', '/api/outages/compensation', '/api/outages/meter-events/643001234567890123'])(
    '%s answers 401',
    async (url) => {
      const response = await world.app.inject({ url, headers: { host: aurora } });
      expect(response.statusCode).toBe(401);
    },
  );
});

describe('the fault in progress', () => {
  it('shows for the affected client, with its place, operator and fault line', () => {
    expect(own.current).toHaveLength(1);
    const fault = own.current[0]!;
    expect(fault).toMatchObject({ kind: 'fault', status: 'in-progress', actualEnd: null });
    expect(fault.places.length).toBeGreaterThan(0);
    expect(fault.faultLine).toMatch(/^\+358/);
    expect(Date.parse(fault.start)).toBeLessThan(world.now().getTime());
    expect(Date.parse(fault.expectedEnd)).toBeGreaterThan(world.now().getTime());
  });

  it('does not show for another client of the brand', async () => {
    const theirs = ok(await neighbour.call('GET', '/api/outages'), OutagesSchema);
    expect(theirs.current).toEqual([]);
    const ids = new Set(own.past.map((o) => o.id));
    expect(theirs.past.some((o) => ids.has(o.id))).toBe(false);
  });

  it('is restored once its time has passed', async () => {
    world.advance(3 * 3_600_000);
    try {
      // Sessions age with the clock: sign in again at the later time.
      const again = await signedIn(world, aurora, 0);
      const later = ok(await again.call('GET', '/api/outages'), OutagesSchema);
      expect(later.current).toEqual([]);
      expect(later.past[0]).toMatchObject({ id: own.current[0]!.id, status: 'restored' });
    } finally {
      world.advance(-3 * 3_600_000);
    }
  });
});

describe('meter events', () => {
  it('answers the events of an own usage point, the last a power-off while the fault lasts', async () => {
    const gsrn = await pointOf(first.clientId);
    const answer = ok(await first.call('GET', `/api/outages/meter-events/${gsrn}`), MeterEventsSchema);
    expect(answer.identifier).toBe(gsrn);
    expect(answer.events.at(-1)).toMatchObject({ kind: 'power-off', outageId: own.current[0]!.id });
  });

  it("answers 404 for another client's usage point and an unknown one", async () => {
    const theirs = await pointOf(neighbour.clientId);
    expect(refusal(await first.call('GET', `/api/outages/meter-events/${theirs}`))).toMatchObject({
      status: 404,
      code: 'USAGE_POINT_NOT_FOUND',
    });
    expect(refusal(await first.call('GET', '/api/outages/meter-events/643000000000000000')).status).toBe(404);
  });
});

describe('the feature switch', () => {
  it('answers 404 on a site without outages', async () => {
    const laane = await signedIn(world, 'laane.localhost', 0);
    expect(refusal(await laane.call('GET', '/api/outages'))).toMatchObject({
      status: 404,
      code: 'FEATURE_DISABLED',
    });
    expect((await laane.call('GET', '/api/outages/compensation')).statusCode).toBe(404);
  });
});

describe('the compensation tracker', () => {
  it("shows this year's 30-hour fault: 25 % of the annual network fee", async () => {
    const answer = ok(await first.call('GET', '/api/outages/compensation'), CompensationSchema);
    const point = answer.points[0]!;
    const long = point.interruptions.find((i) => i.minutes === 30 * 60)!;
    expect(long.percent).toBe(25);
    expect(long.dueCents).toBe(Math.round(point.feeCents / 4));
    expect(point.law).toContain('588/2013');
    expect(point.claim).toBe('automatic');
    expect(point.dueCents).toBe(point.interruptions.reduce((sum, i) => sum + i.dueCents, 0));
  });
});
