/**
 * Latency of the contracts list and of the what-if (a year of the point's own quarter hours priced
 * under three products and the current contract), one request at a time and four at once, against
 * the bench server (scripts/bench-server.ts: in-memory PGlite, a demo user signed in); then the
 * what-if's computing alone, in this process, for points it has never seen (no memo to help).
 * Usage: npm run bench:contracts -w @vool/api. BENCH_REQUESTS sets the requests per run (default
 * 200); DATABASE_URL measures PostgreSQL instead.
 */
import type { ContractList, Product } from '@vool/api-client';
import { lastTwelveMonths } from '../src/areas/contracts/what-if.ts';
import { monthUsage } from '../src/areas/contracts/usage.ts';
import { climateOf } from '../src/energy/weather.ts';
import { loadAverage, startBenchServer } from './bench-target.ts';
import { benchClient, percentile, timeCalls, timingRow } from './bench-timing.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const goals = { list: 30, whatIf: 50 };

const { target, stop } = await startBenchServer();
const client = benchClient(target);
const json = <T>(path: string) => client.json<T>({ path });
const run = (path: string, concurrency: number) =>
  timeCalls(client.send, () => ({ path }), requests, concurrency);

const list = await json<ContractList>('/api/contracts');
const supply = list.contracts.find((c) => c.kind === 'SupplyContract' && c.status === 'active');
if (!supply) throw new Error('The demo user has no electricity supply contract');
const products = await json<Product[]>('/api/products?utility=electricity');
const ids = ['Hourly', 'Fixed', 'FixedMonthly'].map(
  (kind) => products.find((p) => p.pricingKind === kind)!.id,
);
const whatIf = `/api/products/what-if?meteringPointId=${supply.objectId}&${ids.map((id) => `productId[]=${id}`).join('&')}`;

console.log(`Contracts bench: ${target.database}, Node ${process.version}, ${requests} requests per run`);
console.log(
  `${String(list.contracts.length)} contracts; what-if of ${supply.objectId} under ${ids.join(', ')}`,
);
console.log(`load average before: ${loadAverage()}`);
const t0 = performance.now();
await client.get(whatIf);
console.log(`what-if, first call (its twelve months computed): ${(performance.now() - t0).toFixed(1)} ms`);
console.log('call                 concurrency    req/s  p50 ms  p95 ms  p99 ms  max ms  load avg');
let met = true;
for (const [label, path, goal] of [
  ['GET /api/contracts', '/api/contracts', goals.list],
  ['GET …/what-if', whatIf, goals.whatIf],
] as const) {
  await run(path, 1); // warm-up: JIT
  for (const concurrency of [1, 4]) {
    const { times, rate } = await run(path, concurrency);
    const p95 = percentile(times, 95);
    if (concurrency === 1 && p95 > goal) met = false;
    console.log(timingRow(label, 19, concurrency, rate, times));
  }
}
client.close();
stop();

// The computing a first what-if of a point does: twelve months of quarter hours and their prices.
const cold: number[] = [];
for (let seed = 1; seed <= 40; seed++) {
  const point = {
    seed: seed * 7919,
    utility: 'electricity' as const,
    profile: 'household' as const,
    annualKwh: 6000 + seed * 100,
    spaceHeating: seed % 2 === 0,
    producer: false,
    capacityKw: 0,
    priceArea: 'EE' as const,
    country: 'EE' as const,
    climate: climateOf(59.44, true),
  };
  const started = performance.now();
  for (const index of lastTwelveMonths(point, new Date())) monthUsage(point, index);
  cold.push(performance.now() - started);
}
cold.sort((a, b) => a - b);
const coldCells = [50, 95].map((p) => `p${String(p)} ${percentile(cold, p).toFixed(1)} ms`).join(', ');
console.log(`what-if computing, a point never seen (40 points): ${coldCells}`);
console.log(
  met
    ? `Goals met: p95 ≤ ${String(goals.list)} ms (list) and ≤ ${String(goals.whatIf)} ms (what-if) one at a time.`
    : 'Goals missed: see the p95 one at a time above.',
);
