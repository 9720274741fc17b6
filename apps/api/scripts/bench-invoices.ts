/**
 * The invoices' calls under load on loopback: the list and the PDF at 50 connections, the PDF both
 * drawn (each invoice's first download) and served again. The server runs in a process of its own
 * (scripts/bench-server.ts). Usage: npx tsx apps/api/scripts/bench-invoices.ts
 * BENCH_SECONDS sets each run's length (default 10); DATABASE_URL measures PostgreSQL instead of PGlite.
 */
import { request } from 'node:http';
import autocannon from 'autocannon';
import { loadAverage, startBenchServer } from './bench-target.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);
const connections = 50;

const { target, stop } = await startBenchServer();
const headers = { host: target.host, cookie: target.cookie };

/** A GET with the site's Host header (fetch may not set one), as the signed-in client: status and body. */
const get = (path: string, cookie = target.cookie) =>
  new Promise<{ status: number; body: Buffer }>((resolve, reject) => {
    request(`${target.address}${path}`, { headers: { ...headers, cookie } }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts) });
      });
    })
      .on('error', reject)
      .end();
  });

const list = JSON.parse((await get('/api/invoices')).body.toString()) as {
  invoices: Array<{ id: number }>;
};
const ids = list.invoices.map((invoice) => invoice.id);

console.log(`Vool invoices bench: ${target.database}, ${seconds} s per run, ${connections} connections`);
console.log(`load average before: ${loadAverage()}; ${ids.length} invoices of the signed-in client`);

// Each invoice's first download draws it; all of them at once, as 50 customers opening theirs would.
const drawn: number[] = [];
await Promise.all(
  ids.map(async (id) => {
    const started = performance.now();
    const { status } = await get(`/api/invoices/${String(id)}/download`);
    if (status !== 200) throw new Error(`PDF ${String(id)}: ${String(status)}`);
    drawn.push(performance.now() - started);
  }),
);
drawn.sort((a, b) => a - b);
/** The value at quantile `q` of sorted milliseconds, whole. */
const quantile = (sorted: number[], q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(0);
const at = (q: number) => quantile(drawn, q);
console.log(`PDF drawn, ${drawn.length} at once: p50 ${at(0.5)} ms, p95 ${at(0.95)} ms, max ${at(1)} ms`);

// One customer's list, asked again and again while 37 invoices are drawn for others (in another
// language, so none is cached): what a drawing costs the people who are not downloading.
const listTimes: number[] = [];
const progress = { drawing: true };
const others = Promise.all(
  ids.map((id) => get(`/api/invoices/${String(id)}/download`, `${target.cookie}; locale=en-GB`)),
);
void others.finally(() => {
  progress.drawing = false;
});
while (progress.drawing) {
  const started = performance.now();
  await get('/api/invoices');
  listTimes.push(performance.now() - started);
}
await others;
listTimes.sort((a, b) => a - b);
const listAt = (q: number) => quantile(listTimes, q);
console.log(
  `GET /api/invoices while 37 PDFs are drawn for others: ${String(listTimes.length)} asked one after another, ` +
    `p50 ${listAt(0.5)} ms, p95 ${listAt(0.95)} ms, max ${listAt(1)} ms (PDF_THREADS ${process.env.PDF_THREADS ?? 'unset'})`,
);

console.log('call                        req/s  p50 ms  p97.5   p99 ms  errors  load avg');
for (const [label, paths] of [
  ['GET /api/invoices', ['/api/invoices']],
  ['GET …/download (again)', ids.map((id) => `/api/invoices/${String(id)}/download`)],
] as const) {
  const run = () =>
    autocannon({
      url: target.address,
      headers,
      connections,
      duration: seconds,
      requests: paths.map((path) => ({ method: 'GET' as const, path })),
    });
  await autocannon({ url: `${target.address}${paths[0]}`, headers, connections, duration: 1 });
  const result = await run();
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    [
      label.padEnd(24),
      String(Math.round(result.requests.average)).padStart(7),
      String(result.latency.p50).padStart(6),
      String(result.latency.p97_5).padStart(6),
      String(result.latency.p99).padStart(6),
      String(errors).padStart(6),
      ` ${loadAverage()}`,
    ].join('  '),
  );
}
stop();
