/**
 * Latency of the usage point search over the seeded company of 2,000 points (seed/usage-points.ts):
 * its representative, nordlys' second demo person, signs in on the bench server and acts for it; then
 * searches by address (prefixes, whole streets, typos), by GSRN and by EIC or meter number, a
 * different query each time, one at a time and four at once; and the listing's pages.
 * Usage: npm run bench:usage-points -w @vool/api. BENCH_REQUESTS sets the requests per run (default
 * 300); DATABASE_URL measures PostgreSQL instead (npm run bench:usage-points:postgres starts one).
 */
import type { Representative, UsagePointPage, UsagePointSearchType } from '@vool/api-client';
import { loadAverage, startBenchServer } from './bench-target.ts';
import { benchClient, percentile, timeCalls, timingRow, type BenchRequest } from './bench-timing.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 300);
const goal = 25;
const company = 'Põhjala Kinnisvarahaldus AS';

const { target, stop } = await startBenchServer({ BENCH_HOST: 'nordlys.localhost', BENCH_PERSON: '1' });
const client = benchClient(target);
const representatives = await client.json<Representative[]>({ path: '/api/me/representatives' });
const code = representatives.find((r) => r.name === company)?.clientCode;
if (!code) throw new Error(`The bench user does not act for ${company}`);
await client.send({ path: '/api/me/representatives', method: 'POST', body: { representativeCode: code } });

// Queries a customer would type, from the company's own points: a page of them from each end.
const sample = [
  ...(await client.json<UsagePointPage>({ path: '/api/usage-points/me?limit=50' })).items,
  ...(await client.json<UsagePointPage>({ path: '/api/usage-points/me?limit=50&offset=1000' })).items,
];
const typo = (word: string) => `${word.slice(0, 2)}${word[3] ?? ''}${word[2] ?? ''}${word.slice(4)}`;
const queries: Array<[UsagePointSearchType, string]> = sample.flatMap((p, i) => {
  const street = p.address.street;
  const byIdentifier: UsagePointSearchType = p.identifierType === 'GSRN' ? 'GSRN' : 'EIC_OR_METER_NUMBER';
  return [
    ['ADDRESS', street.slice(0, 3 + (i % 6))],
    ['ADDRESS', `${street} ${p.address.city}`],
    ['ADDRESS', typo(street)],
    [byIdentifier, p.identifier.slice(0, 4 + (i % 10))],
    ['EIC_OR_METER_NUMBER', p.meterNumber.slice(0, 2 + (i % 7))],
  ] satisfies Array<[UsagePointSearchType, string]>;
});
const searchOf = (n: number): BenchRequest => {
  const [searchType, query] = queries[n % queries.length]!;
  return { path: '/api/usage-points/search', method: 'POST', body: { searchType, query } };
};
const listOf = (n: number): BenchRequest => ({ path: `/api/usage-points/me?offset=${(n * 20) % 2000}` });

console.log(`Usage point bench: ${target.database}, Node ${process.version}, ${requests} requests per run`);
console.log(`${company}: ${String(sample.length)} points sampled, ${String(queries.length)} queries`);
console.log(`load average before: ${loadAverage()}`);
console.log('call                            concurrency    req/s  p50 ms  p95 ms  p99 ms  max ms  load avg');
let met = true;
for (const [label, next] of [
  ['POST /api/usage-points/search', searchOf],
  ['GET /api/usage-points/me', listOf],
] as const) {
  await timeCalls(client.send, next, requests, 1); // warm-up: JIT, the database's caches
  for (const concurrency of [1, 4]) {
    const { times, rate } = await timeCalls(client.send, next, requests, concurrency);
    if (concurrency === 1 && percentile(times, 95) > goal) met = false;
    console.log(timingRow(label, 30, concurrency, rate, times));
  }
}
client.close();
stop();
console.log(
  met ? `Goal met: p95 ≤ ${String(goal)} ms one at a time.` : 'Goal missed: see the p95 one at a time.',
);
