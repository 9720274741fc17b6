/**
 * Latency and size of the dashboard's calls and the compensation tracker for the seeded company of
 * 2,000 usage points on 1,600 places (seed/usage-points.ts): its representative, nordlys' second demo
 * person, signs in on the bench server and acts for it; then each call once (`first`: nothing of the
 * client computed yet, as after a restart) and `BENCH_REQUESTS` times more (default 30), one at a
 * time. Usage: npm run bench:dashboard -w @vool/api; DATABASE_URL measures PostgreSQL instead (npm
 * run bench:dashboard:postgres starts one).
 */
import type { Representative } from '@vool/api-client';
import { loadAverage, startBenchServer } from './bench-target.ts';
import { benchClient, percentile, timeCalls } from './bench-timing.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 30);
/** The most one call may take one at a time on a quiet machine (p95). */
const goal = 200;
const company = 'Põhjala Kinnisvarahaldus AS';

const calls = [
  '/api/dashboard/locations',
  '/api/dashboard/statistics/consumption',
  '/api/dashboard/statistics/production',
  '/api/dashboard/yearly-consumption',
  '/api/dashboard/invoices',
  '/api/dashboard/statistics/expenses?months=12',
  '/api/dashboard/statistics/spot',
  '/api/outages/compensation',
  '/api/outages/compensation?interrupted=true',
];

const { target, stop } = await startBenchServer({ BENCH_HOST: 'nordlys.localhost', BENCH_PERSON: '1' });
const client = benchClient(target);
const representatives = await client.json<Representative[]>({ path: '/api/me/representatives' });
const code = representatives.find((r) => r.name === company)?.clientCode;
if (!code) throw new Error(`The bench user does not act for ${company}`);
await client.send({ path: '/api/me/representatives', method: 'POST', body: { representativeCode: code } });

console.log(`Dashboard bench: ${target.database}, Node ${process.version}, ${requests} requests per call`);
console.log(`${company}, one request at a time; load average before: ${loadAverage()}`);
console.log(
  'call                                           bytes first ms  p50 ms  p95 ms  max ms  load avg',
);
let met = true;
for (const path of calls) {
  const t0 = performance.now();
  const bytes = (await client.get(path)).length; // also the warm-up: JIT, the database's caches
  const first = performance.now() - t0;
  const { times } = await timeCalls(client.send, () => ({ path }), requests, 1);
  if (percentile(times, 95) > goal) met = false;
  const cells = [
    path.padEnd(44),
    String(bytes).padStart(7),
    first.toFixed(1).padStart(8),
    ...[50, 95].map((p) => percentile(times, p).toFixed(1).padStart(6)),
    times.at(-1)!.toFixed(1).padStart(6),
    ` ${loadAverage()}`,
  ];
  console.log(cells.join('  '));
}
client.close();
stop();
console.log(
  met ? `Goal met: every p95 ≤ ${String(goal)} ms.` : `Goal missed: a p95 over ${String(goal)} ms.`,
);
