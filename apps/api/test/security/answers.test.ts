import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { FastifyInstance } from 'fastify';
import type { Location } from '@vool/api-client';
import { people, signIn, testApp, type Cookies } from '../helpers.ts';

// Finding 5: personal answers had no Cache-Control. Finding 9: one session's heavy readings slowed
// every user of the instance.
let app: FastifyInstance;
let close: () => Promise<void>;
let ticks = 0;
const jars: Cookies[] = [];
let points: string[];
const kiir = 'kiir.localhost';
const now = new Date('2026-11-18T10:00:00Z');
beforeAll(async () => {
  ({ app, close } = await testApp({
    now: () => now,
    ticks: () => ticks,
    computeBudget: {
      session: { capacity: 220_000, perSecond: 100_000 },
      site: { capacity: 330_000, perSecond: 200_000 },
    },
  }));
  const everyone = await people(app, kiir);
  for (const person of everyone.filter((p) => !p.isNewCustomer).slice(0, 3)) {
    jars.push((await signIn(app, kiir, person.ssn)).jar);
  }
  points = [];
  for (const jar of jars) {
    const response = await app.inject({ url: '/api/locations', headers: { host: kiir }, cookies: jar });
    const places = response.json<Location[]>().flatMap((l) => l.usagePoints);
    points.push(places.find((p) => p.utility === 'electricity')!.identifier);
  }
}, 60_000);
afterAll(async () => {
  await close();
});

const get = (jar: Cookies, url: string, headers: Record<string, string> = {}) =>
  app.inject({ url, headers: { host: kiir, ...headers }, cookies: jar });
/** A year of quarter hours with two extra series: about 105,000 values to compute. */
const year = (who: number, from: string, to = '2026-10-31') =>
  `/api/charts/readings?usagePoint=${points[who]!}&dataType=consumption&from=${from}&to=${to}&resolution=15&series[]=price&series[]=temperature`;

describe('personal answers are kept by no shared cache', () => {
  it.each([
    '/api/auth/session',
    '/api/me',
    '/api/me/representatives',
    '/api/locations',
    '/api/locations/gsrn',
    '/api/dashboard/locations',
    '/api/dashboard/invoices',
    '/api/dashboard/statistics/consumption',
  ])('%s says private, no-store, and varies by cookie', async (url) => {
    const response = await get(jars[0]!, url);
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('private, no-store');
    expect(String(response.headers.vary)).toMatch(/\bCookie\b/);
  });

  it('readings are private, revalidated by ETag, and a 304 costs nothing', async () => {
    const url = `/api/charts/readings?usagePoint=${points[0]!}&dataType=consumption&from=2026-10-01&to=2026-10-07`;
    const first = await get(jars[0]!, url);
    expect(first.headers['cache-control']).toBe('private, no-cache');
    expect(String(first.headers.vary)).toMatch(/\bCookie\b/);
    const tag = first.headers.etag!;
    expect(tag).toMatch(/^"[\w-]+"$/);
    const again = await get(jars[0]!, url, { 'if-none-match': tag });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    const other = await get(jars[0]!, url.replace('2026-10-07', '2026-10-08'), { 'if-none-match': tag });
    expect(other.statusCode).toBe(200);
  });

  it('another client gets no 304 for a point that is not theirs', async () => {
    const url = `/api/charts/readings?usagePoint=${points[0]!}&dataType=consumption&from=2026-10-01&to=2026-10-07`;
    const tag = (await get(jars[0]!, url)).headers.etag!;
    const foreign = await get(jars[1]!, url, { 'if-none-match': tag });
    expect(foreign.statusCode).toBe(404);
  });
});

describe('heavy readings are paid for out of budgets per session and per site', () => {
  it('refuses a session past its budget with 429 and Retry-After, while another session is served', async () => {
    ticks += 60_000;
    const answers = await Promise.all([0, 1, 2].map((i) => get(jars[0]!, year(0, `2025-11-0${i + 1}`))));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 429]);
    const refused = answers[2]!;
    expect(refused.json()).toMatchObject({ name: 'TooManyRequests', code: 'RATE_LIMITED' });
    expect(Number(refused.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect((await get(jars[1]!, year(1, '2025-11-05'))).statusCode).toBe(200);
    // Once the time it named has passed, the same request is served.
    ticks += Number(refused.headers['retry-after']) * 1000;
    expect((await get(jars[0]!, year(0, '2025-11-03'))).statusCode).toBe(200);
  });

  it('refuses the whole site past its budget, and still answers 304 for what a browser has', async () => {
    ticks += 60_000;
    const kept = await get(jars[0]!, year(0, '2025-10-01', '2026-09-30'));
    expect(kept.statusCode).toBe(200);
    expect((await get(jars[1]!, year(1, '2025-10-02', '2026-09-30'))).statusCode).toBe(200);
    expect((await get(jars[2]!, year(2, '2025-10-03', '2026-09-30'))).statusCode).toBe(200);
    // Within its own budget, but past the site's.
    const refused = await get(jars[2]!, year(2, '2025-10-04', '2026-09-30'));
    expect([refused.statusCode, refused.json<{ code: string }>().code]).toEqual([429, 'RATE_LIMITED']);
    // An answer kept on the server is paid for again (sending megabytes is work); a 304 is not.
    expect((await get(jars[0]!, year(0, '2025-10-01', '2026-09-30'))).statusCode).toBe(429);
    const etag = kept.headers.etag!;
    expect(
      (await get(jars[0]!, year(0, '2025-10-01', '2026-09-30'), { 'if-none-match': etag })).statusCode,
    ).toBe(304);
  });

  it('answers light requests whatever the budget', async () => {
    expect((await get(jars[2]!, '/api/me')).statusCode).toBe(200);
    expect((await get(jars[2]!, '/api/info')).statusCode).toBe(200);
  });
});
