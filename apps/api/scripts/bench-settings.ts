/**
 * The settings tabs' calls under load on loopback, each at 10 and at 50 connections: what a tab reads
 * when it opens, and a saved address (a transaction with its audit check). The server runs in a process
 * of its own (scripts/bench-server.ts). Usage: npm run bench:settings -w @vool/api
 * BENCH_SECONDS sets each run's length (default 10); DATABASE_URL measures PostgreSQL instead of PGlite.
 */
import { request } from 'node:http';
import autocannon from 'autocannon';
import { loadAverage, startBenchServer } from './bench-target.ts';

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

const { target, stop } = await startBenchServer();
const headers = { host: target.host, cookie: target.cookie };

const get = (path: string) =>
  new Promise<string>((resolve, reject) => {
    request(`${target.address}${path}`, { headers }, (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.on('end', () => {
        resolve(Buffer.concat(parts).toString());
      });
    })
      .on('error', reject)
      .end();
  });

const [postal] = (
  JSON.parse(await get('/api/me/addresses?requestType=postal')) as Array<Record<string, string>>
).map(({ street, city, postalCode, countryCode }) => ({
  type: 'postal',
  street,
  city,
  postalCode,
  countryCode,
}));
const [place] = JSON.parse(await get('/api/me/outage-addresses')) as Array<{ contractId: string }>;

const reads: Array<[string, string]> = [
  ['GET /api/me/contacts', '/api/me/contacts'],
  ['GET /api/me/addresses', '/api/me/addresses'],
  ['GET /api/me/bank-accounts', '/api/me/bank-accounts'],
  ['GET /api/me/outage-contacts', `/api/me/outage-contacts?contractId=${place?.contractId ?? ''}`],
  ['GET /api/me/notifications', '/api/me/notifications'],
  ['GET /api/me/notification-settings', '/api/me/notification-settings'],
  ['GET /api/me/changes', '/api/me/changes'],
  ['GET /api/business/validate/…', '/api/business/validate/1463611-4'],
];

console.log(`Vool settings bench: ${target.database}, ${seconds} s per run`);
console.log(`load average before: ${loadAverage()}`);
console.log('call                               conn   req/s  p50 ms  p97.5   p99 ms  errors  load avg');

const report = (label: string, connections: number, result: autocannon.Result) => {
  const errors = result.errors + result.timeouts + result.non2xx;
  console.log(
    [
      label.padEnd(33),
      String(connections).padStart(4),
      String(Math.round(result.requests.average)).padStart(7),
      String(result.latency.p50).padStart(6),
      String(result.latency.p97_5).padStart(6),
      String(result.latency.p99).padStart(6),
      String(errors).padStart(6),
      ` ${loadAverage()}`,
    ].join('  '),
  );
};

for (const connections of [10, 50]) {
  for (const [label, path] of reads) {
    await autocannon({ url: `${target.address}${path}`, headers, connections, duration: 1 });
    report(
      label,
      connections,
      await autocannon({ url: `${target.address}${path}`, headers, connections, duration: seconds }),
    );
  }
  if (postal) {
    const put = {
      url: `${target.address}/api/me/addresses`,
      method: 'PUT' as const,
      headers: { ...headers, 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      body: JSON.stringify(postal),
      connections,
      duration: seconds,
    };
    report('PUT /api/me/addresses (unchanged)', connections, await autocannon(put));
  }
}
stop();
