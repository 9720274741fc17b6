/**
 * One session asking for ten one-year quarter-hour readings at a time, each with two extra series and
 * each a different year (so nothing is answered from the cache), flat out, while another user asks for
 * /api/info. Run twice: with the readings budgets and answer cache off, and as served. What is
 * measured is what the other user meets (their p50 and p99) and how much the flood gets computed.
 * Usage: npm run bench:abuse -w @vool/api; BENCH_SECONDS sets each run (default 10).
 */
import http from 'node:http';
import type { Location } from '@vool/api-client';
import { loadAverage, startBenchServer } from './bench-target.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const flood = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function measure(label: string, env: Record<string, string>) {
  const { target, stop } = await startBenchServer(env);
  const agent = new http.Agent({ keepAlive: true, maxSockets: flood + 2 });
  const { hostname, port } = new URL(target.address);
  // node:http rather than fetch: fetch will not send another Host, and the site is picked by Host.
  const get = (path: string, cookie?: string) =>
    new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
      http
        .get(
          { hostname, port, path, agent, headers: { host: target.host, ...(cookie ? { cookie } : {}) } },
          (response) => {
            const chunks: Buffer[] = [];
            response.on('data', (chunk: Buffer) => chunks.push(chunk));
            response.on('end', () => {
              resolve({ status: response.statusCode ?? 0, body: Buffer.concat(chunks) });
            });
            response.on('error', reject);
          },
        )
        .on('error', reject);
    });

  const locations = JSON.parse((await get('/api/locations', target.cookie)).body.toString()) as Location[];
  const point = locations
    .flatMap((l) => l.usagePoints)
    .find((p) => p.utility === 'electricity' && p.interval === 15);
  if (!point) throw new Error('The demo user has no quarter-hour electricity point');
  const series = ['price', 'temperature']
    .filter((type) => point.dataTypes.includes(type as never))
    .map((type) => `&series[]=${type}`)
    .join('');
  const last = new Date(`${point.dataUpTo.slice(0, 10)}T12:00:00Z`);
  let shift = 0;
  /** A year ending a day earlier each time: a new answer to compute every time. */
  const nextYear = () => {
    const to = new Date(last);
    to.setUTCDate(to.getUTCDate() - 1 - (shift++ % 300));
    const from = new Date(to);
    from.setUTCDate(from.getUTCDate() - 364);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    return `/api/charts/readings?usagePoint=${point.identifier}&dataType=consumption&from=${day(from)}&to=${day(to)}&resolution=15${series}`;
  };

  const statuses = new Map<number, number>();
  const info: number[] = [];
  const until = performance.now() + seconds * 1000;
  await Promise.all([
    ...Array.from({ length: flood }, async () => {
      while (performance.now() < until) {
        const { status } = await get(nextYear(), target.cookie);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    }),
    (async () => {
      while (performance.now() < until) {
        const t0 = performance.now();
        await get('/api/info');
        info.push(performance.now() - t0);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
    })(),
  ]);
  info.sort((a, b) => a - b);
  const rate = (status: number) => ((statuses.get(status) ?? 0) / seconds).toFixed(1);
  console.log(
    [
      label.padEnd(26),
      rate(200).padStart(8),
      rate(429).padStart(8),
      percentile(info, 50).toFixed(1).padStart(10),
      percentile(info, 99).toFixed(1).padStart(10),
      `  ${loadAverage()}`,
    ].join(''),
  );
  agent.destroy();
  stop();
}

console.log(
  `Abuse bench: ${flood} one-year quarter-hour readings at a time from one session, ${seconds} s per run`,
);
console.log(`load average before: ${loadAverage()}`);
console.log('readings limits              200/s   429/s  info p50 ms  info p99 ms  load avg');
await measure('off (no budget, no cache)', { BENCH_LIMITS: 'off' });
await measure('as served', {});
