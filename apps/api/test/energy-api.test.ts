import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { Value } from '@sinclair/typebox/value';
import {
  DashboardInvoices as DashboardInvoicesSchema,
  Expenses as ExpensesSchema,
  Locations as LocationsSchema,
  MonthStatistics as MonthStatisticsSchema,
  Readings as ReadingsSchema,
  SpotStatistics as SpotStatisticsSchema,
  YearlyConsumption as YearlyConsumptionSchema,
  type DashboardInvoices,
  type DashboardLocations,
  type Expenses,
  type GsrnLocation,
  type InvoiceDetail,
  type InvoiceList,
  type Location,
  type MonthStatistics,
  type Readings,
  type Representative,
  type SpotStatistics,
  type UsagePoint,
  type YearlyConsumption,
} from '@vool/api-client';
import { buildApp } from '../src/app.ts';
import type { Db } from '../src/db/connect.ts';
import { dataFrom, dataUpTo } from '../src/energy/availability.ts';
import { isEic, isGsrn } from '../src/energy/identifiers.ts';
import {
  civil,
  dayNumber,
  dayOf,
  formatDay,
  formatInstant,
  localDay,
  midnightUtc,
  HOUR,
} from '../src/energy/time.ts';
import {
  fixturePortal,
  people,
  signIn,
  signInByEmail,
  testDatabase,
  type Cookies,
  type DemoPerson,
} from './helpers.ts';

/**
 * The energy endpoints through HTTP on a real database. Every clock is fixed, so the answers are the
 * same whenever the tests run: the database is seeded at `billedAt` (its invoices issued up to then)
 * and one app answers at that instant; others answer a month back at 10:00 and 15:00 local time.
 * Sessions come from the billing app: a session started then is still live at any earlier instant.
 */

let db: Db;
let closeDb: () => Promise<void>;
const apps: FastifyInstance[] = [];
let billing: FastifyInstance;
let app: FastifyInstance;
let afternoon: FastifyInstance;

/**
 * A day a month back, at 10:00 and at 15:00 local time, with no clock change in the days around it
 * that the tests ask for (ten before it to five after).
 */
const plainAround = (day: number) =>
  Array.from({ length: 16 }, (_, i) => day - 10 + i).every((d) => localDay(d).quarters === 96);
/** 3 December, before the 5th: November is not billed yet, October is. */
const billedAt = Date.parse('2026-12-03T10:00:00+02:00');
let today = dayOf(billedAt) - 30;
while (!plainAround(today)) today--;
const morningAt = midnightUtc(today) + 10 * HOUR;
const afternoonAt = midnightUtc(today) + 15 * HOUR;
const todayText = formatDay(today);
const day = (offset: number) => formatDay(today + offset);
/** The latest clock changes inside the two years of data. */
const lastSunday = (year: number, month: number) => {
  const last = dayNumber(year, month + 1, 1) - 1;
  return last - ((last + 4) % 7);
};
const previousYear = civil(today).year - 1;
const springDay = formatDay(lastSunday(previousYear, 3));
const autumnDay = formatDay(lastSunday(previousYear, 10));

const pohjola = 'pohjola.localhost';
const kiir = 'kiir.localhost';
const silta = 'silta.localhost';
const gaisma = 'gaisma.localhost';
const nordlys = 'nordlys.localhost';
const kuusi = 'kuusi.localhost';

const jars: Record<string, Cookies> = {};
let producer: DemoPerson; // pohjola's second person: panels at home, an overdue invoice
let newcomer: DemoPerson;
let representative: DemoPerson; // kiir's first person: acts for two companies

const appAt = async (at: number) => {
  const built = await buildApp({
    database: db,
    signInLimit: { max: 10_000, timeWindow: 60_000 },
    portalDir: fixturePortal,
    now: () => new Date(at),
  });
  apps.push(built);
  return built;
};

beforeAll(async () => {
  ({ db, close: closeDb } = await testDatabase(new Date(billedAt)));
  billing = await appAt(billedAt);
  app = await appAt(morningAt);
  afternoon = await appAt(afternoonAt);
  const pohjolaPeople = await people(billing, pohjola);
  producer = pohjolaPeople[1]!;
  newcomer = pohjolaPeople.find((p) => p.isNewCustomer)!;
  representative = (await people(billing, kiir)).find((p) => p.represents === 2)!;
  jars.producer = (await signIn(billing, pohjola, producer.ssn)).jar;
  jars.newcomer = (await signIn(billing, pohjola, newcomer.ssn)).jar;
  jars.representative = (await signIn(billing, kiir, representative.ssn)).jar;
  jars.heating = (await signIn(billing, silta, (await people(billing, silta))[0]!.ssn)).jar;
  jars.gas = (await signIn(billing, gaisma, (await people(billing, gaisma))[0]!.ssn)).jar;
  jars.nordlys = (await signIn(billing, nordlys, (await people(billing, nordlys))[0]!.ssn)).jar;
  jars.kuusi = (await signInByEmail(billing, kuusi, (await people(billing, kuusi))[0]!.email)).jar;
}, 120_000);
afterAll(async () => {
  for (const built of apps) await built.close();
  await closeDb();
});

const hosts: Record<string, string> = {
  producer: pohjola,
  newcomer: pohjola,
  representative: kiir,
  heating: silta,
  gas: gaisma,
  nordlys,
  kuusi,
};

const call = (who: string | undefined, url: string, on: FastifyInstance = app) =>
  on.inject({ url, headers: { host: who ? hosts[who]! : pohjola }, cookies: who ? jars[who]! : {} });

async function json<T>(who: string, url: string, on: FastifyInstance = app): Promise<T> {
  const response = await call(who, url, on);
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}

const pointsOf = async (who: string, on: FastifyInstance = app) =>
  (await json<Location[]>(who, '/api/locations', on)).flatMap((l) => l.usagePoints);

const readingsUrl = (point: string, params: Record<string, string | string[]>) => {
  const query = new URLSearchParams({ usagePoint: point });
  for (const [key, value] of Object.entries(params)) {
    if (Array.isArray(value)) for (const item of value) query.append(`${key}[]`, item);
    else query.set(key, value);
  }
  return `/api/charts/readings?${query.toString().replace(/%5B%5D/g, '[]')}`;
};

const readings = (who: string, point: string, params: Record<string, string | string[]>, on = app) =>
  json<Readings>(who, readingsUrl(point, params), on);

/** Sums kWh values as watt-hours (exact integers), back to kWh. */
const kwhSum = (values: Array<{ value: number | null }>) =>
  values.reduce((sum, v) => sum + Math.round((v.value ?? 0) * 1000), 0) / 1000;

const expectError = (response: LightMyRequestResponse, status: number, code: string) => {
  expect({ status: response.statusCode, code: response.json<{ code: string }>().code }).toEqual({
    status,
    code,
  });
};

describe('GET /api/locations and /api/locations/gsrn', () => {
  it('lists the client’s places with usage points in the country’s identifier format', async () => {
    const locations = await json<Location[]>('producer', '/api/locations');
    expect(Value.Check(LocationsSchema, locations)).toBe(true);
    expect(locations.length).toBeGreaterThanOrEqual(1);
    expect(locations.length).toBeLessThanOrEqual(3);
    const points = locations.flatMap((l) => l.usagePoints);
    for (const point of points) {
      expect(point).toMatchObject({
        identifierType: 'GSRN',
        utility: 'electricity',
        interval: 15,
        priceArea: 'FI',
      });
      expect(isGsrn(point.identifier)).toBe(true);
      expect(point.dataFrom).toBe(formatInstant(dataFrom(morningAt)));
      expect(point.dataUpTo).toBe(formatInstant(dataUpTo('electricity', morningAt)));
    }
    // The second demo person of a producing brand has panels at home.
    expect(points.find((p) => p.pointKind === 'MicrogenerationSite')?.dataTypes).toEqual([
      'consumption',
      'production',
      'netted',
      'price',
      'temperature',
    ]);
    expect(locations[0]!.address).toMatchObject({ countryCode: 'FI', city: expect.any(String) });
  });

  it('uses EICs in Estonia and Latvia', async () => {
    for (const who of ['representative', 'heating', 'gas', 'nordlys']) {
      const points = await pointsOf(who);
      expect(points.length).toBeGreaterThan(0);
      for (const point of points) {
        expect(point.identifierType).toBe('EIC');
        expect(isEic(point.identifier)).toBe(true);
        expect(point.identifier.slice(0, 3)).toBe(
          hosts[who] === kiir || hosts[who] === nordlys ? '38Z' : point.utility === 'gas' ? '61Z' : '43Z',
        );
      }
    }
    const nordlysUtilities = new Set((await pointsOf('nordlys')).map((p) => p.utility));
    expect(nordlysUtilities).toEqual(new Set(['electricity', 'gas', 'heating']));
  });

  it('flattens the points for a picker', async () => {
    const locations = await json<Location[]>('nordlys', '/api/locations');
    const flat = await json<GsrnLocation[]>('nordlys', '/api/locations/gsrn');
    expect(flat.map((p) => p.identifier)).toEqual(
      locations.flatMap((l) => l.usagePoints.map((p) => p.identifier)),
    );
    expect(flat[0]).toEqual({
      identifier: locations[0]!.usagePoints[0]!.identifier,
      identifierType: 'EIC',
      utility: locations[0]!.usagePoints[0]!.utility,
      locationId: locations[0]!.id,
      address: locations[0]!.address,
    });
  });

  it('stores only valid, unique identifiers', async () => {
    const rows = await db.selectFrom('usage_points').select(['identifier', 'identifier_type']).execute();
    expect(new Set(rows.map((r) => r.identifier)).size).toBe(rows.length);
    for (const row of rows)
      expect(row.identifier_type === 'GSRN' ? isGsrn(row.identifier) : isEic(row.identifier)).toBe(true);
  });
});

describe('GET /api/charts/readings', () => {
  let point: UsagePoint; // the producer's microgeneration site
  beforeAll(async () => {
    point = (await pointsOf('producer')).find((p) => p.pointKind === 'MicrogenerationSite')!;
  });

  it('answers a day of quarter hours in the contract’s shape', async () => {
    const answer = await readings('producer', point.identifier, {
      dataType: 'consumption',
      from: day(-3),
      to: day(-3),
      resolution: '15',
      series: ['temperature', 'price'],
    });
    expect(Value.Check(ReadingsSchema, answer)).toBe(true);
    expect(answer).toMatchObject({
      usagePoint: point.identifier,
      dataType: 'consumption',
      unit: 'kWh',
      seriesUnits: { temperature: '°C', price: 'c/kWh' },
      resolution: 15,
      timezone: 'Europe/Helsinki',
      dataUpTo: point.dataUpTo,
    });
    expect(answer.values).toHaveLength(96);
    expect(answer.values[0]!.date).toMatch(new RegExp(`^${day(-3)}T00:00:00\\+0[23]:00$`));
    answer.values.forEach((v, i) => {
      expect(Date.parse(v.date)).toBe(midnightUtc(today - 3) + i * 15 * 60_000);
      expect(v.value).toBeGreaterThanOrEqual(0);
      expect(typeof v.temperature).toBe('number');
      expect(typeof v.price).toBe('number');
    });
  });

  it('sums quarters into hours, and the same range gives the same answer every time', async () => {
    const params = { dataType: 'consumption', from: day(-10), to: day(-8) };
    const quarters = await readings('producer', point.identifier, { ...params, resolution: '15' });
    const hours = await readings('producer', point.identifier, { ...params, resolution: '60' });
    expect(hours.values).toHaveLength(72);
    hours.values.forEach((hour, j) => {
      expect(kwhSum([hour])).toBe(kwhSum(quarters.values.slice(j * 4, j * 4 + 4)));
    });
    expect(await readings('producer', point.identifier, { ...params, resolution: '60' })).toEqual(hours);
    // A sub-range is the slice of the larger one.
    const middle = await readings('producer', point.identifier, {
      ...params,
      from: day(-9),
      to: day(-9),
      resolution: '60',
    });
    expect(middle.values).toEqual(hours.values.slice(24, 48));
  });

  it('has 92 quarter hours on the spring clock change and 100 on the autumn one', async () => {
    for (const [date, quarters] of [
      [springDay, 92],
      [autumnDay, 100],
    ] as const) {
      const q = await readings('producer', point.identifier, {
        dataType: 'consumption',
        from: date,
        to: date,
        resolution: '15',
      });
      expect(q.values).toHaveLength(quarters);
      const h = await readings('producer', point.identifier, {
        dataType: 'consumption',
        from: date,
        to: date,
        resolution: '60',
      });
      expect(h.values).toHaveLength(quarters / 4);
      expect(kwhSum(h.values)).toBe(kwhSum(q.values));
    }
  });

  it('clamps to the data there is: from its first day, up to the last full hour minus one', async () => {
    const all = await readings('producer', point.identifier, {
      dataType: 'consumption',
      from: '0000-01-01',
      to: '9999-12-31',
      resolution: '60',
    });
    expect(all.values[0]!.date).toBe(point.dataFrom);
    expect(Date.parse(all.values.at(-1)!.date) + HOUR).toBe(Date.parse(point.dataUpTo));
    expect(all.values.length).toBe((Date.parse(point.dataUpTo) - Date.parse(point.dataFrom)) / HOUR);
    const todayOnly = await readings('producer', point.identifier, {
      dataType: 'consumption',
      from: todayText,
      to: todayText,
      resolution: '15',
    });
    // 10:00 now: readings to 09:00, i.e. 36 quarter hours.
    expect(todayOnly.values).toHaveLength(36);
  });

  it('answers an empty list for a range without data', async () => {
    for (const [from, to] of [
      [day(1), day(5)],
      ['2000-01-01', '2000-01-31'],
      ['9999-12-31', '9999-12-31'],
    ]) {
      expect(
        (await readings('producer', point.identifier, { dataType: 'consumption', from: from!, to: to! }))
          .values,
      ).toEqual([]);
    }
  });

  it('answers production, netted and euros; netted is consumption minus production', async () => {
    const answer = await readings('producer', point.identifier, {
      dataType: 'netted',
      from: day(-20),
      to: day(-18),
      resolution: '60',
      series: ['consumption', 'production'],
    });
    for (const v of answer.values) expect(v.value).toBeCloseTo(v.consumption! - v.production!, 6);
    const euros = await readings('producer', point.identifier, {
      dataType: 'consumption',
      from: day(-20),
      to: day(-18),
      unit: 'EUR',
      series: ['price'],
    });
    expect(euros).toMatchObject({ unit: 'EUR', seriesUnits: { price: 'c/kWh' } });
    expect(euros.values.filter((v) => v.value! > 0).length).toBeGreaterThan(60);
  });

  it('shows prices up to tomorrow after 14:00, with the energy series empty where there is no data yet', async () => {
    const answer = await readings(
      'producer',
      point.identifier,
      { dataType: 'price', from: todayText, to: day(1), resolution: '60', series: ['consumption'] },
      afternoon,
    );
    expect(answer.values).toHaveLength(48);
    expect(answer.values.at(-1)!.consumption).toBeNull();
    expect(answer.values[0]!.consumption).toEqual(expect.any(Number));
    const morning = await readings('producer', point.identifier, {
      dataType: 'price',
      from: todayText,
      to: day(1),
      resolution: '60',
    });
    expect(morning.values).toHaveLength(24);
  });

  it('answers district heat hourly and gas daily, whatever resolution is asked', async () => {
    const heat = (await pointsOf('heating'))[0]!;
    expect(heat).toMatchObject({
      utility: 'heating',
      interval: 60,
      priceArea: null,
      dataTypes: ['consumption', 'temperature'],
    });
    const hourly = await readings('heating', heat.identifier, {
      dataType: 'consumption',
      from: day(-2),
      to: day(-2),
      resolution: '15',
    });
    expect(hourly).toMatchObject({ resolution: 60, timezone: 'Europe/Riga' });
    expect(hourly.values).toHaveLength(24);
    const gas = (await pointsOf('gas')).find((p) => p.utility === 'gas')!;
    expect(gas.dataUpTo).toBe(formatInstant(midnightUtc(today)));
    const daily = await readings('gas', gas.identifier, {
      dataType: 'consumption',
      from: day(-7),
      to: todayText,
      series: ['temperature'],
    });
    expect(daily.resolution).toBe(1440);
    expect(daily.values.map((v) => v.date.slice(0, 16))).toEqual(
      [-7, -6, -5, -4, -3, -2, -1].map((offset) => `${day(offset)}T00:00`),
    );
    expect(daily.values.every((v) => typeof v.temperature === 'number')).toBe(true);
  });

  describe('refuses bad input with a 4xx and changes nothing', () => {
    const cases: Array<[string, (id: string) => string, number, string]> = [
      [
        'no usage point',
        () => '/api/charts/readings?dataType=consumption&from=2026-01-01&to=2026-01-02',
        422,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown parameter',
        (id) => `${readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1) })}&foo=1`,
        422,
        'VALIDATION_FAILED',
      ],
      [
        'an unknown data type',
        (id) => readingsUrl(id, { dataType: 'water', from: day(-1), to: day(-1) }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'a resolution not offered',
        (id) => readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1), resolution: '30' }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'a series not in bracket format',
        (id) => `${readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1) })}&series=price`,
        422,
        'VALIDATION_FAILED',
      ],
      [
        'a resolution given as an array',
        (id) => `${readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1) })}&resolution[]=15`,
        422,
        'VALIDATION_FAILED',
      ],
      [
        'too many series',
        (id) =>
          readingsUrl(id, {
            dataType: 'consumption',
            from: day(-1),
            to: day(-1),
            series: ['price', 'price', 'price', 'price', 'price'],
          }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'a date in another format',
        (id) => readingsUrl(id, { dataType: 'consumption', from: '1.2.2026', to: day(-1) }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'an impossible date',
        (id) => readingsUrl(id, { dataType: 'consumption', from: '2026-02-30', to: '2026-03-02' }),
        422,
        'INVALID_DATE',
      ],
      [
        'a reversed range',
        (id) => readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-5) }),
        422,
        'RANGE_REVERSED',
      ],
      [
        'two years of quarter hours',
        (id) => readingsUrl(id, { dataType: 'consumption', from: day(-729), to: day(-1), resolution: '15' }),
        422,
        'RANGE_TOO_LONG',
      ],
      [
        'euros for a price',
        (id) => readingsUrl(id, { dataType: 'price', from: day(-1), to: day(-1), unit: 'EUR' }),
        422,
        'UNIT_UNAVAILABLE',
      ],
      [
        'another currency',
        (id) => readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1), unit: 'USD' }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'a parameter given twice',
        (id) => `${readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1) })}&from=${day(-2)}`,
        422,
        'DUPLICATE_PARAMETER',
      ],
      [
        '__proto__',
        (id) => `${readingsUrl(id, { dataType: 'consumption', from: day(-1), to: day(-1) })}&__proto__[]=x`,
        422,
        'VALIDATION_FAILED',
      ],
      [
        'SQL in the identifier',
        () => readingsUrl("643' OR '1'='1", { dataType: 'consumption', from: day(-1), to: day(-1) }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'SQL in a date',
        (id) =>
          readingsUrl(id, {
            dataType: 'consumption',
            from: "2026-01-01'; drop table usage_points; --",
            to: day(-1),
          }),
        422,
        'VALIDATION_FAILED',
      ],
      [
        'an identifier no one has',
        () => readingsUrl('643000000000000000', { dataType: 'consumption', from: day(-1), to: day(-1) }),
        404,
        'USAGE_POINT_NOT_FOUND',
      ],
    ];

    it.each(cases)('%s', async (_what, url, status, code) => {
      const counts = async () =>
        Promise.all(
          (['locations', 'usage_points', 'invoices', 'clients'] as const).map(async (table) =>
            Number(
              (
                await db
                  .selectFrom(table)
                  .select((eb) => eb.fn.countAll().as('n'))
                  .executeTakeFirstOrThrow()
              ).n,
            ),
          ),
        );
      const before = [await counts(), await call('producer', '/api/locations').then((r) => r.body)];
      const response = await call('producer', url(point.identifier));
      expectError(response, status, code);
      expect(response.json()).toMatchObject({
        name: status === 404 ? 'NotFound' : 'ValidationError',
        message: expect.any(String),
      });
      if (status === 422) expect(response.json<{ fields: object }>().fields).toEqual(expect.any(Object));
      expect([await counts(), await call('producer', '/api/locations').then((r) => r.body)]).toEqual(before);
    });

    it('refuses data types the point does not have', async () => {
      const plain = (await pointsOf('representative'))[0]!;
      expectError(
        await call(
          'representative',
          readingsUrl(plain.identifier, { dataType: 'production', from: day(-1), to: day(-1) }),
        ),
        422,
        'DATA_TYPE_UNAVAILABLE',
      );
      const heat = (await pointsOf('heating'))[0]!;
      const response = await call(
        'heating',
        readingsUrl(heat.identifier, {
          dataType: 'consumption',
          from: day(-1),
          to: day(-1),
          series: ['temperature', 'price'],
        }),
      );
      expectError(response, 422, 'DATA_TYPE_UNAVAILABLE');
      expect(response.json()).toMatchObject({ fields: { '/series/1': expect.any(String) } });
    });

    it('answers two years hourly', async () => {
      const answer = await readings('producer', point.identifier, {
        dataType: 'consumption',
        from: day(-729),
        to: day(-1),
        resolution: '60',
      });
      expect(answer.values.length).toBeGreaterThan(17_000);
    });
  });
});

describe('authorisation: only the acting client’s usage points', () => {
  const endpoints = [
    '/api/locations',
    '/api/locations/gsrn',
    '/api/charts/readings?usagePoint=643000000000000000&dataType=consumption&from=2026-01-01&to=2026-01-01',
    '/api/dashboard/locations',
    '/api/dashboard/invoices',
    '/api/dashboard/statistics/consumption',
    '/api/dashboard/statistics/production',
    '/api/dashboard/yearly-consumption',
    '/api/dashboard/statistics/spot',
    '/api/dashboard/statistics/expenses',
  ];

  it('answers 401 to the signed out, and to a session of another brand', async () => {
    for (const url of endpoints) {
      expectError(await call(undefined, url), 401, 'NOT_SIGNED_IN');
      const foreign = await app.inject({ url, headers: { host: kiir }, cookies: jars.producer! });
      expectError(foreign, 401, 'NOT_SIGNED_IN');
    }
  });

  it('answers another client’s usage point exactly as one that does not exist', async () => {
    const own = new Set((await pointsOf('producer')).map((p) => p.identifier));
    const others = await db
      .selectFrom('usage_points')
      .select('identifier')
      .where('utility', '=', 'electricity')
      .execute();
    const params = { dataType: 'consumption', from: day(-1), to: day(-1) };
    const missing = await call('producer', readingsUrl('643000000000000000', params));
    let checked = 0;
    for (const { identifier } of others) {
      if (own.has(identifier)) continue;
      const response = await call('producer', readingsUrl(identifier, params));
      expect({ identifier, status: response.statusCode, body: response.json<object>() }).toEqual({
        identifier,
        status: 404,
        body: missing.json<object>(),
      });
      checked++;
    }
    expect(checked).toBeGreaterThan(50);
  });

  it('shows a company’s points only while acting for it', async () => {
    const own = (await pointsOf('representative', billing)).map((p) => p.identifier);
    const [, company] = await json<Representative[]>('representative', '/api/me/representatives', billing);
    const switched = await billing.inject({
      method: 'POST',
      url: '/api/me/representatives',
      headers: { host: kiir, origin: `http://${kiir}` },
      cookies: jars.representative!,
      payload: { representativeCode: company!.clientCode },
    });
    expect(switched.statusCode).toBe(200);
    try {
      const theirs = (await pointsOf('representative', billing)).map((p) => p.identifier);
      expect(theirs.length).toBeGreaterThan(0);
      expect(theirs.some((id) => own.includes(id))).toBe(false);
      const params = { dataType: 'consumption', from: day(-1), to: day(-1) };
      expect((await call('representative', readingsUrl(theirs[0]!, params), billing)).statusCode).toBe(200);
      expectError(
        await call('representative', readingsUrl(own[0]!, params), billing),
        404,
        'USAGE_POINT_NOT_FOUND',
      );
    } finally {
      const [self] = await json<Representative[]>('representative', '/api/me/representatives', billing);
      await billing.inject({
        method: 'POST',
        url: '/api/me/representatives',
        headers: { host: kiir, origin: `http://${kiir}` },
        cookies: jars.representative!,
        payload: { representativeCode: self!.clientCode },
      });
    }
    expect((await pointsOf('representative', billing)).map((p) => p.identifier)).toEqual(own);
  });

  it('gives a new customer empty lists', async () => {
    const on = billing;
    expect(await json('newcomer', '/api/locations', on)).toEqual([]);
    expect(await json('newcomer', '/api/locations/gsrn', on)).toEqual([]);
    expect(await json('newcomer', '/api/dashboard/locations', on)).toEqual({
      items: [],
      total: 0,
      limit: 5,
      offset: 0,
      usagePoints: 0,
      utilities: [],
      producer: false,
    });
    expect(await json<DashboardInvoices>('newcomer', '/api/dashboard/invoices', on)).toEqual({
      currency: 'EUR',
      unpaidCount: 0,
      unpaidTotal: 0,
      overdueCount: 0,
      nextDue: null,
      latest: null,
    });
    expect(
      (await json<MonthStatistics>('newcomer', '/api/dashboard/statistics/consumption', on)).items,
    ).toEqual([]);
    expect(
      (await json<MonthStatistics>('newcomer', '/api/dashboard/statistics/production', on)).items,
    ).toEqual([]);
    expect(
      (await json<YearlyConsumption>('newcomer', '/api/dashboard/yearly-consumption', on)).series,
    ).toEqual([]);
    expect((await json<Expenses>('newcomer', '/api/dashboard/statistics/expenses', on)).months).toEqual([]);
  });
});

describe('dashboard', () => {
  /** The kWh of all of a client's points of a utility over days, read through the charts endpoint. */
  const chartSum = async (
    who: string,
    utility: string,
    from: string,
    to: string,
    dataType = 'consumption',
  ) => {
    let sum = 0;
    for (const point of (await pointsOf(who)).filter(
      (p) => p.utility === utility && p.dataTypes.includes(dataType as never),
    )) {
      sum += kwhSum((await readings(who, point.identifier, { dataType, from, to, resolution: '60' })).values);
    }
    return Math.round(sum * 1000) / 1000;
  };

  it('lists places with this month’s consumption so far, as the readings add up', async () => {
    const answer = await json<DashboardLocations>('producer', '/api/dashboard/locations');
    const places = answer.items;
    const locations = await json<Location[]>('producer', '/api/locations');
    expect(places.map((p) => p.id)).toEqual(locations.map((l) => l.id));
    expect(answer.total).toBe(locations.length);
    const first = `${todayText.slice(0, 8)}01`;
    for (const place of places) {
      for (const point of place.usagePoints) {
        const values = (
          await readings('producer', point.identifier, {
            dataType: 'consumption',
            from: first,
            to: todayText,
            resolution: '15',
          })
        ).values;
        expect(point.monthToDate).toBe(kwhSum(values));
        expect(point.dataUpTo).toBe(formatInstant(dataUpTo('electricity', morningAt)));
      }
    }
  });

  it('compares this month so far with the same days a year earlier, as the readings add up', async () => {
    for (const [who, utilities] of [
      ['producer', ['electricity']],
      ['nordlys', ['electricity', 'gas', 'heating']],
    ] as const) {
      const stats = await json<MonthStatistics>(who, '/api/dashboard/statistics/consumption');
      expect(Value.Check(MonthStatisticsSchema, stats)).toBe(true);
      // Complete days only: the month of yesterday, through yesterday.
      expect(stats.through).toBe(day(-1));
      expect(stats.month).toBe(day(-1).slice(0, 7));
      expect(stats.items.map((i) => i.utility)).toEqual(utilities);
      const first = `${stats.month}-01`;
      const yearBack = (date: string) => `${Number(date.slice(0, 4)) - 1}${date.slice(4)}`;
      for (const item of stats.items) {
        expect(item.current).toBe(await chartSum(who, item.utility, first, stats.through));
        expect(item.previous).toBe(
          await chartSum(who, item.utility, yearBack(first), yearBack(stats.through)),
        );
        expect(item.previousFullMonth).toBeGreaterThanOrEqual(item.previous);
        expect(item.changePercent).toBeCloseTo(((item.current - item.previous) / item.previous) * 100, 0);
      }
    }
  });

  it('takes an earlier month, and refuses one without data yet', async () => {
    const lastMonth = formatDay(dayNumber(civil(today).year, civil(today).month, 1) - 1);
    const stats = await json<MonthStatistics>(
      'producer',
      `/api/dashboard/statistics/consumption?month=${lastMonth.slice(0, 7)}`,
    );
    expect(stats).toMatchObject({ month: lastMonth.slice(0, 7), through: lastMonth });
    expect(stats.items[0]!.current).toBe(
      await chartSum('producer', 'electricity', `${lastMonth.slice(0, 8)}01`, lastMonth),
    );
    expectError(
      await call('producer', `/api/dashboard/statistics/consumption?month=${day(40).slice(0, 7)}`),
      422,
      'NO_DATA_YET',
    );
    expectError(
      await call('producer', '/api/dashboard/statistics/consumption?month=2026-13'),
      422,
      'VALIDATION_FAILED',
    );
    expectError(
      await call('producer', '/api/dashboard/statistics/consumption?month=2026-01&month=2026-02'),
      422,
      'DUPLICATE_PARAMETER',
    );
    const gasOnly = await json<MonthStatistics>(
      'nordlys',
      '/api/dashboard/statistics/consumption?utilities[]=gas',
    );
    expect(gasOnly.items.map((i) => i.utility)).toEqual(['gas']);
  });

  it('reports production for producers only', async () => {
    const stats = await json<MonthStatistics>('producer', '/api/dashboard/statistics/production');
    expect(stats.items).toHaveLength(1);
    expect(stats.items[0]!.current).toBe(
      await chartSum('producer', 'electricity', `${stats.month}-01`, stats.through, 'production'),
    );
    expect(
      (await json<MonthStatistics>('representative', '/api/dashboard/statistics/production')).items,
    ).toEqual([]);
  });

  it('gives each month of the year beside the year before', async () => {
    const yearly = await json<YearlyConsumption>('nordlys', '/api/dashboard/yearly-consumption');
    expect(Value.Check(YearlyConsumptionSchema, yearly)).toBe(true);
    const { year, month } = civil(today - 1);
    expect(yearly.year).toBe(year);
    expect(yearly.series.map((s) => s.utility)).toEqual(['electricity', 'gas', 'heating']);
    const stats = await json<MonthStatistics>('nordlys', '/api/dashboard/statistics/consumption');
    for (const series of yearly.series) {
      expect(series.current).toHaveLength(12);
      expect(series.previous[month - 1]).not.toBeNull();
      expect(series.current.slice(month)).toEqual(Array(12 - month).fill(null));
      const item = stats.items.find((i) => i.utility === series.utility)!;
      expect(series.current[month - 1]).toBeCloseTo(item.current, 3);
      expect(series.previous[month - 1]).toBeCloseTo(item.previousFullMonth, 3);
    }
    expect(
      (await json<YearlyConsumption>('nordlys', `/api/dashboard/yearly-consumption?year=${year - 1}`)).year,
    ).toBe(year - 1);
    expectError(await call('nordlys', '/api/dashboard/yearly-consumption?year=26'), 422, 'VALIDATION_FAILED');
  });

  describe('spot prices', () => {
    it('shows today, and tomorrow’s time of publication before 14:00', async () => {
      const spot = await json<SpotStatistics>('producer', '/api/dashboard/statistics/spot');
      expect(Value.Check(SpotStatisticsSchema, spot)).toBe(true);
      expect(spot).toMatchObject({ area: 'FI', unit: 'c/kWh', resolution: 15, tomorrow: null });
      expect(spot.tomorrowExpectedAt).toBe(formatInstant(midnightUtc(today) + 14 * HOUR));
      expect(spot.today.date).toBe(todayText);
      expect(spot.today.prices).toHaveLength(96);
      const prices = spot.today.prices.map((p) => p.price);
      expect(spot.today.average).toBeCloseTo(prices.reduce((s, p) => s + p, 0) / 96, 2);
      expect(spot.today.min).toBe(Math.min(...prices));
      expect(spot.today.max).toBe(Math.max(...prices));
      // The same prices as the charts give.
      const point = (await pointsOf('producer'))[0]!;
      const chart = await readings('producer', point.identifier, {
        dataType: 'price',
        from: todayText,
        to: todayText,
        resolution: '15',
      });
      expect(chart.values.map((v) => v.value)).toEqual(prices);
    });

    it('adds tomorrow after 14:00', async () => {
      const spot = await json<SpotStatistics>('producer', '/api/dashboard/statistics/spot', afternoon);
      expect(spot.tomorrow?.date).toBe(day(1));
      expect(spot.tomorrow?.prices).toHaveLength(localDay(today + 1).quarters);
      expect(spot.tomorrowExpectedAt).toBeNull();
      expectError(
        await call('producer', `/api/dashboard/statistics/spot?date=${day(2)}`, afternoon),
        422,
        'PRICES_NOT_PUBLISHED',
      );
      expectError(
        await call('producer', `/api/dashboard/statistics/spot?date=${day(1)}`),
        422,
        'PRICES_NOT_PUBLISHED',
      );
    });

    it('takes an area and a date; a clock-change day has 92 prices', async () => {
      const spot = await json<SpotStatistics>(
        'producer',
        `/api/dashboard/statistics/spot?area=EE&date=${springDay}`,
      );
      expect(spot).toMatchObject({ area: 'EE', today: { date: springDay } });
      expect(spot.today.prices).toHaveLength(92);
      expect(spot.tomorrow?.prices).toHaveLength(96);
      expectError(await call('producer', '/api/dashboard/statistics/spot?area=SE'), 422, 'VALIDATION_FAILED');
      expectError(
        await call('producer', '/api/dashboard/statistics/spot?date=2026-02-30'),
        422,
        'INVALID_DATE',
      );
    });

    it('is not there where the site has no spot prices', async () => {
      expectError(await call('kuusi', '/api/dashboard/statistics/spot'), 404, 'FEATURE_DISABLED');
      expectError(await call('heating', '/api/dashboard/statistics/spot'), 404, 'FEATURE_DISABLED');
    });
  });

  describe('invoices and expenses (on the clock the invoices were issued by)', () => {
    it('summarises what is open, with one overdue invoice for the second demo person', async () => {
      const summary = await json<DashboardInvoices>('producer', '/api/dashboard/invoices', billing);
      expect(Value.Check(DashboardInvoicesSchema, summary)).toBe(true);
      expect(summary.overdueCount).toBe(1);
      expect(summary.unpaidCount).toBeGreaterThanOrEqual(1);
      expect(summary.nextDue).toMatchObject({ status: 'unpaid' });
      expect(summary.nextDue!.dueDate < formatDay(dayOf(billedAt))).toBe(true);
      expect(summary.latest!.issueDate.slice(8)).toBe('05');
      const owner = db
        .selectFrom('usage_points')
        .select('client_id')
        .where('identifier', '=', (await pointsOf('producer'))[0]!.identifier);
      const rows = await db.selectFrom('invoices').select('period').where('client_id', 'in', owner).execute();
      // November 2023 to October 2026.
      expect(rows).toHaveLength(36);
      const other = await json<DashboardInvoices>('representative', '/api/dashboard/invoices', billing);
      expect(other.overdueCount).toBe(0);
      expect(other.latest).not.toBeNull();
    });

    it('lists the invoiced euros per month, by utility', async () => {
      const expenses = await json<Expenses>('nordlys', '/api/dashboard/statistics/expenses', billing);
      expect(Value.Check(ExpensesSchema, expenses)).toBe(true);
      // December 2025 to October 2026: November is billed on the 5th.
      expect(expenses.months).toHaveLength(11);
      expect(expenses.months.at(-1)?.month).toBe('2026-10');
      const months = expenses.months.map((m) => m.month);
      expect([...months].sort()).toEqual(months);
      for (const m of expenses.months) {
        expect(m.total).toBeCloseTo(m.electricity + m.gas + m.heating, 2);
        expect(m.electricity).toBeGreaterThan(0);
        expect(m.heating).toBeGreaterThan(0);
      }
      const three = await json<Expenses>('nordlys', '/api/dashboard/statistics/expenses?months=3', billing);
      expect(three.months).toEqual(expenses.months.slice(-three.months.length));
      const gas = await json<Expenses>(
        'nordlys',
        '/api/dashboard/statistics/expenses?utilities[]=gas',
        billing,
      );
      expect(gas.months.every((m) => m.electricity === 0 && m.heating === 0 && m.total === m.gas)).toBe(true);
      for (const bad of ['months=0', 'months=25', 'months=abc', 'utilities[]=water']) {
        expectError(
          await call('nordlys', `/api/dashboard/statistics/expenses?${bad}`, billing),
          422,
          'VALIDATION_FAILED',
        );
      }
    });

    it('lists last month only once it is billed on the 5th: before, the month before it is the latest', async () => {
      const lastMonth = await json<Expenses>(
        'producer',
        '/api/dashboard/statistics/expenses?months=1',
        billing,
      );
      expect(lastMonth.months).toEqual([]);
      const two = await json<Expenses>('producer', '/api/dashboard/statistics/expenses?months=2', billing);
      expect(two.months.map((m) => m.month)).toEqual(['2026-10']);
    });

    it('bills electricity’s per-kWh lines as the readings’ euros add up, its monthly fees on top', async () => {
      const expenses = await json<Expenses>(
        'producer',
        '/api/dashboard/statistics/expenses?months=2',
        billing,
      );
      const month = expenses.months.at(-1)!;
      expect(month.month).toBe('2026-10');
      const last = formatDay(
        dayNumber(Number(month.month.slice(0, 4)), Number(month.month.slice(5)) + 1, 1) - 1,
      );
      let euros = 0;
      for (const point of await pointsOf('producer', billing)) {
        const values = (
          await readings(
            'producer',
            point.identifier,
            { dataType: 'consumption', from: `${month.month}-01`, to: last, unit: 'EUR' },
            billing,
          )
        ).values;
        euros += values.reduce((s, v) => s + v.value!, 0);
      }
      const { invoices } = await json<InvoiceList>('producer', '/api/invoices', billing);
      const number = invoices.find((i) => i.period === month.month)!.invoiceNumber;
      const invoice = await json<InvoiceDetail>('producer', `/api/invoices/${number}`, billing);
      const withVat = 1 + Number(invoice.vat[0]!.rate) / 100;
      const net = (kinds: string[]) =>
        invoice.lines.filter((l) => kinds.includes(l.kind)).reduce((s, l) => s + l.netCents, 0) / 100;
      // Each line is rounded to the cent, and VAT once on their sum.
      expect(
        Math.abs(euros - net(['Hourly', 'Base', 'Day', 'Night', 'Margin', 'Network', 'Tax']) * withVat),
      ).toBeLessThan(0.05);
      const fees = net(['Monthly', 'NetworkMonthly', 'PaperBill']) * withVat;
      expect(Math.abs(euros + fees - month.electricity)).toBeLessThan(0.05);
    });
  });
});
