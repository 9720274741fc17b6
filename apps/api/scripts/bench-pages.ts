/**
 * How long pages take to answer on loopback for a signed-in user: the dashboard, which the portal's
 * render draws with its data (the API answering its calls in-process), and the charts page, which it
 * only names the code of. Needs a built portal (`npm run build`). Usage: npx tsx apps/api/scripts/bench-pages.ts
 * BENCH_SECONDS sets each run's length (default 10); DATABASE_URL measures PostgreSQL instead of PGlite.
 */
import autocannon from 'autocannon';
import { loadAverage, startBenchServer } from './bench-target.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const { target, stop } = await startBenchServer();

const run = (path: string, options: { duration: number; connections: number; overallRate?: number }) =>
  autocannon({
    url: `${target.address}${path}`,
    headers: { host: target.host, cookie: target.cookie, accept: 'text/html' },
    ...options,
  });

console.log(`Vool page bench: ${target.database}, ${seconds} s per run, Node ${process.version}`);
console.log(`load average before: ${loadAverage()}`);
console.log('path          load                 req/s  p50 ms  p99 ms  max ms  errors  load avg');
for (const path of ['/dashboard', '/charts']) {
  await run(path, { duration: 2, connections: 4 }); // warm-up: JIT, caches, the render's modules
  for (const [label, connections, overallRate] of [
    ['4 conn, flat out', 4, undefined],
    ['20 req/s', 4, 20],
  ] as const) {
    const result = await run(path, {
      duration: seconds,
      connections,
      ...(overallRate ? { overallRate } : {}),
    });
    const errors = result.errors + result.timeouts + result.non2xx;
    const cells = [
      path.padEnd(12),
      label.padEnd(18),
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
