/**
 * Latency and throughput of the hottest calls on loopback: GET /api/auth/session and GET /api/me for a
 * signed-in user, 20 connections flat out and a fixed 1,000 requests a second. The server runs in a
 * process of its own (scripts/bench-server.ts). Usage: npx tsx apps/api/scripts/bench.ts
 * BENCH_SECONDS sets each run's length (default 10); DATABASE_URL measures PostgreSQL instead of PGlite.
 */
import autocannon from 'autocannon';
import { loadAverage, startBenchServer } from './bench-target.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 20;

const { target, stop } = await startBenchServer();

const run = (path: string, options: { duration: number; overallRate?: number }) =>
  autocannon({
    url: `${target.address}${path}`,
    headers: { host: target.host, cookie: target.cookie },
    connections,
    ...options,
  });

console.log(
  `Vool API bench: ${target.database}, ${seconds} s per run, Node ${process.version}, loopback ${target.address}`,
);
console.log(`load average before: ${loadAverage()}`);
console.log('path                 load                   req/s  p50 ms  p99 ms  max ms  errors  load avg');
for (const path of ['/api/auth/session', '/api/me']) {
  await run(path, { duration: 1 }); // warm-up: JIT, caches, connection pool
  for (const [label, overallRate] of [
    [`${connections} conn, flat out`, undefined],
    ['1,000 req/s', 1000],
  ] as const) {
    const result = await run(path, { duration: seconds, ...(overallRate ? { overallRate } : {}) });
    const errors = result.errors + result.timeouts + result.non2xx;
    const cells = [
      path.padEnd(20),
      label.padEnd(20),
      String(Math.round(result.requests.average)).padStart(7),
      String(result.latency.p50).padStart(6),
      String(result.latency.p99).padStart(6),
      String(result.latency.max).padStart(6),
      String(errors).padStart(6),
      ` ${loadAverage()}`,
    ];
    console.log(cells.join('  '));
  }
}
stop();
