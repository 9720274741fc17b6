/**
 * The server side of scripts/bench.ts, in a process of its own so the load generator does not share its
 * event loop: opens the database (DATABASE_URL, else in-memory PGlite), signs a demo user in through the
 * real e-ID flow, listens on loopback and reports the address and session cookie to its parent.
 * BENCH_LIMITS=off turns the readings budgets and answer cache off; BENCH_HOST and BENCH_PERSON pick
 * another site and demo person.
 */
import { buildApp } from '../src/app.ts';
import { openDatabase } from '../src/db/connect.ts';
import { readPdfThreads } from '../src/config.ts';

export interface BenchTarget {
  address: string;
  host: string;
  cookie: string;
  database: string;
}

const { db, kind } = await openDatabase(
  process.env.DATABASE_URL ? { url: process.env.DATABASE_URL } : { dataDir: 'memory://' },
);
// As served: pino at LOG_LEVEL (info unless set), written where stdout goes (here nowhere).
// BENCH_LIMITS=off measures the computing itself: no budgets, and no answer kept to be asked again.
const unlimited = { capacity: Number.MAX_SAFE_INTEGER, perSecond: Number.MAX_SAFE_INTEGER };
const app = await buildApp({
  database: db,
  logger: { level: process.env.LOG_LEVEL ?? 'info' },
  // As served: PDFs drawn on threads of their own (PDF_THREADS, as server.ts reads it).
  pdfThreads: readPdfThreads(process.env.PDF_THREADS),
  ...(process.env.BENCH_LIMITS === 'off'
    ? { computeBudget: { session: unlimited, site: unlimited }, answerCacheBytes: 0 }
    : {}),
});
// BENCH_HOST and BENCH_PERSON (an index of the sandbox's list) sign in someone else than kiir's first.
const host = process.env.BENCH_HOST ?? 'kiir.localhost';
const person = Number(process.env.BENCH_PERSON ?? 0);

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
const link = [...page.body.matchAll(/<a href="([^"]+)">Sign in as/g)][person]![1]!.replace(/&amp;/g, '&');
keep(await app.inject({ url: link, headers: { host }, cookies: jar }));
const cookie = Object.entries(jar)
  .map(([name, value]) => `${name}=${value}`)
  .join('; ');

const address = await app.listen({ port: 0, host: '127.0.0.1' });
const version = await db.selectNoFrom((eb) => eb.fn<string>('version').as('v')).executeTakeFirstOrThrow();
const target: BenchTarget = {
  address,
  host,
  cookie,
  database:
    kind === 'postgres' ? version.v.split(' on ')[0]! : `PGlite in memory (${version.v.split(' on ')[0]})`,
};
process.send?.(target);

process.once('disconnect', () => {
  void app
    .close()
    .then(() => db.destroy())
    .then(() => process.exit(0));
});
