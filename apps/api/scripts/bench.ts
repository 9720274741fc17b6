/**
 * Latency and throughput of the hottest calls, on loopback: GET /api/auth/session and GET /api/me for a
 * signed-in user, flat out and at a fixed 1,000 requests a second. Usage: npx tsx apps/api/scripts/bench.ts
 */
import autocannon from 'autocannon';
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const { db, kind } = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
const app = await buildApp({ database: db, signInLimit: { max: 1000, timeWindow: 60_000 } });
const host = 'kiir.localhost';

// Sign in through the real e-ID flow to get a session cookie.
const jar: Record<string, string> = {};
const keep = (response: { cookies: Array<{ name: string; value: string }> }) => {
  for (const c of response.cookies) jar[c.name] = c.value;
};
const csrf = await app.inject({ url: '/api/auth/csrf', headers: { host } });
keep(csrf);
const start = await app.inject({
  method: 'POST',
  url: '/api/auth/signin/telia',
  headers: { host, 'content-type': 'application/x-www-form-urlencoded' },
  cookies: jar,
  payload: `csrfToken=${csrf.json<{ csrfToken: string }>().csrfToken}`,
});
keep(start);
const page = await app.inject({ url: start.headers.location!, headers: { host }, cookies: jar });
const link = /<a href="([^"]+)">Sign in as/.exec(page.body)![1]!.replace(/&amp;/g, '&');
keep(await app.inject({ url: link, headers: { host }, cookies: jar }));
const cookie = Object.entries(jar)
  .map(([k, v]) => `${k}=${v}`)
  .join('; ');

const address = await app.listen({ port: 0, host: '127.0.0.1' });
console.log(`Vool API bench: ${kind}, ${seconds} s per run, Node ${process.version}, loopback ${address}`);
console.log('path                 load             req/s    p50 ms  p99 ms  errors');
for (const path of ['/api/auth/session', '/api/me']) {
  for (const [label, options] of [
    ['20 conn, flat out', { connections: 20 }],
    ['1,000 req/s', { connections: 20, overallRate: 1000 }],
  ] as const) {
    const result = await autocannon({
      url: `${address}${path}`,
      headers: { host, cookie },
      duration: seconds,
      ...options,
    });
    const errors = result.errors + result.non2xx;
    console.log(
      `${path.padEnd(20)} ${label.padEnd(16)} ${String(Math.round(result.requests.average)).padStart(6)}  ${String(
        result.latency.p50,
      ).padStart(6)}  ${String(result.latency.p99).padStart(6)}  ${errors}`,
    );
  }
}
await app.close();
await db.destroy();
