/**
 * Latency of the heaviest chart call: GET /api/charts/readings for a whole year of 15-minute
 * electricity consumption (35,040 values, about 1.8 MB of JSON), alone and with the temperature
 * series beside it, one request at a time and four at once. The server runs in a process of its own
 * (scripts/bench-server.ts: in-memory PGlite, a demo user signed in); this process only asks and
 * reads the whole answer. Usage: npx tsx apps/api/scripts/bench-readings.ts
 * BENCH_REQUESTS sets the requests per run (default 200); DATABASE_URL measures PostgreSQL instead.
 */
import http from 'node:http';
import type { Location } from '@vool/api-client';
import { loadAverage, startBenchServer } from './bench-target.ts';

const requests = Number(process.env.BENCH_REQUESTS ?? 200);
const goalMs = 60;

// The computing itself: the same year is asked again and again, so no budget and no answer kept.
const { target, stop } = await startBenchServer({ BENCH_LIMITS: 'off' });

// node:http rather than fetch: fetch will not send another Host, and the site is picked by Host.
const agent = new http.Agent({ keepAlive: true });
const { hostname, port } = new URL(target.address);
const get = (path: string) =>
  new Promise<Buffer>((resolve, reject) => {
    http
      .get(
        { hostname, port, path, agent, headers: { host: target.host, cookie: target.cookie } },
        (response) => {
          const chunks: Buffer[] = [];
          response.on('data', (chunk: Buffer) => chunks.push(chunk));
          response.on('end', () => {
            const body = Buffer.concat(chunks);
            if (response.statusCode === 200) resolve(body);
            else reject(new Error(`${path}: ${String(response.statusCode)} ${body.toString()}`));
          });
          response.on('error', reject);
        },
      )
      .on('error', reject);
  });

const locations = JSON.parse((await get('/api/locations')).toString()) as Location[];
const point = locations
  .flatMap((l) => l.usagePoints)
  .find((p) => p.utility === 'electricity' && p.interval === 15);
if (!point) throw new Error('The demo user has no electricity usage point');
// The last 365 whole days: up to yesterday in the point's time zone.
const lastDay = new Date(`${point.dataUpTo.slice(0, 10)}T12:00:00Z`);
lastDay.setUTCDate(lastDay.getUTCDate() - 1);
const firstDay = new Date(lastDay);
firstDay.setUTCDate(firstDay.getUTCDate() - 364);
const day = (date: Date) => date.toISOString().slice(0, 10);
const base = `/api/charts/readings?usagePoint=${point.identifier}&dataType=consumption&from=${day(firstDay)}&to=${day(lastDay)}&resolution=15`;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function run(path: string, concurrency: number) {
  const times: number[] = [];
  let bytes = 0;
  let next = 0;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next++ < requests) {
        const t0 = performance.now();
        bytes = (await get(path)).byteLength;
        times.push(performance.now() - t0);
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  times.sort((a, b) => a - b);
  return { times, bytes, rate: requests / seconds };
}

console.log(
  `Readings bench: ${target.database}, Node ${process.version}, ${requests} requests per run, loopback ${target.address}`,
);
console.log(`usage point ${point.identifier}, ${day(firstDay)} … ${day(lastDay)} at 15 minutes`);
console.log(`load average before: ${loadAverage()}`);
console.log('series        concurrency    req/s  p50 ms  p95 ms  p99 ms  max ms     bytes  load avg');
let met = true;
for (const [label, path] of [
  ['none', base],
  ['temperature', `${base}&series[]=temperature`],
] as const) {
  await run(path, 1); // warm-up: JIT, the memo of computed days
  for (const concurrency of [1, 4]) {
    const { times, bytes, rate } = await run(path, concurrency);
    const p95 = percentile(times, 95);
    if (concurrency === 1 && p95 > goalMs) met = false;
    const cells = [
      label.padEnd(12),
      String(concurrency).padStart(12),
      rate.toFixed(1).padStart(8),
      percentile(times, 50).toFixed(1).padStart(6),
      p95.toFixed(1).padStart(6),
      percentile(times, 99).toFixed(1).padStart(6),
      times.at(-1)!.toFixed(1).padStart(6),
      String(bytes).padStart(9),
      ` ${loadAverage()}`,
    ];
    console.log(cells.join('  '));
  }
}
console.log(
  met ? `Goal met: p95 ≤ ${goalMs} ms one at a time.` : `Goal missed: p95 > ${goalMs} ms one at a time.`,
);
agent.destroy();
stop();
